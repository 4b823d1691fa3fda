package org.pairlab.image;

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
