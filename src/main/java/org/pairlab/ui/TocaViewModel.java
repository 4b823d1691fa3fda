package org.pairlab.ui;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.pairlab.augment.toca.LexicalWord;
import org.pairlab.augment.toca.PriorPairs;
import org.pairlab.augment.toca.Scenario;
import org.pairlab.augment.toca.TemplateCount;
import org.pairlab.augment.toca.Toca;
import org.pairlab.augment.toca.TocaCorpus;
import org.pairlab.augment.toca.TocaJob;
import org.pairlab.augment.toca.TocaSettings;
import org.pairlab.lm.ProjectCaptions;
import org.pairlab.project.Dataset;
import org.pairlab.project.Project;
import org.pairlab.project.RunState;
import org.pairlab.text.CaptionTagger;

/**
 * The ToCa view's state: a dataset's structure templates with counts, its lexical words and a word's pairs, prior
 * pairs added from a file, tau and the other settings, and a run that stores a text-only dataset of candidates.
 * Work runs on {@code work}; results are published on {@code fx}.
 */
public final class TocaViewModel {
    /** How many templates and words the tables list. */
    public static final int SHOWN = 200;

    private final Project project;
    private final MainViewModel main;
    private final JobLauncher jobs;
    private final Executor work;
    private final Executor fx;
    private Toca toca;
    private volatile TocaCorpus corpus;

    private final ObservableList<String> datasets = FXCollections.observableArrayList();
    private final StringProperty dataset = new SimpleStringProperty();
    private final StringProperty tau = new SimpleStringProperty("inf");
    private final StringProperty seed = new SimpleStringProperty("0");
    private final StringProperty count = new SimpleStringProperty("1000");
    private final StringProperty name = new SimpleStringProperty("toca");
    private final ObjectProperty<Scenario> scenario = new SimpleObjectProperty<>(Scenario.IN_DOMAIN);
    private final ObjectProperty<Path> pairsFile = new SimpleObjectProperty<>();
    private final ObservableList<TemplateCount> templates = FXCollections.observableArrayList();
    private final ObservableList<Map.Entry<LexicalWord, Integer>> words = FXCollections.observableArrayList();
    private final ObservableList<Map.Entry<LexicalWord, Integer>> pairs = FXCollections.observableArrayList();
    private final StringProperty message = new SimpleStringProperty("");

    private final javafx.beans.property.BooleanProperty running = new javafx.beans.property.SimpleBooleanProperty();
    private volatile Runnable cancel;

    /** A view model whose Synthesize runs as a {@code toca} job through {@code jobs} (the project's Jobs panel). */
    public TocaViewModel(Project project, MainViewModel main, JobLauncher jobs, Executor work, Executor fx) {
        this.project = project;
        this.main = main;
        this.jobs = jobs;
        this.work = work;
        this.fx = fx;
    }

    public ObservableList<String> datasets() {
        return datasets;
    }

    public StringProperty datasetProperty() {
        return dataset;
    }

    public StringProperty tauProperty() {
        return tau;
    }

    public StringProperty seedProperty() {
        return seed;
    }

    public StringProperty countProperty() {
        return count;
    }

    public StringProperty nameProperty() {
        return name;
    }

    public ObjectProperty<Scenario> scenarioProperty() {
        return scenario;
    }

    public ObjectProperty<Path> pairsFileProperty() {
        return pairsFile;
    }

    /** The most frequent structure templates with their counts (eq. 4). */
    public ObservableList<TemplateCount> templates() {
        return templates;
    }

    /** The most frequent lexical words with N(token). */
    public ObservableList<Map.Entry<LexicalWord, Integer>> words() {
        return words;
    }

    /** R(word) of the word chosen with {@link #showPairs}. */
    public ObservableList<Map.Entry<LexicalWord, Integer>> pairs() {
        return pairs;
    }

    public StringProperty messageProperty() {
        return message;
    }

    /** True while a synthesis job of this view runs. */
    public javafx.beans.property.ReadOnlyBooleanProperty runningProperty() {
        return running;
    }

    /** Asks the running synthesis job to stop (it can be resumed from the Jobs panel). */
    public void cancelSynthesis() {
        Runnable c = cancel;
        if (c != null) {
            c.run();
        }
    }

    /** Lists the datasets. */
    public CompletableFuture<Void> load() {
        return CompletableFuture.supplyAsync(() -> project.datasets().list().stream().map(Dataset::name).toList(), work)
                .thenAcceptAsync(list -> {
                    datasets.setAll(list);
                    if (dataset.get() == null && !list.isEmpty()) {
                        dataset.set(list.get(0));
                    }
                }, fx);
    }

    private TocaSettings settings() {
        double t = tau.get().strip().equalsIgnoreCase("inf") ? Double.POSITIVE_INFINITY : Double.parseDouble(tau.get().strip());
        return new TocaSettings(scenario.get(), Integer.parseInt(count.get().strip()), Long.parseLong(seed.get().strip()), t,
                Scenario.DEFAULT_SMALL_CORPUS, true, TocaSettings.DEFAULT_OVERGENERATE, 2, Integer.MAX_VALUE);
    }

    private synchronized Toca toca() {
        if (toca == null) {
            toca = new Toca(CaptionTagger.english());
        }
        return toca;
    }

    /** Takes the chosen dataset apart (with the prior pairs file, if any) and lists its templates and words. */
    public CompletableFuture<Void> analyze() {
        message.set("Taking the captions apart…");
        String d = dataset.get();
        Path p = pairsFile.get();
        return CompletableFuture.supplyAsync(() -> {
            try {
                TocaCorpus c = toca().corpus(ProjectCaptions.of(project, d), settings(), p);
                corpus = c;
                return c;
            } catch (Exception e) {
                throw new java.util.concurrent.CompletionException(e);
            }
        }, work).handleAsync((c, e) -> {
            if (e != null) {
                message.set(Errors.describe(e));
                return null;
            }
            templates.setAll(c.topTemplates(SHOWN));
            words.setAll(c.pairs().topWords(SHOWN));
            pairs.clear();
            message.set(c.captions().size() + " captions: " + c.templates().size() + " templates, "
                    + c.pairs().wordCount() + " lexical words, " + c.pairs().pairCount() + " pairs ("
                    + c.pairs().priorPairCount() + " prior)");
            return null;
        }, fx);
    }

    /** Shows R(word). */
    public void showPairs(LexicalWord word) {
        TocaCorpus c = corpus;
        if (c == null || word == null) {
            pairs.clear();
            return;
        }
        pairs.setAll(c.pairs().pairsOf(word));
    }

    /** Adds prior pairs from a file to the analysed corpus. */
    public CompletableFuture<Void> addPairs(Path file) {
        pairsFile.set(file);
        return analyze();
    }

    /**
     * Synthesizes with the embedded completion as a resumable {@code toca} job (progress, cancel and log in the Jobs
     * panel), which stores a text-only dataset of candidates to review. Completes when the job has ended.
     */
    public CompletableFuture<Void> synthesize() {
        if (corpus == null) {
            message.set("Analyse a dataset first.");
            return CompletableFuture.completedFuture(null);
        }
        TocaSettings s;
        try {
            s = settings();
        } catch (RuntimeException e) {
            message.set("Count, seed and tau must be numbers (tau may be inf): " + e.getMessage());
            return CompletableFuture.completedFuture(null);
        }
        String target = name.get();
        JobLauncher.Launch launch;
        try {
            launch = jobs.launch(new TocaJob(project, new TocaJob.Request(target, dataset.get(), s, pairsFile.get())));
        } catch (RuntimeException e) {
            message.set(Errors.describe(e));
            return CompletableFuture.completedFuture(null);
        }
        cancel = launch.cancel();
        running.set(true);
        message.set("Synthesizing " + s.count() + " captions as a job (see Jobs)…");
        return launch.outcome().handleAsync((outcome, e) -> {
            running.set(false);
            cancel = null;
            if (e != null) {
                message.set(Errors.describe(e));
            } else if (outcome.state() != RunState.SUCCEEDED) {
                message.set("ToCa job " + outcome.state().name().toLowerCase(java.util.Locale.ROOT)
                        + (outcome.message() == null ? "" : ": " + outcome.message())
                        + (outcome.state() == RunState.CANCELLED ? " (resume it from the Jobs panel)" : ""));
            } else {
                Object stored = outcome.metrics().get("kept");
                message.set("Dataset '" + target + "': " + stored + " captions to review as text cards.");
            }
            main.refresh();
            load();
            return null;
        }, fx);
    }

    /** The templates as the view lists them, for tests. */
    List<String> templateLines() {
        return templates.stream().map(t -> t.count() + "  " + t.template()).toList();
    }
}
