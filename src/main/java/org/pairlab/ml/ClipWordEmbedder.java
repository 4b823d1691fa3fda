package org.pairlab.ml;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Embeds words with a CLIP text encoder (each word on its own, as a caption), for clustering object
 * words when a CLIP model is configured. Thread-safe; does not own the model.
 */
public final class ClipWordEmbedder implements WordEmbedder {
    private static final int BATCH = 64;
    private final ClipModel model;

    public ClipWordEmbedder(ClipModel model) {
        this.model = model;
    }

    @Override
    public String id() {
        return "clip:" + model.name();
    }

    @Override
    public List<float[]> embed(List<String> texts) {
        List<float[]> out = new ArrayList<>(texts.size());
        for (int from = 0; from < texts.size(); from += BATCH) {
            out.addAll(Arrays.asList(model.encodeTexts(texts.subList(from, Math.min(texts.size(), from + BATCH)))));
        }
        return out;
    }
}
