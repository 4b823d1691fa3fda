package org.pairlab.augment;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.Rasters;
import org.pairlab.image.SampleImages;
import org.pairlab.image.Xdog;
import org.pairlab.project.Json;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Project;
import org.pairlab.project.Recipe;
import org.pairlab.project.Sample;
import org.pairlab.testing.SharedData;

/** Each method's parameter record against its specs, and recipes written from records as they were from maps. */
class ParameterRecordsTest {
    @TempDir
    Path dir;

    @Test
    void everyInstalledMethodAndRewriteHasARecordThatAgreesWithItsSpecs() {
        List<String> problems = new ArrayList<>();
        for (Augmenter a : new Augmenters().all()) {
            if (a.parameterType().isEmpty()) {
                problems.add(a.method() + ": no parameter record");
                continue;
            }
            ParameterRecords.disagreements(a.parameters(), a.parameterType().get())
                    .forEach(d -> problems.add(a.method() + ": " + d));
        }
        for (CaptionRewriter r : new CaptionRewriters().all()) {
            if (r.parameterType().isEmpty()) {
                problems.add(r.method() + " (rewrite): no parameter record");
                continue;
            }
            ParameterRecords.disagreements(r.parameters(), r.parameterType().get())
                    .forEach(d -> problems.add(r.method() + " (rewrite): " + d));
        }
        assertEquals(List.of(), problems);
        assertTrue(new Augmenters().all().size() >= 14, "flip, sketch, xdog, composite, distort, rotate, color, "
                + "generator, cutswap, antonym, synonym, eda, mix and erg are installed");
    }

    @Test
    void theAgreementCheckCatchesARenamedOrRetypedComponent() {
        record Renamed(double sigmaPx) {
        }
        record Retyped(int sigma) {
        }
        List<ParameterSpec> specs = new PencilSketchAugmenter().parameters();
        assertTrue(ParameterRecords.disagreements(specs, SketchParams.class).isEmpty());
        assertTrue(!ParameterRecords.disagreements(specs, Renamed.class).isEmpty());
        assertTrue(!ParameterRecords.disagreements(specs, Retyped.class).isEmpty());
    }

    @Test
    void badKeysAndValuesAreRefusedByNameBeforeAnyRunIsRecorded() throws Exception {
        XdogAugmenter xdog = new XdogAugmenter();
        String unknown = assertThrows(IllegalArgumentException.class, () -> xdog.read(Map.of("sigmaa", 1.0)))
                .getMessage();
        assertTrue(unknown.contains("no parameter 'sigmaa'") && unknown.contains("phi"), unknown);
        String range = assertThrows(IllegalArgumentException.class, () -> xdog.read(Map.of("sigma", "40")))
                .getMessage();
        assertTrue(range.contains("'sigma' must be between 0.3 and 10"), range);
        assertEquals(new XdogParams(2.5, 1.6, 20, 0.1, 10), xdog.read(Map.of("sigma", "2.5")));
        try (Project p = Project.create(dir.resolve("p.pairlab"))) {
            Augmenters augmenters = new Augmenters();
            assertThrows(IllegalArgumentException.class, () -> new GenerationJob(p, augmenters.require("eda"),
                    Map.of("op", "shuffle"), 1, 0, List.of(1L)));
            assertThrows(IllegalArgumentException.class, () -> new GenerationJob(p, augmenters.require("flip"),
                    Map.of(), new AntonymRewriter(new TextTools()), Map.of("mix", "half"), 1, 0, List.of(1L)));
            assertEquals(List.of(), p.runs().list(), "nothing recorded");
        }
    }

    @Test
    void recipesFromRecordsAreTheMapsTheyWereAndOldRecipesRenderTheSameBytes() throws Exception {
        // The parameter maps GenerationJob used to store, one non-default value each.
        Map<String, Map<String, Object>> given = new TreeMap<>(Map.of(
                "flip", Map.of("swapLeftRight", "false"),
                "sketch", Map.of("sigma", "4"),
                "xdog", Map.of("sigma", "1.2", "phi", "50"),
                "composite", Map.of("levels", "3", "grey", "true"),
                "distort", Map.of("mode", "swirl"),
                "rotate", Map.of("fill", "edge"),
                "color", Map.of("saturation", "0.1")));
        try (Project p = Project.create(dir.resolve("p.pairlab"))) {
            long ds = p.datasets().insert(SharedData.cocoSampleDataset("coco", 1));
            Sample s = p.samples().ofDataset(ds).get(0);
            SourceSample src = new SourceSample(s, p.samples().captions(s.id()), p.samples().boxes(s.id()));
            Augmenters augmenters = new Augmenters();
            AugmentContext ctx = new AugmentContext(p, new SampleImages(p, new ImageDecoder()));
            CandidateRenderer renderer = new CandidateRenderer(augmenters, ctx);
            for (Map.Entry<String, Map<String, Object>> e : given.entrySet()) {
                Augmenter a = augmenters.require(e.getKey());
                Map<String, Object> old = GenerationJob.withDefaults(a, e.getValue());
                NewCandidate made = a.bind(e.getValue()).propose(src, 5, ctx).get(0);
                assertEquals(Json.write(old), Json.write(made.recipe().params()), e.getKey() + ": same stored recipe");
                // An old recipe, combined with a caption rewrite as CaptionCombination stores it.
                Map<String, Object> combined = new TreeMap<>(old);
                combined.put(CaptionCombination.CAPTION_METHOD, "synonym");
                combined.put(CaptionCombination.CAPTION_PARAMS, Map.of("p", 0.5));
                Recipe r = made.recipe();
                NewCandidate oldOne = new NewCandidate(made.sampleId(), new Recipe(r.method(), combined, r.seed(),
                        r.sourceSampleIds(), r.modelChecksums(), r.details()), made.captions(), made.boxes(),
                        made.width(), made.height(), null, null);
                List<Long> ids = p.candidates().insert(List.of(made, oldOne));
                assertArrayEquals(renderer.renderPng(p.candidates().get(ids.get(0)).orElseThrow()),
                        renderer.renderPng(p.candidates().get(ids.get(1)).orElseThrow()), e.getKey());
            }
            // The record's values are the ones the filter gets.
            long xdogId = p.candidates().insert(List.of(augmenters.require("xdog").bind(given.get("xdog"))
                    .propose(src, 5, ctx).get(0))).get(0);
            // The same decoded source as rendering takes (its luma comes from the decoder's own pixels).
            try (var source = ctx.source(s.id())) {
                var lines = Xdog.image(source, new Xdog.Params(1.2, 1.6, 20, 0.1, 50));
                assertArrayEquals(Rasters.pixels(lines.toImage()),
                        Rasters.pixels(renderer.render(p.candidates().get(xdogId).orElseThrow())));
            }
        }
    }
}
