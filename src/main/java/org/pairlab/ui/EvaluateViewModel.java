package org.pairlab.ui;

import org.pairlab.metrics.Histogram;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Predicate;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;
import org.pairlab.metrics.CaptionEvaluation;
import org.pairlab.metrics.CaptionEvaluation.ImageRow;
import org.pairlab.metrics.CaptionMetric;
import org.pairlab.metrics.EvaluationFiles;
import org.pairlab.metrics.EvaluationJob;
import org.pairlab.metrics.EvaluationSource;
import org.pairlab.project.RunState;
import org.pairlab.runs.JobHandle.JobOutcome;

/**
 * The Evaluate view's state: the two files, the chosen metrics, the running job's progress and the result as
 * corpus scores, filterable per-image rows and a histogram of one metric. No controls; every change from the job
 * is handed to the {@code fx} executor.
 */
public final class EvaluateViewModel {
    /** Number of histogram bins. */
    public static final int BINS = 20;

    /** One corpus score, keyed by the toolkit's name. */
    public record CorpusScore(String key, double value) {
    }

    private final JobLauncher launcher;
    private final Executor fx;
    private final CaptionEvaluation service = new CaptionEvaluation();
    private final StringProperty referencesFile = new SimpleStringProperty("");
    private final StringProperty resultsFile = new SimpleStringProperty("");
    private final Map<CaptionMetric, BooleanProperty> chosen = new EnumMap<>(CaptionMetric.class);
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper();
    private final DoubleProperty progress = new SimpleDoubleProperty();
    private final StringProperty stage = new SimpleStringProperty("");
    private final StringProperty error = new SimpleStringProperty("");
    private final StringProperty summary = new SimpleStringProperty("");
    private final ReadOnlyObjectWrapper<CaptionEvaluation.Result> result = new ReadOnlyObjectWrapper<>();
    private final ObservableList<CorpusScore> corpus = FXCollections.observableArrayList();
    private final ObservableList<String> notes = FXCollections.observableArrayList();
    private final ObservableList<String> metricKeys = FXCollections.observableArrayList();
    private final ObservableList<ImageRow> rows = FXCollections.observableArrayList();
    private final FilteredList<ImageRow> filteredRows = new FilteredList<>(rows);
    private final StringProperty filter = new SimpleStringProperty("");
    private final ObjectProperty<String> histogramMetric = new SimpleObjectProperty<>();
    private final ObservableList<Histogram.Bin> histogram = FXCollections.observableArrayList();
    private final BooleanBinding canEvaluate;
    private final AtomicReference<double[]> pendingFraction = new AtomicReference<>();
    private final AtomicReference<String> pendingStage = new AtomicReference<>("");
    private JobLauncher.Launch current;

    /**
     * A view model that runs evaluations through {@code launcher}.
     *
     * @param fx runs state changes on the UI thread ({@code Platform::runLater}; tests pass a direct executor)
     */
    public EvaluateViewModel(JobLauncher launcher, Executor fx) {
        this.launcher = launcher;
        this.fx = fx;
        for (CaptionMetric m : CaptionMetric.values()) {
            // METEOR is off by default: it is several times slower than the other three together.
            chosen.put(m, new SimpleBooleanProperty(m != CaptionMetric.METEOR));
        }
        BooleanBinding anyMetric = Bindings.createBooleanBinding(() -> chosen.values().stream()
                .anyMatch(BooleanProperty::get), chosen.values().toArray(BooleanProperty[]::new));
        canEvaluate = running.not().and(referencesFile.isNotEmpty()).and(resultsFile.isNotEmpty()).and(anyMetric);
        filter.addListener(o -> filteredRows.setPredicate(matcher(filter.get())));
        histogramMetric.addListener(o -> rebuildHistogram());
    }

    /** The references file (COCO captions format) as typed or chosen. */
    public StringProperty referencesFileProperty() {
        return referencesFile;
    }

    /** The results file (COCO results format) as typed or chosen. */
    public StringProperty resultsFileProperty() {
        return resultsFile;
    }

    /** Whether {@code metric} is computed. */
    public BooleanProperty metricProperty(CaptionMetric metric) {
        return chosen.get(metric);
    }

    /** The chosen metrics. */
    public Set<CaptionMetric> chosenMetrics() {
        Set<CaptionMetric> s = EnumSet.noneOf(CaptionMetric.class);
        chosen.forEach((m, p) -> {
            if (p.get()) {
                s.add(m);
            }
        });
        return s;
    }

    /** True while a job runs or waits in the queue. */
    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** Both files are given, a metric is chosen and nothing runs. */
    public BooleanBinding canEvaluateProperty() {
        return canEvaluate;
    }

    /** Progress 0..1 of the running job; -1 while it waits in the queue. */
    public DoubleProperty progressProperty() {
        return progress;
    }

    /** What the job is doing now, or how it ended. */
    public StringProperty stageProperty() {
        return stage;
    }

    /** The last error in words (naming file and field), or empty. */
    public StringProperty errorProperty() {
        return error;
    }

    /** One line about the last result: images, files. */
    public StringProperty summaryProperty() {
        return summary;
    }

    /** The last successful result, or null. */
    public ReadOnlyObjectProperty<CaptionEvaluation.Result> resultProperty() {
        return result.getReadOnlyProperty();
    }

    /** Corpus scores of the last result in the toolkit's order. */
    public ObservableList<CorpusScore> corpus() {
        return corpus;
    }

    /** The service's notes on the last result (skipped images, empty captions, METEOR gap). */
    public ObservableList<String> notes() {
        return notes;
    }

    /** Per-image keys of the last result, one table column each. */
    public ObservableList<String> metricKeys() {
        return metricKeys;
    }

    /** Every evaluated image of the last result, ascending image id. */
    public ObservableList<ImageRow> rows() {
        return rows;
    }

    /** The rows that match {@link #filterProperty()}. */
    public FilteredList<ImageRow> filteredRows() {
        return filteredRows;
    }

    /** Text to look for in image ids, candidates and references (case-insensitive). */
    public StringProperty filterProperty() {
        return filter;
    }

    /** The key whose per-image scores the histogram shows. */
    public ObjectProperty<String> histogramMetricProperty() {
        return histogramMetric;
    }

    /** {@link #BINS} bins of the histogram metric's per-image scores over all rows. */
    public ObservableList<Histogram.Bin> histogram() {
        return histogram;
    }

    /** Evaluates the two files with the chosen metrics; the future completes once the outcome is shown. */
    public CompletableFuture<JobOutcome> evaluate() {
        Path refs;
        Path res;
        try {
            refs = path(referencesFile.get(), "references");
            res = path(resultsFile.get(), "results");
        } catch (IllegalArgumentException e) {
            error.set(e.getMessage());
            return CompletableFuture.failedFuture(e);
        }
        return evaluate(new EvaluationFiles(refs, res));
    }

    /** Evaluates any source with the chosen metrics (the seam for evaluating a project's run later). */
    public CompletableFuture<JobOutcome> evaluate(EvaluationSource source) {
        Set<CaptionMetric> metrics = chosenMetrics();
        if (metrics.isEmpty()) {
            error.set("Choose at least one metric.");
            return CompletableFuture.failedFuture(new IllegalArgumentException(error.get()));
        }
        if (running.get()) {
            return CompletableFuture.failedFuture(new IllegalStateException("An evaluation is already running"));
        }
        EvaluationJob job = new EvaluationJob(source, metrics, service, this::onProgress);
        error.set("");
        JobLauncher.Launch launch;
        try {
            launch = launcher.launch(job);
        } catch (RuntimeException e) {
            error.set("Cannot start the evaluation: " + Errors.describe(e));
            return CompletableFuture.failedFuture(e);
        }
        current = launch;
        running.set(true);
        progress.set(-1);
        stage.set("Waiting for other jobs…");
        CompletableFuture<JobOutcome> shown = new CompletableFuture<>();
        launch.outcome().whenComplete((o, e) -> fx.execute(() -> {
            finish(launch, job, o, e);
            if (e != null) {
                shown.completeExceptionally(e);
            } else {
                shown.complete(o);
            }
        }));
        return shown;
    }

    /** Asks the running evaluation to stop. */
    public void cancel() {
        if (current != null) {
            stage.set("Cancelling…");
            current.cancel().run();
        }
    }

    private static Path path(String text, String what) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("Choose the " + what + " file.");
        }
        try {
            return Path.of(text.strip());
        } catch (InvalidPathException e) {
            throw new IllegalArgumentException(text.strip() + ": not a valid " + what + " file path (" + e.getReason()
                    + ")");
        }
    }

    /** Called from job threads: keeps only the newest value and posts at most one update at a time. */
    private void onProgress(double fraction, String stageName) {
        pendingStage.set(stageName);
        if (pendingFraction.getAndSet(new double[] {fraction}) == null) {
            fx.execute(() -> {
                double[] f = pendingFraction.getAndSet(null);
                if (running.get() && f != null) {
                    progress.set(f[0]);
                    stage.set(describeStage(pendingStage.get()) + String.format(Locale.ROOT, " — %.0f %%",
                            f[0] * 100));
                }
            });
        }
    }

    private static String describeStage(String s) {
        if (s == null || s.isEmpty()) {
            return "Working";
        }
        return switch (s) {
            case "tokenizing" -> "Tokenizing captions (PTB)";
            case "tokenized" -> "Tokenized";
            case "done" -> "Done";
            default -> s.startsWith("reading ") ? "Reading " + s.substring("reading ".length()) : "Computing " + s;
        };
    }

    private void finish(JobLauncher.Launch launch, EvaluationJob job, JobOutcome o, Throwable e) {
        if (current != launch) {
            return;
        }
        current = null;
        running.set(false);
        pendingFraction.set(null);
        if (e != null) {
            progress.set(0);
            stage.set("Failed");
            error.set(Errors.describe(e));
        } else if (o.state() == RunState.SUCCEEDED && job.result() != null) {
            progress.set(1);
            stage.set(o.message());
            show(job.result());
        } else if (o.state() == RunState.CANCELLED) {
            progress.set(0);
            stage.set("Cancelled");
        } else {
            progress.set(0);
            stage.set("Failed");
            error.set(o.message() == null ? "The evaluation failed." : o.message());
        }
    }

    /** Shows a result; public so a result computed elsewhere can be shown the same way. */
    public void show(CaptionEvaluation.Result r) {
        result.set(r);
        List<CorpusScore> scores = new ArrayList<>();
        r.corpus().forEach((k, v) -> scores.add(new CorpusScore(k, v)));
        corpus.setAll(scores);
        notes.setAll(r.notes());
        List<String> keys = r.images().isEmpty() ? List.copyOf(r.corpus().keySet())
                : List.copyOf(r.images().get(0).scores().keySet());
        metricKeys.setAll(keys);
        rows.setAll(r.images());
        summary.set(String.format(Locale.ROOT, "%,d images evaluated · references %s · results %s",
                r.images().size(), fileName(r.referencesSource()), fileName(r.resultsSource())));
        String keep = histogramMetric.get();
        if (keep != null && keys.contains(keep)) {
            rebuildHistogram();
        } else {
            histogramMetric.set(keys.contains("CIDEr") ? "CIDEr" : keys.isEmpty() ? null : keys.get(0));
        }
    }

    private static String fileName(String source) {
        try {
            Path p = Path.of(source).getFileName();
            return p == null ? source : p.toString();
        } catch (InvalidPathException e) {
            return source;
        }
    }

    private void rebuildHistogram() {
        String key = histogramMetric.get();
        histogram.setAll(key == null ? List.of() : histogram(rows, key, BINS));
    }

    /**
     * Bins the per-image values of {@code key}: {@code [0, 1]} for BLEU, METEOR and ROUGE-L, {@code [0, u]} for
     * CIDEr with {@code u} the maximum rounded up to a half (at least 1); values outside go to the end bins.
     */
    public static List<Histogram.Bin> histogram(List<ImageRow> rows, String key, int bins) {
        List<Double> values = new ArrayList<>(rows.size());
        double max = 0;
        for (ImageRow r : rows) {
            Double v = r.scores().get(key);
            if (v != null && !v.isNaN()) {
                values.add(v);
                max = Math.max(max, v);
            }
        }
        double upper = key.startsWith("CIDEr") ? Math.max(1.0, Math.ceil(max * 2) / 2) : 1.0;
        return Histogram.between(0, upper, bins, values).bins();
    }

    private static Predicate<ImageRow> matcher(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        String needle = text.strip().toLowerCase(Locale.ROOT);
        return r -> Long.toString(r.imageId()).contains(needle)
                || r.candidate().toLowerCase(Locale.ROOT).contains(needle)
                || r.references().stream().anyMatch(s -> s.toLowerCase(Locale.ROOT).contains(needle));
    }
}
