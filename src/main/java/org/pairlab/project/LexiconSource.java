package org.pairlab.project;

import java.util.Locale;

/** Where a lexicon entry came from: shipped with PairLab, typed by the user, or accepted from a WordNet suggestion. */
public enum LexiconSource {
    BUILTIN, USER, WORDNET;

    /** The value stored in the {@code source} column. */
    public String dbValue() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Reads a stored or typed value ("builtin", "user", "wordnet"), naming the bad value otherwise. */
    public static LexiconSource parse(String s) {
        for (LexiconSource v : values()) {
            if (v.dbValue().equalsIgnoreCase(s.strip())) {
                return v;
            }
        }
        throw new IllegalArgumentException("Unknown lexicon entry source '" + s + "'; expected builtin, user or wordnet");
    }
}
