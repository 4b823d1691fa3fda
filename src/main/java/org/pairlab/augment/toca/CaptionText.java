package org.pairlab.augment.toca;

import java.util.Locale;
import org.pairlab.lm.grammar.ArticleSound;

/**
 * How a synthesized caption is written out: one space between words, none before "," and ".", "a" or "an" as the
 * next word sounds, a capital first letter.
 */
final class CaptionText {
    private CaptionText() {
    }

    static String tidy(String text) {
        String[] words = text.strip().split("\\s+");
        for (int i = 0; i + 1 < words.length; i++) {
            // The article the next word's sound asks for; a small model often cannot tell "a" from "an".
            if (words[i].equalsIgnoreCase("a") || words[i].equalsIgnoreCase("an")) {
                java.util.Optional<Boolean> vowel = ArticleSound.startsWithVowelSound(words[i + 1]);
                if (vowel.isPresent()) {
                    words[i] = vowel.get() ? "an" : "a";
                }
            }
        }
        String s = String.join(" ", words).replaceAll(" ([.,])", "$1");
        if (s.isEmpty()) {
            return s;
        }
        return s.substring(0, 1).toUpperCase(Locale.ROOT) + s.substring(1);
    }
}
