package org.pairlab.lm.grammar;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.pairlab.text.TaggedCaption;
import org.pairlab.text.TaggedToken;

/**
 * The same noun phrase on both sides of "and": "a dog and a dog", "dogs and dogs", "two cats and two cats". Phrases
 * that differ in a modifier ("a black dog and a white dog") or say so ("a dog and another dog") are fine.
 */
final class RepeatedNounCheck implements TaggedCheck {
    private static final Set<String> ARTICLES = Set.of("a", "an", "the");

    @Override
    public List<GrammarIssue> check(TaggedCaption caption) {
        List<TaggedToken> tokens = caption.tokens();
        List<GrammarIssue> out = new ArrayList<>();
        for (int and = 1; and + 1 < tokens.size(); and++) {
            if (!"and".equalsIgnoreCase(tokens.get(and).text())) {
                continue;
            }
            int from = and + 1;
            if (ARTICLES.contains(lower(tokens.get(from)))) {
                from++;
            }
            int head = from;
            while (head < tokens.size() && !tokens.get(head).isNoun()) {
                head++;
            }
            while (head + 1 < tokens.size() && tokens.get(head + 1).isNoun()) {
                head++;
            }
            int length = head - from + 1;
            if (head >= tokens.size() || length > and || length > 4) {
                continue;
            }
            int leftStart = and - length;
            if (!sameWords(tokens, leftStart, from, length) || !tokens.get(and - 1).isNoun()) {
                continue;
            }
            if (leftStart > 0 && (tokens.get(leftStart - 1).isAdjective() || tokens.get(leftStart - 1).isNoun())) {
                continue; // "a black dog and dog": the left phrase has a modifier the right one lacks
            }
            TaggedToken first = tokens.get(leftStart > 0 && ARTICLES.contains(lower(tokens.get(leftStart - 1)))
                    ? leftStart - 1 : leftStart);
            TaggedToken last = tokens.get(head);
            String noun = tokens.get(and - 1).text();
            out.add(TaggedCheck.issue(PairLabRule.REPEATED_NOUN, first.start(), last.end(),
                    "'" + noun + "' twice in one list", List.of(
                            caption.text().substring(first.start(), tokens.get(and - 1).end()))));
        }
        return out;
    }

    private static boolean sameWords(List<TaggedToken> tokens, int a, int b, int length) {
        for (int k = 0; k < length; k++) {
            if (!lower(tokens.get(a + k)).equals(lower(tokens.get(b + k)))) {
                return false;
            }
        }
        return true;
    }

    private static String lower(TaggedToken t) {
        return t.text().toLowerCase(Locale.ROOT);
    }
}
