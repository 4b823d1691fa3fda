package org.pairlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.Project;
import org.pairlab.testing.SharedData;

class FilterCommandTest {
    @TempDir
    Path dir;

    @Test
    void previewApplyAndRevert() throws Exception {
        Path file = dir.resolve("p.pairlab");
        try (Project p = Project.create(file)) {
            p.datasets().insert(SharedData.cocoSampleDataset("coco", 200));
        }
        String f = file.toString();
        CliTest.Result preview = CliTest.cli("filter", f, "informativeness", "--threshold", "15", "--json");
        assertEquals(0, preview.code(), preview.err());
        JsonNode m = new ObjectMapper().readTree(preview.out());
        assertEquals(535, m.get("captionsScored").asInt());
        int below = m.get("captionsBelow").asInt();
        assertTrue(below > 0 && below < 535, preview.out());
        int binned = 0;
        for (JsonNode b : m.get("histogram").get("bins")) {
            binned += b.get("count").asInt();
        }
        assertEquals(535, binned);
        assertTrue(m.get("applied").isNull());
        try (Project p = Project.open(file)) {
            assertTrue(p.exclusions().excludedCaptionIds().isEmpty(), "a preview excludes nothing");
        }
        // Without --threshold: the rho percentile removing the least informative 15 %, no warning; the paper's 20
        // removes most COCO captions and is warned about (> 30 %).
        CliTest.Result scaled = CliTest.cli("filter", f, "informativeness", "--json");
        JsonNode d = new ObjectMapper().readTree(scaled.out());
        assertEquals(0.15, d.get("shareRemoved").asDouble(), 0.03, scaled.out());
        assertTrue(d.get("thresholdSource").asText().startsWith("default"), scaled.out());
        assertTrue(d.get("warning").isNull(), scaled.out());
        JsonNode paper = new ObjectMapper().readTree(CliTest.cli("filter", f, "informativeness", "--threshold", "20",
                "--json").out());
        assertTrue(paper.get("warning").asText().contains("more than 30"), paper.toString());
        CliTest.Result text = CliTest.cli("filter", f, "informativeness", "--threshold", "5");
        assertTrue(text.out().contains("%)") && !text.out().contains("Warning"), text.out());

        CliTest.Result applied = CliTest.cli("filter", f, "informativeness", "--threshold", "15", "--apply", "--dataset", "coco",
                "--json");
        assertEquals(0, applied.code(), applied.err());
        JsonNode a = new ObjectMapper().readTree(applied.out()).get("applied");
        assertEquals(below, a.get("captionsExcluded").asInt());
        long filterId = a.get("filterId").asLong();
        try (Project p = Project.open(file)) {
            assertEquals(below, p.exclusions().excludedCaptionIds().size());
            assertEquals(m.get("samplesLosingAll").asInt(), p.exclusions().excludedSampleIds().size());
        }

        CliTest.Result list = CliTest.cli("filter", f, "list");
        assertTrue(list.out().contains("informativeness") && list.out().contains("(in force)"), list.out());
        CliTest.Result revert = CliTest.cli("filter", f, "revert", "--id", Long.toString(filterId));
        assertEquals(0, revert.code(), revert.err());
        assertTrue(revert.out().contains("Reverted filter " + filterId), revert.out());
        try (Project p = Project.open(file)) {
            assertTrue(p.exclusions().excludedCaptionIds().isEmpty());
        }
        CliTest.Result again = CliTest.cli("filter", f, "revert", "--id", Long.toString(filterId));
        assertEquals(1, again.code());
        assertTrue(again.err().contains("already reverted"), again.err());
        CliTest.Result noSuch = CliTest.cli("filter", f, "informativeness", "--dataset", "nope");
        assertEquals(ExitCodes.USAGE, noSuch.code());
        assertTrue(noSuch.err().contains("no dataset 'nope'"), noSuch.err());
    }
}
