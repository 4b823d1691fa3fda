package org.pairlab.metrics;

/**
 * Receives progress of a long evaluation so a UI job can show it.
 *
 * <p>Calls may come from worker threads; fractions never decrease within one evaluation.
 */
@FunctionalInterface
public interface Progress {
    /** A listener that ignores everything. */
    Progress NONE = (fraction, stage) -> {
    };

    /**
     * Reports that {@code fraction} (0 to 1) of the work is done.
     *
     * @param fraction share of the work done so far
     * @param stage what is being computed, e.g. "METEOR"
     */
    void update(double fraction, String stage);
}
