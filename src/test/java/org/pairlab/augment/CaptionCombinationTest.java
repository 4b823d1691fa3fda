package org.pairlab.augment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.Rasters;
import org.pairlab.image.SampleImages;
import org.pairlab.project.Candidate;
import org.pairlab.project.Caption;
import org.pairlab.project.Project;
import org.pairlab.project.ReviewStatus;
import org.pairlab.project.RunState;
import org.pairlab.runs.JobHandle;
import org.pairlab.runs.JobRunner;
import org.pairlab.testing.SharedData;
import org.pairlab.text.LeftRight;

class CaptionCombinationTest {
    @TempDir
    Path dir;

    @Test
    void flipPlusAntonymIsOneCandidateWithBothMethodsAndAFlippedImage() throws Exception {
        try (Project p = Project.create(dir.resolve("p.pairlab")); JobRunner runner = new JobRunner(p)) {
            p.datasets().insert(SharedData.cocoSampleDataset("coco", 107));
            Augmenters augmenters = new Augmenters();
            CaptionRewriters rewriters = new CaptionRewriters();
            GenerationJob job = new GenerationJob(p, augmenters.require("flip"), Map.of(), rewriters.require("antonym"),
                    Map.of("mix", "all"), 4, 0, GenerationJob.allSamples(p));
            JobHandle.JobOutcome out = runner.runHere(job);
            assertEquals(RunState.SUCCEEDED, out.state(), out.message());

            // Resume re-creates the same job, caption rewrite included.
            var again = new GenerationJob.Factory(augmenters, rewriters).create(p, job.params());
            assertEquals(job.params(), again.params());
            assertEquals("antonym", job.params().get("captionMethod"));

            List<Candidate> made = p.candidates().withStatus(ReviewStatus.PENDING, "flip");
            // Since issue 14 a verb is negated only with an antonym after it, so fewer of 20 samples have a rewrite.
            assertTrue(made.size() >= 3, "samples with a face-lexicon word: " + made.size());
            assertTrue(p.candidates().withStatus(ReviewStatus.PENDING, "antonym").isEmpty());
            AugmentContext ctx = new AugmentContext(p, new SampleImages(p, new ImageDecoder()));
            CandidateRenderer renderer = new CandidateRenderer(augmenters, ctx);
            for (Candidate k : made) {
                assertEquals("flip", k.recipe().method());
                assertEquals("antonym", k.recipe().params().get(CaptionCombination.CAPTION_METHOD));
                @SuppressWarnings("unchecked")
                Map<String, Object> cp = (Map<String, Object>) k.recipe().params().get(CaptionCombination.CAPTION_PARAMS);
                assertEquals(Map.of("lexicon", "face", "mix", "all"), cp);
                assertEquals(true, k.recipe().params().get("swapLeftRight"));
                List<String> flipped = p.samples().captions(k.sampleId()).stream().map(Caption::text).map(LeftRight::swap)
                        .toList();
                assertNotEquals(flipped, k.captions());
                assertTrue(k.captions().stream().anyMatch(c -> c.contains("not ") || c.contains("n't ")), k.captions().toString());
            }
            Candidate first = made.get(0);
            BufferedImage expected = Rasters.flipHorizontal(ctx.image(first.sampleId()));
            BufferedImage rendered = renderer.render(first);
            assertEquals(expected.getWidth(), rendered.getWidth());
            for (int y = 0; y < expected.getHeight(); y += 37) {
                for (int x = 0; x < expected.getWidth(); x += 41) {
                    assertEquals(expected.getRGB(x, y), rendered.getRGB(x, y));
                }
            }
        }
    }

    @Test
    void captionMethodsAreFoundOnTheClassPath() {
        List<String> methods = new Augmenters().all().stream().map(Augmenter::method).toList();
        assertTrue(methods.containsAll(List.of("antonym", "synonym", "eda", "mix", "flip")), methods.toString());
        assertTrue(new Augmenters().require("eda").displayName().contains("baseline"));
    }

    @Test
    void captionMethodsCannotBeCombinedWithThemselves() {
        CaptionRewriters rewriters = new CaptionRewriters();
        assertThrows(IllegalArgumentException.class, () -> new CaptionCombination(new CaptionRewriteAugmenter.Synonym(),
                rewriters.require("antonym"), Map.of()));
        assertThrows(IllegalArgumentException.class, () -> new CaptionCombination(new HorizontalFlip(),
                rewriters.require("antonym"), Map.of("mix", "half")));
        assertThrows(IllegalArgumentException.class, () -> rewriters.require("poetry"));
    }
}
