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

    /** A one-word name for each caption's record and the output: "phrase", "swap", "trigram", "llm". */
    default String label() {
        return "completer";
    }

    /**
     * Told that {@code caption} (one it proposed) was kept: a completer that remembers may propose it no more and
     * prefer what was used less. Called on the synthesizer's thread.
     */
    default void kept(String caption) {
    }

    /** Told that {@code caption} can never be kept (a corpus copy, a grammar error): it need not be proposed again. */
    default void ruledOut(String caption) {
    }

    /**
     * The corpus captions (as the corpus writes them) that {@code caption}, one this completer proposed, was built
     * from, for its recipe; empty when the completer does not know (the default).
     */
    default List<String> sources(String caption) {
        return List.of();
    }

    /** How many prompts to hand over at once (an LLM endpoint answers several in parallel). */
    default int batchSize() {
        return 1;
    }
}
