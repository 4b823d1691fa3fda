package org.pairlab.ui;

import java.nio.file.Path;
import javafx.geometry.Insets;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.NumberAxis;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.beans.property.ReadOnlyStringWrapper;

/** Trained models side by side: metrics table, bar chart, and one test image with each model's caption. */
public final class ExperimentsView extends BorderPane {
    public ExperimentsView(ExperimentsViewModel vm) {
        ListView<ExperimentsViewModel.Choice> choices = new ListView<>(vm.choices());
        choices.setId("experiment-choices");
        choices.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        choices.setPrefWidth(260);
        Button compare = new Button("Compare");
        compare.setId("experiment-compare");
        compare.setOnAction(e -> vm.compare(choices.getSelectionModel().getSelectedItems().stream()
                .map(ExperimentsViewModel.Choice::runId).toList()));
        VBox left = new VBox(6, new Label("Training runs (select several)"), choices, compare);
        VBox.setVgrow(choices, Priority.ALWAYS);
        left.setPadding(new Insets(8));

        TableView<ExperimentsViewModel.ModelRow> table = new TableView<>(vm.rows());
        table.setId("experiment-table");
        table.getColumns().add(column("Run", r -> "#" + r.runId()));
        table.getColumns().add(column("Model", ExperimentsViewModel.ModelRow::title));
        table.getColumns().add(column("Updates", r -> Long.toString(r.steps())));
        table.getColumns().add(column("Seed", r -> Long.toString(r.seed())));
        table.getColumns().add(column("Augmented", r -> Long.toString(r.augmented())));
        for (String m : ExperimentsViewModel.METRICS) {
            table.getColumns().add(column(m, r -> r.cell(m)));
        }
        table.setPrefHeight(150);
        table.setMinHeight(110);
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY);
        Label protocol = new Label();
        protocol.textProperty().bind(vm.protocolProperty());

        BarChart<String, Number> chart = new BarChart<>(new CategoryAxis(), new NumberAxis());
        chart.setData(vm.bars());
        chart.setAnimated(false);
        chart.setTitle("Test scores");
        chart.setMinHeight(260);

        ComboBox<Long> image = new ComboBox<>(vm.images());
        image.valueProperty().bindBidirectional(vm.imageProperty());
        ImageView view = new ImageView();
        view.setFitWidth(260);
        view.setPreserveRatio(true);
        vm.imagePathProperty().addListener((o, a, p) -> view.setImage(p == null ? null : load(p)));
        if (vm.imagePathProperty().get() != null) {
            view.setImage(load(vm.imagePathProperty().get()));
        }
        TableView<ExperimentsViewModel.CaptionLine> caps = new TableView<>(vm.captions());
        caps.getColumns().add(captionColumn("Model", ExperimentsViewModel.CaptionLine::model));
        caps.getColumns().add(captionColumn("Caption", ExperimentsViewModel.CaptionLine::caption));
        caps.getColumns().add(captionColumn("CIDEr-D", l -> l.cider() == null ? "" : String.format("%.3f", l.cider())));
        caps.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY);
        caps.setPrefHeight(130);
        ListView<String> refs = new ListView<>(vm.references());
        refs.setPrefHeight(120);
        VBox texts = new VBox(6, caps, new Label("References"), refs);
        HBox.setHgrow(texts, Priority.ALWAYS);
        HBox perImage = new HBox(8, new VBox(6, new Label("Test image"), image, view), texts);

        VBox right = new VBox(8, protocol, table, chart, perImage);
        VBox.setVgrow(chart, Priority.ALWAYS);
        right.setPadding(new Insets(8));
        SplitPane split = new SplitPane(left, right);
        split.setDividerPositions(0.22);
        setCenter(split);
    }

    private static Image load(Path p) {
        // Loaded on the FX thread: one image of at most 640 px, scaled down while decoding.
        return new Image(p.toUri().toString(), 260, 0, true, true, false);
    }

    private static TableColumn<ExperimentsViewModel.ModelRow, String> column(String name,
            java.util.function.Function<ExperimentsViewModel.ModelRow, String> f) {
        TableColumn<ExperimentsViewModel.ModelRow, String> c = new TableColumn<>(name);
        c.setCellValueFactory(d -> new ReadOnlyStringWrapper(f.apply(d.getValue())));
        return c;
    }

    private static TableColumn<ExperimentsViewModel.CaptionLine, String> captionColumn(String name,
            java.util.function.Function<ExperimentsViewModel.CaptionLine, String> f) {
        TableColumn<ExperimentsViewModel.CaptionLine, String> c = new TableColumn<>(name);
        c.setCellValueFactory(d -> new ReadOnlyStringWrapper(f.apply(d.getValue())));
        return c;
    }
}
