package org.pairlab.lm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.pairlab.lm.ngram.KneserNeyTrainer;
import org.pairlab.lm.ngram.NgramModel;

class LmSamplerTest {
    /** The hand-computed corpus of KneserNeyTrainerTest: P(a | <s>) = 1/3 + 0.5 * 0.225, P(<unk> | <s>) = 0.05. */
    private static final NgramModel TINY = new KneserNeyTrainer(2, LmTokenizer.WHITESPACE)
            .trainTokens(List.of(List.of("a", "b"), List.of("a", "c"), List.of("b", "a")));

    @Test
    void firstWordsAreDrawnWithTheModelsProbabilitiesLessUnknown() {
        LmSampler sampler = new LmSampler(TINY, 1.0, 1);
        SplittableRandom random = new SplittableRandom(3);
        int n = 40_000;
        int a = 0;
        int end = 0;
        for (int i = 0; i < n; i++) {
            List<String> s = sampler.sample(random);
            assertTrue(s.size() <= 1 && !s.contains("<unk>"), s.toString());
            if (s.isEmpty()) {
                end++;
            } else if (s.get(0).equals("a")) {
                a++;
            }
        }
        double pA = (1.0 / 3 + 0.5 * 0.225) / 0.95;
        double pEnd = 0.5 * 0.2875 / 0.95;
        assertEquals(pA, a / (double) n, 0.01);
        assertEquals(pEnd, end / (double) n, 0.01);
    }

    @Test
    void sameSeedSameSentencesAndTemperatureZeroIsGreedy() {
        LmSampler sampler = new LmSampler(TINY, 1.0, 12);
        assertEquals(sampler.sample(20, 7), sampler.sample(20, 7));
        assertNotEquals(sampler.sample(20, 7), sampler.sample(20, 8));
        // Greedy: a after <s> (0.446), then </s> after a (0.5/3 + 0.5 * 0.2875 = 0.310 beats b and c, 0.279).
        LmSampler greedy = new LmSampler(TINY, 0, 12);
        assertEquals(List.of(List.of("a"), List.of("a")), greedy.sample(2, 1));
    }

    @Test
    void lengthIsCappedAndBadSettingsAreRefused() {
        for (List<String> s : new LmSampler(TINY, 5.0, 3).sample(200, 1)) {
            assertTrue(s.size() <= 3, s.toString());
            assertTrue(TINY.vocabulary().containsAll(s), s.toString());
        }
        assertThrows(IllegalArgumentException.class, () -> new LmSampler(TINY, -1, 5));
        assertThrows(IllegalArgumentException.class, () -> new LmSampler(TINY, 1, 0));
    }
}
