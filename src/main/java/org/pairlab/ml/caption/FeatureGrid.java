package org.pairlab.ml.caption;

/**
 * The shape of pre-computed image features the decoder attends over, per image {@code positions} cells of
 * {@code dim} values (a pooled vector is a one-cell grid). Used instead of the CNN when a frozen feature extractor
 * made the features.
 */
public record FeatureGrid(int positions, int dim) {
    public FeatureGrid {
        if (positions < 1 || dim < 1) {
            throw new IllegalArgumentException("A feature grid needs positions and dim >= 1, got " + positions + "x" + dim);
        }
    }

    /** Bytes of one image's features (float32). */
    public int bytesPerImage() {
        return 4 * positions * dim;
    }
}
