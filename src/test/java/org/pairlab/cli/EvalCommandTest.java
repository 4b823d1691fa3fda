package org.pairlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.metrics.TestData;

class EvalCommandTest {
    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    /** Runs {@code pairlab eval ARGS} through the whole command line (its handlers set the exit codes). */
    private int run(String... args) {
        String[] all = new String[args.length + 1];
        all[0] = "eval";
        System.arraycopy(args, 0, all, 1, args.length);
        CliTest.Result r = CliTest.cli(all);
        out.write(r.out());
        err.write(r.err());
        return r.code();
    }

    @Test
    void printsOneJsonObjectWithTheToolkitsKeysAndWritesPerImageRows() throws Exception {
        Path dev = TestData.cocoevalDev();
        Path rows = dir.resolve("out/per-image.json");
        int code = run("--refs", dev.resolve("a_fakecap_full_annotations.json").toString(), "--results",
                dev.resolve("a_fakecap_full_results.json").toString(), "--metrics", "Bleu,ROUGE_L,CIDEr",
                "--per-image", rows.toString(), "--json");
        assertEquals(0, code, err.toString());
        assertEquals("", err.toString());
        String printed = out.toString().strip();
        assertEquals(1, printed.lines().count(), "one line, one object");
        ObjectMapper m = new ObjectMapper();
        JsonNode got = m.readTree(printed);
        JsonNode want = TestData.json(dev.resolve("expected.json")).get("cases").get("a_fakecap_full").get("corpus");
        List<String> keys = new ArrayList<>();
        got.fieldNames().forEachRemaining(keys::add);
        // docs/cli.md: "ok", the toolkit's metric names, then the image count and notes.
        assertEquals(List.of("ok", "Bleu_1", "Bleu_2", "Bleu_3", "Bleu_4", "ROUGE_L", "CIDEr", "images", "notes"), keys);
        assertTrue(got.get("ok").asBoolean());
        assertEquals(1000, got.get("images").asInt());
        for (String k : keys.subList(1, 7)) {
            assertEquals(want.get(k).asDouble(), got.get(k).asDouble(), 1e-6, k);
        }
        JsonNode perImage = m.readTree(Files.readString(rows));
        assertEquals(1000, perImage.size());
        assertEquals(400, perImage.get(0).get("image_id").asLong());
        assertEquals(0.7915889857763618, perImage.get(0).get("CIDEr").asDouble(), 1e-6);
        assertEquals(5, perImage.get(0).get("references").size());
    }

    @Test
    void humanReadableOutputByDefault() throws Exception {
        Path refs = Files.writeString(dir.resolve("r.json"),
                "{\"images\":[{\"id\":1}],\"annotations\":[{\"image_id\":1,\"caption\":\"A dog on a boat.\"}]}");
        Path res = Files.writeString(dir.resolve("c.json"), "[{\"image_id\":1,\"caption\":\"a dog on a boat\"}]");
        assertEquals(0, run("--refs", refs.toString(), "--results", res.toString(), "--metrics", "bleu,cider"));
        assertTrue(out.toString().contains("Bleu_1: 1.000"), out.toString());
        assertTrue(out.toString().contains("CIDEr:"), out.toString());
    }

    @Test
    void badInputExitsNonZeroWithOneLineOnStderr() throws Exception {
        Path refs = Files.writeString(dir.resolve("r.json"),
                "{\"images\":[{\"id\":1}],\"annotations\":[{\"image_id\":1,\"caption\":\"A dog.\"}]}");
        Path res = Files.writeString(dir.resolve("c.json"), "[{\"image_id\":7,\"caption\":\"a dog\"}]");
        int code = run("--refs", refs.toString(), "--results", res.toString(), "--json");
        assertEquals(ExitCodes.FAILED, code);
        JsonNode failed = new ObjectMapper().readTree(out.toString());
        assertEquals(false, failed.get("ok").asBoolean());
        assertEquals(ExitCodes.FAILED, failed.get("exitCode").asInt());
        assertTrue(failed.get("error").asText().contains("image 7"), out.toString());
        String e = err.toString().strip();
        assertEquals(1, e.lines().count(), e);
        assertTrue(e.startsWith("error: ") && e.contains("image 7") && e.contains("c.json"), e);
    }

    @Test
    void malformedJsonAndUnknownMetricAreReported() throws Exception {
        Path refs = Files.writeString(dir.resolve("r.json"), "{\"annotations\": [");
        Path res = Files.writeString(dir.resolve("c.json"), "[]");
        assertEquals(1, run("--refs", refs.toString(), "--results", res.toString()));
        assertTrue(err.toString().contains("r.json: malformed JSON at line 1"), err.toString());
        err.getBuffer().setLength(0);
        assertEquals(ExitCodes.USAGE, run("--refs", refs.toString(), "--results", res.toString(), "--metrics", "SPICE"));
        assertTrue(err.toString().strip().startsWith("error: --metrics: Unknown metric \"SPICE\""), err.toString());
    }

    @Test
    void missingRequiredOptionIsAUsageError() {
        assertNotEquals(0, run("--refs", "x.json"));
        assertTrue(err.toString().contains("--results"));
    }
}
