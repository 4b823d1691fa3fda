package org.pairlab.metrics;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class DiversityMetricsTest {

    @Test
    void uniquenessIsTheMeanShareOfDistinctCaptions() {
        assertEquals(2.0 / 3, DiversityMetrics.uniqueness(Map.of(1L, List.of("a", "a", "b"))), 1e-12);
        assertEquals(0.75, DiversityMetrics.uniqueness(Map.of(1L, List.of("a", "b"), 2L, List.of("c", "c"))), 1e-12);
    }

    @Test
    void novelCountsDistinctCaptionsOutsideTheTrainingSet() {
        Map<Long, List<String>> c = Map.of(1L, List.of("x", "y"), 2L, List.of("x", "z"));
        assertEquals(2, DiversityMetrics.novel(c, Set.of("y")));
    }

    @Test
    void divNIsDistinctNGramsOverWords() {
        Map<Long, List<String>> c = Map.of(1L, List.of("a b", "a c"));
        assertEquals(0.75, DiversityMetrics.divN(c, 1), 1e-12);
        assertEquals(0.5, DiversityMetrics.divN(c, 2), 1e-12);
    }

    @Test
    void mBleuIsHighForCopiesAndLowForDisjointCaptions() {
        double[] same = DiversityMetrics.mBleu(Map.of(1L, List.of("a b c d", "a b c d")));
        assertEquals(1.0, same[3], 1e-8);
        double[] disjoint = DiversityMetrics.mBleu(Map.of(1L, List.of("a b c d", "e f g h")));
        assertEquals(0.0, disjoint[0], 1e-8);
        assertEquals(0.0, disjoint[3], 1e-8);
    }

    @Test
    void jacobiEigenvalues() {
        double[] e = SymmetricEigen.eigenvalues(new double[][] {{2, 1}, {1, 2}});
        Arrays.sort(e);
        assertArrayEquals(new double[] {1, 3}, e, 1e-12);
        e = SymmetricEigen.eigenvalues(new double[][] {{7.5, 7.5, 0}, {7.5, 7.5, 0}, {0, 0, 7.5}});
        Arrays.sort(e);
        assertArrayEquals(new double[] {0, 7.5, 15}, e, 1e-12);
    }

    @Test
    void selfCiderOfCopiesIsZeroAndOfUnrelatedCaptionsIsOne() {
        // One image, so idf is 1 everywhere; each caption against itself scores 7.5 (orders 1-3 match).
        assertEquals(0.0, DiversityMetrics.selfCider(Map.of(1L, List.of("a b c", "a b c", "a b c")), null), 1e-9);
        assertEquals(1.0, DiversityMetrics.selfCider(Map.of(1L, List.of("a b c", "d e f", "g h i")), null), 1e-9);
        // Two copies and one other: K has eigenvalues 15, 7.5, 0.
        double r = Math.sqrt(15) / (Math.sqrt(15) + Math.sqrt(7.5));
        assertEquals(-Math.log(r) / Math.log(3),
                DiversityMetrics.selfCider(Map.of(1L, List.of("a b c", "a b c", "d e f")), null), 1e-9);
    }

    @Test
    void evaluateBundlesEverything() {
        var res = DiversityMetrics.evaluate(Map.of(1L, List.of("a b", "a c"), 2L, List.of("d", "d")), Set.of("d"),
                null);
        assertEquals(2, res.images());
        assertEquals(4, res.captions());
        assertEquals(0.75, res.uniqueness(), 1e-12);
        assertEquals(2, res.novel());
        assertEquals(4, res.mBleu().size());
        assertTrue(res.selfCider() >= 0);
    }

    @Test
    void oracleKeepsTheBestCandidatePerImageAndMetric() {
        Map<Long, List<String>> refs = Map.of(1L, List.of("a dog on a boat"), 2L, List.of("a cat on a mat"));
        Map<Long, List<String>> cands = Map.of(1L, List.of("zebra", "a dog on a boat"), 2L,
                List.of("a cat on a mat", "zebra"));
        var res = MultiCaptionEvaluation.oracle(List.of(new Bleu(), new CiderD()), refs, cands);
        assertEquals(Map.of(1L, 1, 2L, 0), res.chosen().get("CIDEr"));
        assertEquals(Map.of(1L, 1, 2L, 0), res.chosen().get("Bleu_4"));
        assertTrue(res.values().get("Bleu_1") > 0.99);
    }

    @Test
    void consensusReRankingPrefersTheTypicalCandidate() {
        Map<Long, List<String>> cands = Map.of(1L, List.of("zebra in a zoo", "a dog runs on grass",
                "a dog runs on the grass"));
        var ranked = MultiCaptionEvaluation.consensusRerank(cands, null, null).get(1L);
        assertEquals(0, ranked.get(2).index());
        var withTraining = MultiCaptionEvaluation.consensusRerank(cands,
                Map.of(1L, List.of("a zebra in a zoo", "zebra standing in a zoo")), null).get(1L);
        assertEquals(0, withTraining.get(0).index());
        assertEquals(List.of("zebra in a zoo"), MultiCaptionEvaluation.top(Map.of(1L, withTraining), 1).get(1L));
    }
}
