package org.pairlab.project;

/**
 * One word replacement of a lexicon, e.g. ("face", "young", "ADJ", "old"). {@code pos} is a Universal Dependencies
 * tag (ADJ, ADV, VERB, AUX, DET, NOUN, ...); {@code id} is 0 for an entry not stored yet.
 */
public record LexiconEntry(long id, String lexicon, String word, String pos, String replacement, LexiconSource source) {
    public LexiconEntry {
        if (lexicon == null || lexicon.isBlank()) {
            throw new IllegalArgumentException("A lexicon entry needs a lexicon name");
        }
        if (word == null || word.isBlank()) {
            throw new IllegalArgumentException("A lexicon entry needs a word");
        }
        if (pos == null || pos.isBlank()) {
            throw new IllegalArgumentException("Lexicon entry '" + word + "' needs a part of speech");
        }
        if (replacement == null || replacement.isBlank()) {
            throw new IllegalArgumentException("Lexicon entry '" + word + "' needs a replacement");
        }
        word = word.strip();
        pos = pos.strip().toUpperCase(java.util.Locale.ROOT);
        replacement = replacement.strip();
    }

    /** A new entry (not stored yet). */
    public static LexiconEntry of(String lexicon, String word, String pos, String replacement, LexiconSource source) {
        return new LexiconEntry(0, lexicon, word, pos, replacement, source);
    }

    /** The same entry in another lexicon (for import under a new name). */
    public LexiconEntry inLexicon(String name) {
        return new LexiconEntry(0, name, word, pos, replacement, source);
    }
}
