package org.pairlab.image;

import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.imgproc.Imgproc;

/**
 * Separable Gaussian blur of a float plane, edges clamped (replicated). The kernel reaches 3 sigma and is
 * built with {@link StrictMath} so that it is the same on every machine, which keeps recipes byte-exact.
 * With OpenCV loaded ({@link OpenCv}) the same kernel runs through its vectorised {@code sepFilter2D}, three to four
 * times faster than the Java loops; the two differ by float rounding only (under 1e-6).
 */
public final class GaussianBlur {
    private GaussianBlur() {
    }

    /** A blur of a float plane: {@link #blur}, or one of its two implementations where a test compares them. */
    @FunctionalInterface
    interface Blur {
        float[] apply(float[] src, int w, int h, double sigma);
    }

    /** The normalised 1-D kernel, length 2 * ceil(3 sigma) + 1. */
    public static float[] kernel(double sigma) {
        if (!(sigma > 0)) {
            throw new IllegalArgumentException("Gaussian sigma must be > 0, got " + sigma);
        }
        int radius = Math.max(1, (int) Math.ceil(3 * sigma));
        double[] k = new double[2 * radius + 1];
        double sum = 0;
        for (int i = -radius; i <= radius; i++) {
            k[i + radius] = StrictMath.exp(-(i * (double) i) / (2 * sigma * sigma));
            sum += k[i + radius];
        }
        float[] out = new float[k.length];
        for (int i = 0; i < k.length; i++) {
            out[i] = (float) (k[i] / sum);
        }
        return out;
    }

    /** A new plane: {@code src} blurred with standard deviation {@code sigma} pixels. */
    public static float[] blur(float[] src, int w, int h, double sigma) {
        return OpenCv.available() ? blurOpenCv(src, w, h, sigma) : blurJava(src, w, h, sigma);
    }

    /** {@link #blur} through OpenCV's {@code sepFilter2D} with this class's kernel; OpenCV must be loaded. */
    static float[] blurOpenCv(float[] src, int w, int h, double sigma) {
        if (src.length != w * h) {
            throw new IllegalArgumentException("plane of " + src.length + " values is not " + w + "x" + h);
        }
        Mat in = new Mat(h, w, CvType.CV_32F);
        Mat out = new Mat();
        try {
            in.put(0, 0, src);
            blurMat(in, out, sigma);
            float[] result = new float[src.length];
            out.get(0, 0, result);
            return result;
        } finally {
            // Native buffers: freed now rather than whenever the collector finalises the Mats.
            in.release();
            out.release();
        }
    }

    /**
     * {@link #blurOpenCv} of a CV_32F plane already in OpenCV into {@code out}, so an edit that blurs more than once
     * (XDoG) or goes on in OpenCV keeps its planes there; OpenCV must be loaded.
     */
    static void blurMat(Mat in, Mat out, double sigma) {
        float[] k = kernel(sigma);
        Mat kernel = new Mat(1, k.length, CvType.CV_32F);
        try {
            kernel.put(0, 0, k);
            Imgproc.sepFilter2D(in, out, CvType.CV_32F, kernel, kernel, new Point(-1, -1), 0, Core.BORDER_REPLICATE);
        } finally {
            kernel.release();
        }
    }

    /** {@link #blur} in pure Java: the fallback without OpenCV, and the reference the OpenCV path is tested against. */
    public static float[] blurJava(float[] src, int w, int h, double sigma) {
        float[] k = kernel(sigma);
        float[] tmp = new float[src.length];
        horizontal(src, tmp, w, h, k);
        float[] out = new float[src.length];
        vertical(tmp, out, w, h, k);
        return out;
    }

    private static void horizontal(float[] src, float[] dst, int w, int h, float[] k) {
        int r = k.length / 2;
        float[] line = new float[w + 2 * r];
        for (int y = 0; y < h; y++) {
            int row = y * w;
            // A padded copy of the row keeps the inner loop free of bounds checks on the edges.
            System.arraycopy(src, row, line, r, w);
            float first = src[row];
            float last = src[row + w - 1];
            for (int i = 0; i < r; i++) {
                line[i] = first;
                line[r + w + i] = last;
            }
            // Tap-outer order: the inner loop runs along x and vectorises; each output still sums its taps
            // in the same order, so results do not depend on whether the JIT vectorised it.
            for (int j = 0; j < k.length; j++) {
                float kj = k[j];
                for (int x = 0; x < w; x++) {
                    dst[row + x] += kj * line[x + j];
                }
            }
        }
    }

    private static void vertical(float[] src, float[] dst, int w, int h, float[] k) {
        int r = k.length / 2;
        // Row-wise accumulation walks memory sequentially instead of striding down columns.
        for (int y = 0; y < h; y++) {
            int out = y * w;
            for (int j = 0; j < k.length; j++) {
                int sy = Math.min(h - 1, Math.max(0, y + j - r));
                int in = sy * w;
                float kj = k[j];
                for (int x = 0; x < w; x++) {
                    dst[out + x] += kj * src[in + x];
                }
            }
        }
    }
}
