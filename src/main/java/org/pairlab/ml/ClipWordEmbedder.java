package org.pairlab.ml;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

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

    /** The id a CLIP model's word vectors are cached and recorded under: {@code clip:<manifest name>}. */
    public static String idOf(String modelName) {
        return "clip:" + modelName;
    }

    @Override
    public String id() {
        return idOf(model.name());
    }

    @Override
    public Map<String, String> checksums() {
        return model.checksums();
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
