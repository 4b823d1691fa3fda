package org.pairlab.augment;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.SampleImages;
import org.pairlab.project.Box;
import org.pairlab.project.BoxSource;
import org.pairlab.project.Candidate;
import org.pairlab.project.Caption;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Project;
import org.pairlab.project.Sample;
import org.pairlab.testing.SharedData;

class HorizontalFlipTest {
    @TempDir
    Path dir;

    @Test
    void mirrorsBoxesSwapsLeftRightAndRendersTheSameBytesTwice() throws Exception {
        try (Project p = Project.create(dir.resolve("p.pairlab"))) {
            long ds = p.datasets().insert(SharedData.cocoSampleDataset("coco", 2));
            Sample s = p.samples().ofDataset(ds).get(0);
            List<Caption> caps = List.of(new Caption(1, s.id(), "1", 0, "A man on the left of a bright red car to the Right, brightly lit, leftover cake, a righteous dog"));
            Box box = new Box(1, "car", 10, 20, 100, 50, null, BoxSource.IMPORTED, false);
            HorizontalFlip flip = new HorizontalFlip();
            AugmentContext ctx = new AugmentContext(p, new SampleImages(p, new ImageDecoder()));
            NewCandidate k = flip.propose(new SourceSample(s, caps, List.of(box)),
                    GenerationJob.withDefaults(flip, Map.of()), 5, ctx).get(0);
            assertEquals("A man on the right of a bright red car to the Left, brightly lit, leftover cake, a righteous dog",
                    k.captions().get(0));
            assertEquals(s.width() - 110, k.boxes().get(0).x(), 1e-9);
            assertEquals(20, k.boxes().get(0).y(), 1e-9);

            long id = p.candidates().insert(List.of(k)).get(0);
            Candidate stored = p.candidates().get(id).orElseThrow();
            assertEquals(k.recipe(), stored.recipe());
            CandidateRenderer renderer = new CandidateRenderer(new Augmenters(), ctx);
            byte[] a = renderer.renderPng(stored);
            byte[] b = renderer.renderPng(p.candidates().get(id).orElseThrow());
            assertArrayEquals(a, b, "same recipe, same bytes");

            BufferedImage orig = ctx.image(s.id());
            BufferedImage flipped = renderer.render(stored);
            assertEquals(orig.getRGB(0, 5), flipped.getRGB(orig.getWidth() - 1, 5));
            assertEquals(orig.getRGB(17, 40), flipped.getRGB(orig.getWidth() - 18, 40));
        }
    }

    @Test
    void parametersAreValidated() {
        HorizontalFlip flip = new HorizontalFlip();
        assertThrows(IllegalArgumentException.class, () -> GenerationJob.withDefaults(flip, Map.of("nope", 1)));
        assertThrows(IllegalArgumentException.class, () -> GenerationJob.withDefaults(flip, Map.of("swapLeftRight", "maybe")));
        assertEquals(false, GenerationJob.withDefaults(flip, Map.of("swapLeftRight", "false")).get("swapLeftRight"));
    }
}
