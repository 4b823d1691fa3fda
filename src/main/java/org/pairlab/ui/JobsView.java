package org.pairlab.ui;

import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;
import org.pairlab.project.RunState;

/** The Jobs panel: one row per run with progress, ETA, message, log tail and Cancel / Resume / Discard. */
final class JobsView extends ListView<JobsViewModel.RunRow> {
    JobsView(JobsViewModel vm, java.util.function.Consumer<Runnable> guarded) {
        super(vm.runs());
        setId("jobs-list");
        getStyleClass().add("jobs-list");
        setPlaceholder(new Label("No jobs yet. Import a dataset or generate candidates to see them here."));
        setCellFactory(l -> new RowCell(vm, guarded));
    }

    private static String lastLine(String tail) {
        if (tail == null || tail.isBlank()) {
            return "";
        }
        String[] lines = tail.strip().split("\n");
        return lines[lines.length - 1];
    }

    private static final class RowCell extends ListCell<JobsViewModel.RunRow> {
        private final JobsViewModel vm;
        private final java.util.function.Consumer<Runnable> guarded;

        RowCell(JobsViewModel vm, java.util.function.Consumer<Runnable> guarded) {
            this.vm = vm;
            this.guarded = guarded;
        }

        @Override
        protected void updateItem(JobsViewModel.RunRow row, boolean empty) {
            super.updateItem(row, empty);
            if (empty || row == null) {
                setGraphic(null);
                return;
            }
            Label title = new Label();
            title.textProperty().bind(row.titleProperty());
            title.getStyleClass().add("job-title");
            Label message = new Label();
            message.textProperty().bind(row.messageProperty().concat(" ").concat(row.etaProperty()));
            message.getStyleClass().add("muted");
            // One line of log per row (the newest), so several jobs fit a 768 px screen; the tail is its tooltip.
            Label log = new Label();
            log.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(
                    () -> lastLine(row.logTailProperty().get()), row.logTailProperty()));
            log.getStyleClass().add("log-tail");
            log.setId("job-log-" + row.id());
            javafx.scene.control.Tooltip tail = new javafx.scene.control.Tooltip();
            tail.textProperty().bind(row.logTailProperty());
            log.setTooltip(tail);
            title.setMinWidth(0);
            message.setMinWidth(0);
            log.setMinWidth(0);
            VBox text = new VBox(2, title, message, log);
            HBox.setHgrow(text, Priority.ALWAYS);
            Label state = new Label();
            state.getStyleClass().add("job-state");
            state.textProperty().bind(row.stateProperty().asString());
            ProgressBar bar = new ProgressBar();
            bar.progressProperty().bind(row.progressProperty());
            bar.setPrefWidth(180);
            bar.setMinWidth(120);
            state.setMinWidth(Label.USE_PREF_SIZE);
            Button cancel = new Button("Cancel", new FontIcon("mdi2s-stop"));
            cancel.setOnAction(e -> guarded.accept(() -> vm.cancel(row)));
            cancel.setMinWidth(Button.USE_PREF_SIZE);
            cancel.setId("job-cancel-" + row.id());
            Button resume = new Button("Resume", new FontIcon("mdi2p-play"));
            resume.setMinWidth(Button.USE_PREF_SIZE);
            resume.setOnAction(e -> guarded.accept(() -> vm.resume(row)));
            Button discard = new Button("Discard", new FontIcon("mdi2d-delete-outline"));
            discard.setMinWidth(Button.USE_PREF_SIZE);
            discard.setOnAction(e -> guarded.accept(() -> vm.discard(row)));
            Runnable sync = () -> {
                RunState s = row.stateProperty().get();
                boolean running = s != null && !s.finished();
                boolean ended = s == RunState.INTERRUPTED || s == RunState.FAILED || s == RunState.CANCELLED;
                cancel.setVisible(running);
                cancel.setManaged(running);
                resume.setVisible(ended);
                resume.setManaged(ended);
                resume.setDisable(!vm.canResume(row));
                discard.setVisible(s != null && s.finished());
                discard.setManaged(s != null && s.finished());
                state.getStyleClass().removeIf(c -> c.startsWith("state-"));
                if (s != null) {
                    state.getStyleClass().add("state-" + s.db());
                }
            };
            row.stateProperty().addListener(o -> sync.run());
            sync.run();
            HBox box = new HBox(12, text, state, bar, cancel, resume, discard);
            box.setAlignment(Pos.CENTER_LEFT);
            setGraphic(box);
        }
    }
}
