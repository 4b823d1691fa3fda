package org.pairlab.image;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;

/** Writes PNG files; ImageIO's PNG encoder writes no time stamps, so equal pixels give equal bytes. */
public final class PngWriter {
    private PngWriter() {
    }

    public static void write(BufferedImage img, OutputStream out) throws IOException {
        if (!ImageIO.write(img, "png", out)) {
            throw new IOException("no PNG writer available");
        }
    }

    public static void write(BufferedImage img, Path file) throws IOException {
        try (OutputStream out = Files.newOutputStream(file)) {
            write(img, out);
        }
    }
}
