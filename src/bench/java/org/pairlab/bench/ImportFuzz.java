package org.pairlab.bench;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.pairlab.dataset.DatasetImporter;
import org.pairlab.dataset.ImportFailedException;
import org.pairlab.dataset.ImportFormat;
import org.pairlab.dataset.ImportRequest;
import org.pairlab.dataset.QuietJobContext;
import org.pairlab.project.Json;
import org.pairlab.project.Project;

/**
 * A seeded generator of malformed import inputs and a run of every importer over them. Valid COCO, Karpathy, JSON
 * Lines, CSV and folder inputs built from four images of the COCO sample are mutated (byte flips, truncation, inserted
 * JSON/CSV tokens, deleted and duplicated spans, long runs, swapped halves); each input must give an import report
 * (written, or refused with the report). Anything else is a crash, kept as a file to turn into a test. The same seed
 * gives the same inputs. Used by the test suite (a bounded run) and {@code pairlab bench fuzz} (a longer one).
 */
public final class ImportFuzz {
    /** How a run went: inputs tried, imported with a report, refused with a report, and every crash. */
    public record Result(long seed, int inputs, int imported, int refused, List<String> crashes) {
        @Override
        public String toString() {
            return "fuzzed " + inputs + " inputs (seed " + seed + "): " + imported + " imported with a report, " + refused
                    + " refused with a report, " + crashes.size() + " crashes" + (crashes.isEmpty() ? "" : ": " + crashes);
        }
    }

    private record Base(ImportFormat format, String fileName, byte[] bytes) {
    }

    private static final String[] TOKENS = {"\"", "{", "}", "[", "]", ",", ":", "\\", "\n", "\r\n", "null", "\"one\"",
        "5", "-1", "1e999", "\u0000", "[".repeat(70), "\"image_id\": \"x\"", "\"caption\": 5", "..\\/..\\/etc\\/passwd",
        "\u00e9"};

    private ImportFuzz() {
    }

    /** {@code count} mutations of {@code base}; the same for the same seed. */
    public static List<byte[]> mutations(byte[] base, long seed, int count) {
        Random r = new Random(seed);
        List<byte[]> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            byte[] b = base.clone();
            int edits = 1 + r.nextInt(4);
            for (int e = 0; e < edits; e++) {
                b = mutate(b, r);
            }
            out.add(b);
        }
        return out;
    }

    private static byte[] mutate(byte[] b, Random r) {
        if (b.length == 0) {
            return TOKENS[r.nextInt(TOKENS.length)].getBytes(StandardCharsets.UTF_8);
        }
        int at = r.nextInt(b.length);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        switch (r.nextInt(7)) {
            case 0 -> { // one byte changed, often into invalid UTF-8
                byte[] c = b.clone();
                c[at] = (byte) r.nextInt(256);
                return c;
            }
            case 1 -> out.write(b, 0, at); // truncated
            case 2 -> { // a token inserted
                out.write(b, 0, at);
                out.writeBytes(TOKENS[r.nextInt(TOKENS.length)].getBytes(StandardCharsets.UTF_8));
                out.write(b, at, b.length - at);
            }
            case 3 -> { // a span deleted
                int len = Math.min(b.length - at, 1 + r.nextInt(40));
                out.write(b, 0, at);
                out.write(b, at + len, b.length - at - len);
            }
            case 4 -> { // a span duplicated
                int len = Math.min(b.length - at, 1 + r.nextInt(200));
                out.write(b, 0, at + len);
                out.write(b, at, b.length - at);
            }
            case 5 -> { // a run longer than the caption limit
                out.write(b, 0, at);
                out.writeBytes("x".repeat(3_000 + r.nextInt(5_000)).getBytes(StandardCharsets.UTF_8));
                out.write(b, at, b.length - at);
            }
            default -> { // halves swapped
                out.write(b, at, b.length - at);
                out.write(b, 0, at);
            }
        }
        return out.toByteArray();
    }

    /**
     * Imports {@code perFormat} mutations of each of the five formats into one project in {@code work}.
     *
     * @param cocoSample the shared COCO sample folder (captions.json and images/)
     */
    public static Result run(Path cocoSample, Path work, long seed, int perFormat) throws IOException {
        Path images = Files.createDirectories(work.resolve("images"));
        List<Base> bases = bases(cocoSample, images);
        int inputs = 0;
        int imported = 0;
        int refused = 0;
        List<String> crashes = new ArrayList<>();
        try (Project project = Project.create(work.resolve("fuzz-" + seed + "-" + System.nanoTime() + Project.EXTENSION))) {
            for (Base base : bases) {
                List<byte[]> mutated = mutations(base.bytes(), seed + base.format().ordinal(), perFormat);
                Path file = base.format() == ImportFormat.FOLDER ? images.resolve(base.fileName())
                        : work.resolve(base.fileName());
                for (int i = 0; i < mutated.size(); i++) {
                    Files.write(file, mutated.get(i));
                    String name = base.format().name().toLowerCase() + "-" + i;
                    ImportRequest request = new ImportRequest(base.format(),
                            base.format() == ImportFormat.FOLDER ? null : file, null, images, name, false);
                    inputs++;
                    try {
                        new DatasetImporter().run(project, request, new QuietJobContext());
                        imported++;
                    } catch (ImportFailedException e) {
                        refused++;
                    } catch (RuntimeException | StackOverflowError e) {
                        Path kept = Files.write(work.resolve("crash-" + name + "-" + base.fileName()), mutated.get(i));
                        crashes.add(base.format() + " mutation " + i + " (" + kept + "): " + e);
                    }
                }
                if (base.format() == ImportFormat.FOLDER) {
                    Files.write(file, base.bytes()); // leave the folder as it was
                }
            }
        }
        return new Result(seed, inputs, imported, refused, crashes);
    }

    /** Valid inputs of every format for the first four images of the COCO sample, copied into {@code images}. */
    private static List<Base> bases(Path cocoSample, Path images) throws IOException {
        JsonNode caps = Json.MAPPER.readTree(cocoSample.resolve("captions.json").toFile());
        Map<Long, List<String>> byImage = new LinkedHashMap<>();
        for (JsonNode a : caps.get("annotations")) {
            byImage.computeIfAbsent(a.get("image_id").asLong(), k -> new ArrayList<>()).add(a.get("caption").asText());
        }
        StringBuilder jsonl = new StringBuilder();
        StringBuilder csv = new StringBuilder("id,image,caption_1,caption_2,split\n");
        List<Object> kImages = new ArrayList<>();
        List<Object> cImages = new ArrayList<>();
        List<Object> cAnns = new ArrayList<>();
        String folderTxt = null;
        String folderTxtName = null;
        long ann = 1;
        for (int i = 0; i < 4; i++) {
            JsonNode img = caps.get("images").get(i);
            long id = img.get("id").asLong();
            String file = img.get("file_name").asText();
            List<String> c = byImage.get(id);
            Files.copy(cocoSample.resolve("images").resolve(file), images.resolve(file),
                    java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            String txt = file.replaceAll("\\.[^.]+$", "") + ".txt";
            Files.writeString(images.resolve(txt), String.join("\n", c));
            if (folderTxt == null) {
                folderTxt = String.join("\n", c);
                folderTxtName = txt;
            }
            jsonl.append(Json.write(Map.of("id", Long.toString(id), "image", file, "captions", c, "split", "val")))
                    .append('\n');
            csv.append(id).append(',').append(file).append(",\"").append(c.get(0).replace("\"", "\"\"")).append("\",\"")
                    .append(c.get(1).replace("\"", "\"\"")).append("\",val\n");
            List<Object> sentences = new ArrayList<>();
            for (String s : c) {
                sentences.add(Map.of("raw", s, "sentid", ann));
                cAnns.add(Map.of("id", ann++, "image_id", id, "caption", s));
            }
            kImages.add(Map.of("filepath", "", "filename", file, "cocoid", id, "split", "val", "sentences", sentences));
            cImages.add(Map.of("id", id, "file_name", file, "width", img.get("width").asInt(), "height",
                    img.get("height").asInt()));
        }
        return List.of(
                new Base(ImportFormat.COCO, "captions.json", Json.MAPPER.writerWithDefaultPrettyPrinter()
                        .writeValueAsString(Map.of("images", cImages, "annotations", cAnns))
                        .getBytes(StandardCharsets.UTF_8)),
                new Base(ImportFormat.KARPATHY, "dataset_coco.json",
                        Json.write(Map.of("images", kImages, "dataset", "coco")).getBytes(StandardCharsets.UTF_8)),
                new Base(ImportFormat.JSONL, "pairs.jsonl", jsonl.toString().getBytes(StandardCharsets.UTF_8)),
                new Base(ImportFormat.CSV, "pairs.csv", csv.toString().getBytes(StandardCharsets.UTF_8)),
                new Base(ImportFormat.FOLDER, folderTxtName, folderTxt.getBytes(StandardCharsets.UTF_8)));
    }
}
