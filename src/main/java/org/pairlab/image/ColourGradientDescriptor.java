package org.pairlab.image;

import java.awt.image.BufferedImage;

/**
 * A small built-in image descriptor for "more like this" when no CLIP model is configured: a 4x4x4 RGB colour
 * histogram and an 8-bin gradient orientation histogram (weighted by gradient magnitude), each L2-normalised and
 * then the whole vector L2-normalised, so the cosine of two descriptors compares colour and texture equally.
 */
public final class ColourGradientDescriptor {
    /** The id its vectors are cached under. */
    public static final String ID = "colour-gradient-72";
    /** Length of a descriptor: 64 colour bins + 8 orientation bins. */
    public static final int LENGTH = 72;
    // Images are sampled on a grid this wide: the histograms barely change and large photos cost the same.
    private static final int GRID = 96;

    /** The descriptor of {@code image}. */
    public float[] describe(BufferedImage image) {
        int w = Math.min(GRID, image.getWidth());
        int h = Math.min(GRID, image.getHeight());
        float[] grey = new float[w * h];
        double[] colour = new double[64];
        for (int y = 0; y < h; y++) {
            int sy = (int) ((y + 0.5) * image.getHeight() / h);
            for (int x = 0; x < w; x++) {
                int sx = (int) ((x + 0.5) * image.getWidth() / w);
                int rgb = image.getRGB(sx, sy);
                int r = (rgb >> 16) & 0xff;
                int g = (rgb >> 8) & 0xff;
                int b = rgb & 0xff;
                colour[(r >> 6) * 16 + (g >> 6) * 4 + (b >> 6)]++;
                grey[y * w + x] = 0.299f * r + 0.587f * g + 0.114f * b;
            }
        }
        double[] orientation = new double[8];
        for (int y = 1; y < h - 1; y++) {
            for (int x = 1; x < w - 1; x++) {
                double gx = grey[y * w + x + 1] - grey[y * w + x - 1];
                double gy = grey[(y + 1) * w + x] - grey[(y - 1) * w + x];
                double magnitude = Math.hypot(gx, gy);
                if (magnitude == 0) {
                    continue;
                }
                // Unsigned orientation in [0, pi): an edge and its mirror count as the same direction.
                double angle = Math.atan2(gy, gx);
                if (angle < 0) {
                    angle += Math.PI;
                }
                orientation[Math.min(7, (int) (angle / Math.PI * 8))] += magnitude;
            }
        }
        normalise(colour);
        normalise(orientation);
        float[] out = new float[LENGTH];
        double norm = 0;
        for (int i = 0; i < 64; i++) {
            norm += colour[i] * colour[i];
        }
        for (int i = 0; i < 8; i++) {
            norm += orientation[i] * orientation[i];
        }
        double scale = norm == 0 ? 0 : 1 / Math.sqrt(norm);
        for (int i = 0; i < 64; i++) {
            out[i] = (float) (colour[i] * scale);
        }
        for (int i = 0; i < 8; i++) {
            out[64 + i] = (float) (orientation[i] * scale);
        }
        return out;
    }

    private static void normalise(double[] v) {
        double n = 0;
        for (double x : v) {
            n += x * x;
        }
        if (n > 0) {
            double s = 1 / Math.sqrt(n);
            for (int i = 0; i < v.length; i++) {
                v[i] *= s;
            }
        }
    }
}
