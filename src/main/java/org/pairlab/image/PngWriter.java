package org.pairlab.image;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import java.awt.image.DataBufferInt;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;

/**
 * Writes PNG files; ImageIO's PNG encoder writes no time stamps, so equal pixels give equal bytes. An RGB image whose
 * every pixel is grey (sketch, XDoG) is written as an 8-bit grey PNG: a third of the data to compress, and it reads
 * back to the same RGB pixels.
 */
public final class PngWriter {
    private PngWriter() {
    }

    /** Writes {@code img} as PNG to {@code out}. */
    public static void write(BufferedImage img, OutputStream out) throws IOException {
        if (!ImageIO.write(greyIfAllGrey(img), "png", out)) {
            throw new IOException("no PNG writer available");
        }
    }

    /** Writes {@code img} as PNG to {@code file}. */
    public static void write(BufferedImage img, Path file) throws IOException {
        try (OutputStream out = Files.newOutputStream(file)) {
            write(img, out);
        }
    }

    /** A TYPE_BYTE_GRAY copy of an opaque RGB image whose pixels all have r = g = b; else the image itself. */
    static BufferedImage greyIfAllGrey(BufferedImage img) {
        if (img.getType() != BufferedImage.TYPE_INT_RGB || img.getRaster().getParent() != null) {
            return img;
        }
        int[] px = ((DataBufferInt) img.getRaster().getDataBuffer()).getData();
        int n = img.getWidth() * img.getHeight();
        if (px.length != n) {
            return img;
        }
        for (int i = 0; i < n; i++) {
            int c = px[i];
            int b = c & 0xff;
            if (((c >> 8) & 0xff) != b || ((c >> 16) & 0xff) != b) {
                return img;
            }
        }
        BufferedImage grey = new BufferedImage(img.getWidth(), img.getHeight(), BufferedImage.TYPE_BYTE_GRAY);
        // Bytes set directly: drawing into a grey image would pass through Java 2D's linear-grey colour conversion.
        byte[] out = ((DataBufferByte) grey.getRaster().getDataBuffer()).getData();
        for (int i = 0; i < n; i++) {
            out[i] = (byte) px[i];
        }
        return grey;
    }
}
