package org.pairlab.ui;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Function;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.pairlab.project.AppliedFilter;
import org.pairlab.project.Dataset;
import org.pairlab.project.Project;
import org.pairlab.project.RunState;
import org.pairlab.runs.Job;
import org.pairlab.runs.JobHandle;
import org.pairlab.text.FilterPreview;
import org.pairlab.text.InformativenessFilter;
import org.pairlab.text.InformativenessJob;
import org.pairlab.text.InformativenessTable;
import org.pairlab.text.RhoHistogram;

/**
 * State of the informativeness filter view: the scored captions of the chosen scope, the histogram, the threshold
 * and the live counts for it, examples either side of it, and the applied filters (apply runs as a job, revert
 * undoes one). Usable without a window: pass direct executors and a job submitter.
 */
public final class InformativenessViewModel {
    /** A dataset choice; {@code id} null means every dataset. */
    public record Scope(Long id, String name) {
        @Override
        public String toString() {
            return name;
        }
    }

    /** Examples shown on each side of the threshold. */
    static final int EXAMPLES = 5;
    /** Histogram bin width in the view (finer than the command line's). */
    static final double BIN_WIDTH = 1.0;
    static final Scope ALL = new Scope(null, "All datasets");

    private final Project project;
    private final InformativenessFilter filter;
    private final Function<Job, JobHandle> submit;
    private final Executor background;
    private final Executor fx;
    private final DoubleProperty threshold = new SimpleDoubleProperty(InformativenessFilter.DEFAULT_THRESHOLD);
    private final ObjectProperty<Scope> scope = new SimpleObjectProperty<>(ALL);
    private final ObservableList<Scope> scopes = FXCollections.observableArrayList();
    private final ObjectProperty<InformativenessTable> table = new SimpleObjectProperty<>();
    private final ObjectProperty<RhoHistogram> histogram = new SimpleObjectProperty<>();
    private final ObjectProperty<FilterPreview> preview = new SimpleObjectProperty<>();
    private final IntegerProperty captionsBelow = new SimpleIntegerProperty();
    private final IntegerProperty samplesLosingAll = new SimpleIntegerProperty();
    private final StringProperty countsText = new SimpleStringProperty("");
    private final StringProperty warning = new SimpleStringProperty("");
    /** True until the user sets a threshold: each loaded scope then gets its corpus-scaled default. */
    private boolean thresholdIsDefault = true;
    private boolean settingDefault;
    private final ObservableList<FilterPreview.Example> justBelow = FXCollections.observableArrayList();
    private final ObservableList<FilterPreview.Example> justAbove = FXCollections.observableArrayList();
    private final ObservableList<AppliedFilter> filters = FXCollections.observableArrayList();
    private final BooleanProperty busy = new SimpleBooleanProperty();
    private final StringProperty message = new SimpleStringProperty("");

    public InformativenessViewModel(Project project, InformativenessFilter filter, Function<Job, JobHandle> submit,
                                    Executor background, Executor fx) {
        this.project = project;
        this.filter = filter;
        this.submit = submit;
        this.background = background;
        this.fx = fx;
        scopes.add(ALL);
        threshold.addListener(o -> {
            if (!settingDefault) {
                thresholdIsDefault = false;
            }
            recount();
        });
        table.addListener(o -> recount());
        scope.addListener((o, a, b) -> {
            if (b != null && !b.equals(a)) {
                load();
            }
        });
    }

    /** Reads the datasets and scores the chosen scope (from the cache when every caption has a rho). */
    public CompletableFuture<Void> load() {
        busy.set(true);
        message.set("Scoring captions…");
        Scope s = scope.get();
        return CompletableFuture.supplyAsync(() -> new Loaded(project.datasets().list(),
                filter.table(s.id(), (done, total) -> fx.execute(() -> message.set(String.format(Locale.ROOT,
                        "Tagging captions %,d / %,d", done, total))), () -> false),
                project.exclusions().filters()), background)
                .handleAsync((loaded, e) -> {
                    busy.set(false);
                    if (e != null) {
                        message.set("Scoring failed: " + Errors.describe(e));
                        return null;
                    }
                    List<Scope> all = new java.util.ArrayList<>(List.of(ALL));
                    loaded.datasets().forEach(d -> all.add(new Scope(d.id(), d.name())));
                    if (!all.equals(scopes)) {
                        scopes.setAll(all);
                    }
                    filters.setAll(loaded.filters());
                    if (thresholdIsDefault) {
                        // The paper's 20 removes most COCO captions: start at the percentile with the paper's share.
                        settingDefault = true;
                        threshold.set(Math.round(InformativenessFilter.defaultThreshold(loaded.table()) * 10) / 10.0);
                        settingDefault = false;
                    }
                    table.set(loaded.table());
                    histogram.set(loaded.table().histogram(BIN_WIDTH));
                    message.set("");
                    return null;
                }, fx);
    }

    private record Loaded(List<Dataset> datasets, InformativenessTable table, List<AppliedFilter> filters) {
    }

    // Two binary searches on the table: cheap enough to run on every drag event.
    private void recount() {
        InformativenessTable t = table.get();
        if (t == null) {
            return;
        }
        FilterPreview p = t.preview(threshold.get(), EXAMPLES);
        preview.set(p);
        captionsBelow.set(p.captionsBelow());
        samplesLosingAll.set(p.samplesLosingAll());
        justBelow.setAll(p.justBelow());
        justAbove.setAll(p.justAbove());
        warning.set(p.warning().orElse(""));
        countsText.set(String.format(Locale.ROOT, "rho < %.1f: %,d of %,d captions would go (%.0f %%) · %,d of %,d images "
                        + "would lose all their captions%s", p.threshold(), p.captionsBelow(),
                p.captionsScored() - p.captionsAlreadyExcluded(), 100 * p.shareRemoved(),
                p.samplesLosingAll(), p.samples(),
                p.captionsAlreadyExcluded() == 0 ? "" : String.format(Locale.ROOT, " · %,d already excluded",
                        p.captionsAlreadyExcluded())));
    }

    /** Applies the filter at the current threshold as a job, then reloads; completes with the run's outcome. */
    public CompletableFuture<JobHandle.JobOutcome> apply() {
        Scope s = scope.get();
        busy.set(true);
        message.set("Applying the filter…");
        JobHandle h = submit.apply(new InformativenessJob(filter, threshold.get(), s.id(), s.id() == null ? "all datasets" : s.name()));
        return h.outcome().thenComposeAsync(out -> {
            message.set(out.state() == RunState.SUCCEEDED ? "Filter " + out.metrics().get("filterId") + " applied: excluded "
                    + out.metrics().get("captionsExcluded") + " captions and " + out.metrics().get("samplesExcluded") + " images"
                    : "The filter " + out.state().db() + ": " + out.message());
            String done = message.get();
            return load().thenApply(v -> {
                message.set(done);
                return out;
            });
        }, fx);
    }

    /** Reverts an applied filter, then reloads. */
    public CompletableFuture<Void> revert(AppliedFilter f) {
        busy.set(true);
        return CompletableFuture.supplyAsync(() -> project.exclusions().revert(f.id()), background)
                .handleAsync((r, e) -> e == null ? "Reverted filter " + r.id() + ": its captions are back"
                        : "Revert failed: " + Errors.describe(e), fx)
                .thenComposeAsync(text -> load().thenRun(() -> message.set(text)), fx);
    }

    public DoubleProperty thresholdProperty() {
        return threshold;
    }

    public ObjectProperty<Scope> scopeProperty() {
        return scope;
    }

    public ObservableList<Scope> scopes() {
        return scopes;
    }

    public ObjectProperty<InformativenessTable> tableProperty() {
        return table;
    }

    public ObjectProperty<RhoHistogram> histogramProperty() {
        return histogram;
    }

    public ObjectProperty<FilterPreview> previewProperty() {
        return preview;
    }

    public IntegerProperty captionsBelowProperty() {
        return captionsBelow;
    }

    public IntegerProperty samplesLosingAllProperty() {
        return samplesLosingAll;
    }

    /** A warning when the threshold would remove more than 30 % of the captions; empty otherwise. */
    public StringProperty warningProperty() {
        return warning;
    }

    /** Whether the threshold is still the corpus-scaled default (the user has not set one). */
    public boolean thresholdIsDefault() {
        return thresholdIsDefault;
    }

    public StringProperty countsTextProperty() {
        return countsText;
    }

    public ObservableList<FilterPreview.Example> justBelow() {
        return justBelow;
    }

    public ObservableList<FilterPreview.Example> justAbove() {
        return justAbove;
    }

    public ObservableList<AppliedFilter> filters() {
        return filters;
    }

    public BooleanProperty busyProperty() {
        return busy;
    }

    public StringProperty messageProperty() {
        return message;
    }
}
