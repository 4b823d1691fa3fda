package org.pairlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pairlab.cli.CliTest.cli;

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
}
