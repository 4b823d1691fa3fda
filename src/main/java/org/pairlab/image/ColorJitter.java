package org.pairlab.image;

/**
 * Brightness, contrast and saturation changes by factors (1 = unchanged), applied in that order as
 * torchvision's ColorJitter does: brightness scales, contrast blends with the mean luma, saturation blends
 * with each pixel's luma.
 */
public final class ColorJitter {
    private ColorJitter() {
    }

    public static Planes apply(Planes p, double brightness, double contrast, double saturation) {
        int n = p.r().length;
        float[] r = new float[n];
        float[] g = new float[n];
        float[] b = new float[n];
        float fb = (float) brightness;
        for (int i = 0; i < n; i++) {
            r[i] = clamp(p.r()[i] * fb);
            g[i] = clamp(p.g()[i] * fb);
            b[i] = clamp(p.b()[i] * fb);
        }
        double sum = 0;
        for (int i = 0; i < n; i++) {
            sum += 0.299f * r[i] + 0.587f * g[i] + 0.114f * b[i];
        }
        float mean = (float) (sum / n);
        float fc = (float) contrast;
        float fs = (float) saturation;
        for (int i = 0; i < n; i++) {
            float rr = clamp(mean + fc * (r[i] - mean));
            float gg = clamp(mean + fc * (g[i] - mean));
            float bb = clamp(mean + fc * (b[i] - mean));
            float y = 0.299f * rr + 0.587f * gg + 0.114f * bb;
            r[i] = clamp(y + fs * (rr - y));
            g[i] = clamp(y + fs * (gg - y));
            b[i] = clamp(y + fs * (bb - y));
        }
        return new Planes(p.width(), p.height(), r, g, b);
    }

    private static float clamp(float v) {
        return v < 0f ? 0f : (v > 1f ? 1f : v);
    }
}
