package org.pairlab.ml;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import org.pairlab.image.Rasters;

/**
 * CLIP image pre-processing on raster arrays, as Hugging Face's {@code CLIPImageProcessor} does it:
 * shortest edge to {@code image_size} with Pillow-style bicubic, centre crop, rescale, mean/std,
 * CHW float32. Stateless and thread-safe.
 */
public final class ClipImagePreprocessor {
    private final int size;
    private final double rescale;
    private final float[] mean;
    private final float[] std;

    public ClipImagePreprocessor(ClipConfig config) {
        this(config.imageSize(), config.rescale(), config.mean(), config.std());
    }

    /** The same pre-processing with explicit values (other TorchScript image models, e.g. feature extractors). */
    public ClipImagePreprocessor(int size, double rescale, float[] mean, float[] std) {
        this.size = size;
        this.rescale = rescale;
        this.mean = mean.clone();
        this.std = std.clone();
    }

    /** The side of the square model input. */
    public int size() {
        return size;
    }

    /** Floats per image: 3 x size x size. */
    public int floatsPerImage() {
        return 3 * size * size;
    }

    /** Writes the model input for {@code image} into {@code out} at {@code offset} (CHW). */
    public void preprocess(BufferedImage image, float[] out, int offset) {
        int w = image.getWidth();
        int h = image.getHeight();
        int outW;
        int outH;
        // The long side is rounded: that reproduces the reference pixel_values exactly, where
        // truncating differs on 424x640 (96 vs 97 rows).
        if (w <= h) {
            outW = size;
            outH = (int) Math.round((double) size * h / w);
        } else {
            outH = size;
            outW = (int) Math.round((double) size * w / h);
        }
        int top = (outH - size) / 2;
        int left = (outW - size) / 2;
        int[][] planes = PilBicubic.resizeCrop(rgb(image), w, h, outW, outH, left, top, size, size);
        int plane = size * size;
        for (int c = 0; c < 3; c++) {
            int[] r = planes[c];
            float m = mean[c];
            float s = std[c];
            int base = offset + c * plane;
            for (int i = 0; i < plane; i++) {
                // Rescale in double then float, as numpy does (float64 multiply, cast to float32).
                float v = (float) (r[i] * rescale);
                out[base + i] = (v - m) / s;
            }
        }
    }

    /** The model input for one image, CHW. */
    public float[] preprocess(BufferedImage image) {
        float[] out = new float[floatsPerImage()];
        preprocess(image, out, 0);
        return out;
    }

    /** Packed 0xRRGGBB pixels; grey images are read as they are, not through Java's gamma-changing conversion. */
    private static int[] rgb(BufferedImage image) {
        int n = image.getWidth() * image.getHeight();
        if (image.getType() == BufferedImage.TYPE_BYTE_GRAY
                && image.getRaster().getDataBuffer() instanceof DataBufferByte db
                && db.getNumBanks() == 1 && db.getData().length == n) {
            byte[] g = db.getData();
            int[] p = new int[n];
            for (int i = 0; i < n; i++) {
                int v = g[i] & 0xff;
                p[i] = (v << 16) | (v << 8) | v;
            }
            return p;
        }
        // Alpha is dropped, as Pillow's convert("RGB") does.
        return Rasters.pixels(image);
    }
}
