package org.pairlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pairlab.cli.CliTest.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.augment.Augmenters;
import org.pairlab.augment.erg.ErgAugmenter;
import org.pairlab.lm.style.StyleDataset;
import org.pairlab.project.Candidate;
import org.pairlab.project.Project;
import org.pairlab.project.ReviewStatus;
import org.pairlab.testing.SharedData;

/**
 * ERG in a project: COCO sample images as the factual dataset, FlickrStyle captions imported as text-only datasets
 * with a style label, {@code augment --method erg}; candidates keep the image, carry the stylized caption and a
 * recipe that writes the same caption again.
 */
class ErgProjectCliTest {
    @TempDir
    Path dir;

    /** A project with the COCO sample and 800 romantic and humorous FlickrStyle captions as styled text datasets. */
    private Path project() throws Exception {
        Path coco = SharedData.cocoSample();
        Path file = dir.resolve("p.pairlab");
        assertEquals(0, cli("new", file.toString()).code());
        CliTest.Result imp = cli("import", file.toString(), "--coco-captions", coco.resolve("captions.json").toString(),
                "--coco-instances", coco.resolve("instances.json").toString(), "--images",
                coco.resolve("images").toString(), "--dataset", "coco-sample");
        assertEquals(0, imp.code(), imp.err());
        Path romantic = dir.resolve("romantic.txt");
        Path humor = dir.resolve("humor.txt");
        Files.write(romantic, StyleDataset.readLines(SharedData.root().resolve("flickrstyle/romantic.train.txt"))
                .subList(0, 800));
        Files.write(humor, StyleDataset.readLines(SharedData.root().resolve("flickrstyle/humor.train.txt"))
                .subList(0, 800));
        assertEquals(0, cli("import", file.toString(), "--text", romantic.toString(), "--style", "romantic").code());
        assertEquals(0, cli("import", file.toString(), "--text", humor.toString(), "--style", "humorous").code());
        return file;
    }

    @Test
    void imageRetrievalUsesTheProjectsClipModel() throws Exception {
        Path file = project();
        assertEquals(0, cli("config", file.toString(), "alignment.model",
                SharedData.root().resolve("models/tiny-clip").toString()).code());
        CliTest.Result aug = cli("augment", file.toString(), "--method", "erg", "--set", "style=romantic",
                "--set", "t2t=false", "--set", "i2t=true", "--limit", "4", "--seed", "5");
        assertEquals(0, aug.code(), aug.out() + aug.err());
        try (Project p = Project.open(file)) {
            List<Candidate> candidates = p.candidates().withStatus(ReviewStatus.PENDING, "erg");
            assertFalse(candidates.isEmpty(), aug.out());
            boolean i2t = false;
            for (Candidate c : candidates) {
                for (Object r : (List<?>) c.recipe().details().get("retrieved")) {
                    i2t |= "i2t".equals(((Map<?, ?>) r).get("type"));
                }
            }
            assertTrue(i2t, "no candidate retrieved a scene by its image");
        }
        CliTest.Result refused = cli("augment", file.toString(), "--method", "erg", "--set", "style=romantic",
                "--set", "i2i=true", "--limit", "1");
        assertNotEquals(0, refused.code());
        assertTrue((refused.out() + refused.err()).contains("stylized images"), refused.out() + refused.err());
    }

    @Test
    void stylizedDatasetsFeedErgCandidatesWhoseRecipesReRender() throws Exception {
        Path file = project();
        CliTest.Result aug = cli("augment", file.toString(), "--method", "erg", "--set", "style=romantic",
                "--limit", "8", "--seed", "5");
        assertEquals(0, aug.code(), aug.out() + aug.err());

        ErgAugmenter erg = (ErgAugmenter) new Augmenters().require("erg");
        try (Project p = Project.open(file)) {
            List<Candidate> candidates = p.candidates().withStatus(ReviewStatus.PENDING, "erg");
            assertFalse(candidates.isEmpty(), aug.out());
            for (Candidate c : candidates) {
                String source = p.samples().captions(c.sampleId()).get(0).text();
                String output = c.captions().get(0);
                assertNotEquals(source, output);
                Map<String, Object> d = c.recipe().details();
                assertEquals("romantic", d.get("style"));
                String phrase = (String) d.get("phrase");
                assertTrue(output.contains(phrase), output + " / " + phrase);
                assertTrue(d.containsKey("kept") && d.containsKey("perplexity") && d.containsKey("style_probability"));
                assertFalse(((List<?>) d.get("retrieved")).isEmpty());
                assertFalse(p.samples().get(c.sampleId()).orElseThrow().textOnly());
                assertEquals(output, erg.renderCaption(c.recipe()));
            }
        }
    }

    @Test
    void stylizedImagesAreRetrievedByCaptionAndByImage() throws Exception {
        Path file = project();
        // The COCO sample's images as a stylized dataset: each image with two romantic FlickrStyle captions.
        Path coco = SharedData.cocoSample();
        List<String> romantic = StyleDataset.readLines(SharedData.root().resolve("flickrstyle/romantic.train.txt"));
        List<String> lines = new java.util.ArrayList<>();
        ObjectMapper json = new ObjectMapper();
        int k = 1000;
        try (var images = Files.list(coco.resolve("images"))) {
            for (Path image : images.sorted().toList()) {
                lines.add(json.writeValueAsString(Map.of("image", image.getFileName().toString(),
                        "captions", List.of(romantic.get(k), romantic.get(k + 1)))));
                k += 2;
            }
        }
        Path jsonl = dir.resolve("romantic-pictures.jsonl");
        Files.write(jsonl, lines);
        CliTest.Result imp = cli("import", file.toString(), "--jsonl", jsonl.toString(), "--images",
                coco.resolve("images").toString(), "--dataset", "romantic-pictures", "--style", "romantic");
        assertEquals(0, imp.code(), imp.out() + imp.err());
        assertEquals(0, cli("config", file.toString(), "alignment.model",
                SharedData.root().resolve("models/tiny-clip").toString()).code());

        // t2i alone, then i2i alone: each scene is listed once, under the retrieval that found it most similar.
        for (String type : List.of("t2i", "i2i")) {
            CliTest.Result aug = cli("augment", file.toString(), "--method", "erg", "--set", "style=romantic",
                    "--set", "t2t=false", "--set", type + "=true", "--limit", "3", "--seed", "5");
            assertEquals(0, aug.code(), aug.out() + aug.err());
        }
        java.util.Map<String, java.util.Set<String>> types = new java.util.TreeMap<>();
        java.util.Set<String> pictured = new java.util.HashSet<>();
        try (Project p = Project.open(file)) {
            long pictures = p.datasets().byName("romantic-pictures").orElseThrow().id();
            for (var sample : p.samples().ofDataset(pictures)) {
                p.samples().captions(sample.id()).forEach(c -> pictured.add(c.text().strip()));
            }
            List<Candidate> candidates = p.candidates().withStatus(ReviewStatus.PENDING, "erg");
            assertFalse(candidates.isEmpty());
            for (Candidate c : candidates) {
                String run = Boolean.parseBoolean(String.valueOf(c.recipe().params().get("t2i"))) ? "t2i" : "i2i";
                for (Object r : (List<?>) c.recipe().details().get("retrieved")) {
                    Map<?, ?> scene = (Map<?, ?>) r;
                    String type = (String) scene.get("type");
                    types.computeIfAbsent(run, x -> new java.util.TreeSet<>()).add(type);
                    if (!"t2t".equals(type)) {
                        // Image retrieval can only find scenes that have an image.
                        assertTrue(pictured.contains(((String) scene.get("caption")).strip()), scene.toString());
                    }
                }
            }
        }
        assertTrue(types.getOrDefault("t2i", java.util.Set.of()).contains("t2i"), "retrieval types seen: " + types);
        assertTrue(types.getOrDefault("i2i", java.util.Set.of()).contains("i2i"), "retrieval types seen: " + types);
        assertFalse(types.get("t2i").contains("i2i") || types.get("i2i").contains("t2i"), "switched off: " + types);

        // The humorous corpus is text only: image retrieval for it is refused, naming what is missing.
        CliTest.Result refused = cli("augment", file.toString(), "--method", "erg", "--set", "style=humorous",
                "--set", "i2i=true", "--limit", "1");
        assertNotEquals(0, refused.code());
        assertTrue((refused.out() + refused.err()).contains("stylized images"), refused.out() + refused.err());
    }
}
