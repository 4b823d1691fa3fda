package org.pairlab.image;

import java.awt.image.BufferedImage;
import org.opencv.core.CvType;
import org.opencv.core.Mat;

/**
 * An 8-bit grey image, row-major, one level per pixel: what the grey edits (sketch, XDoG) make and the PNG writer
 * writes as a grey PNG directly, with no RGB image between. Made in OpenCV, it keeps OpenCV's 8-bit buffer, which the
 * PNG writer encodes as it is; the levels are copied to Java only when a caller asks for them ({@link #levels},
 * {@link #toImage}: previews, tests). The holder closes it to free that buffer promptly (fresh native buffers for
 * every image cost more than a filter's pass); the levels already copied stay usable. Safe to share between threads;
 * the levels are the image's own: do not change them.
 */
public final class GreyImage implements AutoCloseable {
    private final int width;
    private final int height;
    /** OpenCV's levels (CV_8UC1, continuous) until closed; null for an image made in Java. */
    private Mat mat;
    /** The levels in Java, once asked for (or given). */
    private byte[] levels;

    /** A grey image of the given levels, which it takes over. */
    public GreyImage(int width, int height, byte[] levels) {
        if (width <= 0 || height <= 0 || levels.length != width * height) {
            throw new IllegalArgumentException("a " + width + "x" + height + " grey image needs " + width * height
                    + " levels, got " + levels.length);
        }
        this.width = width;
        this.height = height;
        this.levels = levels;
    }

    private GreyImage(Mat mat) {
        this.width = mat.cols();
        this.height = mat.rows();
        this.mat = mat;
    }

    /** A grey image on OpenCV's continuous 8-bit one-channel Mat, which it takes over (released by {@link #close}). */
    static GreyImage ofMat(Mat levels) {
        if (levels.type() != CvType.CV_8UC1 || !levels.isContinuous() || levels.empty()) {
            throw new IllegalArgumentException("not a continuous 8-bit grey image: " + levels);
        }
        return new GreyImage(levels);
    }

    /** A plane of values in [0,1] as levels, rounding half up (below 0 and NaN give 0), as {@link Planes} does. */
    public static GreyImage of(float[] plane, int width, int height) {
        byte[] out = new byte[plane.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = (byte) Planes.to8(plane[i]);
        }
        return new GreyImage(width, height, out);
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /** The levels, row-major (copied out of OpenCV on the first call). Shared: do not change them. */
    public synchronized byte[] levels() {
        if (levels == null) {
            if (mat == null) {
                throw new IllegalStateException("this grey image was closed before its levels were read");
            }
            byte[] out = new byte[width * height];
            mat.get(0, 0, out);
            levels = out;
        }
        return levels;
    }

    /**
     * The levels as OpenCV's 8-bit Mat, still owned by this image (read only, not to be released by the caller), or
     * null when the image was made in Java or is closed.
     */
    synchronized Mat mat() {
        return mat;
    }

    /** The image as INT_RGB with equal channels, for the code that works on RGB images (previews, other edits). */
    public BufferedImage toImage() {
        byte[] grey = levels();
        BufferedImage out = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        int[] px = Rasters.pixels(out);
        for (int i = 0; i < px.length; i++) {
            int v = grey[i] & 0xff;
            px[i] = (v << 16) | (v << 8) | v;
        }
        return out;
    }

    /** The level at {@code (x, y)}, 0-255. */
    public int level(int x, int y) {
        return levels()[y * width + x] & 0xff;
    }

    /** Frees OpenCV's buffer; the levels already read stay, and closing twice does nothing. */
    @Override
    public synchronized void close() {
        if (mat != null) {
            mat.release();
            mat = null;
        }
    }
}
