package org.pairlab.ui;

import javafx.geometry.Insets;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ToolBar;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextArea;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/** Training and evaluation runs: list, live progress with ETA, log tail, loss and validation CIDEr-D charts. */
public final class TrainingRunsView extends BorderPane {
    public TrainingRunsView(TrainingRunsViewModel vm) {
        Button train = new Button("Train…");
        train.setId("runs-train");
        train.setOnAction(e -> TrainDialog.ask(getScene().getWindow(), vm.encoderChoices()).ifPresent(settings -> {
            try {
                vm.startTraining(settings);
            } catch (RuntimeException ex) {
                Errors.show(getScene().getWindow(), "Cannot start training", ex);
            }
        }));
        Button evaluate = new Button("Evaluate");
        evaluate.setId("runs-evaluate");
        evaluate.setOnAction(e -> guarded(() -> vm.evaluateSelected(3, 5)));
        Button cancel = new Button("Cancel");
        cancel.setOnAction(e -> vm.cancelSelected());
        Button resume = new Button("Resume");
        resume.setOnAction(e -> guarded(vm::resumeSelected));
        vm.selectedProperty().addListener((o, a, b) -> evaluate.setDisable(!vm.canEvaluate()));
        evaluate.setDisable(!vm.canEvaluate());
        ToolBar tools = new ToolBar(train, evaluate, cancel, resume);
        setTop(tools);

        ListView<TrainingRunsViewModel.RunItem> list = new ListView<>(vm.runs());
        list.setId("training-runs");
        list.setPrefWidth(280);
        list.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (b != null) {
                vm.selectedProperty().set(b);
            }
        });
        vm.selectedProperty().addListener((o, a, b) -> list.getSelectionModel().select(b));

        ProgressBar bar = new ProgressBar();
        bar.progressProperty().bind(vm.progressProperty());
        bar.setPrefWidth(220);
        Label status = new Label();
        status.setId("run-status");
        status.textProperty().bind(vm.statusProperty());
        HBox top = new HBox(8, bar, status);

        LineChart<Number, Number> lossChart = chart("Step", "Training loss (cross-entropy)");
        XYChart.Series<Number, Number> loss = new XYChart.Series<>("loss", vm.loss());
        lossChart.getData().add(loss);
        LineChart<Number, Number> valChart = chart("Step", "Validation CIDEr-D");
        valChart.getData().add(new XYChart.Series<>("val CIDEr-D", vm.validation()));
        valChart.setCreateSymbols(true);

        TextArea log = new TextArea();
        log.setId("run-log");
        log.setEditable(false);
        log.setPrefRowCount(10);
        log.textProperty().bind(vm.logTailProperty());
        log.textProperty().addListener((o, a, b) -> log.setScrollTop(Double.MAX_VALUE));

        HBox charts = new HBox(8, lossChart, valChart);
        HBox.setHgrow(lossChart, Priority.ALWAYS);
        HBox.setHgrow(valChart, Priority.ALWAYS);
        VBox right = new VBox(8, top, charts, log);
        VBox.setVgrow(charts, Priority.ALWAYS);
        right.setPadding(new Insets(8));
        SplitPane split = new SplitPane(list, right);
        split.setDividerPositions(0.25);
        setCenter(split);
    }

    private void guarded(Runnable r) {
        try {
            r.run();
        } catch (RuntimeException ex) {
            Errors.show(getScene().getWindow(), "Cannot do that", ex);
        }
    }

    private static LineChart<Number, Number> chart(String x, String y) {
        NumberAxis xAxis = new NumberAxis();
        xAxis.setLabel(x);
        xAxis.setForceZeroInRange(false);
        NumberAxis yAxis = new NumberAxis();
        yAxis.setLabel(y);
        LineChart<Number, Number> c = new LineChart<>(xAxis, yAxis);
        c.setCreateSymbols(false);
        c.setAnimated(false);
        c.setLegendVisible(false);
        c.setTitle(y);
        return c;
    }
}
