package org.pairlab.image;

import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;

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
     * The sketch of a source (its luma) as an 8-bit grey image. With OpenCV loaded every step after the luma runs
     * there on float planes that never leave it, otherwise {@link #apply} in Java; the two differ by float rounding
     * (the blur's summation order) and the rounding of exact halves (OpenCV rounds them to even, Java up).
     */
    public static GreyImage image(SourceImage source, double sigma) {
        int w = source.width();
        int h = source.height();
        if (!OpenCv.available()) {
            return GreyImage.of(apply(source.luma(), w, h, sigma), w, h);
        }
        Mat luma = source.lumaMat(); // the source's, shared: read only, not released here
        Mat den = new Mat();
        Mat dodge = new Mat();
        Mat levels = new Mat();
        try {
            luma.convertTo(den, -1, -1, 1); // the negative
            GaussianBlur.blurMat(den, dodge, sigma);
            dodge.convertTo(den, -1, -1, 1); // 1 - blurred
            Core.divide(luma, den, dodge);
            if (Core.minMaxLoc(den).minVal <= 0) {
                // Only where a black area is wider than the kernel: paper white there, as apply() makes it.
                Mat paper = new Mat();
                Core.compare(den, new Scalar(0), paper, Core.CMP_LE);
                dodge.setTo(new Scalar(1), paper);
                paper.release();
            }
            // min(1, grey / den) by the conversion's saturation: grey / den stays far below the int range, as the
            // pixel's own weight in the blur bounds den from below (grey / den under 1e5 even at sigma 50).
            dodge.convertTo(levels, CvType.CV_8U, 255);
            byte[] out = new byte[w * h];
            levels.get(0, 0, out);
            return new GreyImage(w, h, out);
        } finally {
            den.release();
            dodge.release();
            levels.release();
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
