package org.pairlab.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The n-grams of one caption that the informativeness score counts (seed 001, section 3): unigrams are the nouns,
 * bigrams the adjacent "descriptor-object" pairs whose first word is a noun, adjective or adverb and whose second
 * word is a noun or adjective. N-grams are lower-cased surface forms, as the paper counts words as written.
 */
public record CaptionNGrams(List<String> unigrams, List<String> bigrams) {
    public CaptionNGrams {
        unigrams = List.copyOf(unigrams);
        bigrams = List.copyOf(bigrams);
    }

    /** Extracts the n-grams of a tagged caption, in caption order; repeated n-grams are kept (the paper's sequences). */
    public static CaptionNGrams of(TaggedCaption caption) {
        List<TaggedToken> tokens = caption.tokens();
        List<String> unigrams = new ArrayList<>();
        List<String> bigrams = new ArrayList<>();
        for (int i = 0; i < tokens.size(); i++) {
            TaggedToken t = tokens.get(i);
            if (isNoun(t)) {
                unigrams.add(word(t));
            }
            if (i + 1 < tokens.size() && isDescriptor(t) && isObject(tokens.get(i + 1))) {
                bigrams.add(word(t) + " " + word(tokens.get(i + 1)));
            }
        }
        return new CaptionNGrams(unigrams, bigrams);
    }

    // The paper's tagger (Penn tags) counts proper nouns (NNP) as nouns; UD splits them into PROPN, so both count.
    private static boolean isNoun(TaggedToken t) {
        return t.isNoun();
    }

    private static boolean isDescriptor(TaggedToken t) {
        return t.isNoun() || t.isAdjective() || "ADV".equals(t.pos());
    }

    private static boolean isObject(TaggedToken t) {
        return t.isNoun() || t.isAdjective();
    }

    private static String word(TaggedToken t) {
        return t.text().toLowerCase(Locale.ROOT);
    }
}
