package org.pairlab.image;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;

/** Whole-raster operations on INT_RGB / INT_ARGB images, working on the pixel arrays directly. */
public final class Rasters {
    private Rasters() {
    }

    /** The int pixel array behind a standard image. */
    public static int[] pixels(BufferedImage img) {
        return ((DataBufferInt) ImageDecoder.toStandard(img).getRaster().getDataBuffer()).getData();
    }

    public static BufferedImage flipHorizontal(BufferedImage src) {
        BufferedImage in = ImageDecoder.toStandard(src);
        int w = in.getWidth();
        int h = in.getHeight();
        BufferedImage out = new BufferedImage(w, h, in.getType());
        int[] a = pixels(in);
        int[] b = pixels(out);
        for (int y = 0; y < h; y++) {
            int row = y * w;
            for (int x = 0; x < w; x++) {
                b[row + x] = a[row + w - 1 - x];
            }
        }
        return out;
    }
}
