package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.pairlab.augment.AugmentContext;
import org.pairlab.augment.Augmenter;
import org.pairlab.augment.GenerationJob;
import org.pairlab.augment.ParameterSpec;
import org.pairlab.augment.RejectedException;
import org.pairlab.augment.SourceSample;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.SampleImages;
import org.pairlab.ml.ModelException;
import org.pairlab.project.Box;
import org.pairlab.project.Candidate;
import org.pairlab.project.ItemRef;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Recipe;
import org.pairlab.project.ReviewStatus;
import org.pairlab.project.RunState;
import org.pairlab.text.WordDiff;

/** The Augment panel's behaviour without a window, on a real project with the COCO sample and the real flip method. */
class AugmentViewModelTest extends AugmentViewModelFixture {
    @Test
    void formIsBuiltFromTheFlipSpecsAndAnInvalidValueDisablesGenerateNamingTheField() {
        assertTrue(vm.select("flip"));
        assertEquals(List.of("swapLeftRight"), vm.fields().stream().map(ParameterField::name).toList());
        ParameterField swap = vm.field("swapLeftRight");
        assertEquals(ParameterSpec.Type.BOOLEAN, swap.spec().type());
        assertEquals("true", swap.textProperty().get());
        assertTrue(vm.canGenerateProperty().get());
        assertTrue(vm.canPreviewProperty().get(), "the grid selects its first sample");

        swap.textProperty().set("perhaps");
        assertFalse(swap.isValid());
        assertTrue(swap.errorProperty().get().contains("swapLeftRight"), swap.errorProperty().get());
        assertFalse(vm.canGenerateProperty().get());
        assertFalse(vm.canPreviewProperty().get());
        assertTrue(vm.formMessageProperty().get().contains("'swapLeftRight'"), vm.formMessageProperty().get());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, vm::request);
        assertTrue(e.getMessage().contains("swapLeftRight"));
        assertThrows(ExecutionException.class, () -> vm.generate().get(), "an invalid form starts no job");
        assertTrue(project.runs().list().isEmpty());

        swap.textProperty().set("false");
        assertTrue(vm.canGenerateProperty().get());
        vm.seedTextProperty().set("12x");
        assertFalse(vm.canGenerateProperty().get());
        assertTrue(vm.formMessageProperty().get().contains("seed"), vm.formMessageProperty().get());
        vm.seedTextProperty().set("12");
        assertEquals(Map.of("swapLeftRight", false), vm.request().params());
        assertEquals(12L, vm.request().seed());

        vm.resetToDefaults();
        assertEquals("true", swap.textProperty().get());
        assertEquals(Long.toString(AugmentViewModel.DEFAULT_SEED), vm.seedTextProperty().get());
    }

    @Test
    void numericFieldsCheckTypeAndLimitsWithMessagesNamingTheField() {
        ParameterField n = new ParameterField(ParameterSpec.integer("variants", 3, 1, 10, "caption variants"));
        ParameterField t = new ParameterField(ParameterSpec.real("threshold", 0.28, 0, 1, "CLIP threshold"));
        ParameterField c = new ParameterField(ParameterSpec.choice("blend", "feather", List.of("feather", "none"), ""));
        assertEquals(3, n.value());
        assertEquals(0.28, t.value());
        n.textProperty().set("11");
        assertEquals("Parameter 'variants' must be between 1 and 10, got 11", n.errorProperty().get());
        n.textProperty().set("two");
        assertTrue(n.errorProperty().get().contains("'variants' expects int"), n.errorProperty().get());
        n.textProperty().set("");
        assertTrue(n.errorProperty().get().contains("'variants'"));
        t.textProperty().set("1.5");
        assertTrue(t.errorProperty().get().contains("'threshold' must be between 0 and 1"), t.errorProperty().get());
        c.textProperty().set("poisson");
        assertTrue(c.errorProperty().get().contains("'blend' must be one of [feather, none]"));
        n.reset();
        assertTrue(n.isValid());
        assertEquals("3", n.textProperty().get());
    }

    @Test
    void previewOfARealSampleProposesAndRendersWithoutStoring() throws Exception {
        vm.select("flip");
        main.textProperty().set("coast guard");
        assertEquals(1, main.items().size());
        ItemRef item = main.selectedProperty().get();
        vm.seedTextProperty().set("5");

        AugmentViewModel.Preview p = vm.preview().get(60, TimeUnit.SECONDS);
        assertEquals(p, vm.previewProperty().get());
        assertNull(p.error());
        assertNull(p.rejection());
        assertEquals(1, p.candidates().size());
        AugmentViewModel.PreviewCandidate k = p.candidates().get(0);
        // The preview uses the per-sample seed a generation run would use.
        assertEquals(GenerationJob.sampleSeed(5, item.id()), k.candidate().recipe().seed());
        // The rendered image is the mirrored original, pixel for pixel.
        BufferedImage src = new SampleImages(project, new ImageDecoder()).load(p.sample());
        BufferedImage img = k.image();
        assertEquals(src.getWidth(), img.getWidth());
        for (int y = 0; y < img.getHeight(); y += 37) {
            for (int x = 0; x < img.getWidth(); x += 41) {
                assertEquals(src.getRGB(img.getWidth() - 1 - x, y), img.getRGB(x, y));
            }
        }
        assertEquals(p.sample().width(), p.original().getWidth());
        // "right" (a side: the fixture's caption says "to the right of") became "left"; the only changed word.
        List<String> changed = k.captionDiffs().stream().flatMap(List::stream).filter(WordDiff.Segment::changed)
                .map(s -> s.text().strip()).toList();
        assertEquals(List.of("left"), changed);
        List<String> wholes = k.captionDiffs().stream()
                .map(d -> d.stream().map(WordDiff.Segment::text).reduce("", String::concat)).toList();
        assertTrue(wholes.contains("A coast guard boat to the left of a tall ship at dock."), wholes.toString());
        // Mirrored boxes moved, so they are outlined in both images.
        List<Box> boxes = project.samples().boxes(item.id());
        assertFalse(boxes.isEmpty());
        assertEquals(boxes.size(), k.changedBoxes().size());
        assertEquals(boxes.size(), p.changedSourceBoxes().size());
        assertTrue(project.candidates().countsByMethod().isEmpty(), "a preview stores nothing");
        assertTrue(vm.statusProperty().get().contains("1 candidate"), vm.statusProperty().get());
    }

    @Test
    void rejectionsShowTheirReasonAndAMissingModelSaysHowToAddIt() {
        ItemRef first = main.items().get(0);
        AugmentViewModel.Preview rejected = vm.computePreview(first,
                new AugmentViewModel.Request(new Failing(new RejectedException("box covers > 70 % of image")), Map.of(), 1));
        assertEquals("box covers > 70 % of image", rejected.rejection());
        assertTrue(rejected.candidates().isEmpty());
        assertTrue(rejected.original() != null, "the original is still shown");

        AugmentViewModel.Preview missing = vm.computePreview(first, new AugmentViewModel.Request(
                new Failing(new ModelException("No manifest.json in model folder models/clip-vit-b32")), Map.of(), 1));
        assertTrue(missing.error().startsWith("No manifest.json in model folder models/clip-vit-b32"), missing.error());
        assertTrue(missing.error().contains(AugmentViewModel.MODEL_HINT));
        assertFalse(missing.error().contains("\tat "), "no stack trace");
        assertFalse(missing.error().contains("Exception"), missing.error());
    }

    @Test
    void replacedBoxesInTheRecipeAreOutlinedWhateverShapeTheyAreWrittenIn() {
        List<Box> source = project.samples().boxes(main.items().get(0).id());
        Box b0 = source.get(0);
        Recipe r = new Recipe("swap", Map.of(), 1, List.of(1L), Map.of(),
                Map.of("replaced_boxes", List.of(List.of(1, 2, 30, 40), b0.id())));
        // Same boxes as the source (nothing moved), but the recipe names two replaced ones.
        NewCandidate k = new NewCandidate(b0.id(), r, List.of("x"), source, 640, 480, 0.3, null);
        List<Box> changed = org.pairlab.augment.CandidateDiff.changedBoxes(source, k);
        assertEquals(2, changed.size());
        assertEquals(30, changed.get(0).w());
        assertEquals(b0, changed.get(1));
        // A category change alone also counts as changed.
        Box relabelled = new Box(b0.id(), "cake", b0.x(), b0.y(), b0.w(), b0.h(), null, b0.source(), false);
        NewCandidate k2 = new NewCandidate(b0.id(), new Recipe("swap", Map.of(), 1, List.of(1L), Map.of(), Map.of()),
                List.of("x"), List.of(relabelled), 640, 480, null, null);
        assertEquals(List.of(relabelled), org.pairlab.augment.CandidateDiff.changedBoxes(source, k2));
    }

    @Test
    void generateStoresCandidatesOfTheFilteredSamplesWithTheFormsSeedAndParameters() throws Exception {
        vm.select("flip");
        vm.field("swapLeftRight").textProperty().set("false");
        vm.seedTextProperty().set("42");
        vm.scopeProperty().set(AugmentViewModel.Scope.FILTERED);
        main.textProperty().set("dog");
        List<Long> shown = main.items().stream().map(ItemRef::id).toList();
        assertTrue(shown.size() > 1 && shown.size() < 107);

        var outcome = vm.generate().get(120, TimeUnit.SECONDS);
        assertEquals(RunState.SUCCEEDED, outcome.state(), outcome.message());
        List<Candidate> made = project.candidates().withStatus(ReviewStatus.PENDING, "flip");
        assertEquals(shown, made.stream().map(Candidate::sampleId).toList());
        for (Candidate c : made) {
            assertEquals(GenerationJob.sampleSeed(42, c.sampleId()), c.recipe().seed());
            assertEquals(Map.of("swapLeftRight", false), c.recipe().params());
            // swapLeftRight=false keeps the captions as they were.
            assertEquals(project.samples().captions(c.sampleId()).stream().map(x -> x.text()).toList(), c.captions());
        }
        assertEquals("flip", vm.generatedMethodProperty().get());
        assertFalse(vm.generatingProperty().get());

        vm.showGeneratedInGrid();
        assertEquals("flip", main.methodProperty().get());
        assertEquals(made.stream().map(c -> ItemRef.candidate(c.id())).toList(), List.copyOf(main.items()));

        // Statistics of the stored candidates: flip keeps categories, so they are the filtered originals' boxes.
        Map<String, Long> expected = new TreeMap<>();
        shown.forEach(id -> project.samples().boxes(id).forEach(b -> expected.merge(b.category(), 1L, Long::sum)));
        org.pairlab.augment.CandidateStatistics s = vm.loadStatistics("flip");
        assertEquals(expected, s.candidateCategories());
        assertEquals(shown.size(), s.candidates());
        assertEquals(shown.size(), s.unscored(), "flip has no scorer");
        assertEquals(project.samples().categoryCounts(), s.originalCategories());
        assertEquals(List.of("flip"), vm.methodsWithCandidates());
    }

    @Test
    void generateOverTheWholeProjectIgnoresTheFilter() throws Exception {
        vm.select("flip");
        main.textProperty().set("zebraxylophone");
        assertTrue(main.items().isEmpty());
        assertThrows(ExecutionException.class, () -> vm.generate().get(20, TimeUnit.SECONDS));
        assertTrue(vm.statusProperty().get().startsWith("Cannot generate: The grid shows no original samples"),
                vm.statusProperty().get());
        assertFalse(vm.generatingProperty().get());
        assertTrue(project.runs().list().isEmpty());
        vm.scopeProperty().set(AugmentViewModel.Scope.ALL);
        main.textProperty().set("coast guard");
        assertEquals(RunState.SUCCEEDED, vm.generate().get(120, TimeUnit.SECONDS).state());
        assertEquals(107, project.candidates().countsByMethod().get("flip").total());
    }

    /** A method that fails every sample the way a real one can. */
    private record Failing(RuntimeException failure) implements Augmenter {
        @Override
        public String method() {
            return "failing";
        }

        @Override
        public String displayName() {
            return "Failing";
        }

        @Override
        public List<ParameterSpec> parameters() {
            return List.of();
        }

        @Override
        public List<NewCandidate> propose(SourceSample source, Map<String, Object> params, long seed, AugmentContext context) {
            throw failure;
        }

        @Override
        public BufferedImage render(Candidate candidate, AugmentContext context) {
            throw new AssertionError("never proposed");
        }
    }
}
