package org.pairlab.image;

import java.awt.image.BufferedImage;

/**
 * A decoded source image as the edits read it: its RGB image and its luma, each made at most once and only when
 * asked for. The grey edits need only the luma, which is then computed once for the sketch and XDoG of the same
 * image, straight from the decoder's bytes without an RGB image between. Safe to share between threads; neither
 * the image nor the luma array may be changed by callers.
 */
public final class SourceImage {
    private final int width;
    private final int height;
    /** The decoder's 8-bit BGR bytes, or null when made from an image. */
    private final byte[] bgr;
    private BufferedImage image;
    private float[] luma;

    private SourceImage(int width, int height, byte[] bgr, BufferedImage image) {
        this.width = width;
        this.height = height;
        this.bgr = bgr;
        this.image = image;
    }

    /** A source from an image in memory (alpha is ignored by the grey edits, as before). */
    public static SourceImage of(BufferedImage image) {
        return new SourceImage(image.getWidth(), image.getHeight(), null, image);
    }

    /** A source from interleaved 8-bit BGR bytes (OpenCV's layout), {@code width * height * 3} of them. */
    static SourceImage ofBgr(byte[] bgr, int width, int height) {
        if (bgr.length != width * height * 3) {
            throw new IllegalArgumentException(bgr.length + " BGR bytes are not a " + width + "x" + height + " image");
        }
        return new SourceImage(width, height, bgr, null);
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /** The image as RGB (INT_RGB when decoded here). */
    public synchronized BufferedImage image() {
        if (image == null) {
            BufferedImage out = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
            int[] rgb = Rasters.pixels(out);
            for (int i = 0, j = 0; i < rgb.length; i++, j += 3) {
                rgb[i] = ((bgr[j + 2] & 0xff) << 16) | ((bgr[j + 1] & 0xff) << 8) | (bgr[j] & 0xff);
            }
            image = out;
        }
        return image;
    }

    /** The luma plane in [0,1], equal bit for bit to {@code Planes.greyOf(image())}. Shared: do not change it. */
    public synchronized float[] luma() {
        if (luma == null) {
            luma = bgr != null ? Planes.greyOfBgr(bgr, width * height) : Planes.greyOf(image);
        }
        return luma;
    }
}
