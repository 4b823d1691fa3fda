package org.pairlab.augment.cutswap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.augment.AugmentContext;
import org.pairlab.augment.Augmenters;
import org.pairlab.augment.CandidateRenderer;
import org.pairlab.augment.GenerationJob;
import org.pairlab.augment.RejectedException;
import org.pairlab.augment.SourceSample;
import org.pairlab.dataset.ExportFormat;
import org.pairlab.dataset.ExportInclude;
import org.pairlab.dataset.ExportRequest;
import org.pairlab.dataset.Exporter;
import org.pairlab.dataset.QuietJobContext;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.Rasters;
import org.pairlab.image.SampleImages;
import org.pairlab.ml.AlignmentScorer;
import org.pairlab.project.Box;
import org.pairlab.project.Candidate;
import org.pairlab.project.Decision;
import org.pairlab.project.ItemRef;
import org.pairlab.project.Json;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Project;
import org.pairlab.project.RunState;
import org.pairlab.project.Sample;
import org.pairlab.runs.JobHandle;
import org.pairlab.runs.JobRunner;
import org.pairlab.testing.SharedData;

/** CutSwap end to end on the real coco-sample: captions, boxes and images of 107 COCO images. */
class CutSwapCocoTest {
    @TempDir
    static Path dir;
    private static Project project;
    private static long dataset;
    private static AugmentContext context;
    private static CutSwapAugmenter augmenter;
    private static CutSwapModel model;
    private static Map<String, Object> params;
    private static final List<NewCandidate> ALL = new ArrayList<>();

    @BeforeAll
    static void generate() throws Exception {
        project = Project.create(dir.resolve("coco.pairlab"));
        dataset = project.datasets().insert(SharedData.cocoSampleDataset("coco", 200));
        context = new AugmentContext(project, new SampleImages(project, new ImageDecoder()));
        augmenter = new CutSwapAugmenter(AlignmentScorerProvider.NONE, MiniLmWordEmbedder::new);
        model = augmenter.model(project, dataset);
        params = GenerationJob.withDefaults(augmenter, Map.of());
        for (Sample s : project.samples().ofDataset(dataset)) {
            try {
                ALL.addAll(augmenter.propose(source(s), params, GenerationJob.sampleSeed(7, s.id()), context));
            } catch (RejectedException e) {
                // counted by the job; here only the made candidates matter
            }
        }
    }

    private static SourceSample source(Sample s) {
        return new SourceSample(s, project.samples().captions(s.id()), project.samples().boxes(s.id()));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> map(Object o) {
        return (Map<String, Object>) o;
    }

    @Test
    void realCaptionsGiveCandidatesWithCaptionAndBoxesChangedTogether() {
        assertTrue(ALL.size() > 100, "candidates from 107 images: " + ALL.size());
        for (NewCandidate k : ALL) {
            Map<String, Object> d = k.recipe().details();
            String newCategory = (String) map(d.get("new_object")).get("category");
            assertNotEquals(d.get("original_caption"), k.captions().get(0));
            List<?> replaced = (List<?>) d.get("replaced_boxes");
            long renamed = k.boxes().stream().filter(b -> b.category().equals(newCategory)
                    && replaced.contains(List.of(b.x(), b.y(), b.w(), b.h()))).count();
            assertEquals(replaced.size(), renamed, "every replaced box carries the new category");
            assertEquals(CutSwapAugmenter.UNRANKED, d.get("ranking"));
            assertNull(k.score());
            assertEquals(2, k.recipe().sourceSampleIds().size());
            assertNotEquals(k.recipe().sourceSampleIds().get(0), k.recipe().sourceSampleIds().get(1), "patch from another image");
        }
    }

    @Test
    void aFoodItemIsSwappedForAnotherFoodOfAnEditedCluster() throws Exception {
        WordClusters clusters = new WordClusters(project);
        Map<String, Integer> a = clusters.assignments();
        if (!a.get("pizza").equals(a.get("sandwich"))) {
            clusters.merge(a.get("pizza"), a.get("sandwich"));
        }
        // A new augmenter reads the edited clusters (a running one re-checks within two seconds).
        CutSwapAugmenter fresh = new CutSwapAugmenter(AlignmentScorerProvider.NONE, MiniLmWordEmbedder::new);
        List<NewCandidate> swapped = new ArrayList<>();
        for (long id : model.index().lemma("pizza").orElseThrow().samples()) {
            Sample s = project.samples().get(id).orElseThrow();
            CutSwapModel edited = fresh.model(project, dataset);
            for (org.pairlab.project.Caption c : project.samples().captions(id)) {
                try {
                    for (CutSwapAugmenter.Proposal p : fresh.proposeForCaption(source(s), c, edited,
                            GenerationJob.withDefaults(fresh, Map.of("n_p", "64", "max_aspect_ratio", "3", "max_upscale", "4")), new java.util.SplittableRandom(3),
                            m -> m.lemma().equals("pizza"))) {
                        NewCandidate k = p.candidate();
                        if ("sandwich".equals(map(k.recipe().details().get("new_object")).get("lemma"))) {
                            swapped.add(k);
                        }
                    }
                } catch (RejectedException e) {
                    // another caption or sample may work
                }
            }
        }
        assertFalse(swapped.isEmpty(), "some pizza becomes a sandwich");
        for (NewCandidate k : swapped) {
            String caption = k.captions().get(0).toLowerCase(Locale.ROOT);
            assertTrue(caption.contains("sandwich"), caption);
            assertTrue(k.boxes().stream().anyMatch(b -> b.category().equals("sandwich")));
            Map<String, Object> patch = map(k.recipe().details().get("patch_source"));
            Sample src = project.samples().get(((Number) patch.get("sample_id")).longValue()).orElseThrow();
            assertTrue(project.samples().boxes(src.id()).stream().anyMatch(b -> b.category().equals("sandwich")),
                    "the patch comes from an image with a sandwich box");
        }
    }

    @Test
    void pluralStaysPlural() {
        List<NewCandidate> plural = ALL.stream().filter(k -> Boolean.TRUE.equals(map(k.recipe().details().get("object")).get("plural"))).toList();
        assertFalse(plural.isEmpty());
        for (NewCandidate k : plural) {
            String lemma = (String) map(k.recipe().details().get("new_object")).get("lemma");
            String form = model.index().form(lemma, true);
            assertTrue(k.captions().get(0).toLowerCase(Locale.ROOT).contains(form), k.captions().get(0) + " should contain " + form);
        }
    }

    @Test
    @SuppressWarnings("unchecked")
    void imagesDifferOnlyInsideTheReplacedBoxes() throws Exception {
        int checked = 0;
        for (NewCandidate k : ALL.subList(0, Math.min(12, ALL.size()))) {
            BufferedImage orig = context.image(k.sampleId());
            BufferedImage made = augmenter.render(asCandidate(k), context);
            int w = orig.getWidth();
            int[] a = Rasters.pixels(orig);
            int[] b = Rasters.pixels(made);
            boolean[] inside = new boolean[a.length];
            for (List<Number> r : (List<List<Number>>) k.recipe().details().get("replaced_boxes")) {
                int x0 = (int) Math.floor(r.get(0).doubleValue());
                int y0 = (int) Math.floor(r.get(1).doubleValue());
                int x1 = (int) Math.ceil(r.get(0).doubleValue() + r.get(2).doubleValue());
                int y1 = (int) Math.ceil(r.get(1).doubleValue() + r.get(3).doubleValue());
                for (int y = Math.max(0, y0); y < Math.min(orig.getHeight(), y1); y++) {
                    for (int x = Math.max(0, x0); x < Math.min(w, x1); x++) {
                        inside[y * w + x] = true;
                    }
                }
            }
            int changedInside = 0;
            for (int i = 0; i < a.length; i++) {
                if (!inside[i]) {
                    assertEquals(a[i] & 0xFFFFFF, b[i] & 0xFFFFFF, "pixel " + (i % w) + "," + (i / w) + " outside the boxes changed");
                } else if ((a[i] & 0xFFFFFF) != (b[i] & 0xFFFFFF)) {
                    changedInside++;
                }
            }
            assertTrue(changedInside > 0, "the patch changed the box");
            checked++;
        }
        assertTrue(checked > 0);
    }

    private static Candidate asCandidate(NewCandidate k) {
        return new Candidate(0, k.sampleId(), k.recipe(), k.captions(), k.boxes(), k.width(), k.height(), k.score(), null, null, null);
    }

    @Test
    void theSameSeedGivesTheSameCandidatesAndBytes() throws Exception {
        Sample s = project.samples().get(ALL.get(0).sampleId()).orElseThrow();
        List<NewCandidate> one = augmenter.propose(source(s), params, 11, context);
        List<NewCandidate> two = new CutSwapAugmenter(AlignmentScorerProvider.NONE, MiniLmWordEmbedder::new)
                .propose(source(s), params, 11, context);
        assertEquals(one, two);
        long id = project.candidates().insert(List.of(one.get(0))).get(0);
        Candidate stored = project.candidates().get(id).orElseThrow();
        assertEquals(Json.write(one.get(0).recipe()), Json.write(stored.recipe()).replace(".0,", ".0,"));
        CandidateRenderer renderer = new CandidateRenderer(new Augmenters(), context);
        byte[] a = renderer.renderPng(stored);
        byte[] b = new CandidateRenderer(new Augmenters(), new AugmentContext(project, new SampleImages(project, new ImageDecoder())))
                .renderPng(project.candidates().get(id).orElseThrow());
        assertArrayEquals(a, b);
    }

    /** Scores by caption length, so some candidates fall below 0.28 and the rest have a clear order. */
    private record FakeScorer(float base) implements AlignmentScorer {
        @Override
        public String name() {
            return "fake-clip";
        }

        @Override
        public Map<String, String> checksums() {
            return Map.of("fake.pt", "0123abcd");
        }

        @Override
        public float[] score(List<BufferedImage> images, List<String> captions) {
            assertEquals(images.size(), captions.size());
            float[] out = new float[captions.size()];
            for (int i = 0; i < out.length; i++) {
                out[i] = base + (captions.get(i).length() % 17) / 100f;
            }
            return out;
        }

        @Override
        public void close() {
        }
    }

    @Test
    void withAnAlignmentModelCandidatesAreScoredThresholdedAndTopKKept() throws Exception {
        CutSwapAugmenter ranked = new CutSwapAugmenter(p -> Optional.of(new FakeScorer(0.2f)), MiniLmWordEmbedder::new);
        Map<String, Object> small = GenerationJob.withDefaults(ranked, Map.of("n_p", "6", "n_i", "2", "captions", "2"));
        int made = 0;
        for (Sample s : project.samples().ofDataset(dataset).subList(0, 30)) {
            List<NewCandidate> ks;
            try {
                ks = ranked.propose(source(s), small, 5, context);
            } catch (RejectedException e) {
                continue;
            }
            made += ks.size();
            Map<Object, List<NewCandidate>> byCaption = new java.util.HashMap<>();
            for (NewCandidate k : ks) {
                assertTrue(k.score() >= 0.28, "below threshold kept: " + k.score());
                assertEquals(Map.of("fake.pt", "0123abcd"), k.recipe().modelChecksums());
                assertEquals("scored by fake-clip", k.recipe().details().get("ranking"));
                assertEquals(k.score(), ((Number) k.recipe().details().get("score")).doubleValue(), 1e-6);
                byCaption.computeIfAbsent(k.recipe().details().get("caption_id"), x -> new ArrayList<>()).add(k);
            }
            for (List<NewCandidate> group : byCaption.values()) {
                assertTrue(group.size() <= 3, "top 3 per original caption");
                for (int i = 1; i < group.size(); i++) {
                    assertTrue(group.get(i - 1).score() >= group.get(i).score(), "sorted by score");
                }
            }
        }
        assertTrue(made > 0);
        CutSwapAugmenter low = new CutSwapAugmenter(p -> Optional.of(new FakeScorer(-0.5f)), MiniLmWordEmbedder::new);
        Sample s = project.samples().get(ALL.get(0).sampleId()).orElseThrow();
        RejectedException e = assertThrows(RejectedException.class, () -> low.propose(source(s), small, 5, context));
        assertEquals(CutSwapAugmenter.BELOW_THRESHOLD, e.reason());
    }

    @Test
    void theClipModelChosenInTheProjectSettingsScoresCandidates() throws Exception {
        Path clip = SharedData.root().resolve("models/tiny-clip");
        ConfiguredAlignmentScorers configured = new ConfiguredAlignmentScorers(org.pairlab.ml.AlignmentModels.standard());
        CutSwapAugmenter ranked = new CutSwapAugmenter(configured, MiniLmWordEmbedder::new);
        // tiny-clip has random weights: its cosines are near 0, so keep everything and check the scores are real.
        Map<String, Object> small = GenerationJob.withDefaults(ranked,
                Map.of("n_p", "4", "n_i", "2", "captions", "1", "threshold", "-1"));
        Sample s = project.samples().get(ALL.get(0).sampleId()).orElseThrow();
        try {
            assertTrue(configured.scorer(project).isEmpty(), "no model configured yet");
            project.settings().put(org.pairlab.ml.AlignmentModels.SETTING, clip.toString());
            List<NewCandidate> ks = ranked.propose(source(s), small, 5, context);
            assertFalse(ks.isEmpty());
            String imageSha = org.pairlab.ml.ModelManifest.read(clip).checksums().get("image_encoder.pt");
            for (NewCandidate k : ks) {
                assertEquals(imageSha, k.recipe().modelChecksums().get("image_encoder.pt"));
                assertTrue(k.score() > -1 && k.score() < 1, "a cosine: " + k.score());
                assertEquals("scored by clip:tiny-clip-random", k.recipe().details().get("ranking"));
            }
            assertTrue(ks.stream().map(NewCandidate::score).distinct().count() > 1 || ks.size() == 1,
                    "different pairs get different scores");
        } finally {
            project.settings().put(org.pairlab.ml.AlignmentModels.SETTING, "");
            configured.close();
        }
    }

    @Test
    void theIndexIsCachedAndRebuiltWhenTheDataChanges() throws Exception {
        CutSwapPreprocessor pre = new CutSwapPreprocessor(project, CutSwapAugmenter.lazyTagger(), MiniLmWordEmbedder::new, 2);
        ObjectVocabulary vocab = ObjectVocabulary.load(project);
        assertTrue(pre.cached(dataset, vocab).isPresent());
        Sample s = project.samples().ofDataset(dataset).get(0);
        project.boxEdits().add(s.id(), "pizza", 1, 1, 50, 50);
        assertTrue(pre.cached(dataset, vocab).isEmpty(), "a new box makes the index stale");
        ObjectIndex rebuilt = pre.index(dataset, (d, t) -> { }, () -> false);
        assertTrue(rebuilt.patches("pizza").stream().anyMatch(p -> p.sampleId() == s.id() && p.w() == 50));
        assertTrue(pre.cached(dataset, vocab).isPresent());
    }

    @Test
    void generationJobCountsRejectionsAndExportWritesTheRecipe() throws Exception {
        Path out = dir.resolve("export");
        try (JobRunner runner = new JobRunner(project)) {
            GenerationJob job = new GenerationJob(project, augmenter, Map.of("captions", "1"), 9, 40, GenerationJob.allSamples(project));
            JobHandle.JobOutcome o = runner.runHere(job);
            assertEquals(RunState.SUCCEEDED, o.state(), o.message());
            assertTrue(((Number) o.metrics().get("candidatesMade")).intValue() > 0);
            assertFalse(((Map<?, ?>) o.metrics().get("rejected")).isEmpty(), "some of 40 COCO images are rejected");
        }
        Candidate k = project.candidates().withStatus(org.pairlab.project.ReviewStatus.PENDING, "cutswap").get(0);
        project.reviews().decide(ItemRef.candidate(k.id()), Decision.ACCEPT, null);
        new Exporter().run(project, new ExportRequest(ExportFormat.COCO, out, Set.of(ExportInclude.ACCEPTED), null, false),
                new QuietJobContext());
        JsonNode caps = Json.MAPPER.readTree(out.resolve("captions.json").toFile());
        JsonNode recipe = null;
        for (JsonNode img : caps.get("images")) {
            if (img.has("pairlab_recipe")) {
                recipe = img.get("pairlab_recipe");
            }
        }
        assertTrue(recipe != null);
        assertEquals("cutswap", recipe.get("method").asText());
        assertEquals(4, recipe.get("replaced_boxes").get(0).size());
        assertTrue(recipe.get("patch_source").has("sample_id"));
        assertTrue(recipe.get("patch_source").get("box").isArray());
        assertTrue(recipe.get("params").has("n_p"));
        assertTrue(recipe.has("seed") && recipe.has("source_image_id"));
        Box any = k.boxes().get(0);
        assertTrue(any.w() > 0);
    }
}
