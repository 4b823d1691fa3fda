package org.pairlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pairlab.cli.CliTest.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.Project;
import org.pairlab.project.Sample;
import org.pairlab.testing.SharedData;

/** {@code pairlab similar} on the real coco-sample: ranked lines, JSON, and usage errors. */
class SimilarCliTest {
    @TempDir
    Path dir;

    @Test
    void listsTheSampleItselfFirstThenItsNeighbours() throws Exception {
        Path file = dir.resolve("p.pairlab");
        assertEquals(0, cli("new", file.toString()).code());
        long first;
        try (Project p = Project.open(file)) {
            long ds = p.datasets().insert(SharedData.cocoSampleDataset("coco", 12));
            List<Sample> s = p.samples().ofDataset(ds);
            first = s.get(0).id();
        }
        CliTest.Result text = cli("similar", file.toString(), "--sample", "" + first, "--top", "4");
        assertEquals(0, text.code(), text.err());
        List<String> lines = text.out().strip().lines().toList();
        assertEquals(4, lines.size(), text.out());
        assertTrue(lines.get(0).startsWith(first + "\t1.0000\t"), lines.get(0));

        CliTest.Result json = cli("similar", file.toString(), "--sample", "" + first, "--by", "image", "--top", "3", "--json");
        assertEquals(0, json.code(), json.err());
        JsonNode out = new ObjectMapper().readTree(json.out());
        assertEquals("image", out.get("by").asText());
        assertEquals("colour-gradient-72", out.get("encoder").asText());
        assertEquals(3, out.get("similar").size());
        assertEquals(first, out.get("similar").get(0).get("sample").asLong());

        assertEquals(ExitCodes.USAGE, cli("similar", file.toString(), "--sample", "" + first, "--by", "smell").code());
        assertEquals(ExitCodes.USAGE, cli("similar", file.toString(), "--sample", "987654").code());
    }
}
