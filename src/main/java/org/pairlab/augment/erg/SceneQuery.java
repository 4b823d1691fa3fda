package org.pairlab.augment.erg;

import java.util.Optional;

/**
 * What one factual sample offers for retrieval (paper Table 1): its caption's sentence vector (t2t), its image's
 * CLIP vector (i2t, i2i) and its caption's CLIP text vector (t2i). Text mode has only the first.
 *
 * @param text      the caption's sentence vector (MiniLM)
 * @param image     the sample's CLIP image vector, when it has an image and a CLIP model is set
 * @param clipText  the caption's CLIP text vector, when a CLIP model is set
 */
public record SceneQuery(float[] text, Optional<float[]> image, Optional<float[]> clipText) {
    /** A caption-only query (t2t). */
    public static SceneQuery text(float[] vector) {
        return new SceneQuery(vector, Optional.empty(), Optional.empty());
    }
}
