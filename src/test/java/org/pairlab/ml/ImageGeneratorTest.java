package org.pairlab.ml;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.image.Bilinear;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.Planes;
import org.pairlab.testing.SharedData;

class ImageGeneratorTest {
    private static final Path MODEL = SharedData.root().resolve("models/tiny-sketch-generator");
    private static ImageGenerator generator;
    private static JsonNode reference;

    @BeforeAll
    static void load() throws Exception {
        generator = ImageGenerator.load(TorchRuntime.cpu(), ModelManifest.read(MODEL));
        reference = new ObjectMapper().readTree(MODEL.resolve("reference.json").toFile());
    }

    @AfterAll
    static void close() {
        generator.close();
    }

    private static float[] flat(JsonNode nested) {
        java.util.List<Float> out = new java.util.ArrayList<>();
        collect(nested, out);
        float[] a = new float[out.size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = out.get(i);
        }
        return a;
    }

    private static void collect(JsonNode n, java.util.List<Float> out) {
        if (n.isArray()) {
            n.forEach(c -> collect(c, out));
        } else {
            out.add((float) n.asDouble());
        }
    }

    @Test
    void reproducesPyTorchsOutputForTheReferenceInput() {
        float[] in = flat(reference.get("input"));
        float[] want = flat(reference.get("output"));
        assertEquals(3 * 64 * 64, in.length);
        float[] got = generator.forward(in, 1, 64, 64);
        assertEquals(want.length, got.length);
        double maxDiff = 0;
        for (int i = 0; i < got.length; i++) {
            maxDiff = Math.max(maxDiff, Math.abs(got[i] - want[i]));
        }
        assertTrue(maxDiff < 1e-5, "max difference to PyTorch " + maxDiff);
        assertEquals("6d22f49437c422aec321825bf521995f4db335c31c471db5f95852d63597e254",
                generator.checksums().get("generator.pt"));
    }

    @Test
    void fromTheJpegPreprocessedAsDocumentedTheOutputMatchesTheReference() throws Exception {
        BufferedImage img = new ImageDecoder().decode(SharedData.cocoSample().resolve("images/" + reference.get("image").asText()));
        // The reference's pre-processing: centre square crop, resize to 64x64, RGB in [-1,1] (x / 127.5 - 1), CHW.
        int side = Math.min(img.getWidth(), img.getHeight());
        Planes square = Planes.of(img).crop((img.getWidth() - side) / 2, (img.getHeight() - side) / 2, side, side);
        Planes small = Bilinear.resize(square, 64, 64);
        float[] in = new float[3 * 64 * 64];
        float[][] planes = {small.r(), small.g(), small.b()};
        for (int c = 0; c < 3; c++) {
            for (int i = 0; i < 64 * 64; i++) {
                in[c * 64 * 64 + i] = planes[c][i] * 2f - 1f;
            }
        }
        float[] refIn = flat(reference.get("input"));
        float[] want = flat(reference.get("output"));
        float[] got = generator.forward(in, 1, 64, 64);
        // Resamplers differ slightly, so compare by correlation rather than value by value.
        double inCorr = correlation(in, refIn);
        double outCorr = correlation(got, want);
        assertTrue(inCorr > 0.99, "input correlation with the reference " + inCorr);
        assertTrue(outCorr > 0.99, "output correlation with the reference " + outCorr);
    }

    @Test
    void generatesAFullSizeImagePaddingToMultiplesAndShrinkingLargeImages(@TempDir Path tmp) throws Exception {
        BufferedImage img = new ImageDecoder().decode(SharedData.cocoSample().resolve("images/000000000139.jpg"));
        BufferedImage out = generator.generate(img.getSubimage(0, 0, 203, 101));
        assertEquals(203, out.getWidth());
        assertEquals(101, out.getHeight());

        Path copy = tmp.resolve("small-gen");
        Files.createDirectories(copy);
        Files.copy(MODEL.resolve("generator.pt"), copy.resolve("generator.pt"));
        ObjectNode m = (ObjectNode) new ObjectMapper().readTree(MODEL.resolve("manifest.json").toFile());
        m.put("max_side", 128);
        Files.writeString(copy.resolve("manifest.json"), m.toString());
        try (ImageGenerator small = ImageGenerator.load(TorchRuntime.cpu(), ModelManifest.read(copy))) {
            BufferedImage o = small.generate(img);
            assertEquals(img.getWidth(), o.getWidth());
            assertEquals(img.getHeight(), o.getHeight());
        }
        // Tiled: 64-pixel windows over a 203x101 crop give nearly what one pass gives (seams blended away).
        m.remove("max_side");
        m.put("tile", 64);
        m.put("tile_overlap", 16);
        Files.writeString(copy.resolve("manifest.json"), m.toString());
        BufferedImage part = img.getSubimage(100, 100, 203, 101);
        try (ImageGenerator tiled = ImageGenerator.load(TorchRuntime.cpu(), ModelManifest.read(copy))) {
            Planes a = Planes.of(tiled.generate(part));
            Planes b = Planes.of(generator.generate(part));
            assertEquals(203, a.width());
            double diff = 0;
            for (int i = 0; i < a.r().length; i++) {
                diff += Math.abs(a.r()[i] - b.r()[i]) + Math.abs(a.g()[i] - b.g()[i]) + Math.abs(a.b()[i] - b.b()[i]);
            }
            diff /= 3 * a.r().length;
            // The random model's output varies little, so compare with the output for other content.
            Planes other = Planes.of(generator.generate(img.getSubimage(300, 200, 203, 101)));
            double base = 0;
            for (int i = 0; i < a.r().length; i++) {
                base += Math.abs(other.r()[i] - b.r()[i]) + Math.abs(other.g()[i] - b.g()[i])
                        + Math.abs(other.b()[i] - b.b()[i]);
            }
            base /= 3 * a.r().length;
            assertTrue(diff < 0.1 * base, "mean difference tiled vs whole " + diff + ", other content " + base);
        }
        m.put("tile", 10);
        Files.writeString(copy.resolve("manifest.json"), m.toString());
        ModelException badTile = assertThrows(ModelException.class,
                () -> ImageGenerator.load(TorchRuntime.cpu(), ModelManifest.read(copy)));
        assertTrue(badTile.getMessage().contains("tile"), badTile.getMessage());
        m.remove("tile");
        m.put("fit", "stretch");
        Files.writeString(copy.resolve("manifest.json"), m.toString());
        ModelException e = assertThrows(ModelException.class, () -> ImageGenerator.load(TorchRuntime.cpu(), ModelManifest.read(copy)));
        assertTrue(e.getMessage().contains("fit"), e.getMessage());
    }

    @Test
    void refusesOtherKindsAndNonMultipleSizes() {
        ModelException kind = assertThrows(ModelException.class,
                () -> ImageGenerator.load(TorchRuntime.cpu(), ModelManifest.read(SharedData.root().resolve("models/tiny-clip"))));
        assertTrue(kind.getMessage().contains("image-to-image"), kind.getMessage());
        ModelException size = assertThrows(ModelException.class, () -> generator.forward(new float[3 * 6 * 6], 1, 6, 6));
        assertTrue(size.getMessage().contains("multiples of 4"), size.getMessage());
    }

    private static double correlation(float[] a, float[] b) {
        double ma = 0;
        double mb = 0;
        for (int i = 0; i < a.length; i++) {
            ma += a[i];
            mb += b[i];
        }
        ma /= a.length;
        mb /= b.length;
        double sab = 0;
        double saa = 0;
        double sbb = 0;
        for (int i = 0; i < a.length; i++) {
            sab += (a[i] - ma) * (b[i] - mb);
            saa += (a[i] - ma) * (a[i] - ma);
            sbb += (b[i] - mb) * (b[i] - mb);
        }
        return sab / Math.sqrt(saa * sbb);
    }
}
