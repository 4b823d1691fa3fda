package org.pairlab.ui;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicLong;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.pairlab.project.CurationFilter;
import org.pairlab.project.Decision;
import org.pairlab.project.GridCounts;
import org.pairlab.project.ItemFilter;
import org.pairlab.augment.similar.EmbeddedSamples;
import org.pairlab.augment.similar.EmbeddingJob;
import org.pairlab.augment.similar.SampleEmbeddings;
import org.pairlab.augment.similar.SimilarBy;
import org.pairlab.augment.similar.SimilarSample;
import org.pairlab.augment.similar.SimilarSamples;
import org.pairlab.project.ItemOrder;
import org.pairlab.project.ItemKind;
import org.pairlab.project.ItemRef;
import org.pairlab.project.MethodCounts;
import org.pairlab.project.Project;
import org.pairlab.project.Review;
import org.pairlab.project.ReviewStatus;

/**
 * State of the main window without any controls: the filter, the items it matches, the selection, review
 * decisions and the counts. Queries run on {@code background}; results are applied on {@code fx}.
 */
public final class MainViewModel {
    /** A dataset row of the tree. */
    public record DatasetEntry(long id, String name, long samples) {
    }

    /** Project-wide counts for the status bar. */
    public record Counts(long samples, long captions, long boxes, long pending, long accepted, long rejected) {
    }

    private final Project project;
    private final Executor background;
    private final Executor fx;
    private final AtomicLong generation = new AtomicLong();

    private final StringProperty text = new SimpleStringProperty("");
    private final ObjectProperty<ReviewStatus> status = new SimpleObjectProperty<>();
    private final StringProperty split = new SimpleStringProperty();
    private final StringProperty method = new SimpleStringProperty();
    private final ObjectProperty<Boolean> hasBoxes = new SimpleObjectProperty<>();
    private final BooleanProperty byScore = new SimpleBooleanProperty();
    private final ObjectProperty<ItemOrder> order = new SimpleObjectProperty<>(ItemOrder.MADE);
    /** Only candidates written by this completer (text-only syntheses record one); null: all. */
    private final StringProperty completer = new SimpleStringProperty();
    /** The completers the shown method's candidates recorded, in sort order; empty for methods without. */
    private final ObservableList<String> completers = FXCollections.observableArrayList();
    private final BooleanProperty hideAddedGrammarErrors = new SimpleBooleanProperty();
    private final ObjectProperty<Long> datasetId = new SimpleObjectProperty<>();
    /** Tags, box categories, histogram ranges and the shuffle seed on top of the filter (the Filters tab sets them). */
    private final ObjectProperty<CurationFilter> curation = new SimpleObjectProperty<>(CurationFilter.NONE);

    /** "More like this": when set, the grid shows the filter's samples in this ranking (best first) and no others. */
    private final ObjectProperty<SimilarTo> similarTo = new SimpleObjectProperty<>();
    private final ObservableList<ItemRef> items = FXCollections.observableArrayList();
    private final IntegerProperty selectedIndex = new SimpleIntegerProperty(-1);
    private final ObjectProperty<ItemRef> selected = new SimpleObjectProperty<>();
    private final Map<ItemRef, ReviewStatus> decided = new HashMap<>();
    private final IntegerProperty statusVersion = new SimpleIntegerProperty();
    /** The items selected in the grid (one, or many with Shift/Ctrl click or Select all); the current one is among them. */
    private final ObservableList<ItemRef> selection = FXCollections.observableArrayList();
    private final ObservableList<ItemRef> selectionView = FXCollections.unmodifiableObservableList(selection);
    private final java.util.Set<ItemRef> selectionSet = new java.util.HashSet<>();
    /** Where a Shift range starts: the last item clicked without Shift. */
    private int anchor = -1;
    /** Set while the selection itself moves the current item, so the move does not collapse the selection. */
    private boolean adjustingSelection;
    private final BooleanProperty autoAdvance = new SimpleBooleanProperty(true);

    private final ObservableList<DatasetEntry> datasets = FXCollections.observableArrayList();
    private final ObservableList<String> splits = FXCollections.observableArrayList();
    private final ObjectProperty<Map<String, MethodCounts>> methodCounts = new SimpleObjectProperty<>(Map.of());
    private final ObjectProperty<Counts> counts = new SimpleObjectProperty<>(new Counts(0, 0, 0, 0, 0, 0));
    private final ReadOnlyStringWrapper countsText = new ReadOnlyStringWrapper("");
    private final BooleanProperty loading = new SimpleBooleanProperty();
    /** False until the project's counts were first read. */
    private boolean counted;
    /** Where "more like this" runs its embed job; null: computed on {@code background}, unrecorded. */
    private JobLauncher jobs;

    public MainViewModel(Project project, Executor background, Executor fx) {
        this.project = project;
        this.background = background;
        this.fx = fx;
        javafx.beans.InvalidationListener refilter = o -> refreshItems();
        text.addListener(refilter);
        status.addListener(refilter);
        split.addListener(refilter);
        // A completer belongs to one method's candidates: another method starts unfiltered.
        method.addListener(o -> completer.set(null));
        method.addListener(refilter);
        completer.addListener(refilter);
        hasBoxes.addListener(refilter);
        // "Sort by score" is one of the orders; the two stay in step.
        byScore.addListener((o, was, now) -> order.set(now ? ItemOrder.SCORE
                : order.get() == ItemOrder.SCORE ? ItemOrder.MADE : order.get()));
        order.addListener((o, was, now) -> byScore.set(now == ItemOrder.SCORE));
        order.addListener(refilter);
        hideAddedGrammarErrors.addListener(refilter);
        datasetId.addListener(refilter);
        curation.addListener(refilter);
        similarTo.addListener(refilter);
        selectedIndex.addListener((o, a, b) -> {
            int i = b.intValue();
            selected.set(i >= 0 && i < items.size() ? items.get(i) : null);
            if (!adjustingSelection) {
                // Any move that is not a selection gesture (arrows, N, undo, a new filter) selects just that item.
                anchor = i;
                setSelection(selected.get() == null ? List.of() : List.of(selected.get()));
            }
        });
        items.addListener((javafx.collections.ListChangeListener<ItemRef>) c -> updateCountsText());
        counts.addListener(o -> updateCountsText());
    }

    public Project project() {
        return project;
    }

    /** The banner text for a project opened read-only, or empty when changes can be saved. */
    public String readOnlyNotice() {
        return project.readOnly()
                ? "Read-only: " + project.file().getFileName() + " cannot be written to (file or folder permissions), "
                        + "so reviews, imports and generation cannot be saved. Browsing and export work."
                : "";
    }

    /** The filter the controls describe. */
    public ItemFilter filter() {
        String t = text.get() == null || text.get().isBlank() ? null : text.get().strip();
        return new ItemFilter(datasetId.get(), t, status.get(), split.get(), method.get(), hasBoxes.get(), order.get(),
                hideAddedGrammarErrors.get() ? Boolean.FALSE : null, completer.get());
    }

    /** The curation filters on top of {@link #filter()}; never null ({@link CurationFilter#NONE}). */
    public ObjectProperty<CurationFilter> curationProperty() {
        return curation;
    }

    /** Reloads tree, counts and items; the future completes once the results are applied. */
    public CompletableFuture<Void> refresh() {
        // Items first: on the one I/O thread the grid's query must not wait behind the counts (600k captions).
        CompletableFuture<Void> items = refreshItems();
        CompletableFuture<Void> summary = async(this::loadSummary).thenAcceptAsync(this::applySummary, fx);
        return CompletableFuture.allOf(summary, items);
    }

    /**
     * Reloads the tree and counts once {@code after} completes (or fails): on opening, the grid's first thumbnails
     * need the project's one reader connection more than the counts do. {@link #refresh()} does both at once.
     */
    public CompletableFuture<Void> refreshSummaryAfter(java.util.concurrent.CompletionStage<?> after) {
        return after.handle((x, e) -> null).toCompletableFuture()
                .thenCompose(x -> async(this::loadSummary)).thenAcceptAsync(this::applySummary, fx);
    }

    /** Re-runs the item query; results of an older query that finishes late are dropped. */
    public CompletableFuture<Void> refreshItems() {
        long gen = generation.incrementAndGet();
        ItemFilter f = filter();
        CurationFilter cf = curation.get();
        loading.set(true);
        CompletableFuture<Void> done = new CompletableFuture<>();
        SimilarTo like = similarTo.get();
        async(() -> new Loaded(rankedLike(like, project.samples().find(f, cf)), loadDecided(f),
                f.candidates() ? project.samples().completers(f.method(), f.datasetId()) : List.of())).whenCompleteAsync((r, e) -> {
                    if (gen == generation.get()) {
                        loading.set(false);
                        if (r != null) {
                            applyItems(r);
                        }
                    }
                    if (e != null) {
                        done.completeExceptionally(e);
                    } else {
                        done.complete(null);
                    }
                }, fx);
        return done;
    }

    /** A "more like this" ranking in force: samples most like {@code sampleId} by {@code by}, best first. */
    public record SimilarTo(long sampleId, SimilarBy by, List<Long> ranked) {
        public SimilarTo {
            ranked = List.copyOf(ranked);
        }

        /** The chip's words, e.g. "Similar to sample 12 (caption)". */
        public String label() {
            return "Similar to sample " + sampleId + " (" + by.word() + ")";
        }
    }

    /** The "more like this" ranking in force, or null; setting null removes it (the chip's close button). */
    public ObjectProperty<SimilarTo> similarToProperty() {
        return similarTo;
    }

    /**
     * Where "more like this" computes its vectors: an {@code embed} job in the Jobs panel (progress, cancel, log, a
     * recorded run). Without one (a read-only project, tests of the grid alone) they are computed on the background
     * thread, unrecorded.
     */
    public void setJobLauncher(JobLauncher jobs) {
        this.jobs = jobs;
    }

    /**
     * Ranks samples by similarity to {@code sampleId} and shows the {@code top} of them in the grid, in that order,
     * within the filter in force. The vectors come from an {@code embed} job (cached in the project's cache folder,
     * so a second ask only reads them back); the ranking shows when the job ends. The future fails with a
     * {@link java.util.concurrent.CancellationException} when the job was cancelled, and leaves the grid as it was.
     */
    public CompletableFuture<SimilarTo> showSimilar(long sampleId, SimilarBy by, int top) {
        CompletableFuture<EmbeddedSamples> embedded;
        if (jobs == null) {
            embedded = async(() -> new SampleEmbeddings(project).embed(by, (n, total) -> { }));
        } else {
            EmbeddingJob job = new EmbeddingJob(project, by);
            JobLauncher.Launch launch;
            try {
                launch = jobs.launch(job);
            } catch (RuntimeException e) {
                return CompletableFuture.failedFuture(e);
            }
            embedded = launch.outcome().thenApply(o -> switch (o.state()) {
                case SUCCEEDED -> job.result();
                case CANCELLED -> throw new java.util.concurrent.CancellationException(
                        "Embedding samples by " + by.word() + " was cancelled");
                default -> throw new IllegalStateException("Embedding samples by " + by.word() + " " + o.state().db()
                        + ": " + o.message());
            });
        }
        CompletableFuture<SimilarTo> done = new CompletableFuture<>();
        embedded.thenApplyAsync(e -> new SimilarTo(sampleId, by, SimilarSamples.rank(e, sampleId, top).stream()
                .map(SimilarSample::sampleId).toList()), background).whenCompleteAsync((r, e) -> {
                    if (e != null) {
                        Throwable cause = e instanceof java.util.concurrent.CompletionException && e.getCause() != null
                                ? e.getCause() : e;
                        done.completeExceptionally(cause);
                    } else {
                        // Sample rows only: a candidate filter would hide every ranked sample.
                        method.set(null);
                        similarTo.set(r);
                        done.complete(r);
                    }
                }, fx);
        return done;
    }

    private static List<ItemRef> rankedLike(SimilarTo like, List<ItemRef> found) {
        if (like == null) {
            return found;
        }
        java.util.Set<ItemRef> allowed = new java.util.HashSet<>(found);
        return like.ranked().stream().map(ItemRef::sample).filter(allowed::contains).toList();
    }

    private record Loaded(List<ItemRef> items, Map<ItemRef, ReviewStatus> decided, List<String> completers) {
    }

    private record Summary(List<DatasetEntry> datasets, List<String> splits, Map<String, MethodCounts> methods, Counts counts) {
    }

    private Map<ItemRef, ReviewStatus> loadDecided(ItemFilter f) {
        // Only decided items are listed: the rest are pending, and there are usually far more of those.
        return new GridCounts(project).decided(f.candidates() ? ItemKind.CANDIDATE : ItemKind.SAMPLE);
    }

    private Summary loadSummary() {
        GridCounts counts = new GridCounts(project);
        Map<Long, Long> perDataset = counts.samplesPerDataset();
        GridCounts.Totals totals = counts.totals();
        List<DatasetEntry> ds = new ArrayList<>();
        project.datasets().list().forEach(d -> ds.add(new DatasetEntry(d.id(), d.name(), perDataset.getOrDefault(d.id(), 0L))));
        Map<String, MethodCounts> mc = new LinkedHashMap<>(project.candidates().countsByMethod());
        long p = 0;
        long a = 0;
        long r = 0;
        for (MethodCounts m : mc.values()) {
            p += m.pending();
            a += m.accepted();
            r += m.rejected();
        }
        return new Summary(ds, project.samples().splits(), mc, new Counts(totals.samples(), totals.captions(), totals.boxes(), p, a, r));
    }

    private void applySummary(Summary s) {
        counted = true;
        datasets.setAll(s.datasets());
        splits.setAll(s.splits());
        methodCounts.set(s.methods());
        counts.set(s.counts());
    }

    private void applyItems(Loaded r) {
        ItemRef keep = selected.get();
        decided.clear();
        decided.putAll(r.decided());
        if (!completers.equals(r.completers())) {
            completers.setAll(r.completers());
        }
        items.setAll(r.items());
        int idx = keep == null ? -1 : items.indexOf(keep);
        if (idx < 0 && !items.isEmpty()) {
            idx = 0;
        }
        selectedIndex.set(-1);
        selectedIndex.set(idx);
        statusVersion.set(statusVersion.get() + 1);
    }

    private void updateCountsText() {
        Counts c = counts.get();
        if (!counted) {
            // Before the first summary (on opening it waits for the grid's first thumbnails): no false zeros.
            countsText.set(String.format("Counting samples and captions… · showing %,d", items.size()));
            return;
        }
        countsText.set(String.format("%,d samples · %,d captions · %,d boxes · candidates %,d pending / %,d accepted / %,d rejected · showing %,d",
                c.samples(), c.captions(), c.boxes(), c.pending(), c.accepted(), c.rejected(), items.size()));
    }

    /** The review status of an item as last known. */
    public ReviewStatus statusOf(ItemRef item) {
        return decided.getOrDefault(item, ReviewStatus.PENDING);
    }

    /**
     * Records a decision on the current item; returns false when nothing is selected. With auto-advance on, the
     * selection then moves to the next undecided item, so one key makes one decision and brings up the next.
     */
    public boolean decide(Decision d) {
        ItemRef item = selected.get();
        if (item == null) {
            return false;
        }
        project.reviews().decide(item, d, null);
        setStatus(List.of(item), d.result());
        advanceAfterDecision();
        return true;
    }

    /**
     * Records one decision on every selected item as a single review step (one undo reverts them all); the selection
     * then collapses to the current item and, with auto-advance on, moves to the next undecided one. Returns how many
     * items were decided.
     */
    public int decideSelected(Decision d) {
        List<ItemRef> targets = List.copyOf(selection);
        if (targets.isEmpty()) {
            return 0;
        }
        org.pairlab.project.ReviewBatch batch = project.reviews().decideBatch(targets, d);
        setStatus(targets, d.result());
        setSelection(selected.get() == null ? List.of() : List.of(selected.get()));
        advanceAfterDecision();
        return batch.count();
    }

    private void advanceAfterDecision() {
        if (autoAdvance.get()) {
            nextUndecided();
        }
    }

    /**
     * Undoes the newest review step in the project (one decision, or a whole bulk decision) and selects the item it
     * was on (the first of a bulk step in grid order); empty when there was nothing to undo.
     */
    public List<Review> undo() {
        List<Review> step = project.reviews().undoLastStep();
        if (step.isEmpty()) {
            return step;
        }
        for (Review rev : step) {
            setStatusQuietly(rev.item(), rev.previous());
        }
        afterStatusChange();
        step.stream().mapToInt(r -> items.indexOf(r.item())).filter(i -> i >= 0).min().ifPresent(selectedIndex::set);
        return step;
    }

    private void setStatus(List<ItemRef> changed, ReviewStatus s) {
        changed.forEach(item -> setStatusQuietly(item, s));
        afterStatusChange();
    }

    private void setStatusQuietly(ItemRef item, ReviewStatus s) {
        if (s == ReviewStatus.PENDING) {
            decided.remove(item);
        } else {
            decided.put(item, s);
        }
    }

    private void afterStatusChange() {
        statusVersion.set(statusVersion.get() + 1);
        async(this::loadSummary).thenAcceptAsync(this::applySummary, fx);
    }

    /** Runs a query in the background; once the project is closed late requests (e.g. a debounced search) are dropped. */
    private <T> CompletableFuture<T> async(java.util.function.Supplier<T> query) {
        try {
            return CompletableFuture.supplyAsync(query, background);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            return new CompletableFuture<>();
        }
    }

    public void next() {
        if (selectedIndex.get() < items.size() - 1) {
            selectedIndex.set(selectedIndex.get() + 1);
        }
    }

    public void previous() {
        if (selectedIndex.get() > 0) {
            selectedIndex.set(selectedIndex.get() - 1);
        }
    }

    /**
     * Moves the current item by {@code delta} places (a grid row is the row's length, a page several rows), stopping
     * at the first and last item; with {@code extend} the selection grows from the anchor to it (Shift).
     */
    public void moveBy(int delta, boolean extend) {
        if (items.isEmpty()) {
            return;
        }
        int from = selectedIndex.get() < 0 ? (delta > 0 ? -1 : items.size()) : selectedIndex.get();
        moveTo(Math.max(0, Math.min(items.size() - 1, from + delta)), extend);
    }

    /** Makes {@code index} the current item; alone, or with {@code extend} the end of a range from the anchor. */
    public void moveTo(int index, boolean extend) {
        if (index < 0 || index >= items.size()) {
            return;
        }
        if (extend) {
            extendTo(index);
        } else {
            select(index);
        }
    }

    /** A plain click: only this item is selected, and it becomes the anchor of a later Shift range. */
    public void select(int index) {
        if (selectedIndex.get() == index) {
            // Same item: the index listener does not fire, so collapse here.
            anchor = index;
            setSelection(index >= 0 && index < items.size() ? List.of(items.get(index)) : List.of());
        }
        selectedIndex.set(index);
    }

    /** Ctrl click: adds the item to the selection or takes it out; it becomes current and the new anchor. */
    public void toggle(int index) {
        if (index < 0 || index >= items.size()) {
            return;
        }
        ItemRef item = items.get(index);
        List<ItemRef> next = new ArrayList<>(selection);
        if (!next.remove(item)) {
            next.add(item);
        }
        moveCurrent(index, next);
        anchor = index;
    }

    /** Shift click: the selection becomes the items from the anchor to this one (in grid order). */
    public void extendTo(int index) {
        if (index < 0 || index >= items.size()) {
            return;
        }
        int from = anchor < 0 || anchor >= items.size() ? Math.max(0, selectedIndex.get()) : anchor;
        int lo = Math.min(from, index);
        int hi = Math.max(from, index);
        moveCurrent(index, new ArrayList<>(items.subList(lo, hi + 1)));
        anchor = from;
    }

    /** Select all in view: every item the grid shows (the current item stays current). */
    public void selectAll() {
        if (items.isEmpty()) {
            return;
        }
        moveCurrent(Math.max(0, selectedIndex.get()), new ArrayList<>(items));
    }

    private void moveCurrent(int index, List<ItemRef> newSelection) {
        adjustingSelection = true;
        try {
            selectedIndex.set(index);
        } finally {
            adjustingSelection = false;
        }
        setSelection(newSelection);
    }

    private void setSelection(List<ItemRef> l) {
        selectionSet.clear();
        selectionSet.addAll(l);
        selection.setAll(l);
    }

    /** True when the item is one of the selected items. */
    public boolean isSelected(ItemRef item) {
        return selectionSet.contains(item);
    }

    /**
     * The selected items, read-only, in the order they were selected (grid order for a range or Select all). Bulk
     * actions (accept, reject, and other helpers' tags) act on exactly these.
     */
    public ObservableList<ItemRef> selectedItems() {
        return selectionView;
    }

    /** When on (the default), a decision moves the selection to the next undecided item. */
    public BooleanProperty autoAdvanceProperty() {
        return autoAdvance;
    }

    /** Selects the next pending item after the current one, wrapping around; false when none is left. */
    public boolean nextUndecided() {
        int n = items.size();
        for (int k = 1; k <= n; k++) {
            int i = (Math.max(selectedIndex.get(), 0) + k) % n;
            if (statusOf(items.get(i)) == ReviewStatus.PENDING) {
                selectedIndex.set(i);
                return true;
            }
        }
        return false;
    }

    /** Sample ids of the originals the current filter shows (candidates map to their original). */
    public List<Long> filteredOriginalIds() {
        ItemFilter f = filter();
        if (!f.candidates()) {
            return items.stream().map(ItemRef::id).toList();
        }
        return project.samples().find(f.withMethod(null).withStatus(null)).stream().map(ItemRef::id).toList();
    }

    public StringProperty textProperty() {
        return text;
    }

    public ObjectProperty<ReviewStatus> statusProperty() {
        return status;
    }

    public StringProperty splitProperty() {
        return split;
    }

    public StringProperty methodProperty() {
        return method;
    }

    public ObjectProperty<Boolean> hasBoxesProperty() {
        return hasBoxes;
    }

    /** The order of candidates in the grid (as made, alignment score, fluency or grammar errors). */
    public ObjectProperty<ItemOrder> orderProperty() {
        return order;
    }

    /** Only candidates written by this completer ({@link #completers()}), or all when null. */
    public StringProperty completerProperty() {
        return completer;
    }

    /** The completers recorded by the candidates the method filter shows, phrase first and fallbacks last. */
    public ObservableList<String> completers() {
        return completers;
    }

    /** When set, candidates whose captions add grammar errors to their source are hidden. */
    public BooleanProperty hideAddedGrammarErrorsProperty() {
        return hideAddedGrammarErrors;
    }

    public BooleanProperty byScoreProperty() {
        return byScore;
    }

    public ObjectProperty<Long> datasetIdProperty() {
        return datasetId;
    }

    public ObservableList<ItemRef> items() {
        return items;
    }

    public IntegerProperty selectedIndexProperty() {
        return selectedIndex;
    }

    public ObjectProperty<ItemRef> selectedProperty() {
        return selected;
    }

    /** Bumped whenever a status changes, so cells can redraw their badges. */
    public IntegerProperty statusVersionProperty() {
        return statusVersion;
    }

    public ObservableList<DatasetEntry> datasets() {
        return datasets;
    }

    public ObservableList<String> splits() {
        return splits;
    }

    public ObjectProperty<Map<String, MethodCounts>> methodCountsProperty() {
        return methodCounts;
    }

    public ObjectProperty<Counts> countsProperty() {
        return counts;
    }

    public javafx.beans.property.ReadOnlyStringProperty countsTextProperty() {
        return countsText.getReadOnlyProperty();
    }

    public BooleanProperty loadingProperty() {
        return loading;
    }
}
