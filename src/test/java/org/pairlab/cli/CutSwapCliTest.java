package org.pairlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.Project;
import org.pairlab.testing.SharedData;

class CutSwapCliTest {
    @TempDir
    Path dir;

    @Test
    void vocabularyPreprocessClustersAugmentAndInfo() throws Exception {
        Path file = dir.resolve("p.pairlab");
        assertEquals(0, CliTest.cli("new", file.toString()).code());
        try (Project p = Project.open(file)) {
            p.datasets().insert(SharedData.cocoSampleDataset("coco", 200));
        }
        String f = file.toString();
        CliTest.Result vocab = CliTest.cli("cutswap", "vocab", f, "--import", SharedData.root().resolve("vocab/nbt_coco_synonyms").toString());
        assertEquals(0, vocab.code(), vocab.err());
        assertTrue(vocab.out().contains("Imported 409 object words"), vocab.out());

        CliTest.Result pre = CliTest.cli("cutswap", "preprocess", f);
        assertEquals(0, pre.code(), pre.err());
        assertTrue(pre.out().contains("coco: 535 captions"), pre.out());
        assertTrue(pre.out().contains("clusters made by all-minilm-l6-v2-q"), "no CLIP model: MiniLM; " + pre.out());
        CliTest.Result again = CliTest.cli("cutswap", "preprocess", f);
        assertTrue(again.out().contains("stored index reused"), again.out());

        CliTest.Result split = CliTest.cli("cutswap", "clusters", f, "--split", "pizza");
        assertEquals(0, split.code(), split.err());
        Matcher m = Pattern.compile("New cluster (\\d+)").matcher(split.out());
        assertTrue(m.find(), split.out());
        assertTrue(split.out().contains(m.group(1) + ": pizza\n"), "pizza alone in its new cluster");
        assertTrue(split.out().contains("Clusters made by all-minilm-l6-v2-q"), split.out());

        CliTest.Result aug = CliTest.cli("augment", f, "--method", "cutswap", "--limit", "30", "--seed", "3", "--set", "captions=2");
        assertEquals(0, aug.code(), aug.err());
        Matcher made = Pattern.compile("Made (\\d+) cutswap candidates from 30 samples").matcher(aug.out());
        assertTrue(made.find(), aug.out());
        assertTrue(aug.out().contains("rejected"), aug.out());
        // Said once, before the run: no alignment model, so the candidates stay unranked.
        String note = "Note: " + org.pairlab.ml.AlignmentModels.NOT_CONFIGURED;
        assertTrue(aug.err().contains(note), aug.err());
        assertEquals(aug.err().indexOf(note), aug.err().lastIndexOf(note));
        assertFalse(aug.err().contains("Pre-processing needed"), "pre-processed above: " + aug.err());
        int n = Integer.parseInt(made.group(1));
        assertTrue(n > 0);

        JsonNode info = new ObjectMapper().readTree(CliTest.cli("info", f, "--json").out());
        assertEquals(n, info.get("candidates").get("cutswap").get("pending").asInt());

        CliTest.Result bad = CliTest.cli("augment", f, "--method", "cutswap", "--set", "n_p=0");
        assertTrue(bad.code() != 0 && bad.err().contains("n_p"), bad.err());
    }
}
