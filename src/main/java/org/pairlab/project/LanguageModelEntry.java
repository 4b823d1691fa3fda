package org.pairlab.project;

import java.util.Map;

/**
 * A language model registered in the project.
 *
 * @param kind              {@code ngram} or {@code lstm}
 * @param tokenizer         {@code ptb} or {@code whitespace}
 * @param file              where the model lives (absolute)
 * @param sha256            the file's checksum, recorded in recipes that used the model
 * @param settings          how it was trained (order, sizes, corpus)
 * @param heldoutPerplexity perplexity on its held-out captions, when measured
 * @param runId             the training run, when it was trained as one
 */
public record LanguageModelEntry(long id, String name, String kind, String tokenizer, String file, String sha256,
                                 Map<String, Object> settings, Double heldoutPerplexity, Long runId, String createdAt) {
    public LanguageModelEntry {
        settings = Map.copyOf(settings);
    }
}
