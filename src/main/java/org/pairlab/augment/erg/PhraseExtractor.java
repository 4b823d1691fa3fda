package org.pairlab.augment.erg;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.pairlab.lm.style.StyleClassifier;
import org.pairlab.text.CaptionTagger;
import org.pairlab.text.TaggedToken;

/**
 * ERG's extractor (paper §3.2) with deletion importance instead of BERT attention: each word's importance is how much
 * P(style) falls when it is deleted; the top ε share of the words are marked, marked words at most one word apart
 * form spans, and the span with the most importance becomes the phrase. A span is then completed into a unit the
 * generator can graft: from a clause opener (preposition, "to", an -ing verb, "like", "while") to the end of the
 * caption, or one or two modifiers alone. Thread-safe.
 */
public final class PhraseExtractor {
    /** A clause or prepositional phrase longer than this is cut back to its marked span. */
    static final int MAX_CLAUSE_WORDS = 7;
    /**
     * Extra cost of a clause opened by a place preposition ("in", "on", "near") or "and": such clauses mostly add
     * scene content ("on a huge rock formation"), which clashes with another scene, rather than style.
     */
    static final double WEAK_OPENER_COST = 0.06;
    /** What an unmarked word in a unit costs, in P(style). */
    static final double UNMARKED_COST = 0.02;
    /** What an unmarked noun in a unit costs. */
    static final double UNMARKED_NOUN_COST = 0.08;
    private static final Set<String> OPENER_WORDS = Set.of("to", "like", "while", "as", "because", "so", "for",
            "with", "without", "after", "before", "until", "when", "wondering", "hoping", "trying", "who", "that",
            "and", "but", "in", "on", "at", "from", "into");
    /** Openers that start a clause of purpose, manner, time or thought, which carries style more than content. */
    private static final Set<String> STRONG_OPENERS = Set.of("to", "like", "while", "as", "because", "so", "for",
            "without", "after", "before", "until", "when", "but", "who", "though", "although", "hoping",
            "wondering", "trying", "thinking", "waiting", "enjoying", "looking");

    /**
     * Modifiers that describe what is seen (colour, size, age, number) rather than a style; grafted, they contradict
     * the factual caption ("a black dog" for a white one).
     */
    static final Set<String> PLAIN_MODIFIERS = Set.of("black", "white", "red", "blue", "green", "yellow", "brown",
            "orange", "pink", "purple", "gray", "grey", "tan", "golden", "dark", "light", "small", "large", "big",
            "little", "tall", "short", "long", "young", "old", "older", "two", "three", "several", "many", "other",
            "front", "back", "top", "left", "right", "wet", "open", "empty", "full", "outdoor", "indoor");
    /** A phrase must read as its style by itself at least this probably, or nothing is extracted. */
    static final double MIN_PHRASE_STYLE = 0.5;

    private final StyleClassifier classifier;
    private final CaptionTagger tagger;

    /** An extractor that weighs words with {@code classifier} and splits captions with {@code tagger}. */
    public PhraseExtractor(StyleClassifier classifier, CaptionTagger tagger) {
        this.classifier = classifier;
        this.tagger = tagger;
    }

    /** The style phrase of {@code caption} for {@code style}, extracting the top {@code epsilon} share of words. */
    public StylePhrase extract(String caption, String style, double epsilon) {
        if (epsilon <= 0 || epsilon > 1) {
            throw new IllegalArgumentException("epsilon must be in (0, 1], got " + epsilon);
        }
        int s = classifier.styles().indexOf(style);
        if (s < 0) {
            throw new IllegalArgumentException("unknown style '" + style + "'; the classifier knows "
                    + classifier.styles());
        }
        List<TaggedToken> words = words(tagger.tag(caption, false).tokens());
        if (words.isEmpty()) {
            return new StylePhrase(caption, "", 0, 0, PhraseKind.INNER, 0);
        }
        List<String> lower = words.stream().map(w -> w.text().toLowerCase(Locale.ROOT)).toList();
        double full = classifier.probabilities(lower)[s];
        double[] drop = new double[words.size()];
        for (int i = 0; i < words.size(); i++) {
            List<String> without = new ArrayList<>(lower);
            without.remove(i);
            drop[i] = full - classifier.probabilities(without)[s];
        }
        int m = Math.max(1, (int) Math.round(epsilon * words.size()));
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < words.size(); i++) {
            order.add(i);
        }
        order.sort(Comparator.comparingDouble((Integer i) -> -drop[i]).thenComparingInt(i -> i));
        boolean[] marked = new boolean[words.size()];
        for (int r = 0; r < m && drop[order.get(r)] > 0; r++) {
            marked[order.get(r)] = true;
        }
        StylePhrase unit = bestUnit(caption, words, drop, marked);
        if (!unit.isEmpty() && classifier.probabilities(unit.phrase())[s] < MIN_PHRASE_STYLE) {
            // "on the sidewalk", "to his owner": the span carried the caption's style only with its context.
            return new StylePhrase(caption, "", 0, 0, PhraseKind.INNER, 0);
        }
        return unit;
    }

    /**
     * The graftable unit holding the most marked importance: a clause from an opener to the end of the caption
     * (at most {@link #MAX_CLAUSE_WORDS} words, not from the caption's first word), or one or two adjacent marked
     * modifiers. Unmarked words cost a little, so a unit does not grow beyond what carries the style.
     */
    private static StylePhrase bestUnit(String caption, List<TaggedToken> words, double[] drop, boolean[] marked) {
        int last = words.size() - 1;
        int bestA = -1;
        int bestB = -1;
        PhraseKind bestKind = PhraseKind.INNER;
        double best = 0;
        for (int a = 1; a <= last; a++) {
            TaggedToken w = words.get(a);
            // A prepositional phrase ends before the next verb ("in love" of "in love run through the field"); a
            // clause of purpose, manner or time runs to the end of the caption.
            int end = isStrongOpener(w) || "CCONJ".equals(w.pos()) ? last : endBeforeVerb(words, a);
            if (isOpener(w) && end - a + 1 <= MAX_CLAUSE_WORDS && end > a - 1) {
                double v = unitValue(words, drop, marked, a, end) - (isStrongOpener(w) ? 0 : WEAK_OPENER_COST);
                if (v > best) {
                    best = v;
                    bestA = a;
                    bestB = end;
                    bestKind = PhraseKind.CLAUSE;
                }
            }
            if (isModifier(w) && marked[a] && !PLAIN_MODIFIERS.contains(w.text().toLowerCase(Locale.ROOT))) {
                // Two adjectives make one modifier ("cute little"); an adverb stands alone, as "playfully together"
                // would be put before a noun ("a playfully together snowy slope").
                int b = a + 1 <= last && "ADJ".equals(w.pos()) && "ADJ".equals(words.get(a + 1).pos())
                        && marked[a + 1] ? a + 1 : a;
                double v = unitValue(words, drop, marked, a, b);
                if (v > best) {
                    best = v;
                    bestA = a;
                    bestB = b;
                    bestKind = PhraseKind.MODIFIER;
                }
            }
        }
        if (bestA < 0) {
            return new StylePhrase(caption, "", 0, 0, PhraseKind.INNER, 0);
        }
        return phrase(caption, words, bestA, bestB, bestKind, best);
    }

    /** The last word of the phrase opened at {@code a} before a verb that is not an -ing form; the caption's end. */
    private static int endBeforeVerb(List<TaggedToken> words, int a) {
        for (int i = a + 1; i < words.size(); i++) {
            TaggedToken t = words.get(i);
            boolean verb = "VERB".equals(t.pos()) || "AUX".equals(t.pos());
            if (verb && !t.text().toLowerCase(Locale.ROOT).endsWith("ing")) {
                int end = i - 1;
                // Not "in its mouth to" (of "in its mouth to play"): a phrase ends on a content word.
                while (end > a && Set.of("PART", "ADP", "DET", "CCONJ", "SCONJ", "AUX", "PRON")
                        .contains(words.get(end).pos())) {
                    end--;
                }
                return end;
            }
        }
        return words.size() - 1;
    }

    /** Marked importance in [a, b] less a small price per unmarked word; 0 when nothing in it is marked. */
    private static double unitValue(List<TaggedToken> words, double[] drop, boolean[] marked, int a, int b) {
        double v = 0;
        boolean any = false;
        for (int i = a; i <= b; i++) {
            if (marked[i]) {
                v += drop[i];
                any = true;
            } else {
                // An unmarked noun is scene content, which clashes with another scene more than a function word.
                v -= words.get(i).isNoun() ? UNMARKED_NOUN_COST : UNMARKED_COST;
            }
        }
        return any ? v : 0;
    }

    private static StylePhrase phrase(String caption, List<TaggedToken> words, int a, int b, PhraseKind kind,
            double importance) {
        int start = words.get(a).start();
        int end = words.get(b).end();
        return new StylePhrase(caption, caption.substring(start, end).toLowerCase(Locale.ROOT).strip(), start, end,
                kind, importance);
    }

    /** Words only: punctuation is never part of a phrase. */
    static List<TaggedToken> words(List<TaggedToken> tokens) {
        return tokens.stream().filter(PhraseExtractor::isWord).toList();
    }

    static boolean isWord(TaggedToken t) {
        return !"PUNCT".equals(t.pos()) && !"SYM".equals(t.pos()) && t.text().chars().anyMatch(Character::isLetterOrDigit);
    }

    static boolean isModifier(TaggedToken t) {
        return "ADJ".equals(t.pos()) || "ADV".equals(t.pos()) && t.text().length() > 3;
    }

    static boolean isStrongOpener(TaggedToken t) {
        String w = t.text().toLowerCase(Locale.ROOT);
        return STRONG_OPENERS.contains(w) || "SCONJ".equals(t.pos())
                || "VERB".equals(t.pos()) && w.endsWith("ing") && w.length() > 4;
    }

    /** Words that start a clause or a prepositional phrase. */
    static boolean isOpener(TaggedToken t) {
        String w = t.text().toLowerCase(Locale.ROOT);
        return "ADP".equals(t.pos()) || "SCONJ".equals(t.pos()) || OPENER_WORDS.contains(w)
                || "VERB".equals(t.pos()) && w.endsWith("ing") && w.length() > 4;
    }


}
