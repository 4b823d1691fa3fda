package org.pairlab.lm.grammar;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One grammar problem in a caption: the character span {@code [start, end)} it covers, the rule that found it
 * (a LanguageTool rule id, or a {@link PairLabRule} id), a message for the researcher and replacement suggestions.
 */
public record GrammarIssue(int start, int end, String rule, String message, List<String> suggestions, Source source) {
    /** Who found the issue. */
    public enum Source {
        /** A LanguageTool rule. */
        LANGUAGETOOL,
        /** One of PairLab's caption checks ({@link PairLabRule}). */
        PAIRLAB
    }

    public GrammarIssue {
        if (start < 0 || end < start) {
            throw new IllegalArgumentException("bad span [" + start + ", " + end + ") for rule " + rule);
        }
        suggestions = List.copyOf(suggestions);
    }

    /** Whether this issue's span shares at least one character with {@code other}'s. */
    public boolean overlaps(GrammarIssue other) {
        return start < other.end && other.start < end;
    }

    /** The caption text this issue covers. */
    public String covered(String caption) {
        return caption.substring(start, Math.min(end, caption.length()));
    }

    /** Issue counts by rule id. */
    public static Map<String, Integer> countByRule(List<GrammarIssue> issues) {
        Map<String, Integer> counts = new HashMap<>();
        for (GrammarIssue issue : issues) {
            counts.merge(issue.rule(), 1, Integer::sum);
        }
        return counts;
    }

    /** Per rule, issues in {@code candidate} beyond those in {@code source} (floored at 0), summed. */
    public static int added(List<GrammarIssue> source, List<GrammarIssue> candidate) {
        Map<String, Integer> before = countByRule(source);
        int added = 0;
        for (Map.Entry<String, Integer> e : countByRule(candidate).entrySet()) {
            added += Math.max(0, e.getValue() - before.getOrDefault(e.getKey(), 0));
        }
        return added;
    }
}
