package org.pairlab.ml;

import java.util.List;
import java.util.Map;

/** Embeds words or short phrases as vectors, e.g. to cluster object words by meaning. */
public interface WordEmbedder {
    /** An id for caches and recipes, e.g. "all-minilm-l6-v2-q" or "clip:tiny-clip-random". */
    String id();

    /** One vector per text, all of the same length. */
    List<float[]> embed(List<String> texts);

    /** SHA-256 of the model files (file name -> hex), so recipes can name the exact model; empty when unknown. */
    default Map<String, String> checksums() {
        return Map.of();
    }
}
