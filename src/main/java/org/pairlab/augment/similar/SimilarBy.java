package org.pairlab.augment.similar;

import java.util.Locale;

/** What "more like this" compares: the samples' captions or their images. */
public enum SimilarBy {
    CAPTION, IMAGE;

    /** The lower-case name used in commands and job parameters. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Parses "caption" or "image"; anything else is an error naming the value. */
    public static SimilarBy parse(String word) {
        for (SimilarBy b : values()) {
            if (b.word().equals(word == null ? "" : word.strip().toLowerCase(Locale.ROOT))) {
                return b;
            }
        }
        throw new IllegalArgumentException("by must be caption or image, not '" + word + "'");
    }
}
