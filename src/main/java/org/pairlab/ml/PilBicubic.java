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
     * Resizes packed RGB pixels ({@code w x h}, row-major, 0xRRGGBB) to {@code outW x outH} and returns
     * the {@code cw x ch} window at ({@code left}, {@code top}) of the result as R, G and B planes.
     * Only the pixels the window needs are computed; each is exactly what the full resize gives.
     */
    static int[][] resizeCrop(int[] rgb, int w, int h, int outW, int outH, int left, int top, int cw, int ch) {
        // Pass 1 (horizontal), on the input rows the window's output rows read.
        Coefficients cy = outH != h ? coefficients(h, outH) : null;
        int rowFrom = cy == null ? top : cy.first[top];
        int rowTo = cy == null ? top + ch : 0;
        if (cy != null) {
            for (int yy = top; yy < top + ch; yy++) {
                rowTo = Math.max(rowTo, cy.first[yy] + cy.count[yy]);
            }
        }
        int rows = rowTo - rowFrom;
        int[] hr = new int[rows * cw];
        int[] hg = new int[rows * cw];
        int[] hb = new int[rows * cw];
        int half = 1 << (PRECISION_BITS - 1);
        if (outW != w) {
            Coefficients cx = coefficients(w, outW);
            for (int y = 0; y < rows; y++) {
                int row = (rowFrom + y) * w;
                for (int xx = 0; xx < cw; xx++) {
                    int o = xx + left;
                    int r = half;
                    int g = half;
                    int b = half;
                    int base = row + cx.first[o];
                    int kb = o * cx.taps;
                    for (int x = 0, n = cx.count[o]; x < n; x++) {
                        int p = rgb[base + x];
                        int k = cx.weights[kb + x];
                        r += ((p >> 16) & 0xff) * k;
                        g += ((p >> 8) & 0xff) * k;
                        b += (p & 0xff) * k;
                    }
                    int i = y * cw + xx;
                    hr[i] = clip8(r);
                    hg[i] = clip8(g);
                    hb[i] = clip8(b);
                }
            }
        } else {
            for (int y = 0; y < rows; y++) {
                for (int xx = 0; xx < cw; xx++) {
                    int p = rgb[(rowFrom + y) * w + xx + left];
                    int i = y * cw + xx;
                    hr[i] = (p >> 16) & 0xff;
                    hg[i] = (p >> 8) & 0xff;
                    hb[i] = p & 0xff;
                }
            }
        }
        if (cy == null) {
            return new int[][] {hr, hg, hb};
        }
        // Pass 2 (vertical), on the window's output rows.
        int[][] out = {new int[cw * ch], new int[cw * ch], new int[cw * ch]};
        int[][] in = {hr, hg, hb};
        int[] acc = new int[cw];
        for (int c = 0; c < 3; c++) {
            int[] src = in[c];
            int[] dst = out[c];
            for (int yy = 0; yy < ch; yy++) {
                int o = yy + top;
                java.util.Arrays.fill(acc, half);
                int kb = o * cy.taps;
                for (int y = 0, n = cy.count[o]; y < n; y++) {
                    int k = cy.weights[kb + y];
                    int row = (cy.first[o] + y - rowFrom) * cw;
                    for (int x = 0; x < cw; x++) {
                        acc[x] += src[row + x] * k;
                    }
                }
                for (int x = 0; x < cw; x++) {
                    dst[yy * cw + x] = clip8(acc[x]);
                }
            }
        }
        return out;
    }
}
