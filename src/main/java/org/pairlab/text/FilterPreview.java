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

    /** One caption and its score. */
    public record Example(long captionId, String text, double rho) {
    }
}
