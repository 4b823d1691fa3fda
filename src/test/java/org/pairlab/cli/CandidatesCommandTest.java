package org.pairlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pairlab.cli.CliTest.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.Project;
import org.pairlab.testing.SharedData;

/** {@code pairlab candidates}: candidates with captions, source captions and scores, filtered (issue 14 point 9). */
class CandidatesCommandTest {
    @TempDir
    Path dir;

    @Test
    void listsCandidatesWithTheirCaptionsAndSourceCaptionsFilteredByMethodAndStatus() throws Exception {
        Path file = dir.resolve("p.pairlab");
        assertEquals(0, cli("new", file.toString()).code());
        try (Project p = Project.open(file)) {
            p.datasets().insert(SharedData.cocoSampleDataset("coco", 12));
        }
        assertEquals(0, cli("augment", file.toString(), "--method", "flip", "--limit", "3", "--seed", "1").code());
        CliTest.Result syn = cli("augment", file.toString(), "--method", "synonym", "--limit", "4", "--seed", "2");
        assertEquals(0, syn.code(), syn.err());
        assertEquals(0, cli("review", file.toString(), "--accept", "1").code());

        CliTest.Result all = cli("candidates", file.toString(), "--json");
        assertEquals(0, all.code(), all.err());
        JsonNode list = new ObjectMapper().readTree(all.out()).get("candidates");
        assertTrue(list.size() >= 5, all.out());
        for (JsonNode k : list) {
            assertTrue(k.has("id") && k.has("method") && k.has("status") && k.has("score"), k.toString());
            assertEquals(k.get("captions").size(), k.get("source_captions").size());
        }
        JsonNode synonyms = new ObjectMapper().readTree(cli("candidates", file.toString(), "--method", "synonym",
                "--status", "pending", "--json").out()).get("candidates");
        assertTrue(synonyms.size() >= 1);
        for (JsonNode k : synonyms) {
            assertEquals("synonym", k.get("method").asText());
            assertEquals("pending", k.get("status").asText());
            assertNotEquals(k.get("captions").toString(), k.get("source_captions").toString(), "a rewrite differs");
        }
        JsonNode accepted = new ObjectMapper().readTree(cli("candidates", file.toString(), "--status", "accepted",
                "--json").out()).get("candidates");
        assertEquals(1, accepted.size());
        assertEquals(1, accepted.get(0).get("id").asInt());

        CliTest.Result text = cli("candidates", file.toString(), "--method", "synonym");
        assertTrue(text.out().contains("was: "), text.out());
        CliTest.Result bad = cli("candidates", file.toString(), "--status", "maybe");
        assertNotEquals(0, bad.code());
        assertTrue(bad.err().contains("--status"), bad.err());
    }
}
