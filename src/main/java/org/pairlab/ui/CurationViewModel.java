package org.pairlab.ui;

import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicLong;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.pairlab.metrics.Histogram;
import org.pairlab.project.CurationFilter;
import org.pairlab.project.ItemFilter;
import org.pairlab.project.ItemOrder;
import org.pairlab.project.ItemRef;
import org.pairlab.project.Measure;
import org.pairlab.project.Project;

/**
 * State of the Filters tab: a histogram per {@link Measure} of the items the grid shows, the curation filter as
 * removable chips (with the main filter's status, method, dataset, split and text), the categories and tags to choose
 * from, and the grid count. Histograms are computed by {@code Samples.values} + {@link Histogram} in the background.
 */
public final class CurationViewModel {
    /** Bars of a histogram of a continuous measure. */
    public static final int BINS = 20;

    /** One removable filter chip. */
    public record Chip(String id, String text, Runnable remove) {
    }

    private final Project project;
    private final MainViewModel main;
    private final Executor background;
    private final Executor fx;
    private final AtomicLong generation = new AtomicLong();
    private final Map<Measure, ObjectProperty<Histogram>> histograms = new EnumMap<>(Measure.class);
    private final ObservableList<Chip> chips = FXCollections.observableArrayList();
    private final ObservableList<String> categories = FXCollections.observableArrayList();
    private final ObservableList<String> tags = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper count = new ReadOnlyStringWrapper("");
    private final StringProperty message = new SimpleStringProperty("");
    /** Whether the Filters tab is shown; hidden, a new grid only marks the histograms out of date. */
    private boolean shown;
    private boolean outOfDate = true;

    public CurationViewModel(Project project, MainViewModel main, Executor background, Executor fx) {
        this.project = project;
        this.main = main;
        this.background = background;
        this.fx = fx;
        for (Measure m : Measure.values()) {
            histograms.put(m, new SimpleObjectProperty<>(Histogram.EMPTY));
        }
        main.items().addListener((javafx.collections.ListChangeListener<ItemRef>) c -> {
            updateCount();
            if (shown) {
                refresh();
            } else {
                // Six histograms over a 120k-item grid take the reader for a while: not while nobody looks at them.
                outOfDate = true;
            }
        });
        javafx.beans.InvalidationListener rechip = o -> rebuildChips();
        main.curationProperty().addListener(rechip);
        main.statusProperty().addListener(rechip);
        main.methodProperty().addListener(rechip);
        main.datasetIdProperty().addListener(rechip);
        main.splitProperty().addListener(rechip);
        main.textProperty().addListener(rechip);
        main.similarToProperty().addListener(rechip);
        rebuildChips();
        updateCount();
    }

    /** Tells whether the Filters tab is shown; showing it brings out-of-date histograms up to date. */
    public void setShown(boolean shown) {
        this.shown = shown;
        if (shown && outOfDate) {
            refresh();
        }
    }

    /** Recomputes the histograms, categories and tags for the current filter; results arrive on the FX thread. */
    public CompletableFuture<Void> refresh() {
        outOfDate = false;
        long gen = generation.incrementAndGet();
        ItemFilter f = main.filter();
        CurationFilter cf = main.curationProperty().get();
        CompletableFuture<Void> done = new CompletableFuture<>();
        try {
            CompletableFuture.supplyAsync(() -> load(f, cf), background).whenCompleteAsync((l, e) -> {
                if (l != null && gen == generation.get()) {
                    l.histograms().forEach((m, h) -> histograms.get(m).set(h));
                    // Only when changed: resetting a chooser's items would clear what the user is typing into it.
                    if (!categories.equals(l.categories())) {
                        categories.setAll(l.categories());
                    }
                    if (!tags.equals(l.tags())) {
                        tags.setAll(l.tags());
                    }
                }
                if (e != null) {
                    message.set("Cannot compute the histograms: " + Errors.describe(e));
                }
                done.complete(null);
            }, fx);
        } catch (RejectedExecutionException e) {
            done.complete(null); // the project is closing
        }
        return done;
    }

    private record Loaded(Map<Measure, Histogram> histograms, List<String> categories, List<String> tags) {
    }

    private Loaded load(ItemFilter f, CurationFilter cf) {
        Map<Measure, Histogram> out = new EnumMap<>(Measure.class);
        for (Measure m : Measure.values()) {
            out.put(m, histogram(project, f, cf, m));
        }
        return new Loaded(out, project.samples().categories(), new ArrayList<>(project.tags().counts().keySet()));
    }

    /** The histogram of one measure over the items of a filter (its own range ignored), as the tab shows it. */
    public static Histogram histogram(Project project, ItemFilter f, CurationFilter cf, Measure m) {
        List<Double> values = project.samples().values(f, cf, m);
        return m.whole() ? Histogram.ofCounts(values) : Histogram.spanning(values, BINS);
    }

    /**
     * Filters the grid to the bars {@code from} to {@code to} (either order) of a measure's histogram: a click is one
     * bar, a drag a span. The last bar includes its upper edge.
     */
    public void selectBars(Measure m, int from, int to) {
        Histogram h = histograms.get(m).get();
        if (h.isEmpty()) {
            return;
        }
        int a = Math.max(0, Math.min(from, to));
        int b = Math.min(h.bins().size() - 1, Math.max(from, to));
        CurationFilter.Range r = new CurationFilter.Range(m, h.bins().get(a).from(), h.bins().get(b).to(),
                b == h.bins().size() - 1);
        main.curationProperty().set(main.curationProperty().get().withRange(r));
    }

    /** The chosen range of a measure, if any (for highlighting the bars). */
    public java.util.Optional<CurationFilter.Range> range(Measure m) {
        return main.curationProperty().get().ranges().stream().filter(r -> r.measure() == m).findFirst();
    }

    public void clearRange(Measure m) {
        main.curationProperty().set(main.curationProperty().get().withoutRange(m));
    }

    /** Keeps items with boxes of this category (any or all of the chosen ones, see {@link #setAllCategories}). */
    public void addCategory(String category) {
        if (category != null && !category.isBlank()) {
            main.curationProperty().set(main.curationProperty().get().withCategory(category.strip()));
        }
    }

    public void setAllCategories(boolean all) {
        main.curationProperty().set(main.curationProperty().get().withAllCategories(all));
    }

    /** Keeps items that carry this tag. */
    public void filterByTag(String tag) {
        if (tag != null && !tag.isBlank()) {
            try {
                main.curationProperty().set(main.curationProperty().get().withTag(tag));
            } catch (IllegalArgumentException e) {
                message.set(e.getMessage());
            }
        }
    }

    /** Shuffles the review queue with a seed (the same seed, the same order). */
    public void shuffle(long seed) {
        main.curationProperty().set(main.curationProperty().get().withShuffleSeed(seed));
        main.orderProperty().set(ItemOrder.RANDOM);
    }

    /** Tags items (one, a selection, or the whole view) in one transaction; says how many got it. */
    public CompletableFuture<Integer> tag(String tag, Collection<ItemRef> items) {
        List<ItemRef> copy = List.copyOf(items);
        return write(() -> project.tags().add(tag, copy), n -> "Tagged " + n + " of " + copy.size() + " items '"
                + tag.strip() + "'");
    }

    /** Removes a tag from items in one transaction. */
    public CompletableFuture<Integer> untag(String tag, Collection<ItemRef> items) {
        List<ItemRef> copy = List.copyOf(items);
        return write(() -> project.tags().remove(tag, copy), n -> "Removed '" + tag.strip() + "' from " + n + " items");
    }

    /** Tags every item the grid shows. */
    public CompletableFuture<Integer> tagAllInView(String tag) {
        return tag(tag, new ArrayList<>(main.items()));
    }

    /** Tags the item selected in the grid (the multi-selection, once the grid has one, goes through {@link #tag}). */
    public CompletableFuture<Integer> tagSelected(String tag) {
        ItemRef s = main.selectedProperty().get();
        return tag(tag, s == null ? List.of() : List.of(s));
    }

    private CompletableFuture<Integer> write(java.util.function.Supplier<Integer> work,
                                             java.util.function.Function<Integer, String> said) {
        CompletableFuture<Integer> done = new CompletableFuture<>();
        try {
            CompletableFuture.supplyAsync(work, background).whenCompleteAsync((n, e) -> {
                if (e != null) {
                    message.set(Errors.describe(e));
                    done.completeExceptionally(e);
                } else {
                    message.set(said.apply(n));
                    main.refreshItems();
                    done.complete(n);
                }
            }, fx);
        } catch (RejectedExecutionException e) {
            done.completeExceptionally(e);
        }
        return done;
    }

    private void rebuildChips() {
        List<Chip> out = new ArrayList<>();
        if (main.similarToProperty().get() != null) {
            out.add(new Chip("similar", main.similarToProperty().get().label(), () -> main.similarToProperty().set(null)));
        }
        if (main.datasetIdProperty().get() != null) {
            long id = main.datasetIdProperty().get();
            String name = project.datasets().get(id).map(d -> d.name()).orElse("#" + id);
            out.add(new Chip("dataset", "dataset " + name, () -> main.datasetIdProperty().set(null)));
        }
        if (main.methodProperty().get() != null) {
            String m = main.methodProperty().get();
            out.add(new Chip("method", ItemFilter.ANY_METHOD.equals(m) ? "all candidates" : "method " + m,
                    () -> main.methodProperty().set(null)));
        }
        if (main.statusProperty().get() != null) {
            out.add(new Chip("status", main.statusProperty().get().db(), () -> main.statusProperty().set(null)));
        }
        if (main.splitProperty().get() != null) {
            out.add(new Chip("split", "split " + main.splitProperty().get(), () -> main.splitProperty().set(null)));
        }
        String text = main.textProperty().get();
        if (text != null && !text.isBlank()) {
            out.add(new Chip("text", "\u201c" + text.strip() + "\u201d", () -> main.textProperty().set("")));
        }
        CurationFilter cf = main.curationProperty().get();
        for (String t : cf.tags()) {
            out.add(new Chip("tag-" + t, "tag " + t, () -> main.curationProperty().set(main.curationProperty().get().withoutTag(t))));
        }
        for (String c : cf.categories()) {
            out.add(new Chip("category-" + c, (cf.allCategories() ? "all of: " : "any of: ") + c,
                    () -> main.curationProperty().set(main.curationProperty().get().withoutCategory(c))));
        }
        for (CurationFilter.Range r : cf.ranges()) {
            out.add(new Chip("range-" + r.measure().name().toLowerCase(), r.label(), () -> clearRange(r.measure())));
        }
        if (cf.shuffleSeed() != null) {
            out.add(new Chip("shuffle", "shuffled, seed " + cf.shuffleSeed(), () -> {
                main.curationProperty().set(main.curationProperty().get().withShuffleSeed(null));
                if (main.orderProperty().get() == ItemOrder.RANDOM) {
                    main.orderProperty().set(ItemOrder.MADE);
                }
            }));
        }
        chips.setAll(out);
    }

    private void updateCount() {
        int n = main.items().size();
        count.set(n == 1 ? "1 item" : n + " items");
    }

    /** Removes every chip. */
    public void clearAll() {
        main.curationProperty().set(CurationFilter.NONE);
        List.copyOf(chips).forEach(c -> c.remove().run());
    }

    public ObjectProperty<Histogram> histogramProperty(Measure m) {
        return histograms.get(m);
    }

    public ObservableList<Chip> chips() {
        return chips;
    }

    /** Box categories in use, for the category chooser. */
    public ObservableList<String> categories() {
        return categories;
    }

    /** Tags in use, for the tag chooser. */
    public ObservableList<String> tags() {
        return tags;
    }

    /** "N items": the grid count, live. */
    public ReadOnlyStringProperty countProperty() {
        return count.getReadOnlyProperty();
    }

    /** The outcome of the last tag action, or why it failed. */
    public StringProperty messageProperty() {
        return message;
    }
}
