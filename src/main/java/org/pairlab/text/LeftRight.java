package org.pairlab.text;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Swaps left and right words in a caption, as a mirrored image needs ("bright" stays "bright"). */
public final class LeftRight {
    private static final Map<String, String> SWAPS = Map.of(
            "left", "right", "right", "left",
            "leftmost", "rightmost", "rightmost", "leftmost",
            "lefthand", "righthand", "righthand", "lefthand",
            "leftward", "rightward", "rightward", "leftward",
            "leftwards", "rightwards", "rightwards", "leftwards");
    private static final Pattern WORD = Pattern.compile(
            "(?<![\\p{L}\\p{N}])(left|right|leftmost|rightmost|lefthand|righthand|leftwards?|rightwards?)(?![\\p{L}\\p{N}])",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    private LeftRight() {
    }

    public static String swap(String caption) {
        Matcher m = WORD.matcher(caption);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String word = m.group(1);
            String repl = SWAPS.get(word.toLowerCase());
            m.appendReplacement(sb, Matcher.quoteReplacement(matchCase(word, repl)));
        }
        m.appendTail(sb);
        return sb.toString();
    }

    private static String matchCase(String original, String repl) {
        if (original.equals(original.toUpperCase()) && original.length() > 1) {
            return repl.toUpperCase();
        }
        if (Character.isUpperCase(original.charAt(0))) {
            return Character.toUpperCase(repl.charAt(0)) + repl.substring(1);
        }
        return repl;
    }
}
