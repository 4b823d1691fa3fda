package org.pairlab.augment.erg;

/** Where the generator put a style phrase in a factual caption (paper §3.4's light rewrites, made explicit). */
public enum GraftPlacement {
    /** At the end, before the final full stop ("... on a beach searching for bones."). */
    TRAILING,
    /** At the end after a comma ("..., hoping not to fall."). */
    TRAILING_COMMA,
    /** Before a noun phrase's first word after its article ("a cute young girl"). */
    BEFORE_NOUN,
    /** In place of a modifier of the factual caption ("a small dog" to "a cute dog"). */
    REPLACE_MODIFIER,
    /** After the subject noun phrase ("a young boy in love runs ..."). */
    AFTER_SUBJECT,
    /** Before the main verb, for adverbs ("a dog happily runs ..."). */
    BEFORE_VERB,
    /** At another word boundary the language model preferred. */
    INSIDE,
    /** Written by an LLM endpoint from a prompt. */
    LLM,
    /** At the end after a comma, a clause from PairLab's curated {@link PhraseBank}, not from a retrieved scene. */
    BANK
}
