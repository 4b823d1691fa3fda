package org.pairlab.image;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfByte;
import org.opencv.core.MatOfInt;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgcodecs.Imgcodecs;
import org.opencv.imgproc.Imgproc;
import org.pairlab.testing.SharedData;

/**
 * The fifth round of issue 19.2 on real COCO images: grey edits keep OpenCV's 8-bit levels and the PNG writer encodes
 * them with the same bytes as from Java levels; the sketch's black areas are black at every sigma; XDoG with a
 * steepness of 0 or below keeps its paper mask; JPEGs read into the decoder's per-thread native buffer decode to
 * OpenCV's own pixels, whatever their size and order, and a truncated one still goes to ImageIO.
 */
class GreyImageTest {
    @TempDir
    Path dir;

    private static Path image(String name) {
        return SharedData.cocoSample().resolve("images").resolve(name);
    }

    @Test
    void aGreyImageFromOpenCvWritesTheSamePngAsItsLevelsAndKeepsThemOnceRead() throws Exception {
        assertTrue(OpenCv.available(), OpenCv.description());
        try (SourceImage source = new ImageDecoder().decodeSource(image("000000000802.jpg"))) {
            GreyImage sketch = PencilSketch.image(source, 3.5);
            assertNotNull(sketch.mat(), "made in OpenCV: its levels stay there");
            byte[] fromMat = PngWriter.bytes(sketch);
            byte[] levels = sketch.levels();
            assertEquals(source.width() * source.height(), levels.length);
            byte[] fromLevels = PngWriter.bytes(new GreyImage(sketch.width(), sketch.height(), levels.clone()));
            assertArrayEquals(fromLevels, fromMat, "the same PNG bytes from OpenCV's buffer and from Java levels");
            sketch.close();
            sketch.close(); // a second close does nothing
            assertNull(sketch.mat(), "closed: the buffer is freed");
            assertArrayEquals(levels, sketch.levels(), "levels read before closing stay");
            assertArrayEquals(fromMat, PngWriter.bytes(sketch), "and still write the same PNG");

            GreyImage unread = Xdog.image(source, new Xdog.Params(0.8, 1.6, 20, 0.1, 10));
            unread.close();
            IllegalStateException e = assertThrows(IllegalStateException.class, unread::levels);
            assertTrue(e.getMessage().contains("closed"), e.getMessage());
        }
    }

    @Test
    void aBlackAreaWiderThanTheKernelSketchesBlackAtEverySigma() throws Exception {
        Mat bgr = Imgcodecs.imread(image("000000000139.jpg").toString(), Imgcodecs.IMREAD_COLOR);
        Imgproc.rectangle(bgr, new Point(100, 100), new Point(299, 249), new Scalar(0, 0, 0), -1);
        try (SourceImage source = SourceImage.ofBgr(bgr)) {
            for (double sigma : new double[] {1, 2, 3.5, 5, 8}) {
                try (GreyImage sketch = PencilSketch.image(source, sigma)) {
                    int r = (int) Math.ceil(3 * sigma) + 1;
                    for (int y = 100 + r; y < 250 - r; y += 7) {
                        for (int x = 100 + r; x < 300 - r; x += 7) {
                            assertEquals(0, sketch.level(x, y), "sigma " + sigma + " at " + x + "," + y);
                        }
                    }
                    // Outside the black area the dodge is as before: mostly paper.
                    assertTrue(sketch.level(500, 400) > 128, "sigma " + sigma + ": paper away from the black area");
                }
            }
            // Java's sketch agrees at the default sigma (its 1 - blur(1 - grey) rounds to just above 0 there).
            float[] java = PencilSketch.apply(source.luma(), source.width(), source.height(), 3.5);
            assertEquals(0f, java[175 * source.width() + 200]);
        }
    }

    @Test
    void xdogWithoutThePaperMaskMatchesJavaAndANegativeSteepnessKeepsTheMask() throws Exception {
        try (SourceImage source = new ImageDecoder().decodeSource(image("000000000139.jpg"))) {
            int w = source.width();
            int h = source.height();
            for (double phi : new double[] {10, 200, -5}) {
                Xdog.Params p = new Xdog.Params(0.8, 1.6, 20, 0.1, phi);
                byte[] java = GreyImage.of(Xdog.apply(source.luma(), w, h, p), w, h).levels();
                try (GreyImage opencv = Xdog.image(source, p)) {
                    byte[] levels = opencv.levels();
                    long sum = 0;
                    int max = 0;
                    for (int i = 0; i < levels.length; i++) {
                        int d = Math.abs((levels[i] & 0xff) - (java[i] & 0xff));
                        sum += d;
                        max = Math.max(max, d);
                    }
                    double mean = sum / (double) levels.length;
                    // Measured 0.0000-0.0001 level mean: the blurs' float summation order and exp against tanh.
                    assertTrue(mean < 0.01 && max <= 2, "phi " + phi + ": mean " + mean + ", max " + max);
                }
            }
        }
    }

    @Test
    void jpegsReadIntoTheThreadsBufferDecodeToOpenCvsPixelsAtAnySize() throws Exception {
        // A large JPEG (beyond the first 512 KiB buffer), then small ones, then the large one again, on one decoder.
        Mat noise = new Mat(1500, 1400, CvType.CV_8UC3);
        Core.randu(noise, 0, 256);
        MatOfByte encoded = new MatOfByte();
        Imgcodecs.imencode(".jpg", noise, encoded, new MatOfInt(Imgcodecs.IMWRITE_JPEG_QUALITY, 100));
        Path large = dir.resolve("large.jpg");
        Files.write(large, encoded.toArray());
        assertTrue(Files.size(large) > 1 << 19, "larger than the first buffer: " + Files.size(large));
        ImageDecoder decoder = new ImageDecoder();
        for (Path file : new Path[] {image("000000000139.jpg"), large, image("000000000790.jpg"),
                image("000000062554.jpg"), large, image("000000000802.jpg")}) {
            try (SourceImage source = decoder.decodeSource(file)) {
                Mat expected = Imgcodecs.imdecode(new MatOfByte(Files.readAllBytes(file)),
                        Imgcodecs.IMREAD_COLOR | Imgcodecs.IMREAD_IGNORE_ORIENTATION);
                if (file.getFileName().toString().equals("000000062554.jpg")) {
                    // Adobe RGB: OpenCV's pixels, then the profile's conversion, as before.
                    byte[] px = new byte[(int) expected.total() * 3];
                    expected.get(0, 0, px);
                    new ProfileConversions().conversion(JpegHeader.parse(Files.readAllBytes(file)).iccProfile())
                            .applyBgr(px);
                    expected.put(0, 0, px);
                }
                try (SourceImage reference = SourceImage.ofBgr(expected)) {
                    assertArrayEquals(Rasters.pixels(reference.image()), Rasters.pixels(source.image()),
                            file.getFileName().toString());
                }
            }
        }
        // Cut short: no end-of-image marker, so ImageIO decodes it as before (from what is there).
        byte[] whole = Files.readAllBytes(image("000000000139.jpg"));
        Path cut = dir.resolve("cut.jpg");
        Files.write(cut, java.util.Arrays.copyOf(whole, whole.length - 4000));
        assertArrayEquals(Rasters.pixels(decoder.decodeImageIo(cut, 1)), Rasters.pixels(decoder.decode(cut)),
                "a truncated JPEG is ImageIO's");
    }
}
