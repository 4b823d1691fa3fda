package org.pairlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pairlab.cli.CliTest.cli;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.Box;
import org.pairlab.project.Json;
import org.pairlab.project.Project;
import org.pairlab.project.Sample;
import org.pairlab.testing.SharedData;

/** {@code pairlab tag} and {@code pairlab box} on the real coco-sample, and tags carried by export. */
class CurationCliTest {
    @TempDir
    Path dir;

    @Test
    void tagsAreAddedListedAndExported() throws Exception {
        Path file = dir.resolve("p.pairlab");
        assertEquals(0, cli("new", file.toString()).code());
        long first;
        long second;
        try (Project p = Project.open(file)) {
            long ds = p.datasets().insert(SharedData.cocoSampleDataset("coco", 4));
            List<Sample> s = p.samples().ofDataset(ds);
            first = s.get(0).id();
            second = s.get(1).id();
        }
        CliTest.Result add = cli("tag", file.toString(), "--add", "night shot", "--sample", "" + first, "" + second);
        assertEquals(0, add.code(), add.err());
        assertTrue(add.out().contains("Tagged 2 of 2"), add.out());
        assertEquals(0, cli("tag", file.toString(), "--remove", "night shot", "--sample", "" + second).code());
        assertEquals("night shot\t1", cli("tag", file.toString(), "--list").out().strip());
        CliTest.Result none = cli("tag", file.toString(), "--add", "x");
        assertEquals(1, none.code());
        assertTrue(none.err().contains("--sample"), none.err());

        Path out = dir.resolve("export");
        CliTest.Result export = cli("export", file.toString(), "--format", "jsonl", "--out", out.toString(), "--include", "originals");
        assertEquals(0, export.code(), export.err());
        List<JsonNode> tagged = new ArrayList<>();
        for (String line : Files.readAllLines(out.resolve("captions.jsonl"))) {
            JsonNode n = Json.MAPPER.readTree(line);
            if (n.has("pairlab_tags")) {
                tagged.add(n);
            }
        }
        assertEquals(1, tagged.size());
        assertEquals("night shot", tagged.get(0).get("pairlab_tags").get(0).asText());
    }

    @Test
    void boxEditsAndReRenderFromTheCommandLine() throws Exception {
        Path file = dir.resolve("p.pairlab");
        assertEquals(0, cli("new", file.toString()).code());
        long sample;
        Box box;
        try (Project p = Project.open(file)) {
            long ds = p.datasets().insert(SharedData.cocoSampleDataset("coco", 3));
            Sample s = p.samples().ofDataset(ds).stream().filter(x -> !p.samples().boxes(x.id()).isEmpty()).findFirst().orElseThrow();
            sample = s.id();
            box = p.samples().boxes(sample).get(0);
        }
        assertEquals(0, cli("augment", file.toString(), "--method", "flip", "--seed", "1").code());
        CliTest.Result move = cli("box", file.toString(), "--move", "" + box.id(), "1", "2", "10", "12");
        assertEquals(0, move.code(), move.err());
        assertTrue(move.out().contains("1 candidates wait to be re-rendered"), move.out());
        CliTest.Result rerender = cli("box", file.toString(), "--rerender");
        assertEquals(0, rerender.code(), rerender.err());
        assertTrue(rerender.out().startsWith("Re-rendered 1 candidates, 0 could not be"), rerender.out());
        CliTest.Result list = cli("box", file.toString(), "--sample", "" + sample, "--list");
        assertTrue(list.out().contains("box " + box.id() + "\t" + box.category() + "\t1.0 2.0 10.0 12.0"), list.out());
        assertTrue(list.out().contains("move box " + box.id()), list.out());
        assertEquals(0, cli("box", file.toString(), "--sample", "" + sample, "--undo").code());
        try (Project p = Project.open(file)) {
            assertEquals(box, p.samples().boxes(sample).get(0));
            assertEquals(1, p.boxEdits().waiting().size(), "undo is an edit too: the flip waits again");
        }
        CliTest.Result bad = cli("box", file.toString(), "--move", "" + box.id(), "1", "2", "100000", "12");
        assertEquals(1, bad.code());
        assertTrue(bad.err().contains("leaves the"), bad.err());
    }
}
