package org.pairlab.ui;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.StringProperty;
import javafx.collections.ListChangeListener;
import javafx.collections.transformation.SortedList;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import org.kordamp.ikonli.javafx.FontIcon;
import org.pairlab.metrics.CaptionEvaluation.ImageRow;
import org.pairlab.metrics.CaptionMetric;

/**
 * The Evaluate window's content: files, metrics, Evaluate/Cancel with progress, then corpus scores, a sortable
 * per-image table and a histogram. Binds to {@link EvaluateViewModel}; all logic lives there.
 */
final class EvaluateView extends BorderPane {
    /** References longer than this are shortened in the table (the tooltip has them all). */
    static final int REFERENCES_SHOWN = 90;

    private final EvaluateViewModel vm;
    private final TableView<ImageRow> table = new TableView<>();
    private final BarChart<String, Number> chart;
    private final XYChart.Series<String, Number> series = new XYChart.Series<>();
    private final FlowPane scores = new FlowPane(10, 8);

    EvaluateView(EvaluateViewModel vm) {
        this.vm = vm;
        getStyleClass().add("evaluate-view");
        setPadding(new Insets(10));

        CategoryAxis x = new CategoryAxis();
        x.setLabel("per-image score");
        x.setAnimated(false);
        NumberAxis y = new NumberAxis();
        y.setLabel("images");
        y.setAnimated(false);
        chart = new BarChart<>(x, y);
        chart.setId("evaluate-histogram");
        chart.setAnimated(false);
        chart.setLegendVisible(false);
        chart.setBarGap(0);
        chart.setCategoryGap(1);
        chart.getData().add(series);

        setTop(inputs());
        setCenter(results());
        vm.corpus().addListener((ListChangeListener<EvaluateViewModel.CorpusScore>) c -> rebuildScores());
        vm.metricKeys().addListener((ListChangeListener<String>) c -> rebuildColumns());
        vm.histogram().addListener((ListChangeListener<org.pairlab.metrics.Histogram.Bin>) c -> rebuildChart());
        rebuildScores();
        rebuildColumns();
        rebuildChart();
    }

    private VBox inputs() {
        TextField refs = new TextField();
        refs.setId("evaluate-references");
        refs.setPromptText("captions_val2014.json — COCO captions: images, annotations[{image_id, caption}]");
        refs.textProperty().bindBidirectional(vm.referencesFileProperty());
        TextField results = new TextField();
        results.setId("evaluate-results");
        results.setPromptText("results.json — COCO results: [{\"image_id\", \"caption\"}]");
        results.textProperty().bindBidirectional(vm.resultsFileProperty());

        HBox metrics = new HBox(14);
        metrics.setAlignment(Pos.CENTER_LEFT);
        for (CaptionMetric m : CaptionMetric.values()) {
            CheckBox box = new CheckBox(label(m));
            box.setId("metric-" + m.toolkitName());
            box.selectedProperty().bindBidirectional(vm.metricProperty(m));
            metrics.getChildren().add(box);
        }
        Label meteorHint = new Label("METEOR is slower: it loads WordNet and aligns every caption pair "
                + "(about 1 s more on 5,000 images, several times the other metrics together).");
        meteorHint.getStyleClass().add("muted");
        meteorHint.setWrapText(true);

        GridPane g = new GridPane();
        g.setHgap(10);
        g.setVgap(8);
        g.addRow(0, new Label("References"), withBrowse(refs, vm.referencesFileProperty(), "Choose reference captions"));
        g.addRow(1, new Label("Results"), withBrowse(results, vm.resultsFileProperty(), "Choose caption results"));
        g.addRow(2, new Label("Metrics"), metrics);
        g.add(meteorHint, 1, 3);
        GridPane.setHgrow(refs.getParent(), Priority.ALWAYS);

        Button evaluate = new Button("Evaluate", new FontIcon("mdi2p-play"));
        evaluate.setId("evaluate-run");
        evaluate.setDefaultButton(true);
        evaluate.disableProperty().bind(vm.canEvaluateProperty().not());
        evaluate.setOnAction(e -> vm.evaluate());
        Button cancel = new Button("Cancel", new FontIcon("mdi2s-stop"));
        cancel.setId("evaluate-cancel");
        cancel.disableProperty().bind(vm.runningProperty().not());
        cancel.setOnAction(e -> vm.cancel());
        ProgressBar bar = new ProgressBar(0);
        bar.setId("evaluate-progress");
        bar.setPrefWidth(260);
        bar.progressProperty().bind(vm.progressProperty());
        Label stage = new Label();
        stage.setId("evaluate-stage");
        stage.getStyleClass().add("muted");
        stage.textProperty().bind(vm.stageProperty());
        HBox actions = new HBox(10, evaluate, cancel, bar, stage);
        actions.setAlignment(Pos.CENTER_LEFT);

        Label error = new Label();
        error.setId("evaluate-error");
        error.getStyleClass().add("error-label");
        error.setWrapText(true);
        error.textProperty().bind(vm.errorProperty());
        error.visibleProperty().bind(vm.errorProperty().isNotEmpty());
        error.managedProperty().bind(error.visibleProperty());

        VBox top = new VBox(10, g, actions, error);
        top.setPadding(new Insets(0, 0, 10, 0));
        return top;
    }

    private static String label(CaptionMetric m) {
        return switch (m) {
            case BLEU -> "BLEU-1..4";
            case METEOR -> "METEOR (slower)";
            case ROUGE_L -> "ROUGE-L";
            case CIDER -> "CIDEr-D";
        };
    }

    private HBox withBrowse(TextField field, StringProperty target, String title) {
        Button b = new Button("Browse…", new FontIcon("mdi2f-folder-open-outline"));
        b.setOnAction(e -> {
            FileChooser fc = new FileChooser();
            fc.setTitle(title);
            fc.getExtensionFilters().addAll(new FileChooser.ExtensionFilter("JSON files", "*.json"),
                    new FileChooser.ExtensionFilter("All files", "*"));
            folderOf(target.get()).ifPresent(fc::setInitialDirectory);
            File f = fc.showOpenDialog(getScene() == null ? null : getScene().getWindow());
            if (f != null) {
                target.set(f.getAbsolutePath());
            }
        });
        HBox.setHgrow(field, Priority.ALWAYS);
        field.setPrefColumnCount(48);
        HBox box = new HBox(6, field, b);
        box.setAlignment(Pos.CENTER_LEFT);
        return box;
    }

    private java.util.Optional<File> folderOf(String text) {
        // Start where the other file is when this one is still empty: both usually sit side by side.
        for (String s : new String[] {text, vm.referencesFileProperty().get(), vm.resultsFileProperty().get()}) {
            try {
                if (s != null && !s.isBlank()) {
                    Path parent = Path.of(s.strip()).toAbsolutePath().getParent();
                    if (parent != null && Files.isDirectory(parent)) {
                        return java.util.Optional.of(parent.toFile());
                    }
                }
            } catch (RuntimeException ignored) {
                // An unusable path simply gives no starting folder.
            }
        }
        return java.util.Optional.empty();
    }

    private SplitPane results() {
        Label summary = new Label();
        summary.setId("evaluate-summary");
        summary.textProperty().bind(vm.summaryProperty());
        scores.setId("evaluate-scores");
        Label notes = new Label();
        notes.setId("evaluate-notes");
        notes.getStyleClass().add("muted");
        notes.setWrapText(true);
        notes.textProperty().bind(Bindings.createStringBinding(() -> String.join("\n", vm.notes()), vm.notes()));

        TextField filter = new TextField();
        filter.setId("evaluate-filter");
        filter.setPromptText("Filter by image id or words in the captions…");
        filter.textProperty().bindBidirectional(vm.filterProperty());
        Label shown = new Label();
        shown.getStyleClass().add("muted");
        shown.textProperty().bind(Bindings.createStringBinding(() -> vm.rows().isEmpty() ? ""
                : String.format("%,d of %,d images", vm.filteredRows().size(), vm.rows().size()),
                vm.filteredRows(), vm.rows()));
        HBox filterBar = new HBox(8, new FontIcon("mdi2m-magnify"), filter, shown);
        filterBar.setAlignment(Pos.CENTER_LEFT);
        HBox.setHgrow(filter, Priority.ALWAYS);

        table.setId("evaluate-table");
        table.setPlaceholder(new Label("Choose a references file and a results file, then click Evaluate."));
        SortedList<ImageRow> sorted = new SortedList<>(vm.filteredRows());
        sorted.comparatorProperty().bind(table.comparatorProperty());
        table.setItems(sorted);
        table.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        VBox.setVgrow(table, Priority.ALWAYS);
        VBox left = new VBox(8, summary, scores, notes, filterBar, table);

        ComboBox<String> metric = new ComboBox<>(vm.metricKeys());
        metric.setId("evaluate-histogram-metric");
        metric.valueProperty().bindBidirectional(vm.histogramMetricProperty());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        Label histTitle = new Label("Per-image scores");
        histTitle.getStyleClass().add("section");
        HBox histBar = new HBox(8, histTitle, spacer, new Label("Metric"), metric);
        histBar.setAlignment(Pos.CENTER_LEFT);
        VBox.setVgrow(chart, Priority.ALWAYS);
        VBox right = new VBox(8, histBar, chart);

        SplitPane split = new SplitPane(left, right);
        split.setOrientation(Orientation.HORIZONTAL);
        split.setDividerPositions(0.62);
        return split;
    }

    private void rebuildScores() {
        scores.getChildren().clear();
        for (EvaluateViewModel.CorpusScore s : vm.corpus()) {
            Label key = new Label(s.key());
            key.getStyleClass().add("score-key");
            Label value = new Label(String.format(Locale.ROOT, "%.3f", s.value()));
            value.getStyleClass().add("score-value");
            value.setId("score-" + s.key());
            Tooltip.install(value, new Tooltip(s.key() + " = " + s.value()));
            VBox card = new VBox(2, key, value);
            card.getStyleClass().add("score-card");
            scores.getChildren().add(card);
        }
    }

    private void rebuildColumns() {
        table.getSortOrder().clear();
        table.getColumns().clear();
        TableColumn<ImageRow, Long> id = new TableColumn<>("Image");
        id.setId("col-image");
        id.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().imageId()));
        id.setPrefWidth(80);
        TableColumn<ImageRow, String> cand = new TableColumn<>("Candidate");
        cand.setId("col-candidate");
        cand.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().candidate()));
        cand.setCellFactory(c -> textCell(false));
        cand.setPrefWidth(240);
        table.getColumns().addAll(java.util.List.of(id, cand));
        for (String key : vm.metricKeys()) {
            TableColumn<ImageRow, Double> col = new TableColumn<>(key);
            col.setId("col-" + key);
            col.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().scores().get(key)));
            col.setCellFactory(c -> new TableCell<>() {
                @Override
                protected void updateItem(Double v, boolean empty) {
                    super.updateItem(v, empty);
                    setText(empty || v == null ? null : String.format(Locale.ROOT, "%.3f", v));
                }
            });
            col.setStyle("-fx-alignment: CENTER-RIGHT;");
            col.setPrefWidth(70);
            table.getColumns().add(col);
        }
        TableColumn<ImageRow, String> refs = new TableColumn<>("References");
        refs.setId("col-references");
        refs.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(String.join("\n", c.getValue().references())));
        refs.setCellFactory(c -> textCell(true));
        refs.setPrefWidth(320);
        refs.setSortable(false);
        table.getColumns().add(refs);
    }

    /** A one-line cell; for references, joined with " | " and shortened, with every reference in the tooltip. */
    private static TableCell<ImageRow, String> textCell(boolean references) {
        return new TableCell<>() {
            @Override
            protected void updateItem(String v, boolean empty) {
                super.updateItem(v, empty);
                if (empty || v == null) {
                    setText(null);
                    setTooltip(null);
                    return;
                }
                String line = references ? shorten(v.replace("\n", " | "), REFERENCES_SHOWN) : v;
                setText(line);
                setTooltip(new Tooltip(references ? "• " + v.replace("\n", "\n• ") : v));
            }
        };
    }

    static String shorten(String s, int max) {
        return s.length() <= max ? s : s.substring(0, max - 1).stripTrailing() + "…";
    }

    private void rebuildChart() {
        var data = series.getData();
        data.clear();
        for (org.pairlab.metrics.Histogram.Bin b : vm.histogram()) {
            data.add(new XYChart.Data<>(b.label(), b.count()));
        }
    }

    TableView<ImageRow> table() {
        return table;
    }

    BarChart<String, Number> chart() {
        return chart;
    }
}
