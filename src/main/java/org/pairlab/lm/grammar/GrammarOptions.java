package org.pairlab.lm.grammar;

import java.util.List;

/**
 * How {@link CaptionGrammar} checks: {@code spelling} turns LanguageTool's spelling rules on (off by default: on COCO
 * captions the speller flags rare but correct nouns and brand names far more often than real typos);
 * {@code alsoDisabled} lists more LanguageTool rule ids to turn off.
 */
public record GrammarOptions(boolean spelling, List<String> alsoDisabled) {
    public GrammarOptions {
        alsoDisabled = List.copyOf(alsoDisabled);
    }

    /** Grammar only, no spelling: what caption checks use. */
    public static GrammarOptions defaults() {
        return new GrammarOptions(false, List.of());
    }

    /** These options with LanguageTool's spelling rules on or off. */
    public GrammarOptions withSpelling(boolean on) {
        return new GrammarOptions(on, alsoDisabled);
    }
}
