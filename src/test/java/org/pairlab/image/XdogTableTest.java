package org.pairlab.image;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pairlab.testing.SharedData;

/**
 * The grey filters' speedups: XDoG's tabled soft threshold stays within the bound of the StrictMath.tanh it
 * replaced, and the direct luma read is bit-exact.
 */
class XdogTableTest {
    @Test
    void softThresholdMatchesTanhClosely() {
        double worst = 0;
        for (double x = -12; x <= 0; x += 0.000731) {
            worst = Math.max(worst, Math.abs(Xdog.softThreshold(x) - (1 + StrictMath.tanh(x))));
        }
        assertTrue(worst < 1e-6, "worst error " + worst);
        assertEquals(1 + StrictMath.tanh(0.5), Xdog.softThreshold(0.5), 1e-7, "a negative phi still works");
    }

    @Test
    void cocoImageWithinOne255thOfTheStrictMathOutput() throws Exception {
        Planes p = Planes.of(new ImageDecoder().decode(SharedData.cocoSample().resolve("images/000000000139.jpg")));
        int w = p.width();
        int h = p.height();
        // The settings XdogAugmenter uses by default and a steep one: both stay within the bound.
        for (Xdog.Params params : new Xdog.Params[] {new Xdog.Params(0.8, 1.6, 20, 0.1, 10),
                new Xdog.Params(1.2, 1.6, 30, 0.3, 200)}) {
            int[] fast = bytes(Xdog.apply(p.grey(), w, h, params));
            int[] strict = bytes(strictXdog(p.grey(), w, h, params));
            long sum = 0;
            int max = 0;
            int inked = 0;
            for (int i = 0; i < fast.length; i++) {
                int d = Math.abs(fast[i] - strict[i]);
                sum += d;
                max = Math.max(max, d);
                inked += strict[i] < 255 ? 1 : 0;
            }
            double mean = sum / (double) fast.length;
            assertTrue(inked > fast.length / 100, "the image has lines to compare: " + inked);
            assertTrue(mean <= 1.0 / 255, "mean difference " + mean + " levels for " + params);
            assertTrue(max <= 1, "largest difference " + max + " levels for " + params);
        }
    }

    @Test
    void greyOfEqualsTheLumaOfThePlanesBitForBit() throws Exception {
        var img = new ImageDecoder().decode(SharedData.cocoSample().resolve("images/000000000139.jpg"));
        float[] direct = Planes.greyOf(img);
        float[] viaPlanes = Planes.of(img).grey();
        assertEquals(viaPlanes.length, direct.length);
        for (int i = 0; i < direct.length; i++) {
            assertEquals(Float.floatToIntBits(viaPlanes[i]), Float.floatToIntBits(direct[i]), "pixel " + i);
        }
        var sub = img.getSubimage(10, 20, 100, 50);
        assertEquals(Planes.of(sub).grey()[777], Planes.greyOf(sub)[777], 0f, "a sub-image reads its own pixels");
    }

    /** The formula before the table: StrictMath.tanh per pixel. */
    private static float[] strictXdog(float[] grey, int w, int h, Xdog.Params params) {
        float[] g1 = GaussianBlur.blur(grey, w, h, params.sigma());
        float[] g2 = GaussianBlur.blur(grey, w, h, params.sigma() * params.k());
        float a = (float) (1 + params.p());
        float b = (float) params.p();
        float eps = (float) params.epsilon();
        float[] out = new float[grey.length];
        for (int i = 0; i < out.length; i++) {
            float s = a * g1[i] - b * g2[i];
            out[i] = s >= eps ? 1f : (float) (1 + StrictMath.tanh(params.phi() * (s - eps)));
        }
        return out;
    }

    private static int[] bytes(float[] plane) {
        int[] px = Rasters.pixels(Planes.greyImage(plane, plane.length, 1));
        int[] out = new int[px.length];
        for (int i = 0; i < px.length; i++) {
            out[i] = px[i] & 0xff;
        }
        return out;
    }
}
