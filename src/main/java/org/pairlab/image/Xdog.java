package org.pairlab.image;

/**
 * eXtended difference of Gaussians (Winnemöller, Kyprianidis and Olsen 2012, "XDoG: An eXtended
 * difference-of-Gaussians compendium"), in the paper's sharpening form on luma in [0,1]:
 * {@code S = (1 + p) G_sigma - p G_{k sigma}}, then the soft threshold
 * {@code T = 1 if S >= epsilon else 1 + tanh(phi (S - epsilon))}.
 */
public final class Xdog {
    /**
     * The filter's settings.
     *
     * @param sigma the smaller Gaussian's standard deviation in pixels (line width)
     * @param k ratio of the two Gaussians (1.6, Marr and Hildreth's approximation of the Laplacian)
     * @param p sharpening strength
     * @param epsilon threshold on the sharpened luma
     * @param phi steepness of the soft threshold; large values give hard black and white
     */
    public record Params(double sigma, double k, double p, double epsilon, double phi) {
        public Params {
            if (!(sigma > 0) || !(k > 1)) {
                throw new IllegalArgumentException("XDoG needs sigma > 0 and k > 1, got sigma=" + sigma + ", k=" + k);
            }
        }
    }

    private Xdog() {
    }

    /** Line drawing of {@code grey} (luma in [0,1]): 1 = paper, 0 = ink. */
    public static float[] apply(float[] grey, int w, int h, Params params) {
        float[] g1 = GaussianBlur.blur(grey, w, h, params.sigma());
        float[] g2 = GaussianBlur.blur(grey, w, h, params.sigma() * params.k());
        float a = (float) (1 + params.p());
        float b = (float) params.p();
        float eps = (float) params.epsilon();
        double phi = params.phi();
        float[] out = g1; // reused: g1[i] is read before it is overwritten
        for (int i = 0; i < out.length; i++) {
            float s = a * g1[i] - b * g2[i];
            out[i] = s >= eps ? 1f : (float) (1 + StrictMath.tanh(phi * (s - eps)));
        }
        return out;
    }
}
