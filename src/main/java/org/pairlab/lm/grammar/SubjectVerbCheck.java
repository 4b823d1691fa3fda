package org.pairlab.lm.grammar;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.pairlab.text.TaggedCaption;
import org.pairlab.text.TaggedToken;

/**
 * A subject noun phrase and a following "is/are/was/were/has/have" of the other number: "A man are riding",
 * "The dogs is running" (what a number swap in a rewrite leaves). Only phrases that start the caption or a clause
 * are checked: after "of", "and" or "with" the noun is not the subject ("a group of people is").
 */
final class SubjectVerbCheck implements TaggedCheck {
    private static final Set<String> SINGULAR_VERBS = Set.of("is", "was", "has");
    private static final Set<String> PLURAL_VERBS = Set.of("are", "were", "have");
    private static final Set<String> DETERMINERS = Set.of("a", "an", "the", "one", "two", "three", "four", "five",
            "this", "that", "these", "those", "some", "several", "many");
    private static final Set<String> CLAUSE_STARTS = Set.of("while", "as", "where", "when", "because", ",", ";");

    private final NounNumber number;

    SubjectVerbCheck(NounNumber number) {
        this.number = number;
    }

    @Override
    public List<GrammarIssue> check(TaggedCaption caption) {
        List<TaggedToken> tokens = caption.tokens();
        List<GrammarIssue> out = new ArrayList<>();
        for (int v = 1; v < tokens.size(); v++) {
            String verb = tokens.get(v).text().toLowerCase(Locale.ROOT);
            boolean singularVerb = SINGULAR_VERBS.contains(verb);
            if (!singularVerb && !PLURAL_VERBS.contains(verb) || !tokens.get(v - 1).isNoun()) {
                continue;
            }
            int start = phraseStart(tokens, v - 1);
            if (start < 0) {
                continue;
            }
            TaggedToken noun = tokens.get(v - 1);
            Optional<Boolean> plural = number.isPlural(noun);
            if (plural.isEmpty() || "PROPN".equals(noun.pos()) || plural.get() != singularVerb) {
                continue;
            }
            String right = switch (verb) {
                case "is" -> "are";
                case "are" -> "is";
                case "was" -> "were";
                case "were" -> "was";
                case "has" -> "have";
                default -> "has";
            };
            out.add(TaggedCheck.issue(PairLabRule.SUBJECT_VERB, tokens.get(start).start(), tokens.get(v).end(),
                    "'" + noun.text() + "' is " + (plural.get() ? "plural" : "singular") + " but '" + tokens.get(v).text()
                            + "' is not", List.of(caption.text().substring(tokens.get(start).start(),
                                    tokens.get(v).start()) + right)));
        }
        return out;
    }

    /**
     * Where the noun phrase ending at {@code head} starts, when it starts with a determiner at the start of the caption
     * or of a clause; -1 otherwise.
     */
    private static int phraseStart(List<TaggedToken> tokens, int head) {
        int i = head;
        while (i > 0 && (tokens.get(i - 1).isNoun() || tokens.get(i - 1).isAdjective())) {
            i--;
        }
        if (i == 0 || !DETERMINERS.contains(tokens.get(i - 1).text().toLowerCase(Locale.ROOT))) {
            return -1;
        }
        int det = i - 1;
        return det == 0 || CLAUSE_STARTS.contains(tokens.get(det - 1).text().toLowerCase(Locale.ROOT)) ? det : -1;
    }
}
