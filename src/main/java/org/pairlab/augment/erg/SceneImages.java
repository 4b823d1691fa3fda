package org.pairlab.augment.erg;

import java.util.ArrayList;
import java.util.List;

/**
 * CLIP image vectors of the stylized scenes that have an image (t2i and i2i retrieval, paper Table 1): row r of
 * {@code index} is the image of the model's scene {@code items[r]}. Text-only scenes have no row.
 *
 * @param index the image vectors
 * @param items the model item (stylized caption) of each row
 */
public record SceneImages(SceneIndex index, int[] items) {
    public SceneImages {
        if (index.size() != items.length) {
            throw new IllegalArgumentException(index.size() + " image vectors for " + items.length + " scenes");
        }
        items = items.clone();
    }

    /** The {@code k} scenes whose images are nearest to {@code query} (a CLIP text or image vector). */
    public List<SceneMatch> search(float[] query, int k, RetrievalType type) {
        List<SceneMatch> out = new ArrayList<>();
        for (SceneMatch m : index.search(query, k, -1, type)) {
            out.add(new SceneMatch(items[m.item()], m.similarity(), type));
        }
        return out;
    }
}
