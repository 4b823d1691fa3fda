package org.pairlab.image;

/** Reduces a plane in [0,1] to {@code levels} evenly spaced values (rounding to the nearest). */
public final class Posterize {
    private Posterize() {
    }

    public static float[] apply(float[] plane, int levels) {
        if (levels < 2) {
            throw new IllegalArgumentException("posterise needs at least 2 levels, got " + levels);
        }
        float steps = levels - 1;
        float[] out = new float[plane.length];
        for (int i = 0; i < plane.length; i++) {
            float v = Math.min(1f, Math.max(0f, plane[i]));
            out[i] = Math.round(v * steps) / steps;
        }
        return out;
    }
}
