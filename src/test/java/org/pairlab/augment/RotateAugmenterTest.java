package org.pairlab.augment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;
import org.pairlab.image.Planes;
import org.pairlab.image.Warp;
import org.pairlab.project.Box;
import org.pairlab.project.BoxSource;

class RotateAugmenterTest {
    private static Box box(double x, double y, double w, double h) {
        return new Box(1, "thing", x, y, w, h, null, BoxSource.IMPORTED, false);
    }

    @Test
    void boxesBecomeTheEnclosingBoxOfTheirRotatedCorners() {
        Box b = RotateAugmenter.rotate(box(90, 45, 20, 10), 30, 200, 100);
        double c = Math.cos(Math.toRadians(30));
        double s = Math.sin(Math.toRadians(30));
        assertEquals(20 * c + 10 * s, b.w(), 1e-9);
        assertEquals(20 * s + 10 * c, b.h(), 1e-9);
        assertEquals(100, b.x() + b.w() / 2, 1e-9, "a centred box stays centred");
        Box same = RotateAugmenter.rotate(box(10, 20, 30, 40), 0, 200, 100);
        assertEquals(10, same.x(), 1e-9);
        assertEquals(40, same.h(), 1e-9);
        Box clipped = RotateAugmenter.rotate(box(0, 0, 20, 20), 20, 200, 100);
        assertEquals(0, clipped.x(), 1e-9);
        assertNull(RotateAugmenter.rotate(box(0, 0, 3, 3), 45, 200, 200), "a corner box leaves the image");
    }

    @Test
    void theImageTurnsTheSameWayAsTheBoxes() {
        int w = 200;
        int h = 120;
        Planes p = Planes.blank(w, h);
        Box square = box(130, 20, 30, 20);
        for (int y = 20; y < 40; y++) {
            for (int x = 130; x < 160; x++) {
                p.r()[y * w + x] = 1f;
            }
        }
        for (double angle : new double[] {-25, 12}) {
            Planes out = Warp.remap(p, Warp.rotation(w, h, angle), Warp.Border.BLACK);
            int minX = w;
            int minY = h;
            int maxX = -1;
            int maxY = -1;
            for (int i = 0; i < out.r().length; i++) {
                if (out.r()[i] > 0.5f) {
                    minX = Math.min(minX, i % w);
                    maxX = Math.max(maxX, i % w);
                    minY = Math.min(minY, i / w);
                    maxY = Math.max(maxY, i / w);
                }
            }
            Box b = RotateAugmenter.rotate(square, angle, w, h);
            assertEquals(b.x(), minX, 1.5, "left at " + angle);
            assertEquals(b.y(), minY, 1.5, "top at " + angle);
            assertEquals(b.x() + b.w(), maxX + 1, 1.5, "right at " + angle);
            assertEquals(b.y() + b.h(), maxY + 1, 1.5, "bottom at " + angle);
        }
    }
}
