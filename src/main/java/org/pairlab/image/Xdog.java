package org.pairlab.image;

import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;

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
        return apply(grey, w, h, params, GaussianBlur::blur);
    }

    /**
     * The line drawing of a source (its luma) as an 8-bit grey image, which the caller closes. With OpenCV loaded both
     * blurs and the threshold run there on float planes that never leave it, the soft threshold as
     * {@code 2 / (1 + exp(-2x))} (within 1e-6 of the table); otherwise {@link #apply} in Java. The two differ by float
     * rounding only.
     */
    public static GreyImage image(SourceImage source, Params params) {
        int w = source.width();
        int h = source.height();
        if (!OpenCv.available()) {
            return GreyImage.of(apply(source.luma(), w, h, params), w, h);
        }
        // The same float weights and threshold as apply().
        float a = (float) (1 + params.p());
        float b = (float) params.p();
        float eps = (float) params.epsilon();
        double phi = params.phi();
        Mat luma = source.lumaMat(); // the source's, shared: read only, not released here
        Mat g1 = new Mat();
        Mat g2 = new Mat();
        Mat levels = new Mat();
        try {
            GaussianBlur.blurMat(luma, g1, params.sigma());
            GaussianBlur.blurMat(luma, g2, params.sigma() * params.k());
            if (phi > 0) {
                // 1 + tanh(phi (S - eps)) = 2 / (1 + exp(y)), y = -2 phi (S - eps) = -2 phi a g1 + 2 phi b g2 + 2 phi
                // eps in one weighted sum. Where S >= eps, y <= 0 and 2 / (1 + exp(y)) >= 1, which the 8-bit
                // saturation makes paper white: the same as apply()'s threshold, with no mask pass.
                Core.addWeighted(g1, -2 * phi * a, g2, 2 * phi * b, 2 * phi * eps, g1);
                Core.exp(g1, g1);
                Core.add(g1, new Scalar(1), g1);
                Core.divide(510.0, g1, levels, CvType.CV_8U); // 255 * 2 / (1 + exp(y)), saturated
            } else {
                // A steepness of 0 or below turns the threshold around: the paper mask as apply() has it.
                Mat sharp = new Mat();
                Mat paper = new Mat();
                Core.addWeighted(g1, a, g2, -b, 0, sharp);
                sharp.convertTo(g1, -1, -2 * phi, 2 * phi * eps);
                Core.exp(g1, g1);
                Core.add(g1, new Scalar(1), g1);
                Core.divide(2.0, g1, g2);
                Core.compare(sharp, new Scalar(eps), paper, Core.CMP_GE);
                g2.setTo(new Scalar(1), paper);
                g2.convertTo(levels, CvType.CV_8U, 255);
                sharp.release();
                paper.release();
            }
            return GreyImage.ofMat(levels);
        } catch (RuntimeException e) {
            levels.release();
            throw e;
        } finally {
            g1.release();
            g2.release();
        }
    }

    /** {@link #apply} with a given blur implementation. */
    static float[] apply(float[] grey, int w, int h, Params params, GaussianBlur.Blur blur) {
        float[] g1 = blur.apply(grey, w, h, params.sigma());
        float[] g2 = blur.apply(grey, w, h, params.sigma() * params.k());
        float a = (float) (1 + params.p());
        float b = (float) params.p();
        float eps = (float) params.epsilon();
        double phi = params.phi();
        float[] out = g1; // reused: g1[i] is read before it is overwritten
        for (int i = 0; i < out.length; i++) {
            float s = a * g1[i] - b * g2[i];
            out[i] = s >= eps ? 1f : softThreshold(phi * (s - eps));
        }
        return out;
    }

    /** Steps of the {@code 1 + tanh(x)} table per unit of x. */
    private static final int STEPS = 1024;
    /** Below x = -10, 1 + tanh(x) is under 5e-9: ink. */
    private static final int RANGE = 10;
    /**
     * {@code 1 + tanh(x)} for x = 0, -1/STEPS, ..., -RANGE, filled once with StrictMath so it is the same on every
     * machine. Linear interpolation in it is within 1e-7 of StrictMath.tanh (a 255th is 4e-3) and about ten times
     * faster than StrictMath.tanh per pixel, which was most of XDoG's time after the blurs.
     */
    private static final float[] ONE_PLUS_TANH = table();

    private static float[] table() {
        float[] t = new float[RANGE * STEPS + 2];
        for (int i = 0; i < t.length; i++) {
            t[i] = (float) (1 + StrictMath.tanh(-i / (double) STEPS));
        }
        return t;
    }

    /** {@code 1 + tanh(x)}: interpolated in the table for {@code x <= 0} (a negative phi gives x > 0: computed). */
    static float softThreshold(double x) {
        double pos = -x * STEPS;
        if (pos < 0) {
            return (float) (1 + StrictMath.tanh(x));
        }
        if (!(pos < RANGE * STEPS)) {
            return 0f;
        }
        int i = (int) pos;
        float f = (float) (pos - i);
        return ONE_PLUS_TANH[i] + f * (ONE_PLUS_TANH[i + 1] - ONE_PLUS_TANH[i]);
    }
}
