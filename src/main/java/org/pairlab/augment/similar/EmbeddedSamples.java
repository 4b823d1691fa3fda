package org.pairlab.augment.similar;

import java.util.List;

/** One unit vector per original sample ({@code sampleIds.get(i)} has {@code vectors.get(i)}), from one encoder. */
public record EmbeddedSamples(SimilarBy by, String encoderId, List<Long> sampleIds, List<float[]> vectors) {
    public EmbeddedSamples {
        if (sampleIds.size() != vectors.size()) {
            throw new IllegalArgumentException(sampleIds.size() + " samples but " + vectors.size() + " vectors");
        }
        sampleIds = List.copyOf(sampleIds);
        vectors = List.copyOf(vectors);
    }

    /** How many samples have a vector. */
    public int size() {
        return sampleIds.size();
    }
}
