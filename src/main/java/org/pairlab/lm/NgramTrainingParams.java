package org.pairlab.lm;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The stored form of {@link NgramTrainingSettings} (kind {@code ngram-train}): the same keys runs were stored with;
 * the tokenizer by its lower-case name, the output file as text.
 *
 * @param minCount words seen fewer times become {@code <unk>}; null (older runs) for 1
 */
public record NgramTrainingParams(String name, String dataset, @JsonProperty(required = true) int order,
                                  @JsonProperty(required = true) String tokenizer, Integer minCount, String out) {
    /** The stored form of settings. */
    public static NgramTrainingParams of(NgramTrainingSettings s) {
        return new NgramTrainingParams(s.name(), s.dataset(), s.order(), s.tokenizer().name().toLowerCase(Locale.ROOT),
                s.minCount(), s.out() == null ? null : s.out().toString());
    }

    /** The settings these parameters describe (checked as any settings are). */
    public NgramTrainingSettings settings() {
        return new NgramTrainingSettings(name, dataset, order, LmTokenizer.parse(tokenizer),
                minCount == null ? 1 : minCount, out == null ? null : Path.of(out));
    }
}
