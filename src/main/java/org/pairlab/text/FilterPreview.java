package org.pairlab.text;

import java.util.List;

/**
 * What applying the informativeness filter at a threshold would do: captions scored, captions already excluded by
 * filters in force, captions that would go ({@code rho < threshold}, not yet excluded), samples with captions, samples
 * that would lose their last caption, and example captions just below and just above the threshold.
 */
public record FilterPreview(double threshold, int captionsScored, int captionsAlreadyExcluded, int captionsBelow,
                            int samples, int samplesLosingAll, List<Example> justBelow, List<Example> justAbove) {
    public FilterPreview {
        justBelow = List.copyOf(justBelow);
        justAbove = List.copyOf(justAbove);
    }

    /** The share of the captions still in force that the threshold would remove (0 to 1). */
    public double shareRemoved() {
        int active = captionsScored - captionsAlreadyExcluded;
        return active == 0 ? 0 : (double) captionsBelow / active;
    }

    /** A warning when more than {@link InformativenessFilter#WARN_SHARE} of the captions would go; empty otherwise. */
    public java.util.Optional<String> warning() {
        double share = shareRemoved();
        if (share <= InformativenessFilter.WARN_SHARE) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(String.format(java.util.Locale.ROOT, "Warning: rho < %.1f removes %.0f %% of the "
                + "captions (more than %.0f %%); check the examples just below the threshold before applying.", threshold,
                100 * share, 100 * InformativenessFilter.WARN_SHARE));
    }

    /** One caption and its score. */
    public record Example(long captionId, String text, double rho) {
    }
}
