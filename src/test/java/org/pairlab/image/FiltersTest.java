package org.pairlab.image;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class FiltersTest {
    @Test
    void gaussianKernelIsNormalisedSymmetricAndBlurKeepsFlatImagesAndMass() {
        float[] k = GaussianBlur.kernel(2.0);
        assertEquals(13, k.length);
        double sum = 0;
        for (int i = 0; i < k.length; i++) {
            sum += k[i];
            assertEquals(k[i], k[k.length - 1 - i], 0f);
        }
        assertEquals(1.0, sum, 1e-6);
        float[] flat = new float[40 * 30];
        Arrays.fill(flat, 0.37f);
        for (float v : GaussianBlur.blur(flat, 40, 30, 3)) {
            assertEquals(0.37f, v, 1e-6f);
        }
        // An impulse far from the borders spreads into the kernel's outer product: the centre gets k0^2.
        float[] dot = new float[41 * 41];
        dot[20 * 41 + 20] = 1f;
        float[] b = GaussianBlur.blur(dot, 41, 41, 2.0);
        assertEquals(k[6] * k[6], b[20 * 41 + 20], 1e-7f);
        assertEquals(k[6] * k[3], b[20 * 41 + 17], 1e-7f);
        assertThrows(IllegalArgumentException.class, () -> GaussianBlur.kernel(0));
    }

    @Test
    void pencilSketchWhitensFlatAreasAndDrawsEdges() {
        int w = 40;
        int h = 20;
        float[] grey = new float[w * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                grey[y * w + x] = x < 20 ? 0.2f : 0.8f;
            }
        }
        float[] s = PencilSketch.apply(grey, w, h, 2);
        assertEquals(1f, s[10 * w + 2], 1e-5f, "flat dark area goes white");
        assertEquals(1f, s[10 * w + 38], 1e-5f, "flat bright area goes white");
        assertTrue(s[10 * w + 19] < 0.5f, "the dark side of the edge gets a stroke: " + s[10 * w + 19]);
    }

    @Test
    void xdogDrawsLinesOnEdgesOnly() {
        int w = 40;
        int h = 20;
        float[] grey = new float[w * h];
        for (int i = 0; i < grey.length; i++) {
            grey[i] = (i % w) < 20 ? 0.3f : 0.9f;
        }
        float[] t = Xdog.apply(grey, w, h, new Xdog.Params(0.8, 1.6, 20, 0.1, 10));
        assertEquals(1f, t[10 * w + 5], 0f);
        assertEquals(1f, t[10 * w + 35], 0f);
        assertTrue(t[10 * w + 19] < 0.1f, "ink on the dark side of the edge: " + t[10 * w + 19]);
        assertThrows(IllegalArgumentException.class, () -> new Xdog.Params(0.8, 1.0, 20, 0.1, 10));
    }

    @Test
    void posterizeRoundsToLevels() {
        assertArrayEquals(new float[] {0f, 0f, 0.5f, 1f, 1f}, Posterize.apply(new float[] {-0.2f, 0.2f, 0.6f, 0.8f, 1.3f}, 3));
        assertThrows(IllegalArgumentException.class, () -> Posterize.apply(new float[1], 1));
    }

    @Test
    void elasticFieldIsReproducibleFromTheSeedAndHasTheRequestedSize() {
        Warp.Map a = Warp.elastic(64, 48, 3, 8, new SplittableRandom(5));
        Warp.Map b = Warp.elastic(64, 48, 3, 8, new SplittableRandom(5));
        Warp.Map c = Warp.elastic(64, 48, 3, 8, new SplittableRandom(6));
        assertArrayEquals(a.x(), b.x());
        assertArrayEquals(a.y(), b.y());
        assertNotEquals(Arrays.hashCode(a.x()), Arrays.hashCode(c.x()));
        double sum = 0;
        for (int i = 0; i < a.x().length; i++) {
            double dx = a.x()[i] - i % 64;
            double dy = a.y()[i] - i / 64;
            sum += dx * dx + dy * dy;
        }
        double rms = Math.sqrt(sum / a.x().length);
        assertTrue(rms > 1.5 && rms < 4.5, "RMS displacement near alpha=3: " + rms);
    }

    @Test
    void planesRoundTripIsExact() {
        java.awt.image.BufferedImage img = new java.awt.image.BufferedImage(7, 3, java.awt.image.BufferedImage.TYPE_INT_RGB);
        int[] px = Rasters.pixels(img);
        for (int i = 0; i < px.length; i++) {
            px[i] = (i * 37 % 256) << 16 | (i * 91 % 256) << 8 | (i * 13 % 256);
        }
        assertArrayEquals(px, Rasters.pixels(Planes.of(img).toImage()));
    }
}
