package org.pairlab.image;

import java.awt.image.BufferedImage;

/**
 * An 8-bit grey image, row-major, one level per pixel: what the grey edits (sketch, XDoG) make and the PNG writer
 * writes as a grey PNG directly, with no RGB image between. The array is the image's own: do not change it.
 */
public record GreyImage(int width, int height, byte[] levels) {
    public GreyImage {
        if (width <= 0 || height <= 0 || levels.length != width * height) {
            throw new IllegalArgumentException("a " + width + "x" + height + " grey image needs " + width * height
                    + " levels, got " + levels.length);
        }
    }

    /** A plane of values in [0,1] as levels, rounding half up (below 0 and NaN give 0), as {@link Planes} does. */
    public static GreyImage of(float[] plane, int width, int height) {
        byte[] out = new byte[plane.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = (byte) Planes.to8(plane[i]);
        }
        return new GreyImage(width, height, out);
    }

    /** The image as INT_RGB with equal channels, for the code that works on RGB images (previews, other edits). */
    public BufferedImage toImage() {
        BufferedImage out = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        int[] px = Rasters.pixels(out);
        for (int i = 0; i < px.length; i++) {
            int v = levels[i] & 0xff;
            px[i] = (v << 16) | (v << 8) | v;
        }
        return out;
    }

    /** The level at {@code (x, y)}, 0-255. */
    public int level(int x, int y) {
        return levels[y * width + x] & 0xff;
    }
}
