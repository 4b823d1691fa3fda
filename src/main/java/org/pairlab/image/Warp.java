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

    private Warp() {
    }

    /** Samples every plane at the map's positions. */
    public static Planes remap(Planes src, Map map, Border border) {
        int w = src.width();
        int h = src.height();
        Planes out = Planes.blank(map.width(), map.height());
        for (int i = 0; i < map.x().length; i++) {
            float x = map.x()[i];
            float y = map.y()[i];
            if (border == Border.BLACK && (x < -0.5f || y < -0.5f || x > w - 0.5f || y > h - 0.5f)) {
                continue;
            }
            out.r()[i] = Bilinear.sample(src.r(), w, h, x, y);
            out.g()[i] = Bilinear.sample(src.g(), w, h, x, y);
            out.b()[i] = Bilinear.sample(src.b(), w, h, x, y);
        }
        return out;
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
        float[] mx = new float[w * h];
        float[] my = new float[w * h];
        float inv = 1f / step;
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int i = y * w + x;
                mx[i] = x + scale * Bilinear.sample(dx, gw, gh, x * inv, y * inv);
                my[i] = y + scale * Bilinear.sample(dy, gw, gh, x * inv, y * inv);
            }
        }
        return new Map(w, h, mx, my);
    }

    /**
     * Swirl around {@code (cx, cy)}: a pixel at distance rho turns by {@code angle * exp(-rho / falloff)}
     * radians, so the centre turns most and the effect fades outwards.
     */
    public static Map swirl(int w, int h, double cx, double cy, double angle, double falloff) {
        float[] mx = new float[w * h];
        float[] my = new float[w * h];
        for (int y = 0; y < h; y++) {
            double ry = y - cy;
            for (int x = 0; x < w; x++) {
                double rx = x - cx;
                double rho = Math.sqrt(rx * rx + ry * ry);
                double t = angle * StrictMath.exp(-rho / falloff);
                double c = StrictMath.cos(t);
                double s = StrictMath.sin(t);
                int i = y * w + x;
                mx[i] = (float) (cx + c * rx - s * ry);
                my[i] = (float) (cy + s * rx + c * ry);
            }
        }
        return new Map(w, h, mx, my);
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

    /** Adds Gaussian noise of standard deviation {@code std} to every value (Box-Muller with StrictMath). */
    public static Planes noise(Planes p, double std, SplittableRandom random) {
        if (std <= 0) {
            return p;
        }
        Planes out = Planes.blank(p.width(), p.height());
        float[][] in = {p.r(), p.g(), p.b()};
        float[][] res = {out.r(), out.g(), out.b()};
        for (int c = 0; c < 3; c++) {
            float[] a = in[c];
            float[] o = res[c];
            for (int i = 0; i < a.length; i += 2) {
                double u1 = 1.0 - random.nextDouble(); // (0,1]: log stays finite
                double u2 = random.nextDouble();
                double m = std * Math.sqrt(-2 * StrictMath.log(u1));
                double ang = 2 * Math.PI * u2;
                o[i] = (float) (a[i] + m * StrictMath.cos(ang));
                if (i + 1 < a.length) {
                    o[i + 1] = (float) (a[i + 1] + m * StrictMath.sin(ang));
                }
            }
        }
        return out;
    }
}
