package org.pairlab.ui;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
import org.pairlab.project.ItemFilter;
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
    private final BooleanProperty hideAddedGrammarErrors = new SimpleBooleanProperty();
    private final ObjectProperty<Long> datasetId = new SimpleObjectProperty<>();
    /** Tags, box categories, histogram ranges and the shuffle seed on top of the filter (the Filters tab sets them). */
    private final ObjectProperty<CurationFilter> curation = new SimpleObjectProperty<>(CurationFilter.NONE);

    private final ObservableList<ItemRef> items = FXCollections.observableArrayList();
    private final IntegerProperty selectedIndex = new SimpleIntegerProperty(-1);
    private final ObjectProperty<ItemRef> selected = new SimpleObjectProperty<>();
    private final Map<ItemRef, ReviewStatus> decided = new HashMap<>();
    private final IntegerProperty statusVersion = new SimpleIntegerProperty();

    private final ObservableList<DatasetEntry> datasets = FXCollections.observableArrayList();
    private final ObservableList<String> splits = FXCollections.observableArrayList();
    private final ObjectProperty<Map<String, MethodCounts>> methodCounts = new SimpleObjectProperty<>(Map.of());
    private final ObjectProperty<Counts> counts = new SimpleObjectProperty<>(new Counts(0, 0, 0, 0, 0, 0));
    private final ReadOnlyStringWrapper countsText = new ReadOnlyStringWrapper("");
    private final BooleanProperty loading = new SimpleBooleanProperty();

    public MainViewModel(Project project, Executor background, Executor fx) {
        this.project = project;
        this.background = background;
        this.fx = fx;
        javafx.beans.InvalidationListener refilter = o -> refreshItems();
        text.addListener(refilter);
        status.addListener(refilter);
        split.addListener(refilter);
        method.addListener(refilter);
        hasBoxes.addListener(refilter);
        // "Sort by score" is one of the orders; the two stay in step.
        byScore.addListener((o, was, now) -> order.set(now ? ItemOrder.SCORE
                : order.get() == ItemOrder.SCORE ? ItemOrder.MADE : order.get()));
        order.addListener((o, was, now) -> byScore.set(now == ItemOrder.SCORE));
        order.addListener(refilter);
        hideAddedGrammarErrors.addListener(refilter);
        datasetId.addListener(refilter);
        curation.addListener(refilter);
        selectedIndex.addListener((o, a, b) -> {
            int i = b.intValue();
            selected.set(i >= 0 && i < items.size() ? items.get(i) : null);
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
                hideAddedGrammarErrors.get() ? Boolean.FALSE : null);
    }

    /** The curation filters on top of {@link #filter()}; never null ({@link CurationFilter#NONE}). */
    public ObjectProperty<CurationFilter> curationProperty() {
        return curation;
    }

    /** Reloads tree, counts and items; the future completes once the results are applied. */
    public CompletableFuture<Void> refresh() {
        CompletableFuture<Void> summary = async(this::loadSummary).thenAcceptAsync(this::applySummary, fx);
        return CompletableFuture.allOf(summary, refreshItems());
    }

    /** Re-runs the item query; results of an older query that finishes late are dropped. */
    public CompletableFuture<Void> refreshItems() {
        long gen = generation.incrementAndGet();
        ItemFilter f = filter();
        CurationFilter cf = curation.get();
        loading.set(true);
        CompletableFuture<Void> done = new CompletableFuture<>();
        async(() -> new Loaded(project.samples().find(f, cf), loadDecided(f))).whenCompleteAsync((r, e) -> {
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

    private record Loaded(List<ItemRef> items, Map<ItemRef, ReviewStatus> decided) {
    }

    private record Summary(List<DatasetEntry> datasets, List<String> splits, Map<String, MethodCounts> methods, Counts counts) {
    }

    private Map<ItemRef, ReviewStatus> loadDecided(ItemFilter f) {
        // Only decided items are listed: the rest are pending, and there are usually far more of those.
        String table = f.candidates() ? "candidates" : "samples";
        ItemKind kind = f.candidates() ? ItemKind.CANDIDATE : ItemKind.SAMPLE;
        return project.read(c -> {
            Map<ItemRef, ReviewStatus> m = new HashMap<>();
            try (var s = c.createStatement(); var rs = s.executeQuery("SELECT id, status FROM " + table + " WHERE status <> 'pending'")) {
                while (rs.next()) {
                    m.put(new ItemRef(kind, rs.getLong(1)), ReviewStatus.fromDb(rs.getString(2)));
                }
            }
            return m;
        });
    }

    private Summary loadSummary() {
        Map<Long, Long> perDataset = new HashMap<>();
        long[] totals = project.read(c -> {
            try (var s = c.createStatement(); var rs = s.executeQuery("SELECT dataset_id, COUNT(*) FROM samples GROUP BY dataset_id")) {
                while (rs.next()) {
                    perDataset.put(rs.getLong(1), rs.getLong(2));
                }
            }
            long[] t = new long[3];
            try (var s = c.createStatement(); var rs = s.executeQuery(
                    "SELECT (SELECT COUNT(*) FROM samples), (SELECT COUNT(*) FROM captions), (SELECT COUNT(*) FROM boxes)")) {
                rs.next();
                t[0] = rs.getLong(1);
                t[1] = rs.getLong(2);
                t[2] = rs.getLong(3);
            }
            return t;
        });
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
        return new Summary(ds, project.samples().splits(), mc, new Counts(totals[0], totals[1], totals[2], p, a, r));
    }

    private void applySummary(Summary s) {
        datasets.setAll(s.datasets());
        splits.setAll(s.splits());
        methodCounts.set(s.methods());
        counts.set(s.counts());
    }

    private void applyItems(Loaded r) {
        ItemRef keep = selected.get();
        decided.clear();
        decided.putAll(r.decided());
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
        countsText.set(String.format("%,d samples · %,d captions · %,d boxes · candidates %,d pending / %,d accepted / %,d rejected · showing %,d",
                c.samples(), c.captions(), c.boxes(), c.pending(), c.accepted(), c.rejected(), items.size()));
    }

    /** The review status of an item as last known. */
    public ReviewStatus statusOf(ItemRef item) {
        return decided.getOrDefault(item, ReviewStatus.PENDING);
    }

    /** Records a decision on the selected item; returns false when nothing is selected. */
    public boolean decide(Decision d) {
        ItemRef item = selected.get();
        if (item == null) {
            return false;
        }
        project.reviews().decide(item, d, null);
        setStatus(item, d.result());
        return true;
    }

    /** Undoes the newest decision in the project and selects the item it was on. */
    public Optional<Review> undo() {
        Optional<Review> r = project.reviews().undoLast();
        r.ifPresent(rev -> {
            setStatus(rev.item(), rev.previous());
            int i = items.indexOf(rev.item());
            if (i >= 0) {
                selectedIndex.set(i);
            }
        });
        return r;
    }

    private void setStatus(ItemRef item, ReviewStatus s) {
        if (s == ReviewStatus.PENDING) {
            decided.remove(item);
        } else {
            decided.put(item, s);
        }
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
