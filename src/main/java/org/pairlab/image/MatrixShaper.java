package org.pairlab.image;

import java.awt.color.ColorSpace;
import java.awt.color.ICC_Profile;
import java.awt.color.ICC_ProfileRGB;
import java.awt.color.ProfileDataException;

/**
 * The conversion from an RGB matrix/TRC colour profile (Adobe RGB, most camera profiles) to sRGB as the colour
 * engine composes it: the profile's tone curves to linear light, its colorant matrix to the D50 connection space, the
 * inverse of sRGB's matrix, clipping to the gamut, and sRGB's tone curve. Per pixel: three look-ups, nine
 * multiply-adds and three look-ups in a 16-bit table of the sRGB curve. Within one level of the engine on every pixel
 * of the 14 COCO sample images with such profiles (Adobe RGB, "Camera RGB", NIKON D70). Immutable.
 */
final class MatrixShaper implements ProfileConversion {
    /** Entries of the output table over linear light [0, 1]. */
    private static final int OUT = 1 << 16;

    /** Per level and channel (r, g, b), the linear light. */
    private final float[] linR;
    private final float[] linG;
    private final float[] linB;
    /** Row-major 3x3: profile linear RGB to sRGB linear RGB, pre-scaled by OUT - 1. */
    private final float[] m;
    /** sRGB's curve: linear light index to level. */
    private final byte[] encode;

    private MatrixShaper(float[] linR, float[] linG, float[] linB, float[] m, byte[] encode) {
        this.linR = linR;
        this.linG = linG;
        this.linB = linB;
        this.m = m;
        this.encode = encode;
    }

    /** The shaper of {@code profile} to the JDK's sRGB; null when a curve cannot be read. */
    static MatrixShaper of(ICC_ProfileRGB profile) {
        ICC_Profile srgbProfile = ((java.awt.color.ICC_ColorSpace) ColorSpace.getInstance(ColorSpace.CS_sRGB))
                .getProfile();
        if (!(srgbProfile instanceof ICC_ProfileRGB srgb)) {
            return null;
        }
        float[][] in = profile.getMatrix();
        double[][] out = invert(toDouble(srgb.getMatrix()));
        double[][] prod = new double[3][3];
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                for (int k = 0; k < 3; k++) {
                    prod[i][j] += out[i][k] * in[k][j];
                }
            }
        }
        float[] m = new float[9];
        for (int i = 0; i < 9; i++) {
            m[i] = (float) (prod[i / 3][i % 3] * (OUT - 1));
        }
        byte[] encode = new byte[OUT];
        for (int i = 0; i < OUT; i++) {
            double x = i / (double) (OUT - 1);
            double v = x <= 0.0031308 ? 12.92 * x : 1.055 * Math.pow(x, 1 / 2.4) - 0.055;
            encode[i] = (byte) Math.min(255, Math.max(0, (int) Math.round(v * 255)));
        }
        float[] r = curve(profile, ICC_ProfileRGB.REDCOMPONENT);
        float[] g = curve(profile, ICC_ProfileRGB.GREENCOMPONENT);
        float[] b = curve(profile, ICC_ProfileRGB.BLUECOMPONENT);
        return r == null || g == null || b == null ? null : new MatrixShaper(r, g, b, m, encode);
    }

    private static float[] curve(ICC_ProfileRGB profile, int component) {
        float[] lin = new float[256];
        try {
            float gamma = profile.getGamma(component);
            for (int v = 0; v < 256; v++) {
                lin[v] = (float) Math.pow(v / 255.0, gamma);
            }
            return lin;
        } catch (ProfileDataException notGamma) {
            short[] table;
            try {
                table = profile.getTRC(component);
            } catch (ProfileDataException notTable) {
                return null;
            }
            for (int v = 0; v < 256; v++) {
                double at = v / 255.0 * (table.length - 1);
                int i = Math.min((int) at, table.length - 2);
                double f = at - i;
                lin[v] = (float) (((table[i] & 0xffff) * (1 - f) + (table[i + 1] & 0xffff) * f) / 65535.0);
            }
            return lin;
        }
    }

    @Override
    public void applyBgr(byte[] bgr) {
        // Locals, so the loop reads no fields; the index is rounded first and clamped as an int (two conditional
        // moves), which gives the same index as clamping the float and rounding, at about half the time.
        float m0 = m[0], m1 = m[1], m2 = m[2], m3 = m[3], m4 = m[4], m5 = m[5], m6 = m[6], m7 = m[7], m8 = m[8];
        float[] lr = linR;
        float[] lg = linG;
        float[] lb = linB;
        byte[] enc = encode;
        int top = OUT - 1;
        for (int j = 0; j + 2 < bgr.length; j += 3) {
            float r = lr[bgr[j + 2] & 0xff];
            float g = lg[bgr[j + 1] & 0xff];
            float b = lb[bgr[j] & 0xff];
            int ro = (int) (m0 * r + m1 * g + m2 * b + 0.5f);
            int go = (int) (m3 * r + m4 * g + m5 * b + 0.5f);
            int bo = (int) (m6 * r + m7 * g + m8 * b + 0.5f);
            bgr[j + 2] = enc[Math.min(Math.max(ro, 0), top)];
            bgr[j + 1] = enc[Math.min(Math.max(go, 0), top)];
            bgr[j] = enc[Math.min(Math.max(bo, 0), top)];
        }
    }

    private static double[][] toDouble(float[][] a) {
        double[][] d = new double[3][3];
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                d[i][j] = a[i][j];
            }
        }
        return d;
    }

    private static double[][] invert(double[][] a) {
        double det = a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1])
                - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
                + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0]);
        double[][] r = new double[3][3];
        r[0][0] = (a[1][1] * a[2][2] - a[1][2] * a[2][1]) / det;
        r[0][1] = (a[0][2] * a[2][1] - a[0][1] * a[2][2]) / det;
        r[0][2] = (a[0][1] * a[1][2] - a[0][2] * a[1][1]) / det;
        r[1][0] = (a[1][2] * a[2][0] - a[1][0] * a[2][2]) / det;
        r[1][1] = (a[0][0] * a[2][2] - a[0][2] * a[2][0]) / det;
        r[1][2] = (a[0][2] * a[1][0] - a[0][0] * a[1][2]) / det;
        r[2][0] = (a[1][0] * a[2][1] - a[1][1] * a[2][0]) / det;
        r[2][1] = (a[0][1] * a[2][0] - a[0][0] * a[2][1]) / det;
        r[2][2] = (a[0][0] * a[1][1] - a[0][1] * a[1][0]) / det;
        return r;
    }
}
