package org.pairlab.ui;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * Candidate statistics of one method: the histogram of candidate scores (paper Fig. 4.4) and how often each box
 * category occurs in the originals versus in the candidates (Fig. 4.7), as shares of all boxes so the two compare.
 */
final class CandidateStatsDialog extends Stage {
    /** Histogram bins; enough to see the shape, few enough to read the labels. */
    static final int BINS = 20;
    /** Categories shown in the occurrence chart, the most frequent first; the rest would be unreadable slivers. */
    static final int MAX_CATEGORIES = 30;

    private final AugmentViewModel vm;
    final ComboBox<String> method = new ComboBox<>();
    final BarChart<String, Number> histogram = new BarChart<>(new CategoryAxis(), new NumberAxis());
    final BarChart<String, Number> categories = new BarChart<>(new CategoryAxis(), new NumberAxis());
    private final Label histogramNote = new Label();
    private final Label categoriesNote = new Label();

    CandidateStatsDialog(Window owner, AugmentViewModel vm, String initialMethod) {
        this.vm = vm;
        initOwner(owner);
        setTitle("Candidate statistics");
        method.setId("stats-method");
        method.getItems().setAll(vm.methodsWithCandidates());
        method.valueProperty().addListener((o, a, m) -> load(m));

        histogram.setId("stats-histogram");
        histogram.setTitle("Score histogram");
        histogram.setLegendVisible(false);
        histogram.setAnimated(false);
        histogram.setBarGap(0);
        histogram.setCategoryGap(1);
        histogram.getXAxis().setLabel("score");
        histogram.getYAxis().setLabel("candidates");
        categories.setId("stats-categories");
        categories.setTitle("Category occurrence: originals vs candidates");
        categories.setAnimated(false);
        categories.setCategoryGap(6);
        categories.setBarGap(1);
        categories.getXAxis().setLabel("category");
        categories.getYAxis().setLabel("share of boxes (%)");
        histogramNote.setWrapText(true);
        histogramNote.getStyleClass().add("muted");
        histogramNote.setId("stats-histogram-note");
        categoriesNote.setWrapText(true);
        categoriesNote.getStyleClass().add("muted");

        VBox.setVgrow(histogram, Priority.ALWAYS);
        VBox.setVgrow(categories, Priority.ALWAYS);
        Tab scores = new Tab("Scores", new VBox(6, histogram, histogramNote));
        Tab cats = new Tab("Categories", new VBox(6, categories, categoriesNote));
        TabPane tabs = new TabPane(scores, cats);
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        VBox.setVgrow(tabs, Priority.ALWAYS);
        HBox top = new HBox(8, new Label("Method"), method);
        top.setAlignment(Pos.CENTER_LEFT);
        VBox root = new VBox(10, top, tabs);
        root.setPadding(new Insets(12));
        Scene scene = new Scene(root, 900, 600);
        if (owner != null && owner.getScene() != null) {
            scene.getStylesheets().addAll(owner.getScene().getStylesheets());
        }
        setScene(scene);
        if (method.getItems().isEmpty()) {
            histogramNote.setText("No candidates yet: generate some in the Augment panel first.");
        } else {
            method.setValue(method.getItems().contains(initialMethod) ? initialMethod : method.getItems().get(0));
        }
    }

    private void load(String m) {
        histogram.getData().clear();
        categories.getData().clear();
        if (m == null) {
            return;
        }
        vm.statistics(m).whenComplete((s, e) -> {
            if (e != null) {
                histogramNote.setText("Cannot read the statistics: " + Errors.describe(e));
            } else if (m.equals(method.getValue())) {
                show(s);
            }
        });
    }

    private void show(org.pairlab.augment.CandidateStatistics s) {
        XYChart.Series<String, Number> bins = new XYChart.Series<>();
        for (org.pairlab.metrics.Histogram.Bin b : s.scoreHistogram(BINS).bins()) {
            bins.getData().add(new XYChart.Data<>(String.format("%.3f", (b.from() + b.to()) / 2), b.count()));
        }
        histogram.getData().setAll(List.of(bins));
        String unscored = s.unscored() == 0 ? "" : " " + s.unscored() + " of " + s.candidates()
                + " candidates have no score: no alignment scorer was configured when they were made, so they are kept "
                + "unranked (see models/README.md to add one).";
        histogramNote.setText(s.scores().isEmpty() ? "No scored candidates of " + s.method() + "." + unscored
                : s.scores().size() + " scored candidates of " + s.method() + ", bars labelled by bin centre." + unscored);

        long origTotal = s.originalCategories().values().stream().mapToLong(Long::longValue).sum();
        long candTotal = s.candidateCategories().values().stream().mapToLong(Long::longValue).sum();
        Set<String> names = new TreeSet<>(s.originalCategories().keySet());
        names.addAll(s.candidateCategories().keySet());
        List<String> shown = new ArrayList<>(names);
        shown.sort(Comparator.comparingDouble((String c) -> -(share(s.originalCategories(), c, origTotal)
                + share(s.candidateCategories(), c, candTotal))).thenComparing(c -> c));
        List<String> top = shown.subList(0, Math.min(MAX_CATEGORIES, shown.size()));
        XYChart.Series<String, Number> orig = new XYChart.Series<>();
        orig.setName("Originals (" + origTotal + " boxes)");
        XYChart.Series<String, Number> cand = new XYChart.Series<>();
        cand.setName(s.method() + " candidates (" + candTotal + " boxes)");
        for (String c : top) {
            orig.getData().add(new XYChart.Data<>(c, share(s.originalCategories(), c, origTotal)));
            cand.getData().add(new XYChart.Data<>(c, share(s.candidateCategories(), c, candTotal)));
        }
        categories.getData().setAll(List.of(orig, cand));
        categoriesNote.setText(shown.size() > top.size() ? "The " + top.size() + " most frequent of " + shown.size()
                + " categories." : shown.size() + " categories.");
    }

    private static double share(Map<String, Long> counts, String c, long total) {
        return total == 0 ? 0 : 100.0 * counts.getOrDefault(c, 0L) / total;
    }
}
