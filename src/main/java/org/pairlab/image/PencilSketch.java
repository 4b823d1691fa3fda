package org.pairlab.image;

import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;

/**
 * Pencil sketch: grey, invert, Gaussian blur, then colour-dodge the grey by the blurred negative
 * ({@code grey / (1 - blurred)}). Flat areas go white; only local changes of brightness leave strokes.
 */
public final class PencilSketch {
    private PencilSketch() {
    }

    /**
     * @param grey luma in [0,1]
     * @param sigma blur of the negative in pixels; larger gives broader, softer strokes
     */
    public static float[] apply(float[] grey, int w, int h, double sigma) {
        return apply(grey, w, h, sigma, GaussianBlur::blur);
    }

    /**
     * The sketch of a source (its luma) as an 8-bit grey image, which the caller closes. With OpenCV loaded it is two
     * passes there on the source's float luma: the blur of the luma, which is {@code 1 - blur(1 - grey)} (the
     * denominator) without the two negations, as the kernel sums to one; then {@code 255 grey / den} divided and
     * saturated straight to 8 bits, which is the {@code min(1, ...)}. Otherwise {@link #apply} in Java. The two differ
     * by float rounding (summation order, the rounding of exact halves: OpenCV rounds them to even, Java up), a level
     * on a few pixels, and where a black area is wider than the kernel: the blurred luma is exactly 0 there, 0 / 0
     * saturates to black, whereas Java's {@code 1 - blur(1 - grey)} is +1e-7, 0 or -2e-7 by the rounding of the
     * kernel's sum, so black or paper white depending on sigma (black at the default 3.5).
     */
    public static GreyImage image(SourceImage source, double sigma) {
        int w = source.width();
        int h = source.height();
        if (!OpenCv.available()) {
            return GreyImage.of(apply(source.luma(), w, h, sigma), w, h);
        }
        Mat luma = source.lumaMat(); // the source's, shared: read only, not released here
        Mat den = new Mat();
        Mat levels = new Mat();
        try {
            GaussianBlur.blurMat(luma, den, sigma);
            // den = 0 only where the whole window is black (a sum of non-negative terms), so den < 0 never occurs
            // and grey / den stays below 1 / (the kernel's centre weight)^2: no fix-up pass, no range check.
            Core.divide(luma, den, levels, 255, CvType.CV_8U);
            return GreyImage.ofMat(levels);
        } catch (RuntimeException e) {
            levels.release();
            throw e;
        } finally {
            den.release();
        }
    }

    /** {@link #apply} with a given blur implementation. */
    static float[] apply(float[] grey, int w, int h, double sigma, GaussianBlur.Blur blur) {
        float[] negative = new float[grey.length];
        for (int i = 0; i < grey.length; i++) {
            negative[i] = 1f - grey[i];
        }
        float[] blurred = blur.apply(negative, w, h, sigma);
        float[] out = new float[grey.length];
        for (int i = 0; i < grey.length; i++) {
            float den = 1f - blurred[i];
            out[i] = den <= 0f ? 1f : Math.min(1f, grey[i] / den);
        }
        return out;
    }
}
