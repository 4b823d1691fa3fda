package org.pairlab.ui;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.chart.XYChart;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.SampleImages;
import org.pairlab.ml.train.Experiments;
import org.pairlab.ml.train.TrainingJob;
import org.pairlab.ml.train.TrainingStore;
import org.pairlab.project.Caption;
import org.pairlab.project.Json;
import org.pairlab.project.Project;
import org.pairlab.project.Run;
import org.pairlab.project.RunState;

/**
 * The Experiments view's state: trained runs side by side with the scores of their latest evaluation (table and bar
 * chart), whether they follow the protocol (same hyper-parameters, seed, updates), and for one test image each
 * model's caption next to the references.
 */
public final class ExperimentsViewModel {
    /** Metrics shown in the table and chart. */
    public static final List<String> METRICS = List.of("Bleu_1", "Bleu_4", "METEOR", "ROUGE_L", "CIDEr");

    /** A succeeded training run that can be compared. */
    public record Choice(long runId, String title) {
        @Override
        public String toString() {
            return "#" + runId + " " + title;
        }
    }

    /** One model in the comparison: its training run, its evaluation run (if any) and scores. */
    public record ModelRow(long runId, String title, long steps, long seed, long augmented, Long evaluationRun,
            Map<String, Double> scores) {
        /** A score for a table cell ("" when not evaluated). */
        public String cell(String metric) {
            Double v = scores.get(metric);
            return v == null ? "" : String.format("%.4f", v);
        }
    }

    /** A model's caption of the selected image. */
    public record CaptionLine(String model, String caption, Double cider) {
    }

    private final Project project;
    private final TrainingStore store;
    private final ObservableList<Choice> choices = FXCollections.observableArrayList();
    private final ObservableList<ModelRow> rows = FXCollections.observableArrayList();
    private final ObservableList<XYChart.Series<String, Number>> bars = FXCollections.observableArrayList();
    private final ObservableList<Long> images = FXCollections.observableArrayList();
    private final ObjectProperty<Long> image = new SimpleObjectProperty<>();
    private final ObservableList<CaptionLine> captions = FXCollections.observableArrayList();
    private final ObservableList<String> references = FXCollections.observableArrayList();
    private final ObjectProperty<Path> imagePath = new SimpleObjectProperty<>();
    private final StringProperty protocol = new SimpleStringProperty("");
    private final Map<Long, Map<Long, TrainingStore.Output>> outputs = new LinkedHashMap<>();

    public ExperimentsViewModel(Project project) {
        this.project = project;
        this.store = new TrainingStore(project);
        image.addListener((o, a, b) -> showImage(b));
    }

    /** Reloads the succeeded training runs. */
    public void refresh() {
        List<Choice> c = new ArrayList<>();
        for (Run r : project.runs().list()) {
            if (r.kind().equals(TrainingJob.KIND) && r.state() == RunState.SUCCEEDED) {
                c.add(new Choice(r.id(), r.title()));
            }
        }
        choices.setAll(c);
    }

    /** Lays the chosen training runs side by side. */
    @SuppressWarnings("unchecked")
    public void compare(List<Long> runIds) {
        rows.clear();
        bars.clear();
        outputs.clear();
        if (runIds.isEmpty()) {
            protocol.set("");
            images.clear();
            return;
        }
        try {
            Experiments.compare(project, runIds);
            protocol.set(runIds.size() < 2 ? "" : "Comparable: same hyper-parameters, seed and number of updates");
        } catch (RuntimeException e) {
            protocol.set("Not comparable: " + e.getMessage());
        }
        Set<Long> common = null;
        for (long id : runIds) {
            Run r = project.runs().get(id).orElseThrow();
            Map<String, Object> m = r.metricsJson() == null ? Map.of() : Json.read(r.metricsJson(), Map.class);
            Optional<Run> eval = latestEvaluation(id);
            Map<String, Double> scores = new LinkedHashMap<>();
            eval.ifPresent(e -> ((Map<String, Object>) Json.read(e.metricsJson(), Map.class)).forEach((k, v) -> {
                if (v instanceof Number n && METRICS.contains(k)) {
                    scores.put(k, n.doubleValue());
                }
            }));
            rows.add(new ModelRow(id, r.title(), num(m.get("steps")), num(m.get("seed")), num(m.get("augmented")),
                    eval.map(Run::id).orElse(null), scores));
            XYChart.Series<String, Number> s = new XYChart.Series<>();
            s.setName("#" + id);
            for (String k : METRICS) {
                s.getData().add(new XYChart.Data<>(k, scores.getOrDefault(k, 0.0)));
            }
            bars.add(s);
            Map<Long, TrainingStore.Output> byImage = new LinkedHashMap<>();
            eval.ifPresent(e -> store.outputs(e.id()).forEach(o -> byImage.put(o.sampleId(), o)));
            outputs.put(id, byImage);
            if (common == null) {
                common = new LinkedHashSet<>(byImage.keySet());
            } else {
                common.retainAll(byImage.keySet());
            }
        }
        images.setAll(common == null ? List.of() : new ArrayList<>(common));
        image.set(images.isEmpty() ? null : images.get(0));
        showImage(image.get());
    }

    private static long num(Object o) {
        return o instanceof Number n ? n.longValue() : 0;
    }

    /** The newest succeeded evaluation of a training run. */
    Optional<Run> latestEvaluation(long trainingRun) {
        return Experiments.latestEvaluation(project, trainingRun);
    }

    private void showImage(Long sampleId) {
        captions.clear();
        references.clear();
        imagePath.set(null);
        if (sampleId == null) {
            return;
        }
        for (ModelRow row : rows) {
            TrainingStore.Output o = outputs.getOrDefault(row.runId(), Map.of()).get(sampleId);
            if (o != null) {
                captions.add(new CaptionLine("#" + row.runId() + " " + row.title(), o.caption(), o.scores().get("CIDEr")));
            }
        }
        project.samples().captions(sampleId).stream().map(Caption::text).forEach(references::add);
        project.samples().get(sampleId).ifPresent(s -> imagePath.set(new SampleImages(project, new ImageDecoder()).path(s)));
    }

    public ObservableList<Choice> choices() {
        return choices;
    }

    public ObservableList<ModelRow> rows() {
        return rows;
    }

    public ObservableList<XYChart.Series<String, Number>> bars() {
        return bars;
    }

    public ObservableList<Long> images() {
        return images;
    }

    public ObjectProperty<Long> imageProperty() {
        return image;
    }

    public ObservableList<CaptionLine> captions() {
        return captions;
    }

    public ObservableList<String> references() {
        return references;
    }

    public ObjectProperty<Path> imagePathProperty() {
        return imagePath;
    }

    public StringProperty protocolProperty() {
        return protocol;
    }
}
