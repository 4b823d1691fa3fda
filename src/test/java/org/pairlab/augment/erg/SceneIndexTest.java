package org.pairlab.augment.erg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Exact cosine search against a plain sort, on both the serial and the parallel path. */
class SceneIndexTest {
    @Test
    void topKEqualsASortOfAllSimilarities() {
        for (int n : new int[] {500, 30_000}) {
            Random r = new Random(n);
            List<float[]> vectors = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                vectors.add(randomVector(r, 32));
            }
            SceneIndex index = new SceneIndex(vectors);
            float[] q = randomVector(r, 32);
            List<SceneMatch> top = index.search(q, 10, -1, RetrievalType.T2T);
            float[] qn = SceneIndex.normalized(q);
            List<Integer> expected = IntStream.range(0, n).boxed()
                    .sorted(Comparator.comparingDouble((Integer i) -> -dot(qn, SceneIndex.normalized(vectors.get(i)))))
                    .limit(10).toList();
            assertEquals(expected, top.stream().map(SceneMatch::item).toList());
            assertEquals(dot(qn, SceneIndex.normalized(vectors.get(expected.get(0)))), top.get(0).similarity(), 1e-4);
        }
    }

    @Test
    void theThresholdLeavesOutLessSimilarItems() {
        SceneIndex index = new SceneIndex(List.of(new float[] {1, 0}, new float[] {1, 1}, new float[] {0, 1}));
        List<SceneMatch> hits = index.search(new float[] {2, 0}, 5, 0.6, RetrievalType.T2T);
        assertEquals(List.of(0, 1), hits.stream().map(SceneMatch::item).toList());
        assertEquals(1.0, hits.get(0).similarity(), 1e-6);
        assertTrue(hits.get(1).similarity() > 0.7 && hits.get(1).similarity() < 0.71);
    }

    private static float[] randomVector(Random r, int d) {
        float[] v = new float[d];
        for (int i = 0; i < d; i++) {
            v[i] = (float) r.nextGaussian();
        }
        return v;
    }

    private static double dot(float[] a, float[] b) {
        double s = 0;
        for (int i = 0; i < a.length; i++) {
            s += a[i] * b[i];
        }
        return s;
    }
}
