package org.pairlab.project;

/** An object box in pixel coordinates (top-left origin), as COCO's [x, y, w, h]. */
public record Box(long id, String category, double x, double y, double w, double h, Double score, BoxSource source,
                  boolean crowd) {
    /** Area in square pixels. */
    public double area() {
        return w * h;
    }
}
