package org.pairlab.ml;

import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Map;

/**
 * Scores how well an image and a caption agree (e.g. CLIP cosine similarity), used to re-rank
 * augmented pairs. Implementations hold native resources: close them.
 */
public interface AlignmentScorer extends AutoCloseable {
    /** The model's name, shown in the UI and stored in recipes. */
    String name();

    /** SHA-256 of every model file, keyed by file name; stored in recipes as model checksums. */
    Map<String, String> checksums();

    /** Scores the i-th image with the i-th caption; both lists have the same length. */
    float[] score(List<BufferedImage> images, List<String> captions);

    @Override
    void close();
}
