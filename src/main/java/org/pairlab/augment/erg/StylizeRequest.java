package org.pairlab.augment.erg;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * What {@code pairlab stylize} was asked to do.
 *
 * @param styled        style name to a file of that style's captions, one a line
 * @param factual       the factual captions to stylize, one a line
 * @param factualCorpus factual captions the classifier and the ranking LM learn from; empty: {@code factual} itself
 * @param target        the target style, one of {@code styled}'s names
 * @param out           the JSON Lines file written
 * @param options       ε, K, thresholds, retrieval types, seed
 * @param cacheDir      where corpus vectors are kept; empty: no cache
 * @param llm           the LLM endpoint that writes the grafts; empty: the embedded generator
 */
public record StylizeRequest(Map<String, Path> styled, Path factual, Optional<Path> factualCorpus, String target,
        Path out, ErgOptions options, Optional<Path> cacheDir, Optional<LlmSettings> llm) {
    public StylizeRequest {
        if (styled.isEmpty()) {
            throw new IllegalArgumentException("--styled: give at least one NAME=FILE of stylized captions");
        }
        styled = new TreeMap<>(styled);
        if (!styled.containsKey(target)) {
            throw new IllegalArgumentException("--target " + target + " is not one of the --styled names "
                    + styled.keySet());
        }
    }

    /**
     * An OpenAI-compatible endpoint for the generator.
     *
     * @param url         base URL, e.g. {@code http://127.0.0.1:8080/v1}
     * @param model       model name
     * @param prompt      prompt template file; empty: {@link LlmGenerator#DEFAULT_PROMPT}
     * @param keyVariable environment variable with the API key
     */
    public record LlmSettings(String url, String model, Optional<Path> prompt, String keyVariable) {
    }
}
