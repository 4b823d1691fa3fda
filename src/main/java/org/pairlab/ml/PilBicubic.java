package org.pairlab.ml;

/**
 * Separable bicubic resampling of 8-bit planes, computed the way Pillow's {@code Image.resize(...,
 * BICUBIC)} does it (a = -0.5, support widened by the scale when downscaling so it antialiases,
 * 22-bit fixed-point weights, horizontal pass first, rounding and clipping to 8 bits after each
 * pass), so CLIP pre-processing in Java stays within a grey level of the Python reference.
 */
final class PilBicubic {
    private static final int PRECISION_BITS = 32 - 8 - 2;
    private static final double SUPPORT = 2.0;

    private PilBicubic() {
    }

    /** Weights of one pass: for each output index, the first input index, the tap count and the taps. */
    private record Coefficients(int[] first, int[] count, int[] weights, int taps) {
    }

    private static double filter(double x) {
        double a = -0.5;
        double t = Math.abs(x);
        if (t < 1.0) {
            return ((a + 2.0) * t - (a + 3.0)) * t * t + 1;
        }
        if (t < 2.0) {
            return (((t - 5) * t + 8) * t - 4) * a;
        }
        return 0.0;
    }

    private static Coefficients coefficients(int inSize, int outSize) {
        double scale = (double) inSize / outSize;
        double filterScale = Math.max(scale, 1.0);
        double support = SUPPORT * filterScale;
        int taps = (int) Math.ceil(support) * 2 + 1;
        int[] first = new int[outSize];
        int[] count = new int[outSize];
        int[] weights = new int[outSize * taps];
        double[] k = new double[taps];
        for (int xx = 0; xx < outSize; xx++) {
            double center = (xx + 0.5) * scale;
            double ss = 1.0 / filterScale;
            // (int) truncates toward zero, as the C cast in Pillow does.
            int xmin = Math.max((int) (center - support + 0.5), 0);
            int xmax = Math.min((int) (center + support + 0.5), inSize) - xmin;
            double ww = 0.0;
            for (int x = 0; x < xmax; x++) {
                k[x] = filter((x + xmin - center + 0.5) * ss);
                ww += k[x];
            }
            for (int x = 0; x < xmax; x++) {
                double w = ww != 0.0 ? k[x] / ww : k[x];
                weights[xx * taps + x] = (int) (w < 0 ? -0.5 + w * (1 << PRECISION_BITS) : 0.5 + w * (1 << PRECISION_BITS));
            }
            first[xx] = xmin;
            count[xx] = xmax;
        }
        return new Coefficients(first, count, weights, taps);
    }

    private static int clip8(int v) {
        if (v >= (1 << PRECISION_BITS << 8)) {
            return 255;
        }
        if (v <= 0) {
            return 0;
        }
        return v >> PRECISION_BITS;
    }

    /**
     * Resizes a {@code w x h} plane of values 0..255 (row-major) to {@code outW x outH}.
     */
    static int[] resize(int[] plane, int w, int h, int outW, int outH) {
        int[] src = plane;
        int curW = w;
        if (outW != w) {
            src = horizontal(src, w, h, outW);
            curW = outW;
        }
        if (outH != h) {
            src = vertical(src, curW, h, outH);
        }
        return src == plane ? plane.clone() : src;
    }

    private static int[] horizontal(int[] in, int w, int h, int outW) {
        Coefficients c = coefficients(w, outW);
        int[] out = new int[outW * h];
        int half = 1 << (PRECISION_BITS - 1);
        for (int y = 0; y < h; y++) {
            int row = y * w;
            for (int xx = 0; xx < outW; xx++) {
                int ss = half;
                int base = row + c.first[xx];
                int kb = xx * c.taps;
                for (int x = 0, n = c.count[xx]; x < n; x++) {
                    ss += in[base + x] * c.weights[kb + x];
                }
                out[y * outW + xx] = clip8(ss);
            }
        }
        return out;
    }

    private static int[] vertical(int[] in, int w, int h, int outH) {
        Coefficients c = coefficients(h, outH);
        int[] out = new int[w * outH];
        int half = 1 << (PRECISION_BITS - 1);
        int[] acc = new int[w];
        for (int yy = 0; yy < outH; yy++) {
            java.util.Arrays.fill(acc, half);
            int kb = yy * c.taps;
            for (int y = 0, n = c.count[yy]; y < n; y++) {
                int k = c.weights[kb + y];
                int row = (c.first[yy] + y) * w;
                for (int x = 0; x < w; x++) {
                    acc[x] += in[row + x] * k;
                }
            }
            for (int x = 0; x < w; x++) {
                out[yy * w + x] = clip8(acc[x]);
            }
        }
        return out;
    }
}
