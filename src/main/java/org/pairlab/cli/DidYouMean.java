package org.pairlab.cli;

import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** Suggests the known name closest to a mistyped one (Levenshtein distance), for "did you mean" in usage errors. */
public final class DidYouMean {
    private DidYouMean() {
    }

    /** The closest known name if it is within a third of the word's length (at least 2 edits), else empty. */
    public static Optional<String> closest(String given, Collection<String> known) {
        String g = given.toLowerCase(Locale.ROOT);
        int limit = Math.max(2, g.length() / 3);
        return known.stream()
                .min(Comparator.comparingInt((String k) -> distance(g, k.toLowerCase(Locale.ROOT))).thenComparing(k -> k))
                .filter(k -> distance(g, k.toLowerCase(Locale.ROOT)) <= limit);
    }

    /** A usage error for an unknown name: what was given, a suggestion if one is close, and every valid name. */
    public static UsageException unknown(String what, String given, Collection<String> known) {
        List<String> sorted = known.stream().sorted().toList();
        String hint = closest(given, known).map(k -> " Did you mean '" + k + "'?").orElse("");
        return new UsageException("Unknown " + what + " '" + given + "'." + hint + " Valid: " + String.join(", ", sorted) + ".");
    }

    /** Levenshtein edit distance. */
    static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int sub = prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                cur[j] = Math.min(sub, Math.min(prev[j] + 1, cur[j - 1] + 1));
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
