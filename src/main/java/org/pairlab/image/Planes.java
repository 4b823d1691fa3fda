package org.pairlab.image;

import java.awt.image.BufferedImage;

/**
 * An RGB image as three float planes in [0,1], row-major, for filters that need more than 8 bits per step.
 * Conversion to and from INT_RGB rasters rounds half up, so a round trip is exact.
 */
public record Planes(int width, int height, float[] r, float[] g, float[] b) {
    private static final float INV_255 = 1f / 255f;

    public Planes {
        int n = width * height;
        if (r.length != n || g.length != n || b.length != n) {
            throw new IllegalArgumentException("planes must hold " + width + "x" + height + " values");
        }
    }

    /** Empty planes of a size. */
    public static Planes blank(int width, int height) {
        int n = width * height;
        return new Planes(width, height, new float[n], new float[n], new float[n]);
    }

    /** Reads an image's pixel array (alpha is dropped). */
    public static Planes of(BufferedImage img) {
        int[] px = compactPixels(img);
        Planes p = blank(img.getWidth(), img.getHeight());
        for (int i = 0; i < px.length; i++) {
            int c = px[i];
            p.r[i] = ((c >> 16) & 0xff) * INV_255;
            p.g[i] = ((c >> 8) & 0xff) * INV_255;
            p.b[i] = (c & 0xff) * INV_255;
        }
        return p;
    }

    /**
     * The luma plane of an image, equal bit for bit to {@code of(img).grey()} without building the three colour
     * planes (the grey filters, sketch and XDoG, need only this).
     */
    public static float[] greyOf(BufferedImage img) {
        int[] px = compactPixels(img);
        float[] out = new float[px.length];
        for (int i = 0; i < px.length; i++) {
            int c = px[i];
            float r = ((c >> 16) & 0xff) * INV_255;
            float g = ((c >> 8) & 0xff) * INV_255;
            float b = (c & 0xff) * INV_255;
            out[i] = 0.299f * r + 0.587f * g + 0.114f * b;
        }
        return out;
    }

    /**
     * Each channel's share of the luma per level ({@code 0.299f * (level / 255f)} and so on), so that luma from 8-bit
     * bytes is three look-ups and two additions in {@link #greyOf}'s order: equal to it bit for bit.
     */
    private static final float[] LUMA_R = lumaTable(0.299f);
    private static final float[] LUMA_G = lumaTable(0.587f);
    private static final float[] LUMA_B = lumaTable(0.114f);

    private static float[] lumaTable(float weight) {
        float[] t = new float[256];
        for (int i = 0; i < 256; i++) {
            t[i] = weight * (i * INV_255);
        }
        return t;
    }

    /**
     * The luma plane of {@code pixels} interleaved 8-bit BGR pixels (OpenCV's layout), equal bit for bit to
     * {@link #greyOf} of the same pixels as an RGB image, without building that image.
     */
    public static float[] greyOfBgr(byte[] bgr, int pixels) {
        if (bgr.length != pixels * 3) {
            throw new IllegalArgumentException(bgr.length + " bytes are not " + pixels + " BGR pixels");
        }
        float[] out = new float[pixels];
        for (int i = 0, j = 0; i < pixels; i++, j += 3) {
            out[i] = LUMA_R[bgr[j + 2] & 0xff] + LUMA_G[bgr[j + 1] & 0xff] + LUMA_B[bgr[j] & 0xff];
        }
        return out;
    }

    /** The image's INT_RGB pixels in an array of exactly width x height. */
    private static int[] compactPixels(BufferedImage img) {
        int w = img.getWidth();
        int h = img.getHeight();
        BufferedImage std = ImageDecoder.toStandard(img);
        int[] px = Rasters.pixels(std);
        if (px.length != w * h || std.getRaster().getParent() != null) {
            // A sub-image shares its parent's larger array; copy it to a compact one.
            BufferedImage copy = new BufferedImage(w, h, std.getType());
            var g = copy.createGraphics();
            g.drawImage(std, 0, 0, null);
            g.dispose();
            px = Rasters.pixels(copy);
        }
        return px;
    }

    /** The planes as an INT_RGB image, values clamped to [0,1]. */
    public BufferedImage toImage() {
        BufferedImage out = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        int[] px = Rasters.pixels(out);
        for (int i = 0; i < px.length; i++) {
            px[i] = (to8(r[i]) << 16) | (to8(g[i]) << 8) | to8(b[i]);
        }
        return out;
    }

    /** The {@code cw x ch} rectangle at {@code (x0, y0)}. */
    public Planes crop(int x0, int y0, int cw, int ch) {
        if (x0 < 0 || y0 < 0 || cw <= 0 || ch <= 0 || x0 + cw > width || y0 + ch > height) {
            throw new IllegalArgumentException("crop " + cw + "x" + ch + " at " + x0 + "," + y0 + " leaves the "
                    + width + "x" + height + " image");
        }
        Planes out = blank(cw, ch);
        for (int y = 0; y < ch; y++) {
            int from = (y0 + y) * width + x0;
            System.arraycopy(r, from, out.r, y * cw, cw);
            System.arraycopy(g, from, out.g, y * cw, cw);
            System.arraycopy(b, from, out.b, y * cw, cw);
        }
        return out;
    }

    /** Luma (ITU-R BT.601: 0.299 R + 0.587 G + 0.114 B), the grey that sketches start from. */
    public float[] grey() {
        float[] out = new float[r.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = 0.299f * r[i] + 0.587f * g[i] + 0.114f * b[i];
        }
        return out;
    }

    /** A grey plane as an INT_RGB image with equal channels. */
    public static BufferedImage greyImage(float[] grey, int width, int height) {
        BufferedImage out = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        int[] px = Rasters.pixels(out);
        for (int i = 0; i < px.length; i++) {
            int v = to8(grey[i]);
            px[i] = (v << 16) | (v << 8) | v;
        }
        return out;
    }

    /** Applies a per-plane operation to each of r, g, b. */
    public Planes map(PlaneOp op) {
        return new Planes(width, height, op.apply(r), op.apply(g), op.apply(b));
    }

    /** An operation on one plane of this size. */
    @FunctionalInterface
    public interface PlaneOp {
        float[] apply(float[] plane);
    }

    /**
     * A value in [0,1] as a level, rounding half up; below 0 and NaN give 0, above 1 gives 255. Branch-free (NaN
     * passes through max and min and converts to 0), so the loops over whole images vectorise.
     */
    static int to8(float v) {
        return (int) (Math.min(Math.max(v, 0f), 1f) * 255f + 0.5f);
    }
}
