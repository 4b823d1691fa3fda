package org.pairlab.lm.neural;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pairlab.lm.LmTokenizer;
import org.pairlab.runs.JobParams;

/**
 * Sizes and training settings of the LSTM caption language model. Stored with every {@code lm-train} run and in
 * the model's vocabulary file, so a saved model is rebuilt with the very sizes it was trained with.
 *
 * @param embed word embedding size
 * @param hidden LSTM state size
 * @param layers stacked LSTM layers (1 or 2)
 * @param dropout dropout on the embeddings, between layers and before the output layer
 * @param minCount words seen fewer times in the training captions become {@code <unk>}
 * @param maxVocabulary keep at most this many words (the most frequent; 0: no cap)
 * @param epochs passes over the training captions
 * @param batchSize captions per update
 * @param learningRate Adam learning rate
 * @param clip gradients are clipped element-wise to [-clip, clip]
 * @param seed seed of initialisation, shuffling and dropout
 * @param tokenizer how captions become tokens
 */
public record LstmSettings(int embed, int hidden, int layers, double dropout, int minCount, int maxVocabulary,
        int epochs, int batchSize, double learningRate, double clip, long seed, LmTokenizer tokenizer) {

    /** Checks ranges, naming the setting. */
    public LstmSettings {
        positive("embed", embed);
        positive("hidden", hidden);
        positive("minCount", minCount);
        positive("epochs", epochs);
        positive("batchSize", batchSize);
        if (layers < 1 || layers > 2) {
            throw new IllegalArgumentException("layers must be 1 or 2, got " + layers);
        }
        if (dropout < 0 || dropout >= 1) {
            throw new IllegalArgumentException("dropout must be in [0, 1), got " + dropout);
        }
        if (maxVocabulary < 0) {
            throw new IllegalArgumentException("maxVocabulary must be 0 (no cap) or more, got " + maxVocabulary);
        }
        if (learningRate <= 0 || clip <= 0) {
            throw new IllegalArgumentException("learningRate and clip must be > 0, got " + learningRate + ", " + clip);
        }
        if (tokenizer == null) {
            tokenizer = LmTokenizer.PTB;
        }
    }

    private static void positive(String name, int v) {
        if (v < 1) {
            throw new IllegalArgumentException(name + " must be at least 1, got " + v);
        }
    }

    /**
     * The settings that beat an interpolated Kneser-Ney trigram on a 90/10 image split of COCO val2017 captions
     * (docs/language-models.md) and train in minutes on two CPU cores.
     */
    public static LstmSettings defaults() {
        return new LstmSettings(128, 256, 1, 0.3, 3, 0, 3, 64, 3e-3, 5.0, 42L, LmTokenizer.PTB);
    }

    /** Tiny sizes for tests and quick looks: seconds on a few hundred captions. */
    public static LstmSettings tiny() {
        return new LstmSettings(32, 64, 1, 0.1, 2, 0, 4, 16, 1e-2, 5.0, 7L, LmTokenizer.PTB);
    }

    /** As a JSON-friendly map (the run's stored parameters). */
    public Map<String, Object> toMap() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("embed", embed);
        m.put("hidden", hidden);
        m.put("layers", layers);
        m.put("dropout", dropout);
        m.put("minCount", minCount);
        m.put("maxVocabulary", maxVocabulary);
        m.put("epochs", epochs);
        m.put("batchSize", batchSize);
        m.put("learningRate", learningRate);
        m.put("clip", clip);
        m.put("seed", seed);
        m.put("tokenizer", tokenizer.id());
        return m;
    }

    /** The keys {@link #with} accepts. */
    public static List<String> keys() {
        return List.copyOf(defaults().toMap().keySet());
    }

    /**
     * These settings with values from a map (CLI strings or stored JSON numbers), read as every job parameter record
     * is ({@link JobParams}): an unknown key, a value of the wrong type or out of range is refused by name.
     */
    public LstmSettings with(Map<String, ?> values) {
        Map<String, Object> m = toMap();
        for (Map.Entry<String, ?> e : values.entrySet()) {
            if (!m.containsKey(e.getKey())) {
                throw new IllegalArgumentException("Unknown LSTM setting '" + e.getKey() + "'; known: " + keys());
            }
            m.put(e.getKey(), e.getValue());
        }
        return JobParams.read(m, LstmSettings.class, "LSTM settings");
    }
}
