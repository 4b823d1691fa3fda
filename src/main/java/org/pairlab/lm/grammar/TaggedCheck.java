package org.pairlab.lm.grammar;

import java.util.List;
import org.pairlab.text.TaggedCaption;

/** One of PairLab's checks over a tagged caption; stateless, so safe from any thread. */
interface TaggedCheck {
    /** The issues this check finds; spans index into {@link TaggedCaption#text()}. */
    List<GrammarIssue> check(TaggedCaption caption);

    /** An issue of {@code rule} covering {@code [start, end)}. */
    static GrammarIssue issue(PairLabRule rule, int start, int end, String message, List<String> suggestions) {
        return new GrammarIssue(start, end, rule.id(), message, suggestions, GrammarIssue.Source.PAIRLAB);
    }
}
