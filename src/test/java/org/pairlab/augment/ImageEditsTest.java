package org.pairlab.augment;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.Rasters;
import org.pairlab.image.SampleImages;
import org.pairlab.project.Candidate;
import org.pairlab.project.Caption;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Project;
import org.pairlab.project.Sample;
import org.pairlab.testing.SharedData;

class ImageEditsTest {
    @TempDir
    Path dir;

    /** Every classical edit, with parameters that exercise its branches. */
    private static final List<Map.Entry<String, Map<String, Object>>> EDITS = List.of(
            Map.entry("sketch", Map.of()),
            Map.entry("xdog", Map.of("sigma", "0.8")),
            Map.entry("composite", Map.of()),
            Map.entry("composite", Map.of("grey", "true", "levels", "3")),
            Map.entry("distort", Map.of()),
            Map.entry("distort", Map.of("mode", "swirl", "noise", "0")),
            Map.entry("rotate", Map.of()),
            Map.entry("rotate", Map.of("fill", "edge", "maxAngle", "20")),
            Map.entry("color", Map.of()));

    @Test
    void everyEditRendersTheSameBytesTwiceAtTheSourceSizeAndDiffersFromTheOriginal() throws Exception {
        try (Project p = Project.create(dir.resolve("p.pairlab"))) {
            long ds = p.datasets().insert(SharedData.cocoSampleDataset("coco", 2));
            List<Sample> samples = p.samples().ofDataset(ds);
            Augmenters augmenters = new Augmenters();
            AugmentContext ctx = new AugmentContext(p, new SampleImages(p, new ImageDecoder()));
            for (Map.Entry<String, Map<String, Object>> e : EDITS) {
                Augmenter a = augmenters.require(e.getKey());
                Map<String, Object> params = GenerationJob.withDefaults(a, e.getValue());
                for (Sample s : samples) {
                    String what = e.getKey() + " " + e.getValue() + " on " + s.path();
                    SourceSample src = new SourceSample(s, p.samples().captions(s.id()), p.samples().boxes(s.id()));
                    NewCandidate k = a.propose(src, params, GenerationJob.sampleSeed(3, s.id()), ctx).get(0);
                    assertEquals(src.captions().stream().map(Caption::text).toList(), k.captions(), what);
                    assertEquals(e.getKey(), k.recipe().method());
                    assertEquals(List.of(s.id()), k.recipe().sourceSampleIds());
                    if (!e.getKey().equals("rotate")) {
                        assertEquals(src.boxes(), k.boxes(), what + ": geometry-preserving edits keep the boxes");
                    }
                    long id = p.candidates().insert(List.of(k)).get(0);
                    Candidate stored = p.candidates().get(id).orElseThrow();
                    byte[] first = new CandidateRenderer(augmenters, ctx).renderPng(stored);
                    // A fresh set of augmenters and a fresh read of the recipe from the store.
                    byte[] second = new CandidateRenderer(new Augmenters(), ctx).renderPng(p.candidates().get(id).orElseThrow());
                    assertArrayEquals(first, second, what + ": same recipe, same PNG bytes");

                    BufferedImage out = ImageIO.read(new ByteArrayInputStream(first));
                    assertNotNull(out, what + ": a valid PNG");
                    BufferedImage orig = ctx.image(s.id());
                    assertEquals(orig.getWidth(), out.getWidth(), what);
                    assertEquals(orig.getHeight(), out.getHeight(), what);
                    int[] a1 = Rasters.pixels(orig);
                    int[] a2 = Rasters.pixels(ImageDecoder.toStandard(out));
                    long changed = 0;
                    for (int i = 0; i < a1.length; i++) {
                        if ((a1[i] & 0xffffff) != (a2[i] & 0xffffff)) {
                            changed++;
                        }
                    }
                    assertTrue(changed > a1.length / 4, what + ": only " + changed + " of " + a1.length + " pixels changed");
                }
            }
        }
    }

    @Test
    void randomMethodsDependOnTheSeedAndRecordWhatTheyDrew() throws Exception {
        try (Project p = Project.create(dir.resolve("p.pairlab"))) {
            long ds = p.datasets().insert(SharedData.cocoSampleDataset("coco", 1));
            Sample s = p.samples().ofDataset(ds).get(0);
            AugmentContext ctx = new AugmentContext(p, new SampleImages(p, new ImageDecoder()));
            Augmenters augmenters = new Augmenters();
            SourceSample src = new SourceSample(s, p.samples().captions(s.id()), p.samples().boxes(s.id()));
            for (String method : List.of("distort", "color", "rotate")) {
                Augmenter a = augmenters.require(method);
                Map<String, Object> params = GenerationJob.withDefaults(a, Map.of());
                List<NewCandidate> ks = List.of(a.propose(src, params, 1, ctx).get(0), a.propose(src, params, 2, ctx).get(0));
                List<Long> ids = p.candidates().insert(ks);
                CandidateRenderer r = new CandidateRenderer(augmenters, ctx);
                byte[] one = r.renderPng(p.candidates().get(ids.get(0)).orElseThrow());
                byte[] two = r.renderPng(p.candidates().get(ids.get(1)).orElseThrow());
                assertFalse(Arrays.equals(one, two), method + ": different seeds, different images");
            }
            Map<String, Object> d = augmenters.require("color").propose(src,
                    GenerationJob.withDefaults(augmenters.require("color"), Map.of()), 1, ctx).get(0).recipe().details();
            double f = ((Number) d.get("saturationFactor")).doubleValue();
            assertTrue(f >= 0.8 && f <= 1.2, "mild default jitter: " + f);
        }
    }

    @Test
    void outOfRangeParametersAreRefusedNamingTheParameter() {
        Augmenters augmenters = new Augmenters();
        List<Map.Entry<String, Map<String, Object>>> bad = List.of(
                Map.entry("sketch", Map.of("sigma", "0")),
                Map.entry("xdog", Map.of("k", "0.9")),
                Map.entry("xdog", Map.of("phi", "abc")),
                Map.entry("composite", Map.of("levels", "1")),
                Map.entry("distort", Map.of("mode", "melt")),
                Map.entry("distort", Map.of("strength", "1.5")),
                Map.entry("rotate", Map.of("maxAngle", "90")),
                Map.entry("color", Map.of("brightness", "-0.1")));
        for (Map.Entry<String, Map<String, Object>> e : bad) {
            String param = e.getValue().keySet().iterator().next();
            IllegalArgumentException ex = assertThrows(IllegalArgumentException.class,
                    () -> GenerationJob.withDefaults(augmenters.require(e.getKey()), e.getValue()), e.toString());
            assertTrue(ex.getMessage().contains("'" + param + "'"), ex.getMessage());
        }
        assertEquals(0.8, GenerationJob.withDefaults(augmenters.require("xdog"), Map.of("sigma", "0.8")).get("sigma"));
    }

    @Test
    void everyMethodIsListedWithDocumentedParameters() {
        Augmenters augmenters = new Augmenters();
        for (String m : List.of("flip", "sketch", "xdog", "composite", "distort", "rotate", "color", "generator")) {
            Augmenter a = augmenters.require(m);
            for (ParameterSpec spec : a.parameters()) {
                assertFalse(spec.description().isBlank(), m + "." + spec.name());
                if (spec.type() != ParameterSpec.Type.TEXT) {
                    spec.check(spec.defaultValue());
                }
            }
        }
    }
}
