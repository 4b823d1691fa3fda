package org.pairlab.ml;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.Color;
import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;
import org.pairlab.testing.SharedData;

class ClipImagePreprocessorTest {
    private final ClipConfig config = ClipConfig.of(ModelManifest.read(SharedData.root().resolve("models/tiny-clip")));
    private final ClipImagePreprocessor pre = new ClipImagePreprocessor(config);

    private float expected(int level, int channel) {
        return ((float) (level / 255.0) - config.mean()[channel]) / config.std()[channel];
    }

    @Test
    void uniformImagesStayUniformWhenUpOrDownscaled() {
        for (int[] size : new int[][] {{20, 31}, {640, 480}, {64, 64}, {64, 200}}) {
            BufferedImage img = new BufferedImage(size[0], size[1], BufferedImage.TYPE_INT_RGB);
            var g = img.createGraphics();
            g.setColor(new Color(200, 100, 7));
            g.fillRect(0, 0, size[0], size[1]);
            g.dispose();
            float[] v = pre.preprocess(img);
            assertEquals(3 * 64 * 64, v.length);
            int[] rgb = {200, 100, 7};
            for (int c = 0; c < 3; c++) {
                for (int i = 0; i < 64 * 64; i++) {
                    assertEquals(expected(rgb[c], c), v[c * 4096 + i], 1e-6, size[0] + "x" + size[1] + " channel " + c);
                }
            }
        }
    }

    @Test
    void greyImagesKeepTheirLevels() {
        BufferedImage img = new BufferedImage(90, 70, BufferedImage.TYPE_BYTE_GRAY);
        java.util.Arrays.fill(((java.awt.image.DataBufferByte) img.getRaster().getDataBuffer()).getData(), (byte) 128);
        float[] v = pre.preprocess(img);
        for (int c = 0; c < 3; c++) {
            assertEquals(expected(128, c), v[c * 4096 + 100], 1e-6);
        }
    }

    @Test
    void theWindowIsTheCentreOfTheResizedImage() {
        // Left half black, right half white, 256x128 -> 128x64 -> centre 64 columns: columns 0..31 black.
        BufferedImage img = new BufferedImage(256, 128, BufferedImage.TYPE_INT_RGB);
        var g = img.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(128, 0, 128, 128);
        g.dispose();
        float[] v = pre.preprocess(img);
        assertEquals(expected(0, 0), v[10 * 64 + 5], 1e-6);
        assertEquals(expected(255, 0), v[10 * 64 + 60], 1e-6);
    }
}
