package org.pairlab.image;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.file.Path;
import java.util.List;
import org.opencv.core.Mat;
import org.junit.jupiter.api.Test;
import org.pairlab.testing.SharedData;

/**
 * A decoded source hands the grey edits the same luma, bit for bit, as the luma of the decoded RGB image (taken from
 * the decoder's BGR bytes, without that image), and its native buffers live as long as a holder.
 */
class SourceImageTest {
    /** Three plain JPEGs and one with an Adobe RGB profile (OpenCV decodes them all; the profile's conversion). */
    private static final List<String> IMAGES = List.of("000000000139.jpg", "000000000790.jpg", "000000000802.jpg",
            "000000062554.jpg");

    private static Path image(String name) {
        return SharedData.cocoSample().resolve("images").resolve(name);
    }

    @Test
    void lumaFromTheDecodersPixelsIsTheLumaOfTheDecodedImageBitForBit() throws Exception {
        assertTrue(OpenCv.available(), OpenCv.description());
        ImageDecoder decoder = new ImageDecoder();
        for (String name : IMAGES) {
            var decoded = decoder.decode(image(name));
            float[] expected = Planes.greyOf(decoded);

            try (SourceImage fromOpenCv = decoder.decodeSource(image(name))) {
                // OpenCV's cvtColor sums in another order: within two float steps (2^-23 each) of the Java luma.
                float[] inOpenCv = read(fromOpenCv.lumaMat());
                float worst = 0;
                for (int i = 0; i < expected.length; i++) {
                    worst = Math.max(worst, Math.abs(inOpenCv[i] - expected[i]));
                }
                assertTrue(worst <= 2.5e-7f, name + ": the luma the edits read in OpenCV is off by " + worst);
                assertArrayEquals(expected, fromOpenCv.luma(), name + ": the luma from the decoder's BGR bytes");
                assertArrayEquals(Rasters.pixels(decoded), Rasters.pixels(fromOpenCv.image()), name + ": RGB image");
            }
            try (SourceImage fromImage = SourceImage.of(decoded)) {
                assertArrayEquals(expected, read(fromImage.lumaMat()), name + ": luma of an image in memory");
            }
        }
    }

    @Test
    void theNativePixelsLastUntilTheLastHolderClosesTheSource() throws Exception {
        SourceImage source = new ImageDecoder().decodeSource(image("000000000139.jpg"));
        SourceImage shared = source.share();
        source.close();
        assertEquals(source.width() * source.height(), shared.luma().length, "one holder left: still readable");
        shared.close();
        // Nothing was taken from OpenCV's pixels as an RGB image, and they are freed now.
        IllegalStateException e = assertThrows(IllegalStateException.class, shared::image);
        assertTrue(e.getMessage().contains("closed"), e.getMessage());
        assertEquals(source.width() * source.height(), shared.luma().length, "the Java luma stays");
    }

    @Test
    void aGreyImageIsWrittenAsTheSamePngAsItsRgbImage() throws Exception {
        try (SourceImage source = new ImageDecoder().decodeSource(image("000000000790.jpg"))) {
            GreyImage sketch = PencilSketch.image(source, 3.5);
            ByteArrayOutputStream direct = new ByteArrayOutputStream();
            PngWriter.write(sketch, direct);
            ByteArrayOutputStream viaRgb = new ByteArrayOutputStream();
            PngWriter.write(sketch.toImage(), viaRgb);
            assertArrayEquals(viaRgb.toByteArray(), direct.toByteArray());
            byte[] png = direct.toByteArray();
            assertEquals(8, png[24], "bit depth");
            assertEquals(0, png[25], "colour type 0: grey");
        }
    }

    private static float[] read(Mat plane) {
        float[] out = new float[(int) plane.total()];
        plane.get(0, 0, out);
        return out;
    }
}
