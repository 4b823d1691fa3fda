package org.pairlab.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.Json;
import org.pairlab.project.Project;

/**
 * Issue 13, item 7: a seeded generator of malformed inputs for every importer. Each mutated file must give an import
 * report (written, or refused with the report), never another exception. A failure names the seed, the format and the
 * kept input file, so it can be turned into a test of its own.
 */
class ImporterFuzzTest {
    static final long SEED = Long.getLong("pairlab.fuzz.seed", 13);
    static final int PER_FORMAT = Integer.getInteger("pairlab.fuzz.perFormat", 40);

    @TempDir
    Path tmp;

    /** The generator, also used by longer runs: {@code count} mutations of {@code base}, the same for the same seed. */
    static List<byte[]> mutations(byte[] base, long seed, int count) {
        Random r = new Random(seed);
        List<byte[]> out = new ArrayList<>();
        String[] tokens = {"\"", "{", "}", "[", "]", ",", ":", "\\", "\n", "\r\n", "null", "\"one\"", "5", "-1",
            "1e999", "\u0000", "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[",
            "\"image_id\": \"x\"", "\"caption\": 5", "..\\/..\\/etc\\/passwd", "\u00e9"};
        for (int i = 0; i < count; i++) {
            byte[] b = base.clone();
            int edits = 1 + r.nextInt(4);
            for (int e = 0; e < edits; e++) {
                b = mutate(b, r, tokens);
            }
            out.add(b);
        }
        return out;
    }

    private static byte[] mutate(byte[] b, Random r, String[] tokens) {
        if (b.length == 0) {
            return tokens[r.nextInt(tokens.length)].getBytes(StandardCharsets.UTF_8);
        }
        int at = r.nextInt(b.length);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        switch (r.nextInt(7)) {
            case 0 -> { // flip one byte, often into invalid UTF-8
                byte[] c = b.clone();
                c[at] = (byte) r.nextInt(256);
                return c;
            }
            case 1 -> { // truncate
                out.write(b, 0, at);
            }
            case 2 -> { // insert a token
                out.write(b, 0, at);
                out.writeBytes(tokens[r.nextInt(tokens.length)].getBytes(StandardCharsets.UTF_8));
                out.write(b, at, b.length - at);
            }
            case 3 -> { // delete a span
                int len = Math.min(b.length - at, 1 + r.nextInt(40));
                out.write(b, 0, at);
                out.write(b, at + len, b.length - at - len);
            }
            case 4 -> { // duplicate a span
                int len = Math.min(b.length - at, 1 + r.nextInt(200));
                out.write(b, 0, at + len);
                out.write(b, at, b.length - at);
            }
            case 5 -> { // a very long caption-like run
                out.write(b, 0, at);
                out.writeBytes("x".repeat(3_000 + r.nextInt(5_000)).getBytes(StandardCharsets.UTF_8));
                out.write(b, at, b.length - at);
            }
            default -> { // swap two halves
                out.write(b, at, b.length - at);
                out.write(b, 0, at);
            }
        }
        return out.toByteArray();
    }

    private record Base(ImportFormat format, String fileName, byte[] bytes) {
    }

    private List<Base> bases(List<Inputs.Real> reals) throws Exception {
        StringBuilder jsonl = new StringBuilder();
        StringBuilder csv = new StringBuilder("id,image,caption_1,caption_2,split\n");
        List<Object> kImages = new ArrayList<>();
        List<Object> cImages = new ArrayList<>();
        List<Object> cAnns = new ArrayList<>();
        long ann = 1;
        for (int i = 0; i < reals.size(); i++) {
            Inputs.Real x = reals.get(i);
            jsonl.append(Json.write(Map.of("id", x.id(), "image", x.fileName(), "captions", x.captions(),
                    "split", x.split()))).append('\n');
            csv.append(x.id()).append(',').append(x.fileName()).append(",\"").append(x.captions().get(0)
                    .replace("\"", "\"\"")).append("\",\"").append(x.captions().get(1).replace("\"", "\"\""))
                    .append("\",").append(x.split()).append('\n');
            List<Object> sentences = new ArrayList<>();
            for (String c : x.captions()) {
                sentences.add(Map.of("raw", c, "sentid", ann));
                cAnns.add(Map.of("id", ann++, "image_id", Long.parseLong(x.id()), "caption", c));
            }
            kImages.add(Map.of("filepath", "", "filename", x.fileName(), "cocoid", Long.parseLong(x.id()),
                    "split", "val", "sentences", sentences));
            cImages.add(Map.of("id", Long.parseLong(x.id()), "file_name", x.fileName(), "width", x.width(),
                    "height", x.height()));
        }
        return List.of(
                new Base(ImportFormat.COCO, "captions.json", Json.MAPPER.writerWithDefaultPrettyPrinter()
                        .writeValueAsString(Map.of("images", cImages, "annotations", cAnns))
                        .getBytes(StandardCharsets.UTF_8)),
                new Base(ImportFormat.KARPATHY, "dataset_coco.json",
                        Json.write(Map.of("images", kImages, "dataset", "coco")).getBytes(StandardCharsets.UTF_8)),
                new Base(ImportFormat.JSONL, "pairs.jsonl", jsonl.toString().getBytes(StandardCharsets.UTF_8)),
                new Base(ImportFormat.CSV, "pairs.csv", csv.toString().getBytes(StandardCharsets.UTF_8)),
                new Base(ImportFormat.FOLDER, reals.get(0).fileName().replace(".jpg", ".txt"),
                        String.join("\n", reals.get(0).captions()).getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void everyMalformedInputGivesAReportNeverACrash() throws Exception {
        List<Inputs.Real> reals = Inputs.reals().subList(0, 4);
        Path images = tmp.resolve("images");
        for (Inputs.Real x : reals) {
            Inputs.copyImage(x.fileName(), images);
            Files.writeString(images.resolve(x.fileName().replace(".jpg", ".txt")), String.join("\n", x.captions()));
        }
        int inputs = 0;
        int written = 0;
        try (Project project = Project.create(tmp.resolve("fuzz.pairlab"))) {
            for (Base base : bases(reals)) {
                List<byte[]> mutated = mutations(base.bytes(), SEED + base.format().ordinal(), PER_FORMAT);
                for (int i = 0; i < mutated.size(); i++) {
                    Path file = base.format() == ImportFormat.FOLDER ? images.resolve(base.fileName())
                            : tmp.resolve(base.fileName());
                    Files.write(file, mutated.get(i));
                    String name = base.format().name().toLowerCase() + "-" + i;
                    ImportRequest request = new ImportRequest(base.format(),
                            base.format() == ImportFormat.FOLDER ? null : file, null, images, name, false);
                    inputs++;
                    try {
                        ImportReport report = new DatasetImporter().run(project, request, new QuietJobContext());
                        assertNotNull(report);
                        written++;
                    } catch (ImportFailedException refused) {
                        assertNotNull(refused.report(), "a refusal carries its report");
                    } catch (RuntimeException | StackOverflowError crash) {
                        Path kept = Files.write(tmp.resolve("crash-" + name), mutated.get(i));
                        fail("seed " + SEED + ", " + base.format() + " mutation " + i + " crashed the importer ("
                                + kept + "): " + crash, crash);
                    }
                }
            }
        }
        assertEquals(5 * PER_FORMAT, inputs);
        System.out.println("fuzzed " + inputs + " inputs, " + written + " imported with a report, "
                + (inputs - written) + " refused with a report");
    }
}
