package org.pairlab.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Executor;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.chart.XYChart;
import org.pairlab.lm.LmTokenizer;
import org.pairlab.lm.NgramTrainingJob;
import org.pairlab.lm.NgramTrainingSettings;
import org.pairlab.ml.train.RunMonitor;
import org.pairlab.ml.train.TrainingStore;
import org.pairlab.project.Dataset;
import org.pairlab.project.LanguageModelEntry;
import org.pairlab.project.Project;
import org.pairlab.project.Run;
import org.pairlab.runs.JobHandle;
import org.pairlab.runs.JobListener;
import org.pairlab.runs.JobRunner;
import org.pairlab.runs.JobUpdate;

/**
 * The Language models view's state: the models registered in the project, the n-gram training form, and the
 * language model runs (n-gram and neural) with live progress, log tail and held-out perplexity per epoch.
 */
public final class LanguageModelsViewModel implements JobListener {
    /** Run kind of neural LM training (lm.neural's LmTrainingJob); its runs are shown when the project has any. */
    static final String NEURAL_KIND = "lm-train";
    /** The run curve the neural trainer writes after each epoch. */
    static final String PERPLEXITY_CURVE = "heldout_perplexity";
    /** The dataset choice meaning "every dataset". */
    public static final String ALL_CAPTIONS = "All captions";
    private static final List<RunMonitor.Curve> CURVES = List.of(new RunMonitor.Curve(PERPLEXITY_CURVE, 0));
    private static final int LOG_TAIL_LINES = 30;

    /** A registered model as the table shows it. */
    public record ModelRow(String name, String kind, String tokenizer, String size, String perplexity, String created,
                           String file) {
        static ModelRow of(LanguageModelEntry e) {
            return new ModelRow(e.name(), e.kind(), e.tokenizer(), size(e),
                    e.heldoutPerplexity() == null ? "—" : String.format(Locale.ROOT, "%.2f", e.heldoutPerplexity()),
                    e.createdAt() == null ? "" : e.createdAt().replace('T', ' ').replaceAll("\\.\\d+Z$", "Z"), e.file());
        }

        /** Order for n-grams, vocabulary size when known. */
        private static String size(LanguageModelEntry e) {
            Object order = e.settings().get("order");
            Object vocab = e.settings().get("vocabulary");
            List<String> parts = new ArrayList<>();
            if (order != null) {
                parts.add("order " + order);
            }
            Object hidden = e.settings().get("hidden");
            if (hidden != null) {
                parts.add(hidden + " hidden");
            }
            if (vocab instanceof Number n) {
                parts.add(String.format(Locale.ROOT, "%,d words", n.longValue()));
            }
            return String.join(", ", parts);
        }
    }

    /** A language model run in the list. */
    public record RunItem(long id, String kind, String title, String state) {
        @Override
        public String toString() {
            return "#" + id + " " + title + " — " + state;
        }
    }

    private final Project project;
    private final JobRunner runner;
    private final RunMonitor monitor;
    private final Executor fx;
    private final ObservableList<ModelRow> models = FXCollections.observableArrayList();
    private final ObservableList<String> datasets = FXCollections.observableArrayList();
    private final StringProperty dataset = new SimpleStringProperty(ALL_CAPTIONS);
    private final IntegerProperty order = new SimpleIntegerProperty(3);
    private final ObjectProperty<LmTokenizer> tokenizer = new SimpleObjectProperty<>(LmTokenizer.PTB);
    private final StringProperty name = new SimpleStringProperty("");
    private final StringProperty defaultName = new SimpleStringProperty("");
    private final ObservableList<RunItem> runs = FXCollections.observableArrayList();
    private final ObjectProperty<RunItem> selected = new SimpleObjectProperty<>();
    private final ObservableList<XYChart.Data<Number, Number>> perplexity = FXCollections.observableArrayList();
    private final DoubleProperty progress = new SimpleDoubleProperty();
    private final StringProperty status = new SimpleStringProperty("");
    private final StringProperty logTail = new SimpleStringProperty("");

    /** @param fx runs UI updates (Platform::runLater in the app, Runnable::run in tests) */
    public LanguageModelsViewModel(Project project, JobRunner runner, Executor fx) {
        this.project = project;
        this.runner = runner;
        this.monitor = new RunMonitor(project, LOG_TAIL_LINES);
        this.fx = fx;
        selected.addListener((o, a, b) -> loadSelected());
        dataset.addListener(o -> updateDefaultName());
        order.addListener(o -> updateDefaultName());
        tokenizer.addListener(o -> updateDefaultName());
        updateDefaultName();
    }

    /** Re-reads models, datasets and runs, keeping the selected run. */
    public void refresh() {
        models.setAll(project.languageModels().list().stream().map(ModelRow::of).toList());
        List<String> ds = new ArrayList<>();
        ds.add(ALL_CAPTIONS);
        project.datasets().list().stream().map(Dataset::name).forEach(ds::add);
        if (!ds.equals(datasets)) {
            String keep = dataset.get();
            datasets.setAll(ds);
            dataset.set(ds.contains(keep) ? keep : ALL_CAPTIONS);
        }
        Long keep = selected.get() == null ? null : selected.get().id();
        List<RunItem> items = new ArrayList<>();
        for (Run r : project.runs().list()) {
            if (r.kind().equals(NgramTrainingJob.KIND) || r.kind().equals(NEURAL_KIND)) {
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

    /** The settings the form describes; bad values throw {@link IllegalArgumentException} naming the field. */
    public NgramTrainingSettings settings() {
        String ds = dataset.get() == null || ALL_CAPTIONS.equals(dataset.get()) ? null : dataset.get();
        return new NgramTrainingSettings(name.get(), ds, order.get(), tokenizer.get(), 1, null);
    }

    /** Queues n-gram training as a job and selects its run; returns the run id. */
    public long trainNgram() {
        JobHandle h = runner.submit(new NgramTrainingJob(project, settings()));
        refresh();
        runs.stream().filter(r -> r.id() == h.runId()).findFirst().ifPresent(selected::set);
        return h.runId();
    }

    /**
     * Queues a word-level LSTM (default sizes, the form's captions and tokenizer) as a resumable run and selects it;
     * its held-out perplexity per epoch fills the chart as it trains. Returns the run id.
     */
    public long trainLstm() {
        String ds = dataset.get() == null || ALL_CAPTIONS.equals(dataset.get()) ? null : dataset.get();
        long datasetId = ds == null ? 0 : project.datasets().byName(ds).orElseThrow(() -> new IllegalArgumentException(
                "Captions: there is no dataset '" + ds + "'")).id();
        var settings = org.pairlab.lm.neural.LstmSettings.defaults()
                .with(java.util.Map.of("tokenizer", tokenizer.get().name()));
        String label = name.get() == null || name.get().isBlank() ? "" : name.get().strip();
        JobHandle h = runner.submit(new org.pairlab.lm.neural.LmTrainingJob(project, settings, datasetId, true, label));
        refresh();
        runs.stream().filter(r -> r.id() == h.runId()).findFirst().ifPresent(selected::set);
        return h.runId();
    }

    /** Asks the selected run to stop. */
    public void cancelSelected() {
        RunItem i = selected.get();
        if (i != null) {
            runner.active(i.id()).ifPresent(JobHandle::cancel);
        }
    }

    /** Removes a model from the project's list (its file stays). */
    public void unregister(ModelRow row) {
        project.languageModels().unregister(row.name());
        refresh();
    }

    @Override
    public void onUpdate(JobUpdate u) {
        fx.execute(() -> {
            RunItem item = selected.get();
            if (item == null || item.id() != u.runId()) {
                if (u.state().finished() || runs.stream().noneMatch(i -> i.id() == u.runId())) {
                    refreshIfOurs(u);
                }
                return;
            }
            progress.set(u.progress());
            status.set(u.state().db() + " — " + u.message()
                    + u.eta().map(d -> ", ETA " + TrainingRunsViewModel.human(d)).orElse(""));
            if (u.logLine() != null) {
                logTail.set(monitor.tail(logTail.get() + u.logLine() + "\n"));
            }
            // One point per epoch: re-reading the curve on each update is cheap.
            perplexity.setAll(points(monitor.curves(item.id(), CURVES).get(PERPLEXITY_CURVE)));
            if (u.state().finished()) {
                refresh();
            }
        });
    }

    private void refreshIfOurs(JobUpdate u) {
        project.runs().get(u.runId()).filter(r -> r.kind().equals(NgramTrainingJob.KIND) || r.kind().equals(NEURAL_KIND))
                .ifPresent(r -> refresh());
    }

    /** Reads the selected run's stored state, log tail and perplexity curve. */
    void loadSelected() {
        RunItem item = selected.get();
        if (item == null) {
            perplexity.clear();
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
        perplexity.setAll(points(r.curves().get(PERPLEXITY_CURVE)));
    }

    private void updateDefaultName() {
        String ds = dataset.get() == null || ALL_CAPTIONS.equals(dataset.get()) ? null : dataset.get();
        defaultName.set(NgramTrainingSettings.defaultName(ds, order.get(), tokenizer.get() == null ? LmTokenizer.PTB
                : tokenizer.get()));
    }

    /** Epochs numbered from 1: the neural trainer stores one point per epoch, at its update step. */
    private static List<XYChart.Data<Number, Number>> points(List<TrainingStore.Point> curve) {
        List<XYChart.Data<Number, Number>> out = new ArrayList<>();
        for (int i = 0; i < curve.size(); i++) {
            out.add(new XYChart.Data<>(i + 1, curve.get(i).value()));
        }
        return out;
    }

    public ObservableList<ModelRow> models() {
        return models;
    }

    public ObservableList<String> datasets() {
        return datasets;
    }

    public StringProperty datasetProperty() {
        return dataset;
    }

    public IntegerProperty orderProperty() {
        return order;
    }

    public ObjectProperty<LmTokenizer> tokenizerProperty() {
        return tokenizer;
    }

    /** The model name typed by the user; empty means {@link #defaultNameProperty()}. */
    public StringProperty nameProperty() {
        return name;
    }

    /** The name a model gets when none is typed, following the form. */
    public StringProperty defaultNameProperty() {
        return defaultName;
    }

    public ObservableList<RunItem> runs() {
        return runs;
    }

    public ObjectProperty<RunItem> selectedProperty() {
        return selected;
    }

    /** Held-out perplexity per epoch of the selected run (x = epoch). */
    public ObservableList<XYChart.Data<Number, Number>> perplexity() {
        return perplexity;
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
