package org.pairlab.project;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Turns what a user types into an FTS5 query: every word must occur, the last one as a prefix. */
public final class FullText {
    private FullText() {
    }

    /** The FTS5 MATCH expression, or null when the text has no words. */
    public static String toMatch(String text) {
        if (text == null) {
            return null;
        }
        List<String> words = words(text);
        if (words.isEmpty()) {
            return null;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < words.size(); i++) {
            if (i > 0) {
                sb.append(' ');
            }
            // Quoting makes every word a plain term, so user text can never be FTS5 syntax.
            sb.append('"').append(words.get(i)).append('"');
            if (i == words.size() - 1) {
                sb.append('*');
            }
        }
        return sb.toString();
    }

    /** The words of a text as FTS5's unicode61 tokenizer sees them, lower-cased. */
    public static List<String> words(String text) {
        List<String> out = new ArrayList<>();
        StringBuilder w = new StringBuilder();
        text.codePoints().forEach(cp -> {
            if (Character.isLetterOrDigit(cp)) {
                w.appendCodePoint(cp);
            } else if (w.length() > 0) {
                out.add(w.toString().toLowerCase(Locale.ROOT));
                w.setLength(0);
            }
        });
        if (w.length() > 0) {
            out.add(w.toString().toLowerCase(Locale.ROOT));
        }
        return out;
    }
}
