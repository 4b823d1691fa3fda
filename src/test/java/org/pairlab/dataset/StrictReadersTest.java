package org.pairlab.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.Caption;
import org.pairlab.project.Json;
import org.pairlab.project.Project;
import org.pairlab.project.Sample;

/** Issue 13, items 4 and 5: wrong types are errors, broken CSV loses no good row, limits hold, names stay as they are. */
class StrictReadersTest {
    @TempDir
    Path tmp;

    private List<Inputs.Real> reals(int n) throws Exception {
        List<Inputs.Real> r = Inputs.reals().subList(0, n);
        for (Inputs.Real x : r) {
            Inputs.copyImage(x.fileName(), tmp.resolve("images"));
        }
        return r;
    }

    private record Imported(ImportReport report, List<Sample> samples, Map<String, List<String>> captions) {
        boolean hasProblem(String file, int line, String field, String text) {
            return report.problems().stream().anyMatch(p -> p.file().equals(file) && p.line() == line
                    && (field == null || field.equals(p.field())) && p.message().contains(text));
        }
    }

    private Imported run(ImportFormat format, Path annotations) {
        try (Project p = Project.create(tmp.resolve("p" + System.nanoTime() + ".pairlab"))) {
            ImportReport r = new DatasetImporter().run(p, new ImportRequest(format, annotations, null,
                    tmp.resolve("images"), "d", false), new QuietJobContext());
            List<Sample> samples = p.samples().ofDataset(1);
            Map<String, List<String>> caps = new java.util.TreeMap<>();
            for (Sample s : samples) {
                caps.put(s.path(), p.samples().captions(s.id()).stream().map(Caption::text).toList());
            }
            return new Imported(r, samples, caps);
        }
    }

    @Test
    void cocoValuesOfTheWrongTypeAreErrorsNamingFileLineAndField() throws Exception {
        List<Inputs.Real> r = reals(3);
        ObjectNode root = Json.MAPPER.createObjectNode();
        ArrayNode images = root.putArray("images");
        images.add(Inputs.cocoImage(1, r.get(0).fileName(), r.get(0).width(), r.get(0).height()));
        images.add(Inputs.cocoImage(2, r.get(1).fileName(), r.get(1).width(), r.get(1).height()).put("id", "one"));
        images.add(Inputs.cocoImage(3, r.get(2).fileName(), r.get(2).width(), r.get(2).height()));
        ArrayNode anns = root.putArray("annotations");
        anns.add(Inputs.caption(10, 1, "a good caption"));
        anns.add(Inputs.caption(11, 3, "x").put("caption", 5));
        anns.add(Inputs.caption(12, 3, "another good caption"));
        Path file = tmp.resolve("captions.json");
        Inputs.writePretty(file, root);
        List<String> lines = Files.readAllLines(file);
        int oneLine = lines.indexOf(lines.stream().filter(l -> l.contains("\"one\"")).findFirst().orElseThrow()) + 1;
        int fiveLine = lines.indexOf(lines.stream().filter(l -> l.contains("\"caption\" : 5")).findFirst().orElseThrow()) + 1;

        Imported im = run(ImportFormat.COCO, file);
        assertTrue(im.hasProblem("captions.json", oneLine, "images[1].id",
                "images[1].id must be an integer but is the string \"one\"; record skipped"), im.report().problems().toString());
        assertTrue(im.hasProblem("captions.json", fiveLine, "annotations[1].caption",
                "must be a string but is the number 5"), im.report().problems().toString());
        assertEquals(2, im.samples().size(), "the image with id \"one\" is not imported");
        assertEquals(List.of("another good caption"), im.captions().get(r.get(2).fileName()),
                "caption 5 is not turned into the text \"5\"");
    }

    @Test
    void anUnterminatedCsvQuoteLosesOnlyItsOwnRow() throws Exception {
        List<Inputs.Real> r = reals(3);
        String csv = "image,caption\n"
                + r.get(0).fileName() + ",\"a quote that never closes\n"
                + r.get(1).fileName() + ",a dog on a sofa\n"
                + r.get(2).fileName() + ",two cats\n";
        Path file = Files.writeString(tmp.resolve("pairs.csv"), csv);
        Imported im = run(ImportFormat.CSV, file);
        assertTrue(im.hasProblem("pairs.csv", 2, null, "quoted field is never closed (it ran on to line"),
                im.report().problems().toString());
        assertEquals(List.of("a dog on a sofa"), im.captions().get(r.get(1).fileName()));
        assertEquals(List.of("two cats"), im.captions().get(r.get(2).fileName()));
        assertEquals(2, im.samples().size());
    }

    @Test
    void aBackslashIsAnOrdinaryCharacterOfAFileName() throws Exception {
        Inputs.Real real = reals(1).get(0);
        String name = "holiday\\beach.jpg";
        Files.copy(tmp.resolve("images").resolve(real.fileName()), tmp.resolve("images").resolve(name));
        Path file = Files.writeString(tmp.resolve("pairs.jsonl"),
                Json.write(Map.of("image", name, "caption", "a beach")) + "\n");
        Imported im = run(ImportFormat.JSONL, file);
        assertEquals(List.of(), im.report().problems());
        assertEquals(name, im.samples().get(0).path());
    }

    @Test
    void aHugeCaptionIsSkippedWithItsSizeAndTheLimit() throws Exception {
        Inputs.Real real = reals(1).get(0);
        String huge = "word ".repeat(200_000);
        Path file = Files.writeString(tmp.resolve("pairs.jsonl"),
                Json.write(Map.of("image", real.fileName(), "captions", List.of("a short one", huge))) + "\n");
        Imported im = run(ImportFormat.JSONL, file);
        assertTrue(im.hasProblem("pairs.jsonl", 1, null, "caption 2 has 1000000 characters, over the limit of 2000"),
                im.report().problems().toString());
        assertEquals(List.of("a short one"), im.captions().get(real.fileName()));
    }

    @Test
    void deeplyNestedJsonIsAProblemNotAStackOverflow() throws Exception {
        Inputs.Real real = reals(1).get(0);
        String deep = "[".repeat(5_000) + "]".repeat(5_000);
        Path file = Files.writeString(tmp.resolve("pairs.jsonl"),
                "{\"image\": \"" + real.fileName() + "\", \"caption\": \"ok\", \"extra\": " + deep + "}\n"
                        + Json.write(Map.of("image", real.fileName(), "caption", "kept")) + "\n");
        Imported im = run(ImportFormat.JSONL, file);
        assertTrue(im.hasProblem("pairs.jsonl", 1, null, "malformed JSON"), im.report().problems().toString());
        assertTrue(im.report().problems().get(0).message().contains("nesting depth"), im.report().problems().toString());
        assertEquals(List.of("kept"), im.captions().get(real.fileName()));
    }

    @Test
    void badUtf8SaysWhichCaptionWasSkippedAndKeepsTheRestOfTheLine() throws Exception {
        List<Inputs.Real> r = reals(1);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(("{\"images\": [{\"id\": 1, \"file_name\": \"" + r.get(0).fileName() + "\"}],\n"
                + "\"annotations\": [{\"id\": 1, \"image_id\": 1, \"caption\": \"good\"}, {\"id\": 2, \"image_id\": 1, "
                + "\"caption\": \"bad ").getBytes(StandardCharsets.UTF_8));
        out.writeBytes(new byte[] {(byte) 0xC3, (byte) 0x28});
        out.writeBytes("\"}]}\n".getBytes(StandardCharsets.UTF_8));
        Path file = Files.write(tmp.resolve("captions.json"), out.toByteArray());
        Imported im = run(ImportFormat.COCO, file);
        assertTrue(im.hasProblem("captions.json", 2, "annotations[1].caption", "caption is not valid UTF-8; skipped"),
                im.report().problems().toString());
        assertTrue(im.hasProblem("captions.json", 2, "", "only the caption holding them is skipped"),
                im.report().problems().toString());
        assertEquals(List.of("good"), im.captions().get(r.get(0).fileName()), "the good caption on that line is kept");
    }
}
