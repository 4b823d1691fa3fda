package org.pairlab.metrics;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;

/**
 * Counts of values in equal-width bins, the one histogram every view and command uses. Bin i holds
 * {@code [from, to)}; the last bin also holds its upper edge. Values outside the range go to the end bins; NaN is
 * skipped.
 */
public record Histogram(List<Bin> bins) {
    public Histogram {
        bins = List.copyOf(bins);
    }

    /** One bar: {@code count} values in {@code [from, to)}. */
    public record Bin(double from, double to, long count) {
        /** A short label such as {@code 0.25–0.30}. */
        public String label() {
            return String.format(Locale.ROOT, "%.2f–%.2f", from, to);
        }

        /** The middle of the bin. */
        public double middle() {
            return (from + to) / 2;
        }
    }

    /** No bins (no values). */
    public static final Histogram EMPTY = new Histogram(List.of());

    /** {@code bins} bins between the values' minimum and maximum; one bin when all are equal; empty for none. */
    public static Histogram spanning(Collection<? extends Number> values, int bins) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (Number n : values) {
            double v = n.doubleValue();
            if (!Double.isNaN(v)) {
                lo = Math.min(lo, v);
                hi = Math.max(hi, v);
            }
        }
        if (lo > hi) {
            return EMPTY;
        }
        return hi > lo ? between(lo, hi, bins, values) : between(lo, lo + 1, 1, values);
    }

    /** {@code bins} bins over the fixed range {@code [lo, hi]}. */
    public static Histogram between(double lo, double hi, int bins, Collection<? extends Number> values) {
        if (!(hi > lo) || bins < 1) {
            throw new IllegalArgumentException("a histogram needs hi > lo and at least one bin, got [" + lo + ", " + hi
                    + "] in " + bins);
        }
        double width = (hi - lo) / bins;
        long[] counts = new long[bins];
        for (Number n : values) {
            double v = n.doubleValue();
            if (!Double.isNaN(v)) {
                counts[index(v, lo, width, bins)]++;
            }
        }
        List<Bin> out = new ArrayList<>(bins);
        for (int i = 0; i < bins; i++) {
            out.add(new Bin(lo + i * width, i == bins - 1 ? hi : lo + (i + 1) * width, counts[i]));
        }
        return new Histogram(out);
    }

    /** Bins of {@code width} from 0 up to the bin that holds the largest value (at least one bin). */
    public static Histogram fromZero(double[] values, double width) {
        if (!(width > 0)) {
            throw new IllegalArgumentException("bin width must be positive, got " + width);
        }
        double max = 0;
        for (double v : values) {
            max = Math.max(max, v);
        }
        int bins = Math.max(1, (int) Math.floor(max / width) + 1);
        List<Double> boxed = new ArrayList<>(values.length);
        for (double v : values) {
            boxed.add(v);
        }
        return between(0, bins * width, bins, boxed);
    }

    /** Whole-number values (counts such as grammar errors or boxes): one bin per value from min to max. */
    public static Histogram ofCounts(Collection<? extends Number> values) {
        long lo = Long.MAX_VALUE;
        long hi = Long.MIN_VALUE;
        for (Number n : values) {
            lo = Math.min(lo, n.longValue());
            hi = Math.max(hi, n.longValue());
        }
        if (lo > hi) {
            return EMPTY;
        }
        // Bin k holds [lo + k - 0.5, lo + k + 0.5): one bar per whole number, labelled by its middle.
        return between(lo - 0.5, hi + 0.5, (int) Math.min(10_000, hi - lo + 1), values);
    }

    private static int index(double v, double lo, double width, int bins) {
        return Math.max(0, Math.min(bins - 1, (int) Math.floor((v - lo) / width)));
    }

    /** The number of values counted. */
    public long total() {
        return bins.stream().mapToLong(Bin::count).sum();
    }

    /** The largest bin count, for scaling a chart. */
    public long maxCount() {
        return bins.stream().mapToLong(Bin::count).max().orElse(0);
    }

    /** True when there are no bins. */
    public boolean isEmpty() {
        return bins.isEmpty();
    }

    /** The bins' counts in order. */
    public List<Long> counts() {
        return bins.stream().map(Bin::count).toList();
    }
}
