package org.pairlab.text;

import java.util.ArrayList;
import java.util.List;

/** Word-level difference of two captions (longest common subsequence), for highlighting changed words. */
public final class WordDiff {
    /** A run of text in the new caption; {@code changed} when it is not in the original. */
    public record Segment(String text, boolean changed) {
    }

    private WordDiff() {
    }

    /** Splits {@code revised} into segments, marking words absent from {@code original}'s word sequence. */
    public static List<Segment> diff(String original, String revised) {
        String[] a = tokens(original);
        String[] b = tokens(revised);
        int[][] lcs = new int[a.length + 1][b.length + 1];
        for (int i = a.length - 1; i >= 0; i--) {
            for (int j = b.length - 1; j >= 0; j--) {
                lcs[i][j] = same(a[i], b[j]) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
            }
        }
        List<Segment> out = new ArrayList<>();
        int i = 0;
        int j = 0;
        while (j < b.length) {
            if (i < a.length && same(a[i], b[j])) {
                add(out, b[j], false);
                i++;
                j++;
            } else if (i < a.length && lcs[i + 1][j] >= lcs[i][j + 1]) {
                i++;
            } else {
                add(out, b[j], !b[j].isBlank());
                j++;
            }
        }
        return joinChangedRuns(out);
    }

    /** "double" + " " + "sandwich" reads as one change, so a space between two changed runs joins them. */
    private static List<Segment> joinChangedRuns(List<Segment> in) {
        List<Segment> out = new ArrayList<>();
        for (int k = 0; k < in.size(); k++) {
            Segment s = in.get(k);
            if (!s.changed() && s.text().isBlank() && k > 0 && k + 1 < in.size() && in.get(k + 1).changed()
                    && !out.isEmpty() && out.get(out.size() - 1).changed()) {
                Segment prev = out.remove(out.size() - 1);
                out.add(new Segment(prev.text() + s.text() + in.get(k + 1).text(), true));
                k++;
            } else {
                out.add(s);
            }
        }
        return out;
    }

    /** Words of the revised caption that were changed, in order. */
    public static List<String> changedWords(String original, String revised) {
        return diff(original, revised).stream().filter(Segment::changed).map(s -> s.text().strip()).toList();
    }

    private static boolean same(String x, String y) {
        return x.equalsIgnoreCase(y);
    }

    private static void add(List<Segment> out, String text, boolean changed) {
        if (!out.isEmpty() && out.get(out.size() - 1).changed() == changed) {
            Segment last = out.remove(out.size() - 1);
            out.add(new Segment(last.text() + text, changed));
        } else {
            out.add(new Segment(text, changed));
        }
    }

    /** Words and the whitespace between them as separate tokens, so segments rebuild the exact text. */
    static String[] tokens(String s) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        Boolean space = null;
        for (int k = 0; k < s.length(); k++) {
            char ch = s.charAt(k);
            boolean isSpace = Character.isWhitespace(ch);
            if (space != null && isSpace != space) {
                out.add(cur.toString());
                cur.setLength(0);
            }
            cur.append(ch);
            space = isSpace;
        }
        if (cur.length() > 0) {
            out.add(cur.toString());
        }
        return out.toArray(new String[0]);
    }
}
