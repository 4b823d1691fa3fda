package org.pairlab.image;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.testing.SharedData;

/** Grey outputs (sketch, XDoG) are written as grey PNGs that decode back to the very same RGB pixels. */
class GreyPngTest {
    @TempDir
    Path dir;

    @Test
    void sketchIsWrittenGreyAndReadsBackExactly() throws Exception {
        BufferedImage photo = new ImageDecoder().decode(SharedData.cocoSample().resolve("images/000000000139.jpg"));
        int w = photo.getWidth();
        int h = photo.getHeight();
        BufferedImage sketch = Planes.greyImage(PencilSketch.apply(Planes.greyOf(photo), w, h, 3.5), w, h);
        Path png = dir.resolve("sketch.png");
        PngWriter.write(sketch, png);
        assertEquals(BufferedImage.TYPE_BYTE_GRAY, ImageIO.read(png.toFile()).getType(), "one grey channel in the file");
        BufferedImage back = new ImageDecoder().decode(png);
        assertArrayEquals(Rasters.pixels(sketch), Rasters.pixels(back), "decodes to the RGB pixels written");

        Path colour = dir.resolve("photo.png");
        PngWriter.write(photo, colour);
        assertEquals(BufferedImage.TYPE_3BYTE_BGR, ImageIO.read(colour.toFile()).getType(), "colour stays RGB");
        assertArrayEquals(Rasters.pixels(photo), Rasters.pixels(new ImageDecoder().decode(colour)));
        // The same sketch as RGB would be larger: grey is also the smaller file.
        var rgb = new java.io.ByteArrayOutputStream();
        ImageIO.write(sketch, "png", rgb);
        assertTrue(Files.size(png) < rgb.size(), Files.size(png) + " bytes grey vs " + rgb.size() + " RGB");
    }

    @Test
    void allBlackAndWhiteLevelsSurviveTheRoundTrip() throws Exception {
        BufferedImage ramp = new BufferedImage(256, 2, BufferedImage.TYPE_INT_RGB);
        for (int v = 0; v < 256; v++) {
            ramp.setRGB(v, 0, v * 0x010101);
            ramp.setRGB(v, 1, (255 - v) * 0x010101);
        }
        Path png = dir.resolve("ramp.png");
        PngWriter.write(ramp, png);
        assertArrayEquals(Rasters.pixels(ramp), Rasters.pixels(new ImageDecoder().decode(png)),
                "no grey level moves (no linear-grey gamma step)");
    }
}
