package org.pairlab.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.Json;
import org.pairlab.project.Project;
import org.pairlab.project.Sample;

/** Every kind of bad input gives a problem naming the file and the line or field, and the row is skipped. */
class BadInputTest {
    private static final String A = "000000000139.jpg"; // 640x426
    private static final String B = "000000000802.jpg";
    private static final String C = "000000018575.jpg";

    @TempDir
    Path tmp;
    Path root;

    @BeforeEach
    void images() throws Exception {
        root = tmp.resolve("data/images");
        Inputs.copyImage(A, root);
        Inputs.copyImage(B, root);
        Inputs.copyImage(C, root);
        byte[] real = Files.readAllBytes(root.resolve(A));
        Files.write(root.resolve("truncated.jpg"), java.util.Arrays.copyOf(real, real.length / 2));
        byte[] noise = new byte[5000];
        new Random(7).nextBytes(noise);
        Files.write(root.resolve("random.jpg"), noise);
        Files.write(root.resolve("bomb.png"), Inputs.pngHeaderOnly(40000, 40000));
        Files.copy(root.resolve(B), tmp.resolve("data/outside.jpg"));
        Files.createSymbolicLink(root.resolve("link.jpg"), tmp.resolve("data/outside.jpg"));
    }

    private static ImportProblem find(List<ImportProblem> problems, String file, String text) {
        return problems.stream().filter(p -> p.file().equals(file) && p.message().contains(text)).findFirst()
                .orElseThrow(() -> new AssertionError("no problem in " + file + " containing '" + text + "' in "
                        + problems.stream().map(ImportProblem::describe).toList()));
    }

    private static byte[] replaceMarker(String text, String marker, byte[] bytes) {
        int at = text.indexOf(marker);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(text.substring(0, at).getBytes(StandardCharsets.UTF_8));
        out.writeBytes(bytes);
        out.writeBytes(text.substring(at + marker.length()).getBytes(StandardCharsets.UTF_8));
        return out.toByteArray();
    }

    private Path[] brokenCoco() throws Exception {
        ObjectNode caps = Json.MAPPER.createObjectNode();
        ArrayNode images = caps.putArray("images");
        images.add(Inputs.cocoImage(1, A, 640, 426));
        images.add(Inputs.cocoImage(2, "truncated.jpg", 640, 426));
        images.add(Inputs.cocoImage(3, "random.jpg", 10, 10));
        images.add(Inputs.cocoImage(4, "bomb.png", 40000, 40000));
        images.add(Inputs.cocoImage(5, "missing.jpg", 10, 10));
        images.add(Inputs.cocoImage(6, "../../x.jpg", 10, 10));
        images.add(Inputs.cocoImage(7, tmp.resolve("data/outside.jpg").toString(), 10, 10));
        images.add(Inputs.cocoImage(8, "link.jpg", 10, 10));
        images.add(Inputs.cocoImage(9, B, 1, 1));
        images.add(Inputs.cocoImage(1, C, 10, 10));
        images.add(Inputs.cocoImage(11, C, 640, 480));
        ArrayNode anns = caps.putArray("annotations");
        anns.add(Inputs.caption(100, 1, "A kitchen with a table."));
        anns.add(Inputs.caption(100, 1, "a duplicate annotation id"));
        anns.add(Inputs.caption(101, 999, "caption of an unknown image"));
        anns.add(Inputs.caption(102, 11, "   "));
        anns.add(Inputs.caption(103, 1, "@@BAD@@"));
        Path capFile = tmp.resolve("data/captions.json");
        String text = Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(caps);
        Files.write(capFile, replaceMarker(text, "@@BAD@@", new byte[] {'b', 'a', 'd', (byte) 0xC3, '(', (byte) 0xFF}));

        ObjectNode inst = Json.MAPPER.createObjectNode();
        inst.putArray("categories").addObject().put("id", 1).put("name", "person").put("supercategory", "person");
        ArrayNode boxes = inst.putArray("annotations");
        boxes.add(Inputs.box(1, 1, 1, 10, 10, 100, 100));
        boxes.add(Inputs.box(2, 1, 1, 10, 10, 0, 100));
        boxes.add(Inputs.box(3, 1, 1, 700, 10, 50, 50));
        boxes.add(Inputs.box(4, 1, 1, 600, 400, 100, 100));
        boxes.add(Inputs.box(5, 1, 77, 10, 10, 10, 10));
        boxes.add(Inputs.box(5, 1, 1, 10, 10, 10, 10));
        boxes.add(Inputs.box(6, 1, 1, 639.5, 0, 1.2, 10));
        Path instFile = tmp.resolve("data/instances.json");
        Inputs.writePretty(instFile, inst);
        return new Path[] {capFile, instFile};
    }

    @Test
    void cocoReportsEveryBadRowAndImportsTheRest() throws Exception {
        Path[] files = brokenCoco();
        Map<String, String> before = TestData.checksums(tmp.resolve("data"));
        try (Project project = Project.create(tmp.resolve("p.pairlab"))) {
            ImportReport r = new DatasetImporter().run(project,
                    new ImportRequest(ImportFormat.COCO, files[0], files[1], root, "broken", false), new QuietJobContext());
            List<ImportProblem> ps = r.problems();
            ps.forEach(p -> assertTrue(p.line() > 0 || !p.field().isEmpty(), p.describe()));
            find(ps, "captions.json", "truncated JPEG");
            find(ps, "captions.json", "random.jpg: not an image");
            assertEquals("images[3]", find(ps, "captions.json", "decompression bomb").field());
            find(ps, "captions.json", "image file is missing: missing.jpg");
            find(ps, "captions.json", "'../../x.jpg' leads outside");
            find(ps, "captions.json", "absolute image path");
            find(ps, "captions.json", "through a symbolic link");
            find(ps, "captions.json", "the annotations say 1x1 but the file is");
            ImportProblem dupImage = find(ps, "captions.json", "duplicate image id 1");
            assertEquals("images[9].id", dupImage.field());
            find(ps, "captions.json", "duplicate annotation id 100");
            find(ps, "captions.json", "unknown image id 999");
            assertEquals("annotations[3].caption", find(ps, "captions.json", "caption is empty").field());
            ImportProblem utf = find(ps, "captions.json", "not valid UTF-8; skipped");
            assertEquals("annotations[4].caption", utf.field());
            int badLine = find(ps, "captions.json", "bytes that are not valid UTF-8").line();
            assertEquals(badLine, utf.line());
            find(ps, "captions.json", "no usable caption; imported without captions");
            find(ps, "instances.json", "has no positive size");
            find(ps, "instances.json", "lies outside the 640x426 image");
            find(ps, "instances.json", "clipped to [600.0, 400.0, 40.0, 26.0]");
            assertEquals("annotations[4].category_id", find(ps, "instances.json", "unknown category id 77").field());
            find(ps, "instances.json", "duplicate annotation id 5");
            assertEquals(2, r.samplesImported());
            assertEquals(1, r.captionsImported());
            assertEquals(3, r.boxesImported()); // good, clipped, and the one within the 1 px tolerance
            List<Sample> samples = project.samples().ofDataset(1);
            assertEquals(List.of("1", "11"), samples.stream().map(Sample::externalId).toList());
        }
        assertEquals(before, TestData.checksums(tmp.resolve("data")), "import must not modify the dataset folder");
    }

    @Test
    void strictImportsNothingAndThrows() throws Exception {
        Path[] files = brokenCoco();
        try (Project project = Project.create(tmp.resolve("p.pairlab"))) {
            ImportFailedException e = assertThrows(ImportFailedException.class, () -> new DatasetImporter().run(project,
                    new ImportRequest(ImportFormat.COCO, files[0], files[1], root, "broken", true), new QuietJobContext()));
            assertTrue(e.getMessage().startsWith("Strict import refused: " + e.report().problems().size() + " problems, first: "),
                    e.getMessage());
            assertTrue(e.report().problems().size() > 15);
            assertEquals(false, e.report().written());
            assertEquals(List.of(), project.datasets().list());
            assertEquals(List.of(), project.samples().ofDataset(1));
        }
    }

    @Test
    void malformedJsonNamesFileLineAndColumnAndImportsNothing() throws Exception {
        Path[] files = brokenCoco();
        String text = Files.readString(files[1]);
        Files.writeString(files[1], text.substring(0, text.length() / 2));
        Path bad = tmp.resolve("data/bad.json");
        Files.writeString(bad, "{\n  \"images\": [\n    {\"id\": 1, \"file_name\": \"a.jpg\",, }\n  ]\n}\n");
        try (Project project = Project.create(tmp.resolve("p.pairlab"))) {
            ImportFailedException e = assertThrows(ImportFailedException.class, () -> new DatasetImporter().run(project,
                    new ImportRequest(ImportFormat.COCO, bad, null, root, null, false), new QuietJobContext()));
            ImportProblem p = e.report().problems().get(0);
            assertEquals("bad.json", p.file());
            assertEquals(3, p.line());
            assertTrue(p.message().contains("malformed JSON at line 3, column"), p.message());
            assertEquals(List.of(), project.datasets().list());
            // A broken instances file loses only its boxes; the captions still import (non-strict).
            ImportReport r = new DatasetImporter().run(project,
                    new ImportRequest(ImportFormat.COCO, files[0], files[1], root, "halfbroken", false), new QuietJobContext());
            find(r.problems(), "instances.json", "malformed JSON at line");
            assertEquals(0, r.boxesImported());
        }
    }

    @Test
    void jsonLinesProblemsCarryLineNumbers() throws Exception {
        String text = String.join("\n",
                "{\"image\": \"" + A + "\", \"caption\": \"a good one\", \"id\": \"a\"}",
                "{\"image\": \"" + B + "\", \"caption\": \"@@BAD@@\", \"id\": \"b\"}",
                "{\"image\": \"" + C + "\", \"caption\": \"\", \"id\": \"c\"}",
                "{\"image\": \"" + B + "\", \"caption\": \"dup\", \"id\": \"a\"}",
                "{\"image\": \"../../x.jpg\", \"caption\": \"escape\"}",
                "{\"image\": \"/etc/hosts\", \"caption\": \"absolute\"}",
                "{\"image\": \"" + A + "\", \"caption\": broken}",
                "{\"path\": \"nope.jpg\", \"captions\": [\"missing\"]}",
                "");
        Path file = tmp.resolve("data/pairs.jsonl");
        Files.write(file, replaceMarker(text, "@@BAD@@", new byte[] {'x', (byte) 0xFE, 'y'}));
        try (Project project = Project.create(tmp.resolve("p.pairlab"))) {
            ImportReport r = new DatasetImporter().run(project,
                    new ImportRequest(ImportFormat.JSONL, file, null, root, null, false), new QuietJobContext());
            List<ImportProblem> ps = r.problems();
            assertEquals(2, find(ps, "pairs.jsonl", "not valid UTF-8").line());
            assertEquals(3, find(ps, "pairs.jsonl", "caption is empty").line());
            assertEquals(3, find(ps, "pairs.jsonl", "no usable caption").line());
            assertEquals(4, find(ps, "pairs.jsonl", "duplicate id a").line());
            assertEquals(5, find(ps, "pairs.jsonl", "leads outside").line());
            assertEquals(6, find(ps, "pairs.jsonl", "absolute image path").line());
            assertEquals(7, find(ps, "pairs.jsonl", "malformed JSON").line());
            assertEquals(8, find(ps, "pairs.jsonl", "image file is missing").line());
            assertEquals(2, r.samplesImported());
            assertEquals(1, r.captionsImported());
        }
    }

    @Test
    void csvAndFolderReportBadUtf8WithLineNumbers() throws Exception {
        String text = "image,caption\n" + A + ",fine\n" + B + ",\"bad @@BAD@@\"\n" + C + ",\"  \"\n" + C + ",\"never closed\n";
        Path file = tmp.resolve("data/pairs.csv");
        Files.write(file, replaceMarker(text, "@@BAD@@", new byte[] {(byte) 0xC0, (byte) 0xAF}));
        Path folder = tmp.resolve("folder");
        Inputs.copyImage(A, folder);
        Files.write(folder.resolve(A.replace(".jpg", ".txt")),
                replaceMarker("first caption\n\nbad @@BAD@@\nthird\n", "@@BAD@@", new byte[] {(byte) 0xED, (byte) 0xA0, (byte) 0x80}));
        Inputs.copyImage(B, folder);
        try (Project project = Project.create(tmp.resolve("p.pairlab"))) {
            ImportReport r = new DatasetImporter().run(project,
                    new ImportRequest(ImportFormat.CSV, file, null, root, null, false), new QuietJobContext());
            assertEquals(3, find(r.problems(), "pairs.csv", "not valid UTF-8").line());
            assertEquals(4, find(r.problems(), "pairs.csv", "caption is blank").line());
            assertEquals(5, find(r.problems(), "pairs.csv", "quoted field is never closed").line());
            assertEquals(2, r.samplesImported()); // A, and C without captions (reported)

            ImportReport f = new DatasetImporter().run(project,
                    new ImportRequest(ImportFormat.FOLDER, null, null, folder, null, false), new QuietJobContext());
            assertEquals(3, find(f.problems(), A.replace(".jpg", ".txt"), "not valid UTF-8").line());
            find(f.problems(), B, "no caption file");
            assertEquals(2, f.samplesImported());
            assertEquals(2, f.captionsImported());
        }
    }

    @Test
    void pixelLimitIsAnImporterOption() throws Exception {
        Path file = tmp.resolve("data/one.jsonl");
        Files.writeString(file, "{\"image\": \"" + A + "\", \"caption\": \"a kitchen\"}\n");
        try (Project project = Project.create(tmp.resolve("p.pairlab"))) {
            ImportFailedException e = assertThrows(ImportFailedException.class, () -> new DatasetImporter(100_000).run(
                    project, new ImportRequest(ImportFormat.JSONL, file, null, root, null, false), new QuietJobContext()));
            assertEquals(1, find(e.report().problems(), "one.jsonl", "over the limit of 100000").line());
        }
    }
}
