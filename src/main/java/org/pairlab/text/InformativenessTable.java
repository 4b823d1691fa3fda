package org.pairlab.text;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The rho of every caption in a scope (one dataset or all), with which captions are already excluded, indexed so that
 * the counts for any threshold are two binary searches (a dragged threshold line asks for them many times a second).
 */
public final class InformativenessTable {
    /** One scored caption. */
    public record Row(long captionId, long sampleId, long datasetId, String text, double rho, boolean excluded) {
    }

    private final List<Row> rows;
    private final List<Row> activeByRho;
    private final double[] activeRho;
    private final double[] sampleMaxActiveRho;
    private final int samples;
    private final int excluded;

    public InformativenessTable(List<Row> rows) {
        this.rows = List.copyOf(rows);
        this.activeByRho = rows.stream().filter(r -> !r.excluded()).sorted(Comparator.comparingDouble(Row::rho)
                .thenComparingLong(Row::captionId)).toList();
        this.activeRho = activeByRho.stream().mapToDouble(Row::rho).toArray();
        this.excluded = rows.size() - activeByRho.size();
        // A sample loses all its captions when its best caption still in force falls below the threshold.
        Map<Long, Double> best = new HashMap<>();
        java.util.Set<Long> seen = new java.util.HashSet<>();
        for (Row r : rows) {
            seen.add(r.sampleId());
            if (!r.excluded()) {
                best.merge(r.sampleId(), r.rho(), Math::max);
            }
        }
        this.samples = seen.size();
        this.sampleMaxActiveRho = best.values().stream().mapToDouble(Double::doubleValue).sorted().toArray();
    }

    public List<Row> rows() {
        return rows;
    }

    /** The rho of every caption, in row order. */
    public double[] rho() {
        return rows.stream().mapToDouble(Row::rho).toArray();
    }

    /**
     * The threshold that removes {@code share} of the captions still in force: the rho of the first caption kept, so
     * that {@code round(share * n)} captions have a lower rho (ties may remove a few more). 0 when there are none.
     */
    public double thresholdRemoving(double share) {
        if (activeRho.length == 0) {
            return 0;
        }
        int remove = (int) Math.round(Math.max(0, Math.min(1, share)) * activeRho.length);
        return remove >= activeRho.length ? Math.nextUp(activeRho[activeRho.length - 1]) : activeRho[remove];
    }

    /** Ids of captions with rho below the threshold (excluded ones included; recording them again is harmless). */
    public List<Long> captionIdsBelow(double threshold) {
        List<Long> out = new ArrayList<>();
        for (Row r : rows) {
            if (r.rho() < threshold) {
                out.add(r.captionId());
            }
        }
        return out;
    }

    /** Counts and examples for a threshold; {@code examples} captions on each side. */
    public FilterPreview preview(double threshold, int examples) {
        int below = countBelow(activeRho, threshold);
        int losing = countBelow(sampleMaxActiveRho, threshold);
        List<FilterPreview.Example> justBelow = new ArrayList<>();
        for (int i = below - 1; i >= Math.max(0, below - examples); i--) {
            justBelow.add(example(activeByRho.get(i)));
        }
        List<FilterPreview.Example> justAbove = new ArrayList<>();
        for (int i = below; i < Math.min(activeByRho.size(), below + examples); i++) {
            justAbove.add(example(activeByRho.get(i)));
        }
        return new FilterPreview(threshold, rows.size(), excluded, below, samples, losing, justBelow, justAbove);
    }

    /** The histogram of rho over all scored captions. */
    public RhoHistogram histogram(double binWidth) {
        return RhoHistogram.of(rho(), binWidth);
    }

    private static FilterPreview.Example example(Row r) {
        return new FilterPreview.Example(r.captionId(), r.text(), r.rho());
    }

    /** Number of values strictly below {@code t} in a sorted array. */
    private static int countBelow(double[] sorted, double t) {
        int lo = 0;
        int hi = sorted.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (sorted[mid] < t) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }
}
