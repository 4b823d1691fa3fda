package org.pairlab.image;

/** Bilinear sampling and resizing of float planes, edges clamped. */
public final class Bilinear {
    private Bilinear() {
    }

    /** The plane's value at a fractional position; positions outside are clamped to the border. */
    public static float sample(float[] p, int w, int h, float x, float y) {
        if (x < 0f) {
            x = 0f;
        } else if (x > w - 1) {
            x = w - 1;
        }
        if (y < 0f) {
            y = 0f;
        } else if (y > h - 1) {
            y = h - 1;
        }
        int x0 = (int) x;
        int y0 = (int) y;
        int x1 = Math.min(x0 + 1, w - 1);
        int y1 = Math.min(y0 + 1, h - 1);
        float fx = x - x0;
        float fy = y - y0;
        float top = p[y0 * w + x0] + fx * (p[y0 * w + x1] - p[y0 * w + x0]);
        float bottom = p[y1 * w + x0] + fx * (p[y1 * w + x1] - p[y1 * w + x0]);
        return top + fy * (bottom - top);
    }

    /**
     * Resizes a plane to {@code nw x nh} with pixel centres aligned (half-pixel convention). Shrinking by
     * more than 2x first blurs, so that detail does not alias.
     */
    public static float[] resize(float[] p, int w, int h, int nw, int nh) {
        float sx = (float) w / nw;
        float sy = (float) h / nh;
        float[] src = p;
        double shrink = Math.max(sx, sy);
        if (shrink > 2) {
            src = GaussianBlur.blur(p, w, h, (shrink - 1) / 2);
        }
        float[] out = new float[nw * nh];
        for (int y = 0; y < nh; y++) {
            float fy = (y + 0.5f) * sy - 0.5f;
            for (int x = 0; x < nw; x++) {
                out[y * nw + x] = sample(src, w, h, (x + 0.5f) * sx - 0.5f, fy);
            }
        }
        return out;
    }

    /** All three planes resized. */
    public static Planes resize(Planes p, int nw, int nh) {
        return new Planes(nw, nh, resize(p.r(), p.width(), p.height(), nw, nh),
                resize(p.g(), p.width(), p.height(), nw, nh), resize(p.b(), p.width(), p.height(), nw, nh));
    }
}
