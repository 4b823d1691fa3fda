package org.pairlab.lm.ngram;

/**
 * Modified Kneser-Ney discounts of one order (Chen and Goodman 1998): what is taken from n-grams seen once, twice, and
 * three or more times.
 *
 * @param order    the n-gram order they apply to
 * @param d1       discount of adjusted count 1
 * @param d2       discount of adjusted count 2
 * @param d3plus   discount of adjusted counts 3 and up
 * @param fallback true when the count-of-counts could not give valid discounts (a tiny corpus) and KenLM's fallback
 *                 0.5, 1, 1.5 was used
 */
public record Discounts(int order, double d1, double d2, double d3plus, boolean fallback) {
    /** KenLM's {@code --discount_fallback} values. */
    static Discounts fallback(int order) {
        return new Discounts(order, 0.5, 1.0, 1.5, true);
    }

    /**
     * Chen and Goodman's estimate from the number of n-grams with adjusted count 1, 2, 3 and 4; the fallback when one
     * of those is zero or a discount leaves its range [0, k].
     */
    static Discounts estimate(int order, long t1, long t2, long t3, long t4) {
        if (t1 == 0 || t2 == 0 || t3 == 0 || t4 == 0) {
            return fallback(order);
        }
        double y = t1 / (t1 + 2.0 * t2);
        double d1 = 1 - 2 * y * t2 / t1;
        double d2 = 2 - 3 * y * t3 / t2;
        double d3 = 3 - 4 * y * t4 / t3;
        if (d1 < 0 || d1 > 1 || d2 < 0 || d2 > 2 || d3 < 0 || d3 > 3) {
            return fallback(order);
        }
        return new Discounts(order, d1, d2, d3, false);
    }

    /** The discount of an n-gram with adjusted count {@code count} (0 for count 0). */
    double of(int count) {
        return switch (count) {
            case 0 -> 0;
            case 1 -> d1;
            case 2 -> d2;
            default -> d3plus;
        };
    }
}
