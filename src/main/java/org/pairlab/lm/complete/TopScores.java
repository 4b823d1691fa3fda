package org.pairlab.lm.complete;

import java.util.Arrays;

/** Picks the best-scoring few of many words without sorting them all (a bounded min-heap). */
final class TopScores {
    private TopScores() {
    }

    /** Indices of the {@code m} highest {@code lp} among {@code pool}, best first. */
    static int[] top(double[] lp, int[] pool, int m) {
        if (pool.length <= m) {
            return Arrays.stream(pool).boxed().sorted((a, b) -> Double.compare(lp[b], lp[a]))
                    .mapToInt(Integer::intValue).toArray();
        }
        // A min-heap of the best m so far, as (index) ordered by lp.
        int[] heap = new int[m];
        int size = 0;
        for (int i : pool) {
            if (size < m) {
                heap[size] = i;
                siftUp(heap, size++, lp);
            } else if (lp[i] > lp[heap[0]]) {
                heap[0] = i;
                siftDown(heap, size, lp);
            }
        }
        return Arrays.stream(heap).boxed().sorted((a, b) -> Double.compare(lp[b], lp[a]))
                .mapToInt(Integer::intValue).toArray();
    }

    private static void siftUp(int[] heap, int i, double[] lp) {
        while (i > 0) {
            int p = (i - 1) / 2;
            if (lp[heap[p]] <= lp[heap[i]]) {
                return;
            }
            int t = heap[p];
            heap[p] = heap[i];
            heap[i] = t;
            i = p;
        }
    }

    private static void siftDown(int[] heap, int size, double[] lp) {
        int i = 0;
        while (true) {
            int l = 2 * i + 1;
            int r = l + 1;
            int s = i;
            if (l < size && lp[heap[l]] < lp[heap[s]]) {
                s = l;
            }
            if (r < size && lp[heap[r]] < lp[heap[s]]) {
                s = r;
            }
            if (s == i) {
                return;
            }
            int t = heap[s];
            heap[s] = heap[i];
            heap[i] = t;
            i = s;
        }
    }
}
