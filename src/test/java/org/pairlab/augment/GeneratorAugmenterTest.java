package org.pairlab.augment;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.SampleImages;
import org.pairlab.ml.ModelCatalog;
import org.pairlab.ml.ModelException;
import org.pairlab.project.Candidate;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Project;
import org.pairlab.project.Sample;
import org.pairlab.testing.SharedData;

class GeneratorAugmenterTest {
    private static final Path MODEL = SharedData.root().resolve("models/tiny-sketch-generator");

    @TempDir
    Path dir;

    @Test
    void recordsTheModelChecksumAndRendersTheSameBytesTwice() throws Exception {
        try (Project p = Project.create(dir.resolve("p.pairlab"))) {
            long ds = p.datasets().insert(SharedData.cocoSampleDataset("coco", 1));
            Sample s = p.samples().ofDataset(ds).get(0);
            AugmentContext ctx = new AugmentContext(p, new SampleImages(p, new ImageDecoder()));
            // The catalog finds the model by its manifest name.
            GeneratorAugmenter g = new GeneratorAugmenter(new ModelCatalog(List.of(MODEL.getParent())));
            GeneratorAugmenter fresh = new GeneratorAugmenter(new ModelCatalog(List.of(MODEL.getParent())));
            SourceSample src = new SourceSample(s, p.samples().captions(s.id()), p.samples().boxes(s.id()));
            NewCandidate k = g.propose(src, GenerationJob.withDefaults(g, Map.of("model", "tiny-sketch-generator-random")), 4, ctx)
                    .get(0);
            assertEquals("6d22f49437c422aec321825bf521995f4db335c31c471db5f95852d63597e254",
                    k.recipe().modelChecksums().get("generator.pt"));
            assertEquals("tiny-sketch-generator-random", k.recipe().params().get("model"));
            assertEquals(src.boxes(), k.boxes());
            Candidate c = p.candidates().get(p.candidates().insert(List.of(k)).get(0)).orElseThrow();
            BufferedImage img = g.render(c, ctx);
            assertEquals(s.width(), img.getWidth());
            assertEquals(s.height(), img.getHeight());
            byte[] a = pngOf(g, c, ctx);
            byte[] b = pngOf(fresh, c, ctx);
            fresh.close();
            assertArrayEquals(a, b, "same recipe, same bytes, also from a freshly loaded model");

            // By absolute folder: recorded as the path; the empty default picks the only generator in the catalog.
            NewCandidate byPath = g.propose(src, GenerationJob.withDefaults(g, Map.of("model", MODEL.toString())), 4, ctx).get(0);
            assertEquals(MODEL.toString(), byPath.recipe().params().get("model"));
            NewCandidate byDefault = g.propose(src, GenerationJob.withDefaults(g, Map.of()), 4, ctx).get(0);
            assertEquals("tiny-sketch-generator-random", byDefault.recipe().params().get("model"));
            g.close();
        }
    }

    private static byte[] pngOf(GeneratorAugmenter g, Candidate c, AugmentContext ctx) throws Exception {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        org.pairlab.image.PngWriter.write(g.render(c, ctx), out);
        return out.toByteArray();
    }

    @Test
    void withoutAModelItRefusesAndSaysHowToAddOne() throws Exception {
        GeneratorAugmenter g = new GeneratorAugmenter(new ModelCatalog(List.of(dir.resolve("models"))));
        ModelException e = assertThrows(ModelException.class, () -> g.resolve(""));
        assertTrue(e.getMessage().contains("models/README.md") && e.getMessage().contains("image-to-image"), e.getMessage());
        ModelException named = assertThrows(ModelException.class, () -> g.resolve("pix2sketch"));
        assertTrue(named.getMessage().contains("pix2sketch"), named.getMessage());
        Files.createDirectories(dir.resolve("empty"));
        ModelException folder = assertThrows(ModelException.class, () -> g.resolve(dir.resolve("empty").toString()));
        assertTrue(folder.getMessage().contains("manifest.json"), folder.getMessage());
    }

    @Test
    void aChangedModelIsRefusedAtRenderTime() throws Exception {
        Path copy = dir.resolve("gen");
        Files.createDirectories(copy);
        Files.copy(MODEL.resolve("generator.pt"), copy.resolve("generator.pt"));
        Files.copy(MODEL.resolve("manifest.json"), copy.resolve("manifest.json"));
        try (Project p = Project.create(dir.resolve("p.pairlab"))) {
            long ds = p.datasets().insert(SharedData.cocoSampleDataset("coco", 1));
            Sample s = p.samples().ofDataset(ds).get(0);
            AugmentContext ctx = new AugmentContext(p, new SampleImages(p, new ImageDecoder()));
            NewCandidate k;
            try (GeneratorAugmenter g = new GeneratorAugmenter(new ModelCatalog(List.of()))) {
                k = g.propose(new SourceSample(s, List.of(), List.of()),
                    GenerationJob.withDefaults(g, Map.of("model", copy.toString())), 1, ctx).get(0);
            }
            Candidate c = p.candidates().get(p.candidates().insert(List.of(k)).get(0)).orElseThrow();
            Files.write(copy.resolve("generator.pt"), new byte[] {1, 2, 3});
            ModelException e = assertThrows(ModelException.class,
                    () -> new GeneratorAugmenter(new ModelCatalog(List.of())).render(c, ctx));
            assertTrue(e.getMessage().contains("generator.pt"), e.getMessage());
        }
    }
}
