package org.pairlab.lm.style;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import org.pairlab.lm.LmTokenizer;

/**
 * The features a {@link StyleClassifier} reads: the caption's PTB tokens (lower-cased, punctuation dropped) as
 * present-or-absent word unigrams and bigrams, bigrams with the sentence boundaries included ({@code "<s> a"}).
 */
public final class StyleFeatures {
    private StyleFeatures() {
    }

    /** The caption's tokens. */
    public static List<String> tokens(String caption) {
        return LmTokenizer.PTB.tokenize(caption);
    }

    /** The distinct features of {@code tokens}, in order of first appearance. */
    public static List<String> of(List<String> tokens) {
        LinkedHashSet<String> out = new LinkedHashSet<>();
        String previous = "<s>";
        for (String t : tokens) {
            out.add(t);
            out.add(previous + " " + t);
            previous = t;
        }
        out.add(previous + " </s>");
        return new ArrayList<>(out);
    }
}
