package org.pairlab.image;

import java.awt.image.BufferedImage;
import org.opencv.core.CvType;
import org.opencv.core.Mat;

/**
 * A decoded source image as the edits read it: its RGB image and its luma, each made at most once and only when
 * asked for. The grey edits need only the luma, which is then computed once for the sketch and XDoG of the same
 * image. A JPEG that OpenCV decoded stays in OpenCV's BGR buffer until someone asks for the RGB image, and the luma
 * the edits read stays in OpenCV as well. Those native buffers are freed when the last holder closes the source (the
 * decoder's caller holds it; {@link #share} adds a holder), promptly: fresh native buffers for every image cost more
 * than the filters' arithmetic. Safe to share between threads; callers must not change the image or the luma.
 */
public final class SourceImage implements AutoCloseable {
    private final int width;
    private final int height;
    /** OpenCV's 8-bit BGR pixels when it decoded the image, else null. */
    private final Mat bgr;
    private BufferedImage image;
    private float[] luma;
    private Mat lumaMat;
    /** Holders that have not closed it yet; at 0 the native buffers are freed. */
    private int holders = 1;

    private SourceImage(int width, int height, Mat bgr, BufferedImage image) {
        this.width = width;
        this.height = height;
        this.bgr = bgr;
        this.image = image;
    }

    /** A source from an image in memory (alpha is ignored by the grey edits, as before). */
    public static SourceImage of(BufferedImage image) {
        return new SourceImage(image.getWidth(), image.getHeight(), null, image);
    }

    /** A source from OpenCV's 8-bit BGR image, which it takes over. */
    static SourceImage ofBgr(Mat bgr) {
        if (bgr.type() != CvType.CV_8UC3 || !bgr.isContinuous()) {
            throw new IllegalArgumentException("not a continuous 8-bit BGR image: " + bgr);
        }
        return new SourceImage(bgr.cols(), bgr.rows(), bgr, null);
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /** The image as RGB (INT_RGB when decoded by OpenCV). */
    public synchronized BufferedImage image() {
        if (image == null) {
            byte[] px = bgrBytes();
            BufferedImage out = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
            int[] rgb = Rasters.pixels(out);
            for (int i = 0, j = 0; i < rgb.length; i++, j += 3) {
                rgb[i] = ((px[j + 2] & 0xff) << 16) | ((px[j + 1] & 0xff) << 8) | (px[j] & 0xff);
            }
            image = out;
        }
        return image;
    }

    /** The luma plane in [0,1], equal bit for bit to {@code Planes.greyOf(image())}. Shared: do not change it. */
    public synchronized float[] luma() {
        if (luma == null) {
            luma = bgr != null ? Planes.greyOfBgr(bgrBytes(), width * height) : Planes.greyOf(image);
        }
        return luma;
    }

    /**
     * The luma as a CV_32F plane in OpenCV, made once and shared by the edits of this source: read only. OpenCV must
     * be loaded. From OpenCV's BGR buffer it is OpenCV's own {@code convertTo} and {@code cvtColor} (the same levels
     * / 255 and weights, other summation order: within two float steps of {@link #luma()}, not bit for bit), about
     * 0.3 ms faster than the bit-exact Java luma with its copies out and in (0.7 ms a 640x480 image; OpenCV's split,
     * three look-ups and two additions, which give the same bits, took about 2 ms). From an image in memory it is
     * {@link #luma()} copied in.
     */
    synchronized Mat lumaMat() {
        checkOpen();
        if (lumaMat == null) {
            Mat out = new Mat(height, width, CvType.CV_32F);
            if (bgr != null) {
                Mat levels = new Mat();
                bgr.convertTo(levels, CvType.CV_32F, 1 / 255.0);
                org.opencv.imgproc.Imgproc.cvtColor(levels, out, org.opencv.imgproc.Imgproc.COLOR_BGR2GRAY);
                levels.release();
            } else {
                out.put(0, 0, luma());
            }
            lumaMat = out;
        }
        return lumaMat;
    }

    /** Adds a holder, who must {@link #close} it too (a cache keeping a source it hands out). */
    public synchronized SourceImage share() {
        checkOpen();
        holders++;
        return this;
    }

    /** Drops this holder; the last one frees the native buffers (the RGB image and Java luma stay usable). */
    @Override
    public synchronized void close() {
        if (holders > 0 && --holders == 0) {
            if (bgr != null) {
                bgr.release();
            }
            if (lumaMat != null) {
                lumaMat.release();
                lumaMat = null;
            }
        }
    }

    private void checkOpen() {
        if (holders == 0) {
            throw new IllegalStateException("this source image was closed by all its holders");
        }
    }

    private byte[] bgrBytes() {
        checkOpen();
        byte[] px = new byte[width * height * 3];
        bgr.get(0, 0, px);
        return px;
    }
}
