package org.pairlab.lm.grammar;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.pairlab.text.TaggedCaption;
import org.pairlab.text.TaggedToken;

/** The same word twice in a row ("the the", "holding holding"), except words English doubles ("had had", "bye bye") or repeats for emphasis ("very very"). */
final class DoubledWordCheck implements TaggedCheck {
    private static final Set<String> DOUBLED_IN_ENGLISH = Set.of("had", "that", "bye", "knock", "choo", "no", "so",
            "yo", "tom", "pom", "mahi", "cha", "chop", "tut", "dum", "bora", "walla", "can", "is", "ha", "na", "la",
            "ping", "pong", "baa", "boo",
            "very", "many", "really");

    @Override
    public List<GrammarIssue> check(TaggedCaption caption) {
        List<TaggedToken> tokens = caption.tokens();
        List<GrammarIssue> out = new ArrayList<>();
        for (int i = 0; i + 1 < tokens.size(); i++) {
            TaggedToken a = tokens.get(i);
            TaggedToken b = tokens.get(i + 1);
            String w = a.text().toLowerCase(Locale.ROOT);
            if (w.equals(b.text().toLowerCase(Locale.ROOT)) && w.chars().allMatch(Character::isLetter)
                    && !DOUBLED_IN_ENGLISH.contains(w)) {
                out.add(TaggedCheck.issue(PairLabRule.DOUBLED_WORD, a.start(), b.end(), "'" + a.text() + "' twice",
                        List.of(a.text())));
            }
        }
        return out;
    }
}
