package org.pairlab.ui;

/**
 * Which part of an image a view shows, independent of the image's size: {@code zoom} times the fitted scale (1 shows
 * the whole image) and the image point at the view's centre as fractions of its width and height. Two views sharing
 * one window (source and candidate) zoom and pan together even when their images differ in size.
 */
public record ImageWindow(double zoom, double centreX, double centreY) {
    /** The whole image, fitted and centred. */
    public static final ImageWindow FIT = new ImageWindow(1, 0.5, 0.5);
    private static final double MAX_ZOOM = 32;

    public ImageWindow {
        zoom = Math.max(1, Math.min(MAX_ZOOM, zoom));
        centreX = Math.max(0, Math.min(1, centreX));
        centreY = Math.max(0, Math.min(1, centreY));
    }

    /** Drawn geometry in a view: the image's left, top, width and height in view pixels. */
    public record Placement(double left, double top, double width, double height) {
    }

    /** Where an image of {@code imageW} x {@code imageH} lands in a {@code viewW} x {@code viewH} view. */
    public Placement place(double viewW, double viewH, double imageW, double imageH) {
        double k = Math.min(viewW / imageW, viewH / imageH) * zoom;
        double dw = imageW * k;
        double dh = imageH * k;
        return new Placement(viewW / 2 - centreX * dw, viewH / 2 - centreY * dh, dw, dh);
    }

    /** This window zoomed by {@code factor} keeping the image point under view point (sx, sy) in place. */
    public ImageWindow zoomedAbout(double sx, double sy, double factor, double viewW, double viewH, double imageW, double imageH) {
        Placement p = place(viewW, viewH, imageW, imageH);
        double u = (sx - p.left()) / p.width();
        double v = (sy - p.top()) / p.height();
        double next = Math.max(1, Math.min(MAX_ZOOM, zoom * factor));
        double dw = p.width() / zoom * next;
        double dh = p.height() / zoom * next;
        return new ImageWindow(next, (viewW / 2 - (sx - u * dw)) / dw, (viewH / 2 - (sy - v * dh)) / dh);
    }

    /** This window moved so the image follows a drag of (dx, dy) view pixels. */
    public ImageWindow panned(double dx, double dy, double viewW, double viewH, double imageW, double imageH) {
        Placement p = place(viewW, viewH, imageW, imageH);
        return new ImageWindow(zoom, centreX - dx / p.width(), centreY - dy / p.height());
    }
}
