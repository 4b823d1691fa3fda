package org.pairlab.augment;

import java.util.Random;

/** Truncated geometric draws, P[k] proportional to p^k over a finite range (Zhang et al.'s synonym replacement). */
final class Geometric {
    private Geometric() {
    }

    /** A draw from {from, ..., to} with P[k] proportional to p^k. */
    static int draw(Random random, double p, int from, int to) {
        if (to <= from) {
            return from;
        }
        double total = 0;
        for (int k = from; k <= to; k++) {
            total += Math.pow(p, k);
        }
        double u = random.nextDouble() * total;
        for (int k = from; k <= to; k++) {
            u -= Math.pow(p, k);
            if (u < 0) {
                return k;
            }
        }
        return to;
    }
}
