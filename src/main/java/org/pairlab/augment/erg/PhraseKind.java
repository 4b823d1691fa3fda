package org.pairlab.augment.erg;

/** What a style phrase is, which says where the generator may put it in a factual caption. */
public enum PhraseKind {
    /** A trailing clause or prepositional phrase ("searching for bones", "to impress his owner"). */
    CLAUSE,
    /** One or two adjectives or adverbs ("cute", "lovingly"), written before a noun or replacing a modifier. */
    MODIFIER,
    /** Any other span, tried wherever the language model likes it. */
    INNER
}
