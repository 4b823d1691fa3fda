package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.pairlab.augment.AugmentContext;
import org.pairlab.augment.CaptionCombination;
import org.pairlab.augment.GenerationJob;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.SampleImages;
import org.pairlab.project.Candidate;
import org.pairlab.project.ItemRef;
import org.pairlab.project.Json;
import org.pairlab.project.ReviewStatus;
import org.pairlab.project.Run;
import org.pairlab.project.RunState;
import org.pairlab.text.WordDiff;

/** An image edit and a caption rewrite as one candidate, through the Augment panel's view model on the COCO sample. */
class CaptionRewriteAugmentViewModelTest extends AugmentViewModelFixture {
    @Test
    void onlyImageMethodsTakeACaptionRewriteAndItsFormIsValidatedLikeTheMethods() {
        assertEquals(List.of("antonym", "eda", "synonym"), vm.captionChoices().stream()
                .map(AugmentViewModel.CaptionChoice::method).filter(m -> m != null).sorted().toList());
        assertEquals(AugmentViewModel.CaptionChoice.NONE, vm.captionChoices().get(0));
        assertTrue(vm.select("xdog"));
        assertTrue(vm.captionAllowedProperty().get());
        assertNull(vm.request().captionRewriter(), "none chosen by default");
        assertTrue(vm.selectCaptionMethod("antonym"));
        assertEquals(List.of("lexicon", "mix"), vm.captionFields().stream().map(ParameterField::name).toList());
        assertEquals("3:2", vm.captionField("mix").textProperty().get());

        vm.captionField("mix").textProperty().set("half");
        assertFalse(vm.canGenerateProperty().get());
        assertTrue(vm.formMessageProperty().get().startsWith("Caption rewrite: ")
                && vm.formMessageProperty().get().contains("'mix'"), vm.formMessageProperty().get());
        vm.resetToDefaults();
        assertTrue(vm.canGenerateProperty().get());
        vm.captionField("mix").textProperty().set("all");
        AugmentViewModel.Request r = vm.request();
        assertEquals("antonym", r.captionRewriter().method());
        assertEquals(Map.of("lexicon", "face", "mix", "all"), r.captionParams());
        assertTrue(r.combined() instanceof CaptionCombination);
        assertEquals("xdog", r.combined().method());

        // Caption-only methods, cross-domain mixing and CutSwap decide the captions themselves.
        for (String m : List.of("antonym", "synonym", "eda", "mix", "cutswap")) {
            assertTrue(vm.select(m), m);
            assertFalse(vm.captionAllowedProperty().get(), m);
            assertFalse(vm.captionNoteProperty().get().isEmpty(), m);
            assertNull(vm.request().captionRewriter(), m);
        }
        // An invalid caption field does not block a method that ignores the rewrite.
        vm.select("antonym");
        vm.captionField("mix").textProperty().set("half");
        assertTrue(vm.formValidProperty().get(), vm.formMessageProperty().get());
        // Back to an image method: the chosen rewrite applies again (and its bad field counts again).
        vm.select("flip");
        assertTrue(vm.captionAllowedProperty().get());
        assertFalse(vm.formValidProperty().get());
        vm.captionField("mix").textProperty().set("3:2");
        assertEquals("antonym", vm.request().captionRewriter().method());
    }

    @Test
    void xdogWithAntonymCaptionsPreviewsBothChangesAndGeneratesWhatThePreviewShowed() throws Exception {
        vm.select("xdog");
        vm.selectCaptionMethod("antonym");
        vm.captionField("mix").textProperty().set("all");
        vm.seedTextProperty().set("7");
        // Captions with "young" (face lexicon: young -> not old).
        main.textProperty().set("young man");
        List<Long> shown = main.items().stream().map(ItemRef::id).toList();
        assertTrue(shown.size() >= 2 && shown.size() < 10, shown.toString());
        ItemRef item = main.selectedProperty().get();

        AugmentViewModel.Preview p = vm.preview().get(120, TimeUnit.SECONDS);
        assertNull(p.error());
        assertNull(p.rejection());
        assertEquals(1, p.candidates().size());
        AugmentViewModel.PreviewCandidate k = p.candidates().get(0);
        assertEquals("xdog", k.candidate().recipe().method());
        assertEquals("antonym", k.candidate().recipe().params().get(CaptionCombination.CAPTION_METHOD));
        assertEquals(GenerationJob.sampleSeed(7, item.id()), k.candidate().recipe().seed());
        // The image is the XDoG sketch: same size as the source, different pixels, grey.
        BufferedImage src = new SampleImages(project, new ImageDecoder()).load(p.sample());
        BufferedImage img = k.image();
        assertEquals(src.getWidth(), img.getWidth());
        assertEquals(src.getHeight(), img.getHeight());
        int differing = 0;
        for (int y = 0; y < img.getHeight(); y += 13) {
            for (int x = 0; x < img.getWidth(); x += 17) {
                int rgb = img.getRGB(x, y);
                assertEquals(rgb & 0xff, (rgb >> 16) & 0xff, "a sketch is grey");
                if (rgb != src.getRGB(x, y)) {
                    differing++;
                }
            }
        }
        assertTrue(differing > 100, "the image was edited: " + differing);
        // The captions were rewritten: "young" became "not old", and the diff highlights it.
        List<String> changed = k.captionDiffs().stream().flatMap(List::stream).filter(WordDiff.Segment::changed)
                .map(s -> s.text().strip()).toList();
        assertFalse(changed.isEmpty());
        assertTrue(changed.stream().anyMatch(w -> w.contains("old")), changed.toString());
        List<String> originals = p.captions().stream().map(c -> c.text()).toList();
        assertNotEquals(originals, k.candidate().captions());
        assertTrue(vm.statusProperty().get().contains("1 candidate"), vm.statusProperty().get());
        assertTrue(project.candidates().countsByMethod().isEmpty(), "a preview stores nothing");

        var outcome = vm.generate().get(180, TimeUnit.SECONDS);
        assertEquals(RunState.SUCCEEDED, outcome.state(), outcome.message());
        List<Candidate> made = project.candidates().withStatus(ReviewStatus.PENDING, "xdog");
        assertFalse(made.isEmpty());
        for (Candidate c : made) {
            assertEquals("antonym", c.recipe().params().get(CaptionCombination.CAPTION_METHOD));
            assertEquals(Map.of("lexicon", "face", "mix", "all"), c.recipe().params().get(CaptionCombination.CAPTION_PARAMS));
            assertTrue(shown.contains(c.sampleId()));
        }
        Candidate stored = made.stream().filter(c -> c.sampleId() == item.id()).findFirst().orElseThrow();
        assertEquals(k.candidate().captions(), stored.captions(), "Generate stores what the preview showed");
        // Rendering the stored candidate gives the XDoG image of the preview.
        BufferedImage rendered = augmenters.require("xdog").render(stored,
                new AugmentContext(project, new SampleImages(project, new ImageDecoder())));
        for (int y = 0; y < img.getHeight(); y += 7) {
            for (int x = 0; x < img.getWidth(); x += 11) {
                assertEquals(img.getRGB(x, y), rendered.getRGB(x, y));
            }
        }
        // The run records the caption rewrite, so resuming it combines the same rewrite.
        Run run = project.runs().list().stream().filter(x -> x.kind().equals("augment")).findFirst().orElseThrow();
        Map<?, ?> params = Json.MAPPER.readValue(run.paramsJson(), Map.class);
        assertEquals("antonym", params.get("captionMethod"));
        assertEquals(Map.of("lexicon", "face", "mix", "all"), params.get("captionParams"));
        assertTrue(vm.statusProperty().get().startsWith("Edge sketch (XDoG) + Antonym negation"),
                vm.statusProperty().get());
    }
}
