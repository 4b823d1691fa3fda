package org.pairlab.augment.cutswap;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/** Box geometry for CutSwap: IoU, non-maximum suppression and the area a set of boxes covers. */
public final class BoxMath {
    /** An axis-aligned box, [x, y, w, h] in pixels, with an optional detector score. */
    public record Rect(double x, double y, double w, double h, double score) {
        public double area() {
            return w * h;
        }

        public double aspect() {
            return w / h;
        }

        public List<Double> xywh() {
            return List.of(x, y, w, h);
        }
    }

    private BoxMath() {
    }

    public static double iou(Rect a, Rect b) {
        double ix = Math.max(0, Math.min(a.x() + a.w(), b.x() + b.w()) - Math.max(a.x(), b.x()));
        double iy = Math.max(0, Math.min(a.y() + a.h(), b.y() + b.h()) - Math.max(a.y(), b.y()));
        double inter = ix * iy;
        double union = a.area() + b.area() - inter;
        return union <= 0 ? 0 : inter / union;
    }

    /** Intersection area of two boxes. */
    public static double intersection(Rect a, Rect b) {
        double ix = Math.max(0, Math.min(a.x() + a.w(), b.x() + b.w()) - Math.max(a.x(), b.x()));
        double iy = Math.max(0, Math.min(a.y() + a.h(), b.y() + b.h()) - Math.max(a.y(), b.y()));
        return ix * iy;
    }

    /**
     * Greedy NMS: keeps boxes in order of score (then area, for annotations without scores) and drops any box whose IoU
     * with a kept one exceeds {@code iouThreshold}.
     */
    public static List<Rect> nms(List<Rect> boxes, double iouThreshold) {
        List<Rect> sorted = new ArrayList<>(boxes);
        sorted.sort(Comparator.comparingDouble(Rect::score).thenComparingDouble(Rect::area).reversed()
                .thenComparingDouble(Rect::x).thenComparingDouble(Rect::y));
        List<Rect> kept = new ArrayList<>();
        for (Rect r : sorted) {
            boolean keep = true;
            for (Rect k : kept) {
                if (iou(r, k) > iouThreshold) {
                    keep = false;
                    break;
                }
            }
            if (keep) {
                kept.add(r);
            }
        }
        return kept;
    }

    /** The area covered by the union of the boxes (exact, by coordinate compression). */
    public static double unionArea(List<Rect> boxes) {
        int n = boxes.size();
        if (n == 0) {
            return 0;
        }
        double[] xs = new double[2 * n];
        double[] ys = new double[2 * n];
        for (int i = 0; i < n; i++) {
            Rect r = boxes.get(i);
            xs[2 * i] = r.x();
            xs[2 * i + 1] = r.x() + r.w();
            ys[2 * i] = r.y();
            ys[2 * i + 1] = r.y() + r.h();
        }
        Arrays.sort(xs);
        Arrays.sort(ys);
        double total = 0;
        for (int i = 0; i + 1 < xs.length; i++) {
            for (int j = 0; j + 1 < ys.length; j++) {
                double cx = (xs[i] + xs[i + 1]) / 2;
                double cy = (ys[j] + ys[j + 1]) / 2;
                for (Rect r : boxes) {
                    if (cx >= r.x() && cx < r.x() + r.w() && cy >= r.y() && cy < r.y() + r.h()) {
                        total += (xs[i + 1] - xs[i]) * (ys[j + 1] - ys[j]);
                        break;
                    }
                }
            }
        }
        return total;
    }
}
