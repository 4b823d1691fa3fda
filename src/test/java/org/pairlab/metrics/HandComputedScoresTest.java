package org.pairlab.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Small cases worked out by hand, and the edge cases the toolkit handles in its own way. */
class HandComputedScoresTest {

    private static TokenizedCorpus one(String candidate, String... refs) {
        return TokenizedCorpus.of(Map.of(1L, List.of(refs)), Map.of(1L, candidate));
    }

    // ---- BLEU ----

    @Test
    void bleuCountsAndPrecisionsOfOneSentence() {
        // unigrams 5/6 (sat unmatched, "the" twice), bigrams 3/5, trigrams 1/4 ("on the mat"), 4-grams 0/3
        Score s = new Bleu().score(one("the cat sat on the mat", "the cat is on the mat", "there is a cat on the mat"));
        Bleu.Counts c = Bleu.counts(s);
        assertEquals(6, c.testlen());
        assertEquals(6, c.reflen());
        assertEquals(List.of(6L, 5L, 4L, 3L), c.guess());
        assertEquals(List.of(5L, 3L, 1L, 0L), c.correct());
        assertEquals(5.0 / 6, s.corpus("Bleu_1"), 1e-9);
        assertEquals(Math.sqrt(0.5), s.corpus("Bleu_2"), 1e-9);
        assertEquals(0.5, s.corpus("Bleu_3"), 1e-9);
        // No 4-gram match: the toolkit's tiny = 1e-15 keeps BLEU-4 just above zero instead of 0.
        double bleu4 = Math.pow(5.0 / 6 * 3 / 5 * 1 / 4 * (1e-15 / 3), 0.25);
        assertEquals(bleu4, s.corpus("Bleu_4"), 1e-12);
        assertEquals(s.corpus("Bleu_4"), s.image("Bleu_4", 0), 1e-15);
    }

    @Test
    void bleuPerfectMatchIsJustBelowOneBecauseOfTheSmoothingConstants() {
        Score s = new Bleu().score(one("a b c d", "a b c d"));
        assertEquals(0.9999999995, s.image("Bleu_1", 0), 1e-12);
        assertTrue(s.image("Bleu_4", 0) < 1.0);
    }

    @Test
    void bleuBrevityPenaltyAndClosestReferenceLength() {
        Score shortCand = new Bleu().score(one("the cat", "the cat is on the mat"));
        assertEquals(Math.exp(1 - 3.0), shortCand.corpus("Bleu_1"), 1e-9);
        // Lengths 4 and 6 are equally close to 5: the toolkit takes the shorter one.
        assertEquals(4, Bleu.counts(new Bleu().score(one("a b c d e", "a b c d", "a b c d e f"))).reflen());
    }

    @Test
    void bleuCandidateLongerThanAllReferencesHasNoBrevityPenalty() {
        Score s = new Bleu().score(one("a b c d e f g h", "a b", "a b c"));
        assertEquals(3, Bleu.counts(s).reflen());
        assertEquals(3.0 / 8, s.corpus("Bleu_1"), 1e-9);
    }

    @Test
    void bleuOfAnEmptyCandidateIsZero() {
        Score s = new Bleu().score(one("", "a b c"));
        assertEquals(0.0, s.corpus("Bleu_1"));
        assertEquals(0.0, s.image("Bleu_4", 0));
        assertEquals(0, Bleu.counts(s).testlen());
    }

    // ---- ROUGE-L ----

    @Test
    void rougeLIsTheLcsFMeasureWithBeta12() {
        // LCS("a b c d e", "a c e") = 3: precision 3/5, recall 1.
        double p = 0.6;
        double r = 1.0;
        double f = (1 + 1.44) * p * r / (r + 1.44 * p);
        assertEquals(f, new RougeL().score(one("a b c d e", "a c e")).corpus("ROUGE_L"), 1e-12);
    }

    @Test
    void rougeLMaximisesPrecisionAndRecallOverReferencesSeparately() {
        // Best precision (1) comes from the long reference, best recall (1) from the short one: F = 1,
        // although no single reference gives 1. This is what the toolkit does.
        assertEquals(1.0, new RougeL().score(one("a b c", "a b", "a b c d e f g h")).corpus("ROUGE_L"), 1e-12);
    }

    @Test
    void rougeLOfAnEmptyCandidateIsZero() {
        assertEquals(0.0, new RougeL().score(one("", "a b")).corpus("ROUGE_L"));
    }

    // ---- CIDEr-D ----

    @Test
    void ciderOfExactMatchesInATwoImageSet() {
        // idf = log 2 for every n-gram; orders 1 and 2 have cosine 1, orders 3 and 4 are empty: (1+1+0+0)/4*10.
        TokenizedCorpus c = TokenizedCorpus.of(Map.of(1L, List.of("a b"), 2L, List.of("c d")),
                Map.of(1L, "a b", 2L, "c d"));
        Score s = new CiderD().score(c);
        assertEquals(5.0, s.image("CIDEr", 0), 1e-12);
        assertEquals(5.0, s.corpus("CIDEr"), 1e-12);
    }

    @Test
    void ciderNGramsInEveryImagesReferencesWeighNothing() {
        // "a" is in both images' references: idf 0, so only "x"/"y" and the bigrams count.
        TokenizedCorpus c = TokenizedCorpus.of(Map.of(1L, List.of("a x"), 2L, List.of("a y")),
                Map.of(1L, "a", 2L, "a"));
        assertEquals(0.0, new CiderD().score(c).corpus("CIDEr"), 1e-12);
    }

    @Test
    void ciderOnASingleImageUsesIdfOneAndIsNotZero() {
        // The toolkit replaces log(1) = 0 by 1: idf 1 everywhere, orders 1-3 match exactly, order 4 is empty.
        Score s = new CiderD().score(one("a b c", "a b c"));
        assertEquals(7.5, s.corpus("CIDEr"), 1e-12);
        assertTrue(String.valueOf(s.details().get("note")).contains("single image"));
    }

    @Test
    void ciderClipsCandidateCountsByReferenceCounts() {
        // unigram weights: candidate a:3, reference a:1 b:1 c:1; clipped dot = min(3,1)*1 = 1.
        double unigram = 1.0 / (3.0 * Math.sqrt(3.0));
        assertEquals(unigram / 4 * 10, new CiderD().score(one("a a a", "a b c")).corpus("CIDEr"), 1e-12);
    }

    @Test
    void ciderGaussianLengthPenaltyCountsBigrams() {
        // 8 words vs 2 words: 7 bigrams vs 1, delta = 6, penalty exp(-36 / 72); only the unigrams a, b match.
        double unigram = 2.0 / (Math.sqrt(8.0) * Math.sqrt(2.0));
        double bigram = 1.0 / (Math.sqrt(7.0) * 1.0);
        double expected = (unigram + bigram) * Math.exp(-0.5) / 4 * 10;
        assertEquals(expected, new CiderD().score(one("a b c d e f g h", "a b")).corpus("CIDEr"), 1e-12);
    }

    @Test
    void ciderOfAnEmptyCandidateIsZero() {
        assertEquals(0.0, new CiderD().score(one("", "a b c")).corpus("CIDEr"));
    }

    @Test
    void ciderWithFixedDocumentFrequencies() {
        var df = CiderD.DocumentFrequency.fromReferences(List.of(List.of("a b"), List.of("c d"), List.of("a x")));
        assertEquals(2, df.counts().get("a"));
        Score s = new CiderD(6.0, df).score(one("a b", "a b"));
        assertEquals(5.0, s.corpus("CIDEr"), 1e-12);
        assertEquals("fixed document frequencies", s.details().get("dfSource"));
    }

    // ---- corpus construction ----

    @Test
    void noBreakSpaceSplitsForBleuAndCiderButNotForRouge() {
        // CoreNLP writes "22 3/4" as one token with U+00A0 inside. Python's split() (BLEU, CIDEr) cuts it there,
        // ROUGE-L's split(" ") does not.
        TokenizedCorpus c = one("22\u00A03/4 street", "22 3/4 street");
        assertEquals(3, Bleu.counts(new Bleu().score(c)).testlen());
        double p = 1.0 / 2;
        double r = 1.0 / 3;
        assertEquals((1 + 1.44) * p * r / (r + 1.44 * p), new RougeL().score(c).corpus("ROUGE_L"), 1e-12);
    }

    @Test
    void mismatchedImageSetsAreRejectedWithTheImageId() {
        var e = assertThrows(IllegalArgumentException.class,
                () -> TokenizedCorpus.of(Map.of(1L, List.of("a")), Map.of(1L, "a", 7L, "b")));
        assertTrue(e.getMessage().contains("7"));
        assertThrows(IllegalArgumentException.class, () -> TokenizedCorpus.of(Map.of(1L, List.of()), Map.of(1L, "a")));
    }
}
