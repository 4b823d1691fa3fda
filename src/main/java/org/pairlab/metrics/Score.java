package org.pairlab.metrics;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one scorer computed on one corpus: corpus values and per-image values keyed by the toolkit's names.
 *
 * @param scorer the scorer's name, e.g. "Bleu"
 * @param corpus corpus-level values, e.g. {@code Bleu_1 .. Bleu_4}, in the scorer's key order
 * @param imageIds image ids in evaluation order (ascending id)
 * @param perImage for each key, one value per image in {@code imageIds} order
 * @param details scorer-specific extras (BLEU counts, CIDEr document-frequency notes, METEOR statistics)
 */
public record Score(String scorer, Map<String, Double> corpus, List<Long> imageIds,
        Map<String, List<Double>> perImage, Map<String, Object> details) {

    /** Defensive, order-preserving, unmodifiable copies. */
    public Score {
        corpus = Collections.unmodifiableMap(new LinkedHashMap<>(corpus));
        imageIds = List.copyOf(imageIds);
        Map<String, List<Double>> p = new LinkedHashMap<>();
        perImage.forEach((k, v) -> p.put(k, List.copyOf(v)));
        perImage = Collections.unmodifiableMap(p);
        details = Collections.unmodifiableMap(new LinkedHashMap<>(details));
    }

    /** The keys this score carries, in order. */
    public List<String> keys() {
        return new ArrayList<>(corpus.keySet());
    }

    /** Corpus value for {@code key}; throws if the scorer does not produce it. */
    public double corpus(String key) {
        Double v = corpus.get(key);
        if (v == null) {
            throw new IllegalArgumentException("No corpus value " + key + " in " + scorer + " (has " + corpus.keySet()
                    + ")");
        }
        return v;
    }

    /** Value of {@code key} for the image at {@code index} in {@link #imageIds()}. */
    public double image(String key, int index) {
        List<Double> v = perImage.get(key);
        if (v == null) {
            throw new IllegalArgumentException("No per-image value " + key + " in " + scorer);
        }
        return v.get(index);
    }

    static List<Double> boxed(double[] values) {
        List<Double> out = new ArrayList<>(values.length);
        for (double v : values) {
            out.add(v);
        }
        return out;
    }
}
