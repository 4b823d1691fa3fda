package org.pairlab.augment;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.pairlab.image.GreyImage;
import org.pairlab.image.PngWriter;

/** PNG bytes of rendered candidates, in memory (writing to a byte array cannot fail for I/O reasons). */
final class Pngs {
    private Pngs() {
    }

    static byte[] bytes(BufferedImage img) {
        try {
            return PngWriter.bytes(img);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static byte[] bytes(GreyImage img) {
        try {
            return PngWriter.bytes(img);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
