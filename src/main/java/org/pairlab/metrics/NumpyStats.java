package org.pairlab.metrics;

/** Means computed the way numpy computes them, so corpus scores agree with the toolkit to the last bits. */
final class NumpyStats {
    private NumpyStats() {
    }

    /** {@code np.mean(values)}: numpy's pairwise summation (blocks of 128, unrolled by 8) divided by n. */
    static double mean(double[] values) {
        if (values.length == 0) {
            return Double.NaN;
        }
        return pairwiseSum(values, 0, values.length) / values.length;
    }

    private static double pairwiseSum(double[] a, int from, int n) {
        if (n < 8) {
            double res = 0.0;
            for (int i = 0; i < n; i++) {
                res += a[from + i];
            }
            return res;
        } else if (n <= 128) {
            double[] r = new double[8];
            System.arraycopy(a, from, r, 0, 8);
            int i;
            for (i = 8; i < n - (n % 8); i += 8) {
                for (int j = 0; j < 8; j++) {
                    r[j] += a[from + i + j];
                }
            }
            double res = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));
            for (; i < n; i++) {
                res += a[from + i];
            }
            return res;
        } else {
            int n2 = n / 2;
            n2 -= n2 % 8;
            return pairwiseSum(a, from, n2) + pairwiseSum(a, from + n2, n - n2);
        }
    }
}
