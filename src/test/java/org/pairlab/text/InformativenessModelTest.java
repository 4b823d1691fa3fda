package org.pairlab.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** rho against values computed by hand from equations 1 and 2 of seed 001. */
class InformativenessModelTest {

    /*
     * Corpus of three captions (their n-grams given directly):
     *   c1: unigrams dog, frisbee       bigrams "white dog"
     *   c2: unigrams dog, park          bigrams "white dog", "green park"
     *   c3: unigrams cat                bigrams none
     * Unigram counts: dog 2, frisbee 1, park 1, cat 1 -> total 5.  Bigram counts: white dog 2, green park 1 -> total 3.
     * rho(c1) = -1/2 [ln(2/5) + ln(1/5) + ln(2/3)]
     *         = -1/2 [-0.9162907 - 1.6094379 - 0.4054651] = 1.4655969
     * rho(c2) = rho(c1) - 1/2 ln(1/3) = 1.4655969 + 0.5493061 = 2.0149030
     * rho(c3) = -1/2 ln(1/5) = 0.8047190
     */
    private static final CaptionNGrams C1 = new CaptionNGrams(List.of("dog", "frisbee"), List.of("white dog"));
    private static final CaptionNGrams C2 = new CaptionNGrams(List.of("dog", "park"), List.of("white dog", "green park"));
    private static final CaptionNGrams C3 = new CaptionNGrams(List.of("cat"), List.of());

    @Test
    void rhoMatchesTheHandComputedValues() {
        InformativenessModel m = InformativenessModel.fromCorpus(List.of(C1, C2, C3));
        assertEquals(0.4, m.unigramProbability("dog"), 1e-12);
        assertEquals(2.0 / 3, m.bigramProbability("white dog"), 1e-12);
        assertEquals(1.4655969, m.rho(C1), 1e-7);
        assertEquals(2.0149030, m.rho(C2), 1e-7);
        assertEquals(0.8047190, m.rho(C3), 1e-7);
    }

    @Test
    void aCaptionWithoutNounsOrPairsScoresZero() {
        InformativenessModel m = InformativenessModel.fromCorpus(List.of(C1, C2, C3));
        assertEquals(0.0, m.rho(new CaptionNGrams(List.of(), List.of())));
    }

    @Test
    void anNGramOutsideTheCorpusCountsOnce() {
        InformativenessModel m = InformativenessModel.fromCorpus(List.of(C1, C2, C3));
        // "zebra" is unseen: P = 1 / (5 + 1), so rho = -1/2 ln(1/6) = 0.8958797
        assertEquals(0.8958797, m.rho(new CaptionNGrams(List.of("zebra"), List.of())), 1e-7);
    }

    @Test
    void nGramsFollowThePapersPosRules() {
        CaptionTagger tagger = CaptionTagger.english();
        CaptionNGrams g = CaptionNGrams.of(tagger.tag("A white dog catches a red frisbee in the park."));
        assertEquals(List.of("dog", "frisbee", "park"), g.unigrams());
        assertEquals(List.of("white dog", "red frisbee"), g.bigrams());
        // adverb + adjective is a descriptor pair too; verbs and determiners never are
        CaptionNGrams h = CaptionNGrams.of(tagger.tag("A very large elephant walks."));
        assertEquals(List.of("elephant"), h.unigrams());
        assertEquals(List.of("very large", "large elephant"), h.bigrams());
    }
}
