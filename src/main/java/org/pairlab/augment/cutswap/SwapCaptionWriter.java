package org.pairlab.augment.cutswap;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Rewrites a caption for a swap: the object word becomes the new object's word (same number, same capitalisation),
 * every attribute slot of the object becomes the one new attribute (or goes away when the new object has none), and
 * an article "a"/"an" in front is made to agree with the new first word.
 */
public final class SwapCaptionWriter {
    private SwapCaptionWriter() {
    }

    private record Edit(int start, int end, String text) {
    }

    public static String rewrite(String caption, ObjectMention m, String newWord, String newAttribute) {
        List<Edit> edits = new ArrayList<>();
        String objectText = caption.substring(m.start(), m.end());
        // A dropped attribute that opened the caption ("Red bus ...") hands its capital letter to the object.
        boolean capitalFromSlot = newAttribute == null && m.attributes().stream()
                .anyMatch(s -> !s.predicative() && Character.isUpperCase(caption.charAt(s.start())));
        edits.add(new Edit(m.start(), m.end(), matchCase(capitalFromSlot ? capitalise(objectText) : objectText, newWord)));
        for (ObjectMention.AttributeSlot s : m.attributes()) {
            if (newAttribute != null) {
                edits.add(new Edit(s.start(), s.end(), matchCase(caption.substring(s.start(), s.end()), newAttribute)));
            } else {
                // Drop the slot and the space after it (prenominal) or before it (predicative, "is red" -> "is").
                int end = s.end();
                int start = s.start();
                if (!s.predicative() && end < caption.length() && caption.charAt(end) == ' ') {
                    end++;
                } else if (start > 0 && caption.charAt(start - 1) == ' ') {
                    start--;
                }
                edits.add(new Edit(start, end, s.predicative() ? "" : matchCase(caption.substring(s.start(), s.end()), "")));
            }
        }
        int phraseStart = m.attributes().stream().filter(s -> !s.predicative()).mapToInt(ObjectMention.AttributeSlot::start)
                .min().orElse(m.start());
        String firstNew = newAttribute != null && phraseStart < m.start() ? newAttribute : newWord;
        Edit article = article(caption, phraseStart, firstNew, m.plural());
        if (article != null) {
            edits.add(article);
        }
        edits.sort(Comparator.comparingInt(Edit::start).reversed());
        StringBuilder sb = new StringBuilder(caption);
        for (Edit e : edits) {
            sb.replace(e.start(), e.end(), e.text());
        }
        return sb.toString();
    }

    private static Edit article(String caption, int phraseStart, String firstNew, boolean plural) {
        int end = phraseStart;
        while (end > 0 && caption.charAt(end - 1) == ' ') {
            end--;
        }
        int start = end;
        while (start > 0 && Character.isLetter(caption.charAt(start - 1))) {
            start--;
        }
        String word = caption.substring(start, end);
        if (plural || !(word.equalsIgnoreCase("a") || word.equalsIgnoreCase("an"))) {
            return null;
        }
        String want = startsWithVowelSound(firstNew) ? "an" : "a";
        return new Edit(start, end, matchCase(word, want));
    }

    /** "an apple", "an hour", but "a unicycle", "a one-way sign", "a European bus". */
    static boolean startsWithVowelSound(String word) {
        String w = word.toLowerCase(java.util.Locale.ROOT);
        if (w.startsWith("one") || w.startsWith("uni") || w.startsWith("use") || w.startsWith("usu") || w.startsWith("eu")
                || w.startsWith("ewe")) {
            return false;
        }
        if (w.startsWith("hour") || w.startsWith("honest") || w.startsWith("honor") || w.startsWith("heir")) {
            return true;
        }
        return !w.isEmpty() && "aeiou".indexOf(w.charAt(0)) >= 0;
    }

    private static String capitalise(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /** "Pizza" -> "Sandwich", "PIZZA" -> "SANDWICH", "pizza" -> "sandwich". */
    static String matchCase(String original, String replacement) {
        if (replacement.isEmpty() || original.isEmpty()) {
            return replacement;
        }
        if (original.length() > 1 && original.equals(original.toUpperCase()) && !original.equals(original.toLowerCase())) {
            return replacement.toUpperCase();
        }
        if (Character.isUpperCase(original.charAt(0))) {
            return Character.toUpperCase(replacement.charAt(0)) + replacement.substring(1);
        }
        return replacement;
    }
}
