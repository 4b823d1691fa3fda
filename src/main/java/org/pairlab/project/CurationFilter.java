package org.pairlab.project;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The curation filters on top of an {@link ItemFilter}: tags (an item must carry each), box categories (any or all
 * of them), value ranges of {@link Measure}s (from a histogram bar or a dragged span), and an optional seed that
 * shuffles the review queue. {@link #NONE} filters nothing.
 */
public record CurationFilter(Set<String> tags, Set<String> categories, boolean allCategories, List<Range> ranges,
                             Long shuffleSeed) {
    /** No curation filter. */
    public static final CurationFilter NONE = new CurationFilter(Set.of(), Set.of(), false, List.of(), null);

    public CurationFilter {
        tags = Set.copyOf(new TreeSet<>(tags));
        categories = Set.copyOf(new TreeSet<>(categories));
        ranges = List.copyOf(ranges);
    }

    /**
     * Items whose measure lies in {@code [from, to)}, or {@code [from, to]} when {@code toIncluded} (the last bar of
     * a histogram holds its upper edge). Items without the measure never match a range.
     */
    public record Range(Measure measure, double from, double to, boolean toIncluded) {
        public Range {
            if (from > to) {
                throw new IllegalArgumentException(measure.label() + " range " + from + " to " + to + " is empty");
            }
        }

        /** A short chip text such as {@code fluency 0.20–0.40}. */
        public String label() {
            return measure.whole() && Math.rint(from + 0.5) == from + 0.5 && Math.rint(to - 0.5) == to - 0.5
                    ? measure.label() + " " + whole(from + 0.5) + (to - from > 1 ? "–" + whole(to - 0.5) : "")
                    : String.format(java.util.Locale.ROOT, "%s %.2f–%.2f", measure.label(), from, to);
        }

        private static String whole(double v) {
            return Long.toString(Math.round(v));
        }
    }

    /** True when nothing is filtered and nothing shuffled. */
    public boolean isNone() {
        return tags.isEmpty() && categories.isEmpty() && ranges.isEmpty() && shuffleSeed == null;
    }

    public CurationFilter withTag(String tag) {
        Set<String> t = new TreeSet<>(tags);
        t.add(Tags.normalise(tag));
        return new CurationFilter(t, categories, allCategories, ranges, shuffleSeed);
    }

    public CurationFilter withoutTag(String tag) {
        Set<String> t = new TreeSet<>(tags);
        t.remove(tag);
        return new CurationFilter(t, categories, allCategories, ranges, shuffleSeed);
    }

    public CurationFilter withCategory(String category) {
        Set<String> c = new TreeSet<>(categories);
        c.add(category);
        return new CurationFilter(tags, c, allCategories, ranges, shuffleSeed);
    }

    public CurationFilter withoutCategory(String category) {
        Set<String> c = new TreeSet<>(categories);
        c.remove(category);
        return new CurationFilter(tags, c, allCategories, ranges, shuffleSeed);
    }

    /** Items must carry all chosen categories (true) or any of them (false). */
    public CurationFilter withAllCategories(boolean all) {
        return new CurationFilter(tags, categories, all, ranges, shuffleSeed);
    }

    /** Sets the range of a measure, replacing an earlier one of the same measure. */
    public CurationFilter withRange(Range range) {
        List<Range> r = new ArrayList<>(ranges.stream().filter(x -> x.measure() != range.measure()).toList());
        r.add(range);
        return new CurationFilter(tags, categories, allCategories, r, shuffleSeed);
    }

    public CurationFilter withoutRange(Measure measure) {
        return new CurationFilter(tags, categories, allCategories,
                ranges.stream().filter(x -> x.measure() != measure).toList(), shuffleSeed);
    }

    /** Shuffles the items with a seed (the same seed gives the same order), or not when null. */
    public CurationFilter withShuffleSeed(Long seed) {
        return new CurationFilter(tags, categories, allCategories, ranges, seed);
    }
}
