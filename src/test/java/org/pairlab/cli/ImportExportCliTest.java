package org.pairlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pairlab.cli.CliTest.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.testing.SharedData;

class ImportExportCliTest {
    @TempDir
    Path dir;

    @Test
    void importCocoSampleThenExportAndReimport() throws Exception {
        Path coco = SharedData.cocoSample();
        Path file = dir.resolve("p.pairlab");
        cli("new", file.toString());
        CliTest.Result imp = cli("import", file.toString(), "--coco-captions", coco.resolve("captions.json").toString(),
                "--coco-instances", coco.resolve("instances.json").toString(), "--images", coco.resolve("images").toString(),
                "--dataset", "coco-sample");
        assertEquals(0, imp.code(), imp.out() + imp.err());
        assertTrue(imp.out().contains("No problems."), imp.out());
        JsonNode info = new ObjectMapper().readTree(cli("info", file.toString(), "--json").out());
        assertEquals(107, info.get("samples").asInt());
        assertEquals(535, info.get("captions").asInt());
        assertEquals(984, info.get("boxes").asInt());

        assertEquals(0, cli("augment", file.toString(), "--method", "flip", "--limit", "3").code());
        assertEquals(0, cli("review", file.toString(), "--accept", "1").code());
        Path out = dir.resolve("out");
        CliTest.Result exp = cli("export", file.toString(), "--format", "coco", "--out", out.toString(),
                "--include", "originals,accepted");
        assertEquals(0, exp.code(), exp.err());
        assertTrue(exp.out().contains("108 images (107 originals, 1 candidates)"), exp.out());
        assertTrue(Files.exists(out.resolve("manifest.json")));
        CliTest.Result again = cli("export", file.toString(), "--format", "coco", "--out", out.toString());
        assertEquals(ExitCodes.USAGE, again.code(), "a non-empty folder is not overwritten unless asked");
        assertTrue(again.err().contains(out.getFileName().toString()), again.err());

        Path file2 = dir.resolve("q.pairlab");
        cli("new", file2.toString());
        CliTest.Result back = cli("import", file2.toString(), "--coco-captions", out.resolve("captions.json").toString(),
                "--coco-instances", out.resolve("instances.json").toString(), "--images", out.resolve("images").toString());
        assertEquals(0, back.code(), back.out() + back.err());
        JsonNode info2 = new ObjectMapper().readTree(cli("info", file2.toString(), "--json").out());
        assertEquals(108, info2.get("samples").asInt());
        assertEquals(540, info2.get("captions").asInt());
    }

    @Test
    void badRowsAreReportedAndStrictImportsNothing() throws Exception {
        Path data = dir.resolve("data");
        Files.createDirectories(data);
        Files.copy(SharedData.cocoSample().resolve("images/000000000139.jpg"), data.resolve("good.jpg"));
        Files.writeString(data.resolve("caps.jsonl"), """
                {"image": "good.jpg", "caption": "A room with a table"}
                {"image": "../../etc/passwd", "caption": "escape"}
                {"image": "missing.jpg", "caption": "gone"}
                {"image": "good.jpg", "caption": ""
                """);
        Path file = dir.resolve("p.pairlab");
        cli("new", file.toString());
        CliTest.Result strict = cli("import", file.toString(), "--jsonl", data.resolve("caps.jsonl").toString(), "--strict");
        assertEquals(1, strict.code());
        assertTrue(strict.out().contains("caps.jsonl:2"), strict.out());
        assertTrue(strict.out().contains("caps.jsonl:3"), strict.out());
        assertTrue(strict.out().contains("caps.jsonl:4"), strict.out());
        assertEquals(0, new ObjectMapper().readTree(cli("info", file.toString(), "--json").out()).get("samples").asInt(),
                "strict imports nothing");
        CliTest.Result lenient = cli("import", file.toString(), "--jsonl", data.resolve("caps.jsonl").toString());
        assertEquals(0, lenient.code(), lenient.err());
        assertEquals(1, new ObjectMapper().readTree(cli("info", file.toString(), "--json").out()).get("samples").asInt());
        CliTest.Result malformed = cli("import", file.toString(), "--coco-captions", data.resolve("caps.jsonl").toString(),
                "--dataset", "x");
        assertEquals(1, malformed.code());
        assertTrue(malformed.err().contains("caps.jsonl:2") && malformed.err().contains("malformed JSON"), malformed.err());
    }
}
