package org.pairlab.ui;

import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javafx.application.Platform;
import javafx.beans.property.ObjectProperty;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.kordamp.ikonli.javafx.FontIcon;
import org.pairlab.project.AppliedFilter;
import org.pairlab.text.FilterPreview;
import org.pairlab.text.InformativenessFilter;

/**
 * The informativeness filter: histogram of rho with the threshold as a draggable line (and a spinner bound to it),
 * live counts of what would go, example captions either side of the threshold, Apply and the applied filters with
 * Revert. Only binds to {@link InformativenessViewModel}.
 */
final class InformativenessView extends BorderPane {
    private final InformativenessViewModel vm;
    private final RhoChart chart = new RhoChart();
    private final Spinner<Double> spinner = new Spinner<>();
    // Kept in a field: the spinner's bidirectional binding holds it only weakly.
    private final ObjectProperty<Double> thresholdObject;
    private final Label counts = new Label();
    private final Label warning = new Label();
    private final Label message = new Label();
    private final ListView<FilterPreview.Example> below = new ListView<>();
    private final ListView<FilterPreview.Example> above = new ListView<>();
    private final ListView<AppliedFilter> filters = new ListView<>();
    private final Button apply = new Button("Apply", new FontIcon("mdi2f-filter-outline"));
    private final Button revert = new Button("Revert", new FontIcon("mdi2u-undo"));

    InformativenessView(InformativenessViewModel vm) {
        this.vm = vm;
        getStyleClass().add("informativeness-view");
        setPadding(new Insets(10));

        ComboBox<InformativenessViewModel.Scope> scope = new ComboBox<>(vm.scopes());
        scope.setId("informativeness-scope");
        scope.valueProperty().bindBidirectional(vm.scopeProperty());
        SpinnerValueFactory.DoubleSpinnerValueFactory f = new SpinnerValueFactory.DoubleSpinnerValueFactory(0, 500,
                vm.thresholdProperty().get(), 0.5);
        spinner.setValueFactory(f);
        spinner.setEditable(true);
        spinner.setPrefWidth(100);
        spinner.setId("threshold-spinner");
        thresholdObject = vm.thresholdProperty().asObject();
        f.valueProperty().bindBidirectional(thresholdObject);
        chart.thresholdProperty().bindBidirectional(vm.thresholdProperty());
        chart.setId("rho-chart");
        vm.histogramProperty().addListener((o, a, h) -> chart.show(h));
        chart.show(vm.histogramProperty().get());

        Label hint = new Label("Drag the red line (or type a value) to move the threshold.");
        hint.getStyleClass().add("muted");
        HBox top = new HBox(8, new Label("Dataset"), scope, new Label("Threshold ρ <"), spinner, hint);
        top.setAlignment(Pos.CENTER_LEFT);
        setTop(top);

        counts.setId("informativeness-counts");
        counts.textProperty().bind(vm.countsTextProperty());
        counts.getStyleClass().add("section");
        warning.setId("informativeness-warning");
        warning.textProperty().bind(vm.warningProperty());
        warning.setStyle("-fx-text-fill: #b00020;");
        warning.visibleProperty().bind(vm.warningProperty().isNotEmpty());
        warning.managedProperty().bind(warning.visibleProperty());
        warning.setWrapText(true);
        below.setId("just-below");
        above.setId("just-above");
        below.setItems(vm.justBelow());
        above.setItems(vm.justAbove());
        below.setCellFactory(l -> new ExampleCell());
        above.setCellFactory(l -> new ExampleCell());
        below.setPrefHeight(150);
        above.setPrefHeight(150);
        VBox belowBox = new VBox(4, new Label("Just below (would go)"), below);
        VBox aboveBox = new VBox(4, new Label("Just above (stay)"), above);
        HBox.setHgrow(belowBox, Priority.ALWAYS);
        HBox.setHgrow(aboveBox, Priority.ALWAYS);
        VBox.setVgrow(chart, Priority.ALWAYS);
        VBox centre = new VBox(8, chart, counts, warning, new HBox(10, belowBox, aboveBox));
        setCenter(centre);

        apply.setId("informativeness-apply");
        revert.setId("informativeness-revert");
        apply.disableProperty().bind(vm.busyProperty().or(vm.tableProperty().isNull()));
        apply.setOnAction(e -> vm.apply());
        filters.setId("applied-filters");
        filters.setItems(vm.filters());
        filters.setPrefHeight(90);
        filters.setCellFactory(l -> new FilterCell());
        revert.disableProperty().bind(vm.busyProperty().or(filters.getSelectionModel().selectedItemProperty().isNull()));
        revert.setOnAction(e -> {
            AppliedFilter sel = filters.getSelectionModel().getSelectedItem();
            if (sel != null && sel.active()) {
                vm.revert(sel);
            }
        });
        message.textProperty().bind(vm.messageProperty());
        message.getStyleClass().add("muted");
        HBox.setHgrow(filters, Priority.ALWAYS);
        VBox bottom = new VBox(6, new HBox(8, apply, message), new Label("Applied filters"), new HBox(8, filters, revert));
        bottom.setPadding(new Insets(8, 0, 0, 0));
        setBottom(bottom);
    }

    RhoChart chart() {
        return chart;
    }

    /** Opens the view in its own window over the project of a session. */
    static Stage open(ProjectSession session, Window owner) {
        ExecutorService io = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "pairlab-informativeness");
            t.setDaemon(true);
            return t;
        });
        InformativenessViewModel vm = new InformativenessViewModel(session.project(),
                new InformativenessFilter(session.project()), session.runner()::submit, io, Platform::runLater);
        Stage stage = new Stage();
        stage.initOwner(owner);
        stage.setTitle("Informativeness filter");
        Scene scene = new Scene(new InformativenessView(vm), 900, 700);
        scene.getStylesheets().add(InformativenessView.class.getResource("workbench.css").toExternalForm());
        stage.setScene(scene);
        stage.setOnHidden(e -> io.shutdownNow());
        // The view belongs to the open project: when the main window shows something else (project closed), close it.
        if (owner != null && owner.getScene() != null) {
            javafx.scene.Parent mainRoot = owner.getScene().getRoot();
            owner.getScene().rootProperty().addListener(new javafx.beans.value.ChangeListener<>() {
                @Override
                public void changed(javafx.beans.value.ObservableValue<? extends javafx.scene.Parent> o,
                                    javafx.scene.Parent before, javafx.scene.Parent now) {
                    if (now != mainRoot) {
                        o.removeListener(this);
                        stage.close();
                    }
                }
            });
        }
        stage.show();
        vm.load();
        return stage;
    }

    private static final class ExampleCell extends ListCell<FilterPreview.Example> {
        @Override
        protected void updateItem(FilterPreview.Example item, boolean empty) {
            super.updateItem(item, empty);
            setText(empty || item == null ? null : String.format(Locale.ROOT, "%6.2f   %s", item.rho(), item.text()));
        }
    }

    private static final class FilterCell extends ListCell<AppliedFilter> {
        @Override
        protected void updateItem(AppliedFilter f, boolean empty) {
            super.updateItem(f, empty);
            setText(empty || f == null ? null : "#" + f.id() + " " + f.name() + " ρ < " + f.params().get("threshold") + " ("
                    + f.params().get("scope") + ") · " + f.captionsExcluded() + " captions, " + f.samplesExcluded()
                    + " images · " + (f.active() ? "in force" : "reverted " + f.revertedAt()));
        }
    }
}
