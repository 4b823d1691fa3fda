package org.pairlab.image;

import java.util.SplittableRandom;

/**
 * Geometric warps as backward maps: for every output pixel, the source position to sample bilinearly.
 * Random fields come from a {@link SplittableRandom} seeded by the caller, and trigonometry uses
 * {@link StrictMath}, so the same seed gives the same pixels on every machine.
 */
public final class Warp {
    /** What a sample outside the source image reads. */
    public enum Border { CLAMP, BLACK }

    /** Source coordinates, one pair per output pixel, row-major. */
    public record Map(int width, int height, float[] x, float[] y) {
    }

    private static final int SWIRL_STEP = 4;

    private Warp() {
    }

    /** Samples every plane at the map's positions (bilinear; the weights are shared by the three planes). */
    public static Planes remap(Planes src, Map map, Border border) {
        int w = src.width();
        int h = src.height();
        float[] r = src.r();
        float[] g = src.g();
        float[] b = src.b();
        Planes out = Planes.blank(map.width(), map.height());
        float[] or = out.r();
        float[] og = out.g();
        float[] ob = out.b();
        float maxX = w - 1;
        float maxY = h - 1;
        for (int i = 0; i < map.x().length; i++) {
            float x = map.x()[i];
            float y = map.y()[i];
            if (border == Border.BLACK && (x < -0.5f || y < -0.5f || x > w - 0.5f || y > h - 0.5f)) {
                continue;
            }
            x = x < 0f ? 0f : (x > maxX ? maxX : x);
            y = y < 0f ? 0f : (y > maxY ? maxY : y);
            int x0 = (int) x;
            int y0 = (int) y;
            float fx = x - x0;
            float fy = y - y0;
            int i00 = y0 * w + x0;
            int i01 = x0 + 1 < w ? i00 + 1 : i00;
            int i10 = y0 + 1 < h ? i00 + w : i00;
            int i11 = x0 + 1 < w ? i10 + 1 : i10;
            or[i] = lerp(r, i00, i01, i10, i11, fx, fy);
            og[i] = lerp(g, i00, i01, i10, i11, fx, fy);
            ob[i] = lerp(b, i00, i01, i10, i11, fx, fy);
        }
        return out;
    }

    /** The same arithmetic as {@link Bilinear#sample}. */
    private static float lerp(float[] p, int i00, int i01, int i10, int i11, float fx, float fy) {
        float top = p[i00] + fx * (p[i01] - p[i00]);
        float bottom = p[i10] + fx * (p[i11] - p[i10]);
        return top + fy * (bottom - top);
    }

    /**
     * A full-resolution map from displacements given on a grid with {@code step} pixels between nodes
     * ({@code gw x gh} nodes covering the image): each pixel moves by the bilinear blend of its four nodes.
     */
    static Map fromGrid(int w, int h, float[] gx, float[] gy, int gw, int gh, int step) {
        float[] mx = new float[w * h];
        float[] my = new float[w * h];
        float inv = 1f / step;
        for (int y = 0; y < h; y++) {
            float fyAll = y * inv;
            int y0 = Math.min((int) fyAll, gh - 1);
            int y1 = Math.min(y0 + 1, gh - 1);
            float fy = fyAll - y0;
            for (int x = 0; x < w; x++) {
                float fxAll = x * inv;
                int x0 = Math.min((int) fxAll, gw - 1);
                int x1 = Math.min(x0 + 1, gw - 1);
                float fx = fxAll - x0;
                int i00 = y0 * gw + x0;
                int i01 = y0 * gw + x1;
                int i10 = y1 * gw + x0;
                int i11 = y1 * gw + x1;
                int i = y * w + x;
                mx[i] = x + lerp(gx, i00, i01, i10, i11, fx, fy);
                my[i] = y + lerp(gy, i00, i01, i10, i11, fx, fy);
            }
        }
        return new Map(w, h, mx, my);
    }

    /**
     * Elastic deformation (Simard, Steinkraus and Platt 2003): uniform random displacements in [-1,1],
     * smoothed by a Gaussian of {@code sigma} pixels, scaled to an RMS displacement of {@code alpha} pixels.
     * The field is drawn on a grid coarser by about sigma/4 and interpolated, which gives the same smooth
     * field at a fraction of the cost of blurring at full resolution.
     */
    public static Map elastic(int w, int h, double alpha, double sigma, SplittableRandom random) {
        int step = Math.max(1, (int) (sigma / 4));
        int gw = (w + step - 1) / step + 1;
        int gh = (h + step - 1) / step + 1;
        float[] dx = new float[gw * gh];
        float[] dy = new float[gw * gh];
        for (int i = 0; i < dx.length; i++) {
            dx[i] = (float) (random.nextDouble() * 2 - 1);
            dy[i] = (float) (random.nextDouble() * 2 - 1);
        }
        double gridSigma = sigma / step;
        dx = GaussianBlur.blur(dx, gw, gh, gridSigma);
        dy = GaussianBlur.blur(dy, gw, gh, gridSigma);
        double sum = 0;
        for (int i = 0; i < dx.length; i++) {
            sum += dx[i] * (double) dx[i] + dy[i] * (double) dy[i];
        }
        double rms = Math.sqrt(sum / dx.length);
        float scale = rms > 0 ? (float) (alpha / rms) : 0f;
        for (int i = 0; i < dx.length; i++) {
            dx[i] *= scale;
            dy[i] *= scale;
        }
        return fromGrid(w, h, dx, dy, gw, gh, step);
    }

    /**
     * Swirl around {@code (cx, cy)}: a pixel at distance rho turns by {@code angle * exp(-rho / falloff)}
     * radians, so the centre turns most and the effect fades outwards.
     */
    public static Map swirl(int w, int h, double cx, double cy, double angle, double falloff) {
        // The displacement of a swirl is smooth, so it is computed exactly every SWIRL_STEP pixels and
        // interpolated between: a sixteenth of the (costly, StrictMath) trigonometry.
        int gw = (w + SWIRL_STEP - 1) / SWIRL_STEP + 1;
        int gh = (h + SWIRL_STEP - 1) / SWIRL_STEP + 1;
        float[] gx = new float[gw * gh];
        float[] gy = new float[gw * gh];
        for (int j = 0; j < gh; j++) {
            double ry = j * SWIRL_STEP - cy;
            for (int i = 0; i < gw; i++) {
                double rx = i * SWIRL_STEP - cx;
                double rho = Math.sqrt(rx * rx + ry * ry);
                double t = angle * StrictMath.exp(-rho / falloff);
                double c = StrictMath.cos(t);
                double s = StrictMath.sin(t);
                gx[j * gw + i] = (float) (c * rx - s * ry - rx);
                gy[j * gw + i] = (float) (s * rx + c * ry - ry);
            }
        }
        return fromGrid(w, h, gx, gy, gw, gh, SWIRL_STEP);
    }

    /** Rotation by {@code degrees} (counter-clockwise as seen on screen) about the image centre, same size. */
    public static Map rotation(int w, int h, double degrees) {
        double t = StrictMath.toRadians(degrees);
        double c = StrictMath.cos(t);
        double s = StrictMath.sin(t);
        double cx = (w - 1) / 2.0;
        double cy = (h - 1) / 2.0;
        float[] mx = new float[w * h];
        float[] my = new float[w * h];
        for (int y = 0; y < h; y++) {
            double ry = y - cy;
            for (int x = 0; x < w; x++) {
                double rx = x - cx;
                int i = y * w + x;
                // Backward map: rotate the output position by -t to find its source (y points down on screen).
                mx[i] = (float) (cx + c * rx - s * ry);
                my[i] = (float) (cy + s * rx + c * ry);
            }
        }
        return new Map(w, h, mx, my);
    }

    /**
     * Adds noise of standard deviation {@code std} to every value. Each value is an Irwin-Hall sum of four
     * 16-bit uniforms cut from one random long, rescaled to unit variance: close to Gaussian (within
     * +-3.5 sigma), exact integer arithmetic, and far cheaper than Box-Muller with StrictMath.
     */
    public static Planes noise(Planes p, double std, SplittableRandom random) {
        if (std <= 0) {
            return p;
        }
        Planes out = Planes.blank(p.width(), p.height());
        float[][] in = {p.r(), p.g(), p.b()};
        float[][] res = {out.r(), out.g(), out.b()};
        // sum of 4 U(0,1) has mean 2 and variance 1/3; units of 1/65536 are folded into the scale.
        float scale = (float) (std * Math.sqrt(3.0) / 65536.0);
        for (int c = 0; c < 3; c++) {
            float[] a = in[c];
            float[] o = res[c];
            for (int i = 0; i < a.length; i++) {
                long bits = random.nextLong();
                int sum = (int) (bits & 0xffff) + (int) ((bits >>> 16) & 0xffff) + (int) ((bits >>> 32) & 0xffff)
                        + (int) (bits >>> 48) - 2 * 65535;
                o[i] = a[i] + scale * sum;
            }
        }
        return out;
    }
}
