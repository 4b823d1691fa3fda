package org.pairlab.augment.toca;

import java.util.List;

/**
 * Turns ToCa's masked sentence templates into captions: the embedded constrained completion or an LLM. The
 * {@link Synthesizer} checks what comes back (every drawn word present, no copy, no duplicate).
 */
public interface TemplateCompleter {
    /** A short description for the output and recipes, e.g. {@code "embedded kn-3 (gaps 0..2)"}. */
    String describe();

    /**
     * For each prompt, the captions proposed for it, best first (may be empty). {@code seed} makes the answers
     * reproducible; a batch's prompts may share it.
     */
    List<List<String>> complete(List<SampledPrompt> prompts, long seed);

    /** Whether the same prompt always gives the same answers (then a prompt drawn again is not completed again). */
    boolean deterministic();

    /** How many prompts to hand over at once (an LLM endpoint answers several in parallel). */
    default int batchSize() {
        return 1;
    }
}
