package org.pairlab.metrics;

import java.util.Arrays;

/**
 * The n-gram counts of one sentence as sorted id arrays per order, so two sentences intersect by a merge.
 *
 * <p>{@code ids[k]} holds the distinct ids of the (k+1)-grams in increasing order and {@code counts[k]} their
 * counts. Arrays are never modified after construction.
 */
final class NGrams {
    final int length;
    final int[][] ids;
    final int[][] counts;

    NGrams(int length, int[][] ids, int[][] counts) {
        this.length = length;
        this.ids = ids;
        this.counts = counts;
    }

    /** Counts from the per-position n-gram ids of a sentence ({@code positional[k][i]} = id of the (k+1)-gram at i). */
    static NGrams fromPositional(int length, int[][] positional) {
        int orders = positional.length;
        int[][] ids = new int[orders][];
        int[][] counts = new int[orders][];
        for (int k = 0; k < orders; k++) {
            int[] p = positional[k].clone();
            Arrays.sort(p);
            int distinct = 0;
            for (int i = 0; i < p.length; i++) {
                if (i == 0 || p[i] != p[i - 1]) {
                    distinct++;
                }
            }
            int[] u = new int[distinct];
            int[] c = new int[distinct];
            int j = -1;
            for (int i = 0; i < p.length; i++) {
                if (i == 0 || p[i] != p[i - 1]) {
                    u[++j] = p[i];
                }
                c[j]++;
            }
            ids[k] = u;
            counts[k] = c;
        }
        return new NGrams(length, ids, counts);
    }
}
