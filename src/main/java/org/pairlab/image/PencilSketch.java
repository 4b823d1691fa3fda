package org.pairlab.image;

import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

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
     * The sketch of {@code grey} (luma in [0,1]) as an 8-bit grey image. With OpenCV loaded every step after the luma
     * runs there on one float plane (no copies out between the steps), otherwise {@link #apply} in Java; the two
     * differ by the rounding of exact halves only (OpenCV rounds them to even, Java up).
     */
    public static GreyImage image(float[] grey, int w, int h, double sigma) {
        if (!OpenCv.available()) {
            return GreyImage.of(apply(grey, w, h, sigma), w, h);
        }
        Mat luma = new Mat(h, w, CvType.CV_32F);
        Mat work = new Mat();
        Mat dodge = new Mat();
        Mat paper = new Mat();
        Mat levels = new Mat();
        try {
            luma.put(0, 0, grey);
            luma.convertTo(work, -1, -1, 1); // the negative
            GaussianBlur.blurMat(work, dodge, sigma);
            dodge.convertTo(work, -1, -1, 1); // den = 1 - blurred
            Core.compare(work, new Scalar(0), paper, Core.CMP_LE);
            Core.divide(luma, work, dodge);
            Imgproc.threshold(dodge, dodge, 1, 1, Imgproc.THRESH_TRUNC); // min(1, grey / den)
            dodge.setTo(new Scalar(1), paper); // den <= 0: paper white, as apply() does
            dodge.convertTo(levels, CvType.CV_8U, 255);
            byte[] out = new byte[w * h];
            levels.get(0, 0, out);
            return new GreyImage(w, h, out);
        } finally {
            luma.release();
            work.release();
            dodge.release();
            paper.release();
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
