package org.pairlab.lm;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import org.pairlab.runs.JobParams;

/**
 * What an n-gram training run is asked to do.
 *
 * @param name      the name the model is registered under in the project
 * @param dataset   the dataset whose captions it learns from; null for every dataset
 * @param order     n-gram order, 2 to 5
 * @param tokenizer how captions become tokens
 * @param minCount  words seen fewer times become {@code <unk>}
 * @param out       the ARPA file to write; null for {@code <name>.arpa} in the project's model folder
 */
public record NgramTrainingSettings(String name, String dataset, int order, LmTokenizer tokenizer, int minCount,
                                    Path out) {
    public NgramTrainingSettings {
        if (order < 2 || order > 5) {
            throw new IllegalArgumentException("order " + order + " must be between 2 and 5");
        }
        if (minCount < 1) {
            throw new IllegalArgumentException("min count " + minCount + " must be at least 1");
        }
        if (tokenizer == null) {
            throw new IllegalArgumentException("tokenizer is missing (ptb or whitespace)");
        }
        if (dataset != null && dataset.isBlank()) {
            dataset = null;
        }
        name = name == null || name.isBlank() ? defaultName(dataset, order, tokenizer) : name.strip();
        if (!name.matches("[A-Za-z0-9][A-Za-z0-9._ -]{0,79}")) {
            throw new IllegalArgumentException("model name '" + name + "' may use letters, digits, space, '.', '_' and "
                    + "'-' (at most 80, starting with a letter or digit), since it names the model's file");
        }
    }

    /** Trains on every dataset, PTB tokens, no minimum count, into the project's model folder. */
    public static NgramTrainingSettings of(String dataset, int order, LmTokenizer tokenizer) {
        return new NgramTrainingSettings(null, dataset, order, tokenizer, 1, null);
    }

    /** A name that says what the model is, e.g. {@code kn3-ptb-coco}. */
    public static String defaultName(String dataset, int order, LmTokenizer tokenizer) {
        String corpus = dataset == null ? "all" : dataset.replaceAll("[^A-Za-z0-9._-]+", "_");
        return "kn" + order + "-" + tokenizer.name().toLowerCase(Locale.ROOT) + "-" + corpus;
    }

    /** As stored with the run, so a resumed run trains the same model. */
    public Map<String, Object> params() {
        return JobParams.write(NgramTrainingParams.of(this));
    }

    /** Reads {@link #params()} back; unknown, missing or mistyped keys are refused by name. */
    public static NgramTrainingSettings fromParams(Map<String, Object> p) {
        return JobParams.read(p, NgramTrainingParams.class).settings();
    }
}
