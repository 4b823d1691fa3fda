package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The shared zoom/pan window of the source and candidate views: fit, zoom about the pointer, pan, limits. */
class ImageWindowTest {
    private static final double VW = 400;
    private static final double VH = 300;

    @Test
    void fitCentresTheWholeImage() {
        ImageWindow.Placement p = ImageWindow.FIT.place(VW, VH, 640, 480);
        assertEquals(new ImageWindow.Placement(0, 0, 400, 300), p);
        ImageWindow.Placement tall = ImageWindow.FIT.place(VW, VH, 300, 600);
        assertEquals(150, tall.height() / 2, 1e-9);
        assertEquals((VW - 150) / 2, tall.left(), 1e-9);
    }

    @Test
    void zoomKeepsThePointUnderThePointerInPlaceForBothImageSizes() {
        ImageWindow w = ImageWindow.FIT.zoomedAbout(100, 75, 2, VW, VH, 640, 480);
        assertEquals(2, w.zoom(), 1e-9);
        ImageWindow.Placement p = w.place(VW, VH, 640, 480);
        // Before: view (100, 75) showed image fraction (0.25, 0.25); it still does.
        assertEquals(0.25, (100 - p.left()) / p.width(), 1e-9);
        assertEquals(0.25, (75 - p.top()) / p.height(), 1e-9);
        // The candidate, half the size, shows the same fraction of itself at the same place: the views stay in sync.
        ImageWindow.Placement half = w.place(VW, VH, 320, 240);
        assertEquals(p.left(), half.left(), 1e-9);
        assertEquals(p.width(), half.width(), 1e-9);
    }

    @Test
    void panFollowsTheDragAndZoomStaysWithinLimits() {
        ImageWindow w = new ImageWindow(4, 0.5, 0.5);
        ImageWindow.Placement before = w.place(VW, VH, 640, 480);
        ImageWindow moved = w.panned(40, -30, VW, VH, 640, 480);
        ImageWindow.Placement after = moved.place(VW, VH, 640, 480);
        assertEquals(before.left() + 40, after.left(), 1e-9);
        assertEquals(before.top() - 30, after.top(), 1e-9);
        assertEquals(1, ImageWindow.FIT.zoomedAbout(10, 10, 0.5, VW, VH, 640, 480).zoom(), "never smaller than fit");
        assertEquals(32, new ImageWindow(1000, 2, -1).zoom());
        assertEquals(1, new ImageWindow(1000, 2, -1).centreX());
    }
}
