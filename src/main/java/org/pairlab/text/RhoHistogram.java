package org.pairlab.text;

import java.util.List;

/** Counts of rho values in bins of equal width starting at 0: bin i holds {@code [i * binWidth, (i + 1) * binWidth)}. */
public record RhoHistogram(double binWidth, List<Integer> counts) {
    public RhoHistogram {
        if (!(binWidth > 0)) {
            throw new IllegalArgumentException("bin width must be positive, got " + binWidth);
        }
        counts = List.copyOf(counts);
    }

    /** Bins the values (rho is never negative; a negative value would go to the first bin). */
    public static RhoHistogram of(double[] values, double binWidth) {
        double max = 0;
        for (double v : values) {
            max = Math.max(max, v);
        }
        int bins = Math.max(1, (int) Math.floor(max / binWidth) + 1);
        Integer[] counts = new Integer[bins];
        java.util.Arrays.fill(counts, 0);
        for (double v : values) {
            int i = Math.max(0, Math.min(bins - 1, (int) Math.floor(v / binWidth)));
            counts[i]++;
        }
        return new RhoHistogram(binWidth, List.of(counts));
    }

    /** Lower edge of bin i. */
    public double from(int bin) {
        return bin * binWidth;
    }

    /** Upper edge (exclusive) of bin i. */
    public double to(int bin) {
        return (bin + 1) * binWidth;
    }

    /** Largest bin count, for scaling a chart. */
    public int maxCount() {
        return counts.stream().mapToInt(Integer::intValue).max().orElse(0);
    }
}
