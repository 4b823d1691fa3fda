package org.pairlab.ui;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.chart.XYChart;
import org.pairlab.ml.train.ModelEvaluationJob;
import org.pairlab.ml.train.TrainingJob;
import org.pairlab.ml.train.RunMonitor;
import org.pairlab.ml.train.TrainingStore;
import org.pairlab.project.Project;
import org.pairlab.project.Run;
import org.pairlab.project.RunState;
import org.pairlab.runs.JobHandle;
import org.pairlab.runs.JobListener;
import org.pairlab.runs.JobRunner;
import org.pairlab.runs.JobUpdate;

/**
 * The Runs view's state: training and evaluation runs, and for the selected one its live progress, ETA, log tail,
 * loss curve and validation CIDEr-D curve (re-read from the project while it runs).
 */
public final class TrainingRunsViewModel implements JobListener {
    /** A run in the list. */
    public record RunItem(long id, String kind, String title, String state) {
        @Override
        public String toString() {
            return "#" + id + " " + title + " — " + state;
        }
    }

    static final int MAX_POINTS = 400;
    private static final long CURVE_RELOAD_MS = 2000;
    private static final int LOG_TAIL_LINES = 40;

    private final Project project;
    private final JobRunner runner;
    private final RunMonitor monitor;
    private static final List<RunMonitor.Curve> CURVES = List.of(new RunMonitor.Curve("loss", MAX_POINTS),
            new RunMonitor.Curve("val_CIDEr", 0));
    private final Executor fx;
    private final ObservableList<RunItem> runs = FXCollections.observableArrayList();
    private final ObjectProperty<RunItem> selected = new SimpleObjectProperty<>();
    private final ObservableList<XYChart.Data<Number, Number>> loss = FXCollections.observableArrayList();
    private final ObservableList<XYChart.Data<Number, Number>> validation = FXCollections.observableArrayList();
    private final DoubleProperty progress = new SimpleDoubleProperty();
    private final StringProperty status = new SimpleStringProperty("");
    private final StringProperty logTail = new SimpleStringProperty("");
    private long lastCurveLoad;

    /**
     * @param runner where new training and evaluation runs are queued
     * @param fx runs UI updates (Platform::runLater in the app, Runnable::run in tests)
     */
    public TrainingRunsViewModel(Project project, JobRunner runner, Executor fx) {
        this.project = project;
        this.runner = runner;
        this.monitor = new RunMonitor(project, LOG_TAIL_LINES);
        this.fx = fx;
        selected.addListener((o, a, b) -> loadSelected());
    }

    /** Reloads the list of runs, keeping the selection. */
    public void refresh() {
        Long keep = selected.get() == null ? null : selected.get().id();
        List<RunItem> items = new ArrayList<>();
        for (Run r : project.runs().list()) {
            if (r.kind().equals(TrainingJob.KIND) || r.kind().equals(ModelEvaluationJob.KIND)) {
                items.add(new RunItem(r.id(), r.kind(), r.title(), r.state().db()));
            }
        }
        runs.setAll(items);
        RunItem again = items.stream().filter(i -> keep != null && i.id() == keep).findFirst()
                .orElse(items.isEmpty() ? null : items.get(0));
        if (again != null && again.equals(selected.get())) {
            loadSelected();
        } else {
            selected.set(again);
        }
    }

    /** Reads the selected run's stored state, log tail and curves. */
    void loadSelected() {
        RunItem item = selected.get();
        if (item == null) {
            loss.clear();
            validation.clear();
            status.set("");
            logTail.set("");
            progress.set(0);
            return;
        }
        RunMonitor.Snapshot r = monitor.load(item.id(), CURVES).orElse(null);
        if (r == null) {
            return;
        }
        progress.set(r.progress());
        status.set(r.status());
        logTail.set(r.logTail());
        showCurves(r.curves());
        lastCurveLoad = System.currentTimeMillis();
    }

    @Override
    public void onUpdate(JobUpdate u) {
        fx.execute(() -> {
            RunItem item = selected.get();
            if (item == null || item.id() != u.runId()) {
                boolean known = runs.stream().anyMatch(i -> i.id() == u.runId());
                if (u.state().finished() || !known) {
                    refresh();
                }
                // A run started elsewhere (the CLI, another window) is followed live when the one shown is not
                // running, so its charts grow without a click.
                boolean showingIdle = selected.get() == null || isFinished(selected.get().state());
                if (!u.state().finished() && showingIdle && runs.stream().anyMatch(i -> i.id() == u.runId())) {
                    selectRun(u.runId());
                } else {
                    return;
                }
                item = selected.get();
            }
            progress.set(u.progress());
            status.set(u.state().db() + " — " + u.message() + u.eta().map(d -> ", ETA " + human(d)).orElse(""));
            if (u.logLine() != null) {
                String t = logTail.get() + u.logLine() + "\n";
                logTail.set(monitor.tail(t));
            }
            long now = System.currentTimeMillis();
            if (u.state().finished() || now - lastCurveLoad > CURVE_RELOAD_MS) {
                showCurves(monitor.curves(item.id(), CURVES));
                lastCurveLoad = now;
            }
            if (u.state().finished()) {
                refresh();
            }
        });
    }

    /**
     * Queues a training run from {@code key=value} settings as {@code pairlab train --set} takes them; returns its
     * id. Bad settings throw {@link IllegalArgumentException} naming the key.
     */
    /**
     * What the training dialog offers for {@code encoder}: the CNN trained from scratch, then the image feature
     * extractors found in the model folders (by manifest name).
     */
    public java.util.List<String> encoderChoices() {
        java.util.List<String> out = new java.util.ArrayList<>();
        out.add(org.pairlab.ml.caption.CaptionModelConfig.SCRATCH);
        org.pairlab.ml.ModelCatalog.standard().ofKind(org.pairlab.ml.ImageFeatureExtractor.KIND)
                .forEach(m -> out.add(m.name()));
        return out;
    }

    public long startTraining(java.util.Map<String, Object> settings) {
        JobHandle h = runner.submit(TrainingJob.fromParams(project, settings));
        refresh();
        selectRun(h.runId());
        return h.runId();
    }

    /** True when the selected run is a succeeded training run. */
    public boolean canEvaluate() {
        RunItem i = selected.get();
        return i != null && i.kind().equals(TrainingJob.KIND) && i.state().equals(RunState.SUCCEEDED.db());
    }

    /** Queues an evaluation of the selected training run on the test split; returns the evaluation run's id. */
    public long evaluateSelected(int beam, int samples) {
        if (!canEvaluate()) {
            throw new IllegalStateException("Select a succeeded training run to evaluate");
        }
        JobHandle h = runner.submit(new ModelEvaluationJob(project, selected.get().id(), beam, samples, 1.0, 0, true));
        refresh();
        return h.runId();
    }

    /** Asks the selected run to stop (it keeps its last checkpoint). */
    public void cancelSelected() {
        RunItem i = selected.get();
        if (i != null) {
            runner.active(i.id()).ifPresent(JobHandle::cancel);
        }
    }

    /** Resumes the selected interrupted, failed or cancelled run from its last checkpoint. */
    public void resumeSelected() {
        RunItem i = selected.get();
        if (i != null) {
            runner.resume(i.id());
            refresh();
        }
    }

    private static boolean isFinished(String state) {
        return java.util.Arrays.stream(RunState.values()).anyMatch(r -> r.db().equals(state) && r.finished());
    }

    private void selectRun(long id) {
        runs.stream().filter(r -> r.id() == id).findFirst().ifPresent(selected::set);
    }

    static String human(Duration d) {
        long s = d.toSeconds();
        return s < 60 ? s + " s" : s < 3600 ? s / 60 + " min " + s % 60 + " s" : s / 3600 + " h " + s % 3600 / 60 + " min";
    }

    private void showCurves(Map<String, List<TrainingStore.Point>> curves) {
        loss.setAll(points(curves.get("loss")));
        validation.setAll(points(curves.get("val_CIDEr")));
    }

    private static List<XYChart.Data<Number, Number>> points(List<TrainingStore.Point> points) {
        return points.stream().map(p -> new XYChart.Data<Number, Number>(p.step(), p.value())).toList();
    }

    public ObservableList<RunItem> runs() {
        return runs;
    }

    public ObjectProperty<RunItem> selectedProperty() {
        return selected;
    }

    public ObservableList<XYChart.Data<Number, Number>> loss() {
        return loss;
    }

    public ObservableList<XYChart.Data<Number, Number>> validation() {
        return validation;
    }

    public DoubleProperty progressProperty() {
        return progress;
    }

    public StringProperty statusProperty() {
        return status;
    }

    public StringProperty logTailProperty() {
        return logTail;
    }
}
