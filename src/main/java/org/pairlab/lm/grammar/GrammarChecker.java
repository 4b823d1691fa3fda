package org.pairlab.lm.grammar;

import java.util.List;

/** Finds grammar problems in one caption; implementations say whether they are safe to share between threads. */
public interface GrammarChecker {
    /** The problems found in {@code caption}, in text order; empty when the caption reads as clean. */
    List<GrammarIssue> check(String caption);

    /**
     * Errors in {@code candidate} that {@code source} does not explain: per rule, the candidate's issue count minus
     * the source's, floored at 0, summed. A rewrite that keeps a typo of its source adds nothing.
     */
    default int addedErrors(String source, String candidate) {
        return GrammarIssue.added(check(source), check(candidate));
    }
}
