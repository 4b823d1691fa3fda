package org.pairlab.lm.grammar;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.pairlab.text.TaggedCaption;
import org.pairlab.text.TaggedToken;

/**
 * A determiner or number that disagrees with its noun's number: "a dogs", "one men", "a baseball people" (singular
 * word, plural noun) and "two dog", "several car" (plural word, singular noun). The noun is the last of the nouns
 * after the determiner and its modifiers ("a dog bed": bed), unless that word can be the verb and the noun before
 * it agrees ("A cat sits on a sink", "Four cows stand": OpenNLP tags "sits" and "stand" as nouns there).
 */
final class NumberAgreementCheck implements TaggedCheck {
    private static final Set<String> SINGULAR = Set.of("a", "an", "one", "each", "every", "another", "this", "that");
    private static final Set<String> PLURAL = Set.of("two", "three", "four", "five", "six", "seven", "eight", "nine",
            "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
            "twenty", "thirty", "forty", "fifty", "several", "many", "few", "both", "these", "those", "multiple",
            "numerous", "various");
    /** After "a", these make a plural phrase: "a few dogs", "a couple dogs", "a dozen eggs", "a great many birds". */
    private static final Set<String> PLURAL_AFTER_A = Set.of("few", "couple", "dozen", "hundred", "thousand",
            "million", "many", "handful", "lot", "number", "bunch", "pair", "variety", "total");
    /** Words before a number that make it a modifier or a name: "a two story house", "number two". */
    private static final Set<String> NUMBER_AS_MODIFIER = Set.of("a", "an", "one", "per", "number", "no", "#");

    private static final Set<String> AUXILIARIES = Set.of("is", "are", "was", "were", "be", "been", "has", "have",
            "had", "do", "does", "did", "can", "could", "will", "would", "may", "might", "must", "should");

    private final NounNumber number;

    NumberAgreementCheck(NounNumber number) {
        this.number = number;
    }

    @Override
    public List<GrammarIssue> check(TaggedCaption caption) {
        List<TaggedToken> tokens = caption.tokens();
        List<GrammarIssue> out = new ArrayList<>();
        for (int i = 0; i < tokens.size(); i++) {
            TaggedToken det = tokens.get(i);
            String d = det.text().toLowerCase(Locale.ROOT);
            boolean singular = SINGULAR.contains(d) && ("DET".equals(det.pos()) || "NUM".equals(det.pos()));
            boolean plural = (PLURAL.contains(d) || isPluralNumeral(d)) && !"PRON".equals(det.pos());
            if (!singular && !plural || i + 1 < tokens.size() && Set.of("other", "another")
                    .contains(tokens.get(i + 1).text().toLowerCase(Locale.ROOT))) {
                continue; // "each other"
            }
            if (plural && i > 0 && NUMBER_AS_MODIFIER.contains(tokens.get(i - 1).text().toLowerCase(Locale.ROOT))) {
                continue;
            }
            List<Integer> nouns = nounsAfter(tokens, i, singular);
            disagreement(caption, i, nouns, singular).ifPresent(out::add);
        }
        return out;
    }

    /** The issue when the determiner at {@code det} and its head noun disagree in number. */
    private Optional<GrammarIssue> disagreement(TaggedCaption caption, int det, List<Integer> nouns, boolean singular) {
        if (nouns.isEmpty()) {
            return Optional.empty();
        }
        List<TaggedToken> tokens = caption.tokens();
        // "A cat sits", "Four cows stand", "In a library children look on": OpenNLP tags the verb, or the next
        // clause's subject, as one more noun. When the last noun disagrees, the first later noun that disagrees and
        // can be a verb (with no verb after it), or cannot but has a verb after it, ends the phrase.
        if (disagrees(tokens.get(nouns.get(nouns.size() - 1)), singular)) {
            for (int k = 1; k < nouns.size(); k++) {
                int n = nouns.get(k);
                boolean verb = number.couldBeVerb(tokens.get(n), singular);
                if (disagrees(tokens.get(n), singular) && verb != finiteVerbFollows(tokens, n)) {
                    nouns = nouns.subList(0, k);
                    break;
                }
            }
        }
        int head = nouns.get(nouns.size() - 1);
        if (nouns.size() == 1 && "one".equals(tokens.get(det).text().toLowerCase(Locale.ROOT))
                && number.couldBeVerb(tokens.get(head), true)) {
            return Optional.empty(); // "as one points to the right": "one" is the subject
        }
        TaggedToken d = tokens.get(det);
        TaggedToken h = tokens.get(head);
        if (!disagrees(h, singular) || number.couldBeGerund(h)) {
            return Optional.empty();
        }
        // "two story building", "three tier cake": a singular noun after the number modifies the later noun.
        if (!singular && nouns.size() > 1 && disagrees(tokens.get(nouns.get(0)), false)) {
            return Optional.empty();
        }
        String message = singular ? "'" + d.text() + "' is singular but '" + h.text() + "' is plural"
                : "'" + d.text() + "' needs a plural noun, not '" + h.text() + "'";
        String fixed = singular ? h.lemma() : NounNumber.pluralOf(h.text());
        return Optional.of(TaggedCheck.issue(PairLabRule.NUMBER_AGREEMENT, d.start(), h.end(), message,
                List.of(caption.text().substring(d.start(), h.start()) + fixed)));
    }

    private boolean disagrees(TaggedToken noun, boolean singularDeterminer) {
        if ("PROPN".equals(noun.pos())) {
            return false;
        }
        Optional<Boolean> plural = number.isPlural(noun);
        return plural.isPresent() && plural.get() == singularDeterminer;
    }

    /** An auxiliary or a verb that is not a participle after the word. */
    private static boolean finiteVerbFollows(List<TaggedToken> tokens, int noun) {
        if (noun + 1 >= tokens.size()) {
            return false;
        }
        TaggedToken next = tokens.get(noun + 1);
        // OpenNLP sometimes tags an adjective as AUX ("features wooden cabinets"): only real auxiliaries count.
        return "AUX".equals(next.pos()) && AUXILIARIES.contains(next.text().toLowerCase(Locale.ROOT))
                || "VERB".equals(next.pos()) && !isParticiple(next.text());
    }

    private static boolean isParticiple(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        return w.endsWith("ing") || w.endsWith("ed");
    }

    /** "2" to "100" used as a count. */
    private static boolean isPluralNumeral(String d) {
        if (!d.matches("[0-9]{1,3}")) {
            return false;
        }
        int n = Integer.parseInt(d);
        return n >= 2 && n <= 100;
    }

    /**
     * The nouns of the phrase after {@code det}: modifiers (adjectives, adverbs before an adjective, participles
     * after an article) before the first noun, then a run of nouns. Empty when no noun follows, or when the phrase
     * goes on past a past participle ("two wall mounted urinals": its head is out of reach).
     */
    private List<Integer> nounsAfter(List<TaggedToken> tokens, int det, boolean singular) {
        List<Integer> nouns = new ArrayList<>();
        for (int j = det + 1; j < tokens.size(); j++) {
            TaggedToken t = tokens.get(j);
            String w = t.text().toLowerCase(Locale.ROOT);
            boolean participle = isParticiple(w);
            boolean endsPhrase = !nouns.isEmpty() && (participle || number.canBeAdverb(t));
            if (t.isNoun() && !endsPhrase && !number.neverNoun(t)) {
                if (singular && nouns.isEmpty() && PLURAL_AFTER_A.contains(w)) {
                    return List.of();
                }
                nouns.add(j);
                continue;
            }
            if (!nouns.isEmpty()) {
                boolean phraseGoesOn = number.couldBePastParticiple(t) && j + 1 < tokens.size()
                        && tokens.get(j + 1).isNoun();
                return phraseGoesOn ? List.of() : nouns;
            }
            if (singular && PLURAL_AFTER_A.contains(w)) {
                return List.of();
            }
            boolean adverbBeforeAdjective = "ADV".equals(t.pos()) && j + 1 < tokens.size()
                    && tokens.get(j + 1).isAdjective();
            boolean modifier = t.isAdjective() || adverbBeforeAdjective || (t.isNoun() && number.neverNoun(t))
                    || ("VERB".equals(t.pos()) && singular && participle);
            if (!modifier) {
                return List.of();
            }
        }
        return nouns;
    }
}
