package org.pairlab.augment.toca;

import java.util.Locale;
import org.pairlab.lm.complete.PosClass;

/**
 * A lexical word of ToCa (seed 004, §3.2, Table 1) with the class the tagger gave it in its caption: a noun, a verb
 * form, an adjective or an adverb. "surfing" the noun and "surfing" the verb are two lexical words.
 *
 * @param word      lower-cased
 * @param wordClass N, J, R or one verb form (VB, VBD, VBG, VBN, VBP, VBZ)
 */
public record LexicalWord(String word, PosClass wordClass) implements Comparable<LexicalWord> {
    public LexicalWord {
        if (word == null || word.isBlank() || word.contains(" ")) {
            throw new IllegalArgumentException("a lexical word is one word, got '" + word + "'");
        }
        if (wordClass == null || wordClass == PosClass.V) {
            throw new IllegalArgumentException("lexical word '" + word + "' needs a class N, J, R or a verb form");
        }
        word = word.toLowerCase(Locale.ROOT);
    }

    /** The template item this word stands for, e.g. {@code [N]}. */
    public String templateItem() {
        return "[" + wordClass + "]";
    }

    @Override
    public int compareTo(LexicalWord o) {
        int c = word.compareTo(o.word);
        return c != 0 ? c : wordClass.compareTo(o.wordClass);
    }

    @Override
    public String toString() {
        return word + "/" + wordClass;
    }
}
