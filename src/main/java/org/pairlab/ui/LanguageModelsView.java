package org.pairlab.ui;

import java.nio.file.Path;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.PasswordField;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Spinner;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.util.StringConverter;
import org.pairlab.lm.LmTokenizer;
import org.pairlab.ui.LanguageModelsViewModel.ModelRow;

/**
 * The Language models window: models registered in the project with n-gram training and LM runs (held-out
 * perplexity per epoch), the LLM endpoint with its connection test, and the prompt editor. It only binds.
 */
public final class LanguageModelsView extends BorderPane {
    public LanguageModelsView(LanguageModelsViewModel models, LlmEndpointViewModel endpoint, PromptEditorViewModel prompt) {
        TabPane tabs = new TabPane(new Tab("Models", modelsTab(models)), new Tab("LLM endpoint", endpointTab(endpoint)),
                new Tab("Prompt editor", promptTab(prompt)));
        tabs.setId("lm-tabs");
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        setCenter(tabs);
    }

    private SplitPane modelsTab(LanguageModelsViewModel vm) {
        TableView<LanguageModelsViewModel.ModelRow> table = new TableView<>(vm.models());
        table.setId("lm-models");
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(column("Name", ModelRow::name, 160));
        table.getColumns().add(column("Kind", ModelRow::kind, 60));
        table.getColumns().add(column("Tokenizer", ModelRow::tokenizer, 80));
        table.getColumns().add(column("Order / size", ModelRow::size, 150));
        table.getColumns().add(column("Held-out perplexity", ModelRow::perplexity, 130));
        table.getColumns().add(column("Created", ModelRow::created, 170));
        table.getColumns().add(column("File", ModelRow::file, 200));
        table.setPlaceholder(new Label("No language models in this project yet: train one below, or with "
                + "`pairlab lm train --project`."));
        Button unregister = new Button("Remove from list");
        unregister.setId("lm-unregister");
        unregister.disableProperty().bind(table.getSelectionModel().selectedItemProperty().isNull());
        unregister.setOnAction(e -> guarded(() -> vm.unregister(table.getSelectionModel().getSelectedItem())));

        ComboBox<String> dataset = new ComboBox<>(vm.datasets());
        dataset.setId("lm-dataset");
        dataset.valueProperty().bindBidirectional(vm.datasetProperty());
        Spinner<Integer> order = new Spinner<>(2, 5, vm.orderProperty().get());
        order.setId("lm-order");
        order.setPrefWidth(70);
        order.valueProperty().addListener((o, a, b) -> vm.orderProperty().set(b));
        ComboBox<LmTokenizer> tokenizer = new ComboBox<>();
        tokenizer.setId("lm-tokenizer");
        tokenizer.getItems().setAll(LmTokenizer.values());
        tokenizer.setConverter(new StringConverter<>() {
            @Override
            public String toString(LmTokenizer t) {
                return t == null ? "" : t == LmTokenizer.PTB ? "ptb (COCO tokens)" : "whitespace";
            }

            @Override
            public LmTokenizer fromString(String s) {
                return null;
            }
        });
        tokenizer.valueProperty().bindBidirectional(vm.tokenizerProperty());
        TextField name = new TextField();
        name.setId("lm-name");
        name.setPrefColumnCount(14);
        name.textProperty().bindBidirectional(vm.nameProperty());
        name.promptTextProperty().bind(vm.defaultNameProperty());
        Button train = new Button("Train n-gram model");
        train.setId("lm-train");
        train.setDefaultButton(true);
        train.setOnAction(e -> guarded(vm::trainNgram));
        Button lstm = new Button("Train LSTM");
        lstm.setId("lm-train-lstm");
        lstm.setTooltip(new javafx.scene.control.Tooltip("A word-level LSTM caption model (embedding 128, hidden 256, "
                + "3 epochs; minutes on two cores for 25k captions), trained as a resumable run"));
        lstm.setOnAction(e -> guarded(vm::trainLstm));
        HBox form = new HBox(8, label("Captions"), dataset, label("Order"), order, label("Tokenizer"), tokenizer,
                label("Name"), name, train, lstm);
        form.setAlignment(Pos.CENTER_LEFT);
        Label held = new Label("One caption in ten is held out and scored; the model is written to <project>.lm/ and "
                + "listed above.");
        held.getStyleClass().add("muted");
        HBox tableBar = new HBox(8, unregister);
        VBox top = new VBox(6, table, tableBar, form, held);
        VBox.setVgrow(table, Priority.ALWAYS);
        top.setPadding(new Insets(8));

        ListView<LanguageModelsViewModel.RunItem> runs = new ListView<>(vm.runs());
        runs.setId("lm-runs");
        runs.setPlaceholder(new Label("No language model runs yet"));
        runs.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (b != null) {
                vm.selectedProperty().set(b);
            }
        });
        vm.selectedProperty().addListener((o, a, b) -> runs.getSelectionModel().select(b));
        runs.getSelectionModel().select(vm.selectedProperty().get());
        Button cancel = new Button("Cancel run");
        cancel.setOnAction(e -> vm.cancelSelected());
        VBox left = new VBox(6, runs, cancel);
        VBox.setVgrow(runs, Priority.ALWAYS);

        ProgressBar bar = new ProgressBar();
        bar.setId("lm-progress");
        bar.progressProperty().bind(vm.progressProperty());
        bar.setPrefWidth(200);
        Label status = new Label();
        status.setId("lm-run-status");
        status.textProperty().bind(vm.statusProperty());
        NumberAxis x = new NumberAxis();
        x.setLabel("Epoch");
        x.setTickUnit(1);
        x.setMinorTickVisible(false);
        NumberAxis y = new NumberAxis();
        y.setLabel("Held-out perplexity");
        y.setForceZeroInRange(false);
        LineChart<Number, Number> chart = new LineChart<>(x, y);
        chart.setId("lm-perplexity-chart");
        chart.setTitle("Held-out perplexity per epoch (neural LM runs)");
        chart.setAnimated(false);
        chart.setLegendVisible(false);
        chart.getData().add(new XYChart.Series<>("held-out perplexity", vm.perplexity()));
        chart.setMinHeight(160);
        TextArea log = new TextArea();
        log.setId("lm-run-log");
        log.setEditable(false);
        log.setPrefRowCount(5);
        log.getStyleClass().add("log-tail");
        log.textProperty().bind(vm.logTailProperty());
        log.textProperty().addListener((o, a, b) -> log.setScrollTop(Double.MAX_VALUE));
        HBox charts = new HBox(8, chart, log);
        HBox.setHgrow(chart, Priority.ALWAYS);
        HBox.setHgrow(log, Priority.ALWAYS);
        chart.setPrefWidth(420);
        log.setPrefWidth(360);
        VBox right = new VBox(6, new HBox(8, bar, status), charts);
        VBox.setVgrow(charts, Priority.ALWAYS);
        SplitPane bottom = new SplitPane(left, right);
        bottom.setDividerPositions(0.3);
        bottom.setPadding(new Insets(0, 8, 8, 8));

        SplitPane split = new SplitPane(top, bottom);
        split.setOrientation(javafx.geometry.Orientation.VERTICAL);
        split.setDividerPositions(0.5);
        return split;
    }

    private VBox endpointTab(LlmEndpointViewModel vm) {
        TextField url = new TextField();
        url.setId("llm-url");
        url.textProperty().bindBidirectional(vm.urlProperty());
        url.setPromptText("http://127.0.0.1:8080/v1 (llama.cpp) or http://127.0.0.1:11434/v1 (Ollama)");
        TextField model = new TextField();
        model.setId("llm-model");
        model.textProperty().bindBidirectional(vm.modelProperty());
        model.setPromptText("e.g. qwen2.5:7b");
        TextField keyVar = new TextField();
        keyVar.setId("llm-key-env");
        keyVar.textProperty().bindBidirectional(vm.keyVariableProperty());
        PasswordField key = new PasswordField();
        key.setId("llm-key");
        key.setPromptText("saved in your user settings, never in the project");
        Button saveKey = new Button("Save key");
        saveKey.setOnAction(e -> guarded(() -> {
            vm.saveKey(key.getText());
            key.clear();
        }));
        Button forgetKey = new Button("Forget saved key");
        forgetKey.setOnAction(e -> guarded(vm::forgetKey));
        Label keyStatus = new Label();
        keyStatus.setId("llm-key-status");
        keyStatus.getStyleClass().add("muted");
        keyStatus.textProperty().bind(vm.keyStatusProperty());

        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(8);
        grid.addRow(0, new Label("Base URL"), url);
        grid.addRow(1, new Label("Model"), model);
        grid.addRow(2, new Label("API key variable"), keyVar);
        grid.addRow(3, new Label("API key"), new HBox(8, key, saveKey, forgetKey));
        grid.add(keyStatus, 1, 4);
        GridPane.setHgrow(url, Priority.ALWAYS);

        Label problem = new Label();
        problem.setId("llm-problem");
        problem.getStyleClass().add("error-label");
        problem.textProperty().bind(vm.problemProperty());
        Button save = new Button("Save in project");
        save.setId("llm-save");
        save.disableProperty().bind(vm.dirtyProperty().not().or(vm.problemProperty().isNotEmpty()));
        save.setOnAction(e -> guarded(vm::save));
        Button test = new Button("Test connection");
        test.setId("llm-test");
        test.disableProperty().bind(vm.testStateProperty().isEqualTo(LlmEndpointViewModel.TestState.RUNNING)
                .or(vm.problemProperty().isNotEmpty()));
        test.setOnAction(e -> vm.testConnection());
        Label state = new Label();
        state.setId("llm-test-state");
        state.textProperty().bind(Bindings.createStringBinding(() -> switch (vm.testStateProperty().get()) {
            case NOT_RUN -> "";
            case RUNNING -> "testing…";
            case OK -> "✔ ok";
            case FAILED -> "✘ failed";
        }, vm.testStateProperty()));
        Label latency = new Label();
        latency.setId("llm-latency");
        latency.textProperty().bind(vm.latencyProperty());
        Label message = new Label();
        message.setId("llm-test-message");
        message.setWrapText(true);
        message.textProperty().bind(vm.testMessageProperty());
        HBox actions = new HBox(8, save, test, state, latency);
        actions.setAlignment(Pos.CENTER_LEFT);
        Label help = new Label("Any OpenAI-compatible server: llama.cpp (`llama-server -m model.gguf --port 8080`), "
                + "Ollama (`ollama serve`), vLLM, LM Studio. URL and model are project settings; the key is yours.");
        help.setWrapText(true);
        help.getStyleClass().add("muted");
        VBox box = new VBox(10, grid, problem, actions, message, help);
        box.setPadding(new Insets(12));
        return box;
    }

    private VBox promptTab(PromptEditorViewModel vm) {
        ComboBox<String> name = new ComboBox<>(vm.names());
        name.setId("prompt-name");
        name.setEditable(true);
        name.getEditor().textProperty().bindBidirectional(vm.nameProperty());
        name.setOnAction(e -> {
            String n = name.getValue();
            if (n != null && vm.names().contains(n)) {
                guarded(() -> vm.load(n));
            }
        });
        Button save = new Button("Save in project");
        save.setId("prompt-save");
        save.disableProperty().bind(vm.validProperty().not());
        save.setOnAction(e -> guarded(vm::save));
        Button open = new Button("Open file…");
        open.setOnAction(e -> file(false).ifPresent(f -> guarded(() -> io(() -> vm.open(f)))));
        Button saveFile = new Button("Save to file…");
        saveFile.disableProperty().bind(vm.validProperty().not());
        saveFile.setOnAction(e -> file(true).ifPresent(f -> guarded(() -> io(() -> vm.saveTo(f)))));
        HBox bar = new HBox(8, new Label("Prompt"), name, save, open, saveFile);
        bar.setAlignment(Pos.CENTER_LEFT);

        TextArea text = new TextArea();
        text.setId("prompt-text");
        text.setWrapText(true);
        text.textProperty().bindBidirectional(vm.textProperty());
        ListView<String> placeholders = new ListView<>(vm.placeholders());
        placeholders.setId("prompt-placeholders");
        placeholders.setPrefWidth(200);
        placeholders.setPlaceholder(new Label("No {placeholders}"));
        VBox side = new VBox(6, new Label("Placeholders"), placeholders);
        VBox.setVgrow(placeholders, Priority.ALWAYS);
        HBox middle = new HBox(8, text, side);
        HBox.setHgrow(text, Priority.ALWAYS);
        VBox.setVgrow(middle, Priority.ALWAYS);
        Label error = new Label();
        error.setId("prompt-error");
        error.setWrapText(true);
        error.getStyleClass().add("error-label");
        error.textProperty().bind(vm.errorProperty());
        Label saved = new Label();
        saved.getStyleClass().add("muted");
        saved.textProperty().bind(Bindings.when(vm.savedToProperty().isEmpty()).then("Not saved yet")
                .otherwise(Bindings.concat("Saved as ", vm.savedToProperty())));
        Label help = new Label("Write {name} for a value filled in when the prompt is used; {{ and }} are literal braces.");
        help.getStyleClass().add("muted");
        VBox box = new VBox(8, bar, middle, error, saved, help);
        box.setPadding(new Insets(12));
        return box;
    }

    private java.util.Optional<Path> file(boolean save) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(save ? "Save prompt template" : "Open prompt template");
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("Text", "*.txt", "*.prompt"));
        var f = save ? chooser.showSaveDialog(getScene().getWindow()) : chooser.showOpenDialog(getScene().getWindow());
        return java.util.Optional.ofNullable(f).map(java.io.File::toPath);
    }

    /** File work whose failure is shown like any other. */
    private interface Io {
        void run() throws java.io.IOException;
    }

    private static void io(Io work) {
        try {
            work.run();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e.getMessage(), e);
        }
    }

    private void guarded(Runnable r) {
        try {
            r.run();
        } catch (RuntimeException ex) {
            Errors.show(getScene() == null ? null : getScene().getWindow(), "Cannot do that", ex);
        }
    }

    private static <T> TableColumn<T, String> column(String title, java.util.function.Function<T, String> value,
                                                     double width) {
        TableColumn<T, String> c = new TableColumn<>(title);
        c.setCellValueFactory(d -> new javafx.beans.property.ReadOnlyStringWrapper(value.apply(d.getValue())));
        c.setPrefWidth(width);
        return c;
    }

    private static Label label(String s) {
        Label l = new Label(s);
        l.getStyleClass().add("muted");
        return l;
    }
}
