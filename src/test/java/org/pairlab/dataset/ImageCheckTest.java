package org.pairlab.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.ImageInfo;
import org.pairlab.testing.SharedData;

/** The one-read image check gives what probing and hashing the file separately gives, and still spots truncation. */
class ImageCheckTest {
    @TempDir
    Path dir;

    private final ImageDecoder decoder = new ImageDecoder();

    @Test
    void oneReadEqualsProbeAndHashOfTheFile() throws Exception {
        List<Path> images;
        try (Stream<Path> s = Files.list(SharedData.cocoSample().resolve("images"))) {
            images = s.sorted().limit(8).toList();
        }
        Path png = dir.resolve("grey.png");
        ImageIO.write(new BufferedImage(33, 21, BufferedImage.TYPE_BYTE_GRAY), "png", png.toFile());
        for (Path f : Stream.concat(images.stream(), Stream.of(png)).toList()) {
            ImageCheck one = ImageCheck.of(f, decoder);
            ImageInfo probed = decoder.probe(f);
            assertTrue(one.ok(), f + ": " + one.error());
            assertEquals(probed, one.info(), f.toString());
            assertEquals(ImageCheck.sha256(f), one.sha256(), f.toString());
        }
    }

    @Test
    void truncatedJpegAndPngAreRefusedFromTheBuffer() throws Exception {
        Path jpg;
        try (Stream<Path> s = Files.list(SharedData.cocoSample().resolve("images"))) {
            jpg = s.filter(p -> p.toString().endsWith(".jpg")).sorted().findFirst().orElseThrow();
        }
        byte[] real = Files.readAllBytes(jpg);
        Path cut = dir.resolve("cut.jpg");
        Files.write(cut, Arrays.copyOf(real, real.length - 40));
        ImageCheck c = ImageCheck.of(cut, decoder);
        assertFalse(c.ok());
        assertTrue(c.error().contains("truncated JPEG"), c.error());

        Path png = dir.resolve("whole.png");
        ImageIO.write(new BufferedImage(40, 30, BufferedImage.TYPE_INT_RGB), "png", png.toFile());
        byte[] pngBytes = Files.readAllBytes(png);
        Path cutPng = dir.resolve("cut.png");
        Files.write(cutPng, Arrays.copyOf(pngBytes, pngBytes.length - 12));
        ImageCheck p = ImageCheck.of(cutPng, decoder);
        assertFalse(p.ok());
        assertTrue(p.error().contains("truncated PNG"), p.error());
    }
}
