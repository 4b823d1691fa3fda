package org.pairlab.augment.cutswap;

import java.util.List;

/**
 * Pastes a source patch into target boxes on int ARGB/RGB pixel arrays: bilinear resize of the patch into each box,
 * a feathered alpha ramp along the box edges so the seam blends, and alpha 0 over protected boxes (other objects
 * named in the caption). Only pixels inside the target boxes change.
 */
public final class PatchCompositor {
    private PatchCompositor() {
    }

    /** A decoded image as packed 0xRRGGBB ints, row-major. */
    public record Raster(int[] pixels, int width, int height) {
    }

    /** The integer pixel rectangle [x0, x1) x [y0, y1) a box covers, clipped to the image. */
    public record PixelRect(int x0, int y0, int x1, int y1) {
        static PixelRect of(BoxMath.Rect r, int width, int height) {
            int x0 = Math.max(0, (int) Math.floor(r.x()));
            int y0 = Math.max(0, (int) Math.floor(r.y()));
            int x1 = Math.min(width, (int) Math.ceil(r.x() + r.w()));
            int y1 = Math.min(height, (int) Math.ceil(r.y() + r.h()));
            return new PixelRect(x0, y0, Math.max(x0, x1), Math.max(y0, y1));
        }

        int pixelCount() {
            return (x1 - x0) * (y1 - y0);
        }

        boolean containsCentre(int px, int py, BoxMath.Rect r) {
            double cx = px + 0.5;
            double cy = py + 0.5;
            return cx >= r.x() && cx < r.x() + r.w() && cy >= r.y() && cy < r.y() + r.h();
        }
    }

    /** The share of the target boxes' pixels that lie in protected boxes and so are left out of the patch. */
    public static double leftOutFraction(List<BoxMath.Rect> targets, List<BoxMath.Rect> protect, int width, int height) {
        long total = 0;
        long left = 0;
        for (BoxMath.Rect t : targets) {
            PixelRect p = PixelRect.of(t, width, height);
            total += p.pixelCount();
            for (int y = p.y0(); y < p.y1(); y++) {
                for (int x = p.x0(); x < p.x1(); x++) {
                    for (BoxMath.Rect q : protect) {
                        if (p.containsCentre(x, y, q)) {
                            left++;
                            break;
                        }
                    }
                }
            }
        }
        return total == 0 ? 0 : (double) left / total;
    }

    /**
     * Returns a copy of {@code target} with the {@code patch} region of {@code source} resized into every target box.
     * @param feather width in pixels of the alpha ramp inside each box edge (0 = hard edge)
     */
    public static int[] composite(Raster target, Raster source, BoxMath.Rect patch, List<BoxMath.Rect> targets,
                                  List<BoxMath.Rect> protect, int feather) {
        int[] out = target.pixels().clone();
        int tw = target.width();
        int sw = source.width();
        int[] src = source.pixels();
        double px0 = clamp(patch.x(), 0, sw);
        double py0 = clamp(patch.y(), 0, source.height());
        double px1 = clamp(patch.x() + patch.w(), 0, sw);
        double py1 = clamp(patch.y() + patch.h(), 0, source.height());
        int maxSx = (int) Math.ceil(px1) - 1;
        int maxSy = (int) Math.ceil(py1) - 1;
        int minSx = (int) Math.floor(px0);
        int minSy = (int) Math.floor(py0);
        for (BoxMath.Rect t : targets) {
            PixelRect r = PixelRect.of(t, tw, target.height());
            int bw = r.x1() - r.x0();
            int bh = r.y1() - r.y0();
            if (bw == 0 || bh == 0) {
                continue;
            }
            double scaleX = (px1 - px0) / bw;
            double scaleY = (py1 - py0) / bh;
            for (int y = r.y0(); y < r.y1(); y++) {
                double v = py0 + (y - r.y0() + 0.5) * scaleY - 0.5;
                int v0 = (int) Math.floor(v);
                double fy = v - v0;
                int ya = clampInt(v0, minSy, maxSy);
                int yb = clampInt(v0 + 1, minSy, maxSy);
                double edgeY = Math.min(y - r.y0() + 0.5, r.y1() - y - 0.5);
                int row = y * tw;
                for (int x = r.x0(); x < r.x1(); x++) {
                    double edge = Math.min(edgeY, Math.min(x - r.x0() + 0.5, r.x1() - x - 0.5));
                    double alpha = feather <= 0 ? 1 : Math.min(1, edge / feather);
                    if (!protect.isEmpty() && inAny(r, x, y, protect)) {
                        continue;
                    }
                    double u = px0 + (x - r.x0() + 0.5) * scaleX - 0.5;
                    int u0 = (int) Math.floor(u);
                    double fx = u - u0;
                    int xa = clampInt(u0, minSx, maxSx);
                    int xb = clampInt(u0 + 1, minSx, maxSx);
                    int c00 = src[ya * sw + xa];
                    int c10 = src[ya * sw + xb];
                    int c01 = src[yb * sw + xa];
                    int c11 = src[yb * sw + xb];
                    int dst = out[row + x];
                    int rgb = 0;
                    for (int shift = 16; shift >= 0; shift -= 8) {
                        double top = ((c00 >> shift) & 0xFF) * (1 - fx) + ((c10 >> shift) & 0xFF) * fx;
                        double bottom = ((c01 >> shift) & 0xFF) * (1 - fx) + ((c11 >> shift) & 0xFF) * fx;
                        double s = top * (1 - fy) + bottom * fy;
                        double d = (dst >> shift) & 0xFF;
                        int value = (int) Math.round(alpha * s + (1 - alpha) * d);
                        rgb |= Math.max(0, Math.min(255, value)) << shift;
                    }
                    out[row + x] = (dst & 0xFF000000) | rgb;
                }
            }
        }
        return out;
    }

    private static boolean inAny(PixelRect r, int x, int y, List<BoxMath.Rect> protect) {
        for (BoxMath.Rect q : protect) {
            if (r.containsCentre(x, y, q)) {
                return true;
            }
        }
        return false;
    }

    private static double clamp(double v, double lo, double hi) {
        return Math.max(lo, Math.min(hi, v));
    }

    private static int clampInt(int v, int lo, int hi) {
        return Math.max(lo, Math.min(hi, v));
    }
}
