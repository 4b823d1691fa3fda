package org.pairlab.metrics;

/** Eigenvalues of small symmetric matrices by cyclic Jacobi rotations (accurate, no dependencies). */
final class SymmetricEigen {
    private SymmetricEigen() {
    }

    /** Eigenvalues of the symmetric matrix {@code a} (not modified), in no particular order. */
    static double[] eigenvalues(double[][] a) {
        int n = a.length;
        double[][] m = new double[n][];
        for (int i = 0; i < n; i++) {
            m[i] = a[i].clone();
        }
        for (int sweep = 0; sweep < 100; sweep++) {
            double off = 0;
            for (int p = 0; p < n; p++) {
                for (int q = p + 1; q < n; q++) {
                    off += m[p][q] * m[p][q];
                }
            }
            if (off < 1e-30) {
                break;
            }
            for (int p = 0; p < n; p++) {
                for (int q = p + 1; q < n; q++) {
                    if (m[p][q] != 0) {
                        rotate(m, p, q);
                    }
                }
            }
        }
        double[] out = new double[n];
        for (int i = 0; i < n; i++) {
            out[i] = m[i][i];
        }
        return out;
    }

    /** One Jacobi rotation that zeroes m[p][q] (the stable form from Numerical Recipes' jacobi). */
    private static void rotate(double[][] m, int p, int q) {
        double theta = (m[q][q] - m[p][p]) / (2 * m[p][q]);
        double t = Math.signum(theta) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        if (theta == 0) {
            t = 1;
        }
        double c = 1 / Math.sqrt(t * t + 1);
        double s = t * c;
        int n = m.length;
        for (int k = 0; k < n; k++) {
            double mkp = m[k][p];
            double mkq = m[k][q];
            m[k][p] = c * mkp - s * mkq;
            m[k][q] = s * mkp + c * mkq;
        }
        for (int k = 0; k < n; k++) {
            double mpk = m[p][k];
            double mqk = m[q][k];
            m[p][k] = c * mpk - s * mqk;
            m[q][k] = s * mpk + c * mqk;
        }
    }
}
