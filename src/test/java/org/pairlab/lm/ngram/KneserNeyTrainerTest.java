package org.pairlab.lm.ngram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pairlab.lm.LanguageModel;
import org.pairlab.lm.LmState;
import org.pairlab.lm.LmTokenizer;

/**
 * Modified Kneser-Ney on a corpus small enough to work out by hand: "a b", "a c", "b a". Every order falls back to
 * KenLM's discounts 0.5, 1, 1.5 (no n-gram is seen four times).
 *
 * <p>1-grams (continuation counts): a 2, b 2, c 1, {@code </s>} 3, {@code <unk>} 0; total 8, discounted 4, so
 * gamma = 0.5 and the uniform share is 0.5 / 5 = 0.1: P(a) = P(b) = 1/8 + 0.1 = 0.225, P(c) = 0.5/8 + 0.1 = 0.1625,
 * P(</s>) = 1.5/8 + 0.1 = 0.2875, P(<unk>) = 0.1.
 */
class KneserNeyTrainerTest {
    private static final List<List<String>> CORPUS = List.of(List.of("a", "b"), List.of("a", "c"), List.of("b", "a"));

    @Test
    void bigramValuesMatchTheHandComputedOnes() {
        NgramModel m = new KneserNeyTrainer(2, LmTokenizer.WHITESPACE).trainTokens(CORPUS);
        assertTrue(m.discounts().stream().allMatch(Discounts::fallback));
        // Unigrams, seen through a context that was never seen (backoff weight 1): "c" as context has </s> only.
        LmState afterUnk = m.advance(m.start(), "zzz");
        assertEquals(0.225, p(m, afterUnk, "a"), 1e-12);
        assertEquals(0.1625, p(m, afterUnk, "c"), 1e-12);
        assertEquals(0.2875, p(m, afterUnk, "</s>"), 1e-12);
        assertEquals(0.1, p(m, afterUnk, "<unk>"), 1e-12);
        assertEquals(0.1, p(m, afterUnk, "never-seen"), 1e-12);
        // Context <s>: a 2, b 1 -> total 3, discounted 1 + 0.5, gamma 0.5.
        assertEquals(1.0 / 3 + 0.5 * 0.225, p(m, m.start(), "a"), 1e-12);
        assertEquals(0.5 / 3 + 0.5 * 0.225, p(m, m.start(), "b"), 1e-12);
        assertEquals(0.5 * 0.1625, p(m, m.start(), "c"), 1e-12);
        // Context a: b 1, c 1, </s> 1 -> total 3, gamma 0.5.
        LmState a = m.advance(m.start(), "a");
        assertEquals(0.5 / 3 + 0.5 * 0.225, p(m, a, "b"), 1e-12);
        assertEquals(0.5 * 0.225, p(m, a, "a"), 1e-12);
        // Sentence "a b": P(a|<s>) P(b|a) P(</s>|b), with context b: </s> 1, a 1 -> total 2, gamma 0.5.
        double expected = Math.log(1.0 / 3 + 0.5 * 0.225) + Math.log(0.5 / 3 + 0.5 * 0.225)
                + Math.log(0.5 / 2 + 0.5 * 0.2875);
        assertEquals(expected, m.score(List.of("a", "b")).logProb(), 1e-12);
        assertEquals(3, m.score(List.of("a", "b")).tokens());
    }

    @Test
    void trigramUsesContinuationCountsForBigramsAndRawCountsAfterStart() {
        NgramModel m = new KneserNeyTrainer(3, LmTokenizer.WHITESPACE).trainTokens(CORPUS);
        assertEquals(3, m.order());
        // The bigram layer equals the bigram model's here: <s> a keeps its raw count 2, a b its continuation count 1.
        assertEquals(1.0 / 3 + 0.5 * 0.225, p(m, m.start(), "a"), 1e-12);
        LmState sa = m.advance(m.start(), "a");
        double pBgivenA = 0.5 / 3 + 0.5 * 0.225;
        // Context "<s> a": b 1, c 1 -> total 2, discounted 1, gamma 0.5.
        assertEquals(0.5 / 2 + 0.5 * pBgivenA, p(m, sa, "b"), 1e-12);
        assertEquals(0.5 * (0.5 * 0.225), p(m, sa, "a"), 1e-12);
        assertEquals(6, m.ngramCount(3));
        assertEquals(8, m.ngramCount(2));
        assertEquals(6, m.ngramCount(1), "a b c </s> <unk> <s>");
    }

    @Test
    void discountsFollowChenAndGoodman() {
        Discounts d = Discounts.estimate(2, 10, 5, 3, 2);
        assertFalse(d.fallback());
        assertEquals(0.5, d.d1(), 1e-12);
        assertEquals(2 - 3 * 0.5 * 3 / 5.0, d.d2(), 1e-12);
        assertEquals(3 - 4 * 0.5 * 2 / 3.0, d.d3plus(), 1e-12);
        assertTrue(Discounts.estimate(2, 10, 5, 0, 2).fallback());
    }

    @Test
    void rareWordsBecomeUnknownWhenAsked() {
        NgramModel m = new KneserNeyTrainer(2, LmTokenizer.WHITESPACE).withMinCount(2).trainTokens(CORPUS);
        assertFalse(m.knows("c"));
        assertFalse(m.vocabulary().contains("c"));
        assertTrue(m.knows("a"));
        // "a c" became "a <unk>": <unk> is now a seen continuation of a, so it gets a's own mass.
        LmState a = m.advance(m.start(), "a");
        assertTrue(p(m, a, "<unk>") > 0.5 / 3, "P(<unk> | a) = " + p(m, a, "<unk>"));
        assertEquals(p(m, a, "<unk>"), p(m, a, "c"), 0);
        // Ids by falling count, ties alphabetical: </s> 3, a 3, b 2, <unk> 1 (the folded "c").
        assertEquals(List.of("</s>", "a", "b", "<unk>"), m.vocabulary());
    }

    @Test
    void ordersOutsideTwoToFiveAreRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new KneserNeyTrainer(6, LmTokenizer.PTB));
        assertTrue(e.getMessage().contains("2 to 5"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new KneserNeyTrainer(1, LmTokenizer.PTB));
        IllegalArgumentException space = assertThrows(IllegalArgumentException.class,
                () -> new KneserNeyTrainer(2, LmTokenizer.WHITESPACE).trainTokens(List.of(List.of("a"), List.of("new york"))));
        assertTrue(space.getMessage().contains("sentence 2") && space.getMessage().contains("'new york'"), space.getMessage());
    }

    @Test
    void captionsAreTokenizedWithTheTrainersTokenizer() {
        NgramModel m = new KneserNeyTrainer(2, LmTokenizer.PTB).train(List.of("A dog, on a boat.", "A dog runs!"));
        assertTrue(m.knows("dog") && m.knows("a"));
        assertFalse(m.knows("A") || m.knows(",") || m.knows("boat."));
        assertEquals(LanguageModel.END, m.vocabulary().get(m.vocabulary().indexOf(LanguageModel.END)));
        assertTrue(m.describe().startsWith("kn-2 ptb"), m.describe());
    }

    private static double p(NgramModel m, LmState s, String w) {
        return Math.exp(m.logProb(s, w));
    }
}
