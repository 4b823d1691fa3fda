package org.pairlab.dataset;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.pairlab.dataset.ParsedDataset.ParsedBox;
import org.pairlab.dataset.ParsedDataset.ParsedCaption;
import org.pairlab.dataset.ParsedDataset.ParsedImage;
import org.pairlab.runs.JobContext;

/**
 * Hugging Face {@code imagefolder}: a folder (or one folder per split: train/, val/, test/...) of images with a
 * {@code metadata.jsonl} or {@code metadata.csv} whose {@code file_name} is relative to that file's folder. Captions
 * are in the text column ({@code text} unless the request names another), a string or a list of strings. Boxes, when
 * present, are the detection layout's {@code objects: {bbox: [[x,y,w,h]...], category: [name...], iscrowd: [0|1...]}} (iscrowd optional). The first folder
 * level below the root names the split.
 */
final class HfImageFolderReader implements Importer {
    static final List<String> METADATA = List.of("metadata.jsonl", "metadata.csv");

    @Override
    public ImportFormat format() {
        return ImportFormat.HF_IMAGEFOLDER;
    }

    /** A folder holding metadata.jsonl or metadata.csv (itself or one level down), or such a file. */
    @Override
    public Optional<Detection> detect(Path path) {
        List<Path> meta;
        Path root;
        if (Files.isDirectory(path)) {
            root = path;
            meta = metadataFiles(path);
        } else if (METADATA.contains(path.getFileName().toString())) {
            root = path.toAbsolutePath().getParent();
            meta = List.of(path);
        } else {
            return Optional.empty();
        }
        if (meta.isEmpty()) {
            return Optional.empty();
        }
        Path first = meta.get(0);
        String columns = "";
        if (first.getFileName().toString().endsWith(".jsonl")) {
            Optional<String> line = Peek.firstLine(first);
            try {
                JsonNode n = line.isEmpty() ? null : JsonFiles.MAPPER.readTree(line.get());
                if (n == null || !n.isObject() || !n.has("file_name")) {
                    return Optional.empty();
                }
                columns = String.join(", ", (Iterable<String>) n::fieldNames);
            } catch (IOException e) {
                return Optional.empty();
            }
        } else {
            Optional<String> header = Peek.firstLine(first);
            if (header.isEmpty() || !header.get().contains("file_name")) {
                return Optional.empty();
            }
            columns = header.get();
        }
        List<String> rel = meta.stream().map(m -> FolderReader.slashes(root.relativize(m))).toList();
        return Optional.of(new Detection(ImportFormat.HF_IMAGEFOLDER, 0.97, "Hugging Face imagefolder: "
                + String.join(", ", rel) + " with file_name (columns of the first row: " + columns + ")",
                null, null, root));
    }

    /** The metadata files at the root and one folder level down (the split folders), sorted. */
    static List<Path> metadataFiles(Path root) {
        return Peek.walk(root, 2, 100_000).stream().filter(p -> METADATA.contains(p.getFileName().toString())).toList();
    }

    @Override
    public ParsedDataset read(ImportRequest request, ProblemSink problems, JobContext context) throws IOException {
        Path root = request.imagesRoot().toAbsolutePath().normalize();
        List<Path> meta = metadataFiles(root);
        List<String> sources = meta.stream().map(Path::toString).toList();
        if (meta.isEmpty()) {
            problems.add(root.toString(), 0, "", "no metadata.jsonl or metadata.csv in this folder or its split folders");
            return new ParsedDataset(List.of(), List.of(), List.of(root.toString()), true);
        }
        String column = request.textColumnOrDefault();
        List<ParsedImage> images = new ArrayList<>();
        for (Path m : meta) {
            context.checkCancelled();
            Path rel = root.relativize(m.getParent());
            String prefix = rel.toString().isEmpty() ? "" : FolderReader.slashes(rel) + "/";
            String split = rel.getNameCount() >= 1 && !rel.toString().isEmpty()
                    ? rel.getName(0).toString().toLowerCase(Locale.ROOT) : null;
            String name = FolderReader.slashes(root.relativize(m));
            if (m.getFileName().toString().endsWith(".jsonl")) {
                readJsonl(m, name, prefix, split, column, images, problems);
            } else {
                readCsv(m, name, prefix, split, column, images, problems);
            }
        }
        return new ParsedDataset(images, List.of(), sources, false);
    }

    private static void readJsonl(Path file, String name, String prefix, String split, String column,
                                  List<ParsedImage> images, ProblemSink problems) throws IOException {
        Map<String, Integer> seen = new HashMap<>();
        for (TextLines.Line l : TextLines.read(file)) {
            if (l.text() == null) {
                problems.add(name, l.number(), "", "line is not valid UTF-8; skipped");
                continue;
            }
            if (l.text().isBlank()) {
                continue;
            }
            JsonNode n;
            try {
                n = JsonFiles.MAPPER.readTree(l.text());
            } catch (JsonProcessingException e) {
                problems.add(name, l.number(), "", "malformed JSON: " + e.getOriginalMessage() + "; line skipped");
                continue;
            }
            if (n == null || !n.isObject()) {
                problems.add(name, l.number(), "", "line is not a JSON object; skipped");
                continue;
            }
            JsonNode fileName = n.get("file_name");
            if (fileName == null || !fileName.isTextual() || fileName.asText().isBlank()) {
                problems.add(name, l.number(), "file_name", "no file_name (the image path relative to "
                        + name + "); line skipped");
                continue;
            }
            String path = prefix + fileName.asText();
            if (seen.containsKey(path)) {
                problems.add(name, l.number(), "file_name", "image " + fileName.asText() + " is listed again (first at line "
                        + seen.get(path) + "); the first one is kept");
                continue;
            }
            seen.put(path, l.number());
            List<ParsedCaption> captions = new ArrayList<>();
            JsonNode text = n.get(column);
            if (text == null || text.isNull()) {
                problems.add(name, l.number(), column, "no caption column '" + column + "' (columns: "
                        + String.join(", ", (Iterable<String>) n::fieldNames) + ")");
            } else if (text.isTextual()) {
                caption(text, name, l.number(), column, captions, problems);
            } else if (text.isArray()) {
                for (int i = 0; i < text.size(); i++) {
                    caption(text.get(i), name, l.number(), column + "[" + i + "]", captions, problems);
                }
            } else {
                problems.add(name, l.number(), column, "caption column is neither a string nor a list of strings");
            }
            List<ParsedBox> boxes = new ArrayList<>();
            objects(n.get("objects"), name, l.number(), boxes, problems);
            images.add(new ParsedImage(name, l.number(), "file_name", path, path, null, null, split, captions, boxes));
        }
    }

    private static void caption(JsonNode v, String file, int line, String field, List<ParsedCaption> out,
                                ProblemSink problems) {
        if (!v.isTextual()) {
            problems.add(file, line, field, "caption is not a string; skipped");
        } else if (v.asText().isBlank()) {
            problems.add(file, line, field, "caption is empty; skipped");
        } else {
            out.add(new ParsedCaption(null, v.asText()));
        }
    }

    /** The detection layout: {@code objects.bbox} and {@code objects.category} (names) of equal length. */
    private static void objects(JsonNode o, String file, int line, List<ParsedBox> out, ProblemSink problems) {
        if (o == null || o.isNull()) {
            return;
        }
        JsonNode bbox = o.get("bbox");
        JsonNode cats = o.has("category") ? o.get("category") : o.get("categories");
        if (bbox == null || cats == null || !bbox.isArray() || !cats.isArray() || bbox.size() != cats.size()) {
            problems.add(file, line, "objects", "objects needs bbox and category lists of equal length; boxes skipped");
            return;
        }
        for (int i = 0; i < bbox.size(); i++) {
            JsonNode b = bbox.get(i);
            String f = "objects.bbox[" + i + "]";
            if (!b.isArray() || b.size() != 4 || !b.get(0).isNumber() || !b.get(1).isNumber() || !b.get(2).isNumber()
                    || !b.get(3).isNumber()) {
                problems.add(file, line, f, "bbox is not [x, y, width, height]; box skipped");
                continue;
            }
            if (!cats.get(i).isTextual() || cats.get(i).asText().isBlank()) {
                problems.add(file, line, "objects.category[" + i + "]", "category is not a name; box skipped");
                continue;
            }
            JsonNode crowd = o.path("iscrowd").path(i);
            out.add(new ParsedBox(file, line, f, null, cats.get(i).asText(), b.get(0).doubleValue(),
                    b.get(1).doubleValue(), b.get(2).doubleValue(), b.get(3).doubleValue(), null,
                    crowd.asInt(0) == 1 || crowd.asBoolean(false)));
        }
    }

    private static void readCsv(Path file, String name, String prefix, String split, String column,
                                List<ParsedImage> images, ProblemSink problems) throws IOException {
        StringBuilder text = new StringBuilder();
        for (TextLines.Line l : TextLines.read(file)) {
            if (l.text() == null) {
                problems.add(name, l.number(), "", "line is not valid UTF-8; skipped");
                text.append('\n');
                continue;
            }
            text.append(l.text()).append('\n');
        }
        List<Csv.Row> rows = Csv.parse(text.toString());
        if (rows.isEmpty()) {
            problems.add(name, 0, "", "file is empty");
            return;
        }
        List<String> header = rows.get(0).fields().stream().map(String::strip).toList();
        int fileCol = header.indexOf("file_name");
        int textCol = header.indexOf(column);
        if (fileCol < 0 || textCol < 0) {
            problems.add(name, 1, fileCol < 0 ? "file_name" : column, "the header has no " + (fileCol < 0
                    ? "file_name column" : "caption column '" + column + "'") + " (columns: " + String.join(", ", header) + ")");
            return;
        }
        Map<String, ParsedImage> byPath = new HashMap<>();
        for (Csv.Row r : rows.subList(1, rows.size())) {
            if (r.error() != null) {
                problems.add(name, r.line(), "", r.error() + "; row skipped");
                continue;
            }
            if (r.fields().size() <= Math.max(fileCol, textCol)) {
                problems.add(name, r.line(), "", "row has " + r.fields().size() + " cells, the header " + header.size()
                        + "; row skipped");
                continue;
            }
            String fileName = r.fields().get(fileCol).strip();
            if (fileName.isEmpty()) {
                problems.add(name, r.line(), "file_name", "file_name is empty; row skipped");
                continue;
            }
            String path = prefix + fileName;
            ParsedImage img = byPath.get(path);
            if (img == null) {
                img = new ParsedImage(name, r.line(), "file_name", path, path, null, null, split, new ArrayList<>(),
                        new ArrayList<>());
                byPath.put(path, img);
                images.add(img);
            }
            String caption = r.fields().get(textCol);
            if (caption.isBlank()) {
                problems.add(name, r.line(), column, "caption is empty; skipped");
            } else {
                img.captions().add(new ParsedCaption(null, caption));
            }
        }
    }
}
