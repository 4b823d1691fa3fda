package org.pairlab.dataset;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.util.Optional;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pairlab.dataset.ParsedDataset.ParsedBox;
import org.pairlab.dataset.ParsedDataset.ParsedCaption;
import org.pairlab.dataset.ParsedDataset.ParsedImage;
import org.pairlab.runs.JobContext;

/**
 * JSON Lines: one object per line with {@code image} (or {@code file_name}/{@code path}) and {@code caption} or
 * {@code captions}; optional {@code split}, {@code id}, {@code width}, {@code height} and {@code boxes}
 * ({@code [{category, bbox:[x,y,w,h], crowd, score}]}, as PairLab exports them). Lines without an id that name the
 * same image are merged, since one-line-per-caption files are common; a repeated explicit id is a duplicate.
 */
final class JsonLinesReader implements Importer {
    @Override
    public ImportFormat format() {
        return ImportFormat.JSONL;
    }

    /**
     * JSON Lines whose first line is an object with an image path ({@code image}, {@code file_name}, {@code path})
     * and {@code caption} or {@code captions}. A file named metadata.jsonl is a Hugging Face imagefolder first.
     */
    @Override
    public Optional<Detection> detect(Path path) {
        if (Files.isDirectory(path) || !(Peek.extension(path).equals("jsonl") || Peek.extension(path).equals("json"))) {
            return Optional.empty();
        }
        Optional<String> line = Peek.firstLine(path);
        if (line.isEmpty()) {
            return Optional.empty();
        }
        JsonNode n;
        try {
            n = JsonFiles.MAPPER.readTree(line.get());
        } catch (IOException e) {
            return Optional.empty();
        }
        if (n == null || !n.isObject() || !(n.has("caption") || n.has("captions"))) {
            return Optional.empty();
        }
        String field = n.has("image") ? "image" : n.has("file_name") ? "file_name" : n.has("path") ? "path" : null;
        if (field == null) {
            return Optional.empty();
        }
        Path dir = path.toAbsolutePath().getParent();
        Path root = Peek.rootHolding(n.path(field).asText(), List.of(dir, dir.resolve("images")));
        double confidence = Peek.named(path, "metadata.jsonl") ? 0.6 : 0.9;
        return Optional.of(new Detection(ImportFormat.JSONL, confidence, path.getFileName() + ": the first line has "
                + field + " and " + (n.has("caption") ? "caption" : "captions") + " (JSON Lines); images in " + root,
                path, null, root));
    }

    @Override
    public ParsedDataset read(ImportRequest request, ProblemSink problems, JobContext context) throws IOException {
        Path file = request.annotations();
        String name = JsonFiles.name(file);
        Map<String, ParsedImage> byKey = new LinkedHashMap<>();
        ExplicitIds explicitIds = new ExplicitIds();
        List<TextLines.Line> lines = TextLines.read(file);
        int done = 0;
        for (TextLines.Line l : lines) {
            if ((++done & 0xfff) == 0) {
                context.checkCancelled();
                context.progress(done, lines.size(), "Reading " + name);
            }
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
                // Some failures (a nesting limit) carry no location.
                String col = e.getLocation() == null ? "" : " (column " + e.getLocation().getColumnNr() + ")";
                problems.add(name, l.number(), "", "malformed JSON" + col + ": " + e.getOriginalMessage()
                        + "; line skipped");
                continue;
            }
            if (n == null || !n.isObject()) {
                problems.add(name, l.number(), "", "line is not a JSON object; skipped");
                continue;
            }
            String pathField = n.has("image") ? "image" : n.has("file_name") ? "file_name" : "path";
            String path = KarpathyReader.text(n, pathField);
            if (path == null || path.isBlank()) {
                problems.add(name, l.number(), "image", "no image path (image, file_name or path); line skipped");
                continue;
            }
            String id = KarpathyReader.text(n, "id");
            if (explicitIds.repeated(id, problems, name, l.number())) {
                continue;
            }
            String key = id != null ? "id:" + id : "path:" + path;
            ParsedImage img = byKey.get(key);
            if (img == null) {
                if (id != null) {
                    explicitIds.first(id, l.number());
                }
                img = new ParsedImage(name, l.number(), pathField, id != null ? id : path, path, intOrNull(n, "width"),
                        intOrNull(n, "height"), KarpathyReader.text(n, "split"), new ArrayList<>(), new ArrayList<>());
                byKey.put(key, img);
            }
            addCaptions(n, CsvReader.chosenColumn(request), name, l.number(), img, problems);
            addBoxes(n, name, l.number(), img, problems);
        }
        return new ParsedDataset(new ArrayList<>(byKey.values()), List.of(), List.of(file.toString()), false);
    }

    private static Integer intOrNull(JsonNode n, String f) {
        JsonNode v = n.get(f);
        return v != null && v.isNumber() ? v.intValue() : null;
    }

    private static void addCaptions(JsonNode n, String chosen, String file, int line, ParsedImage img,
                                    ProblemSink problems) {
        if (chosen != null) {
            // The chosen key replaces caption/captions; it may hold one caption or an array of them.
            JsonNode v = n.get(chosen);
            if (v == null) {
                problems.add(file, line, chosen, "line has no " + chosen + " (the chosen caption column)");
            } else if (v.isArray()) {
                for (int i = 0; i < v.size(); i++) {
                    add(v.get(i), file, line, chosen + "[" + i + "]", img, problems);
                }
            } else {
                add(v, file, line, chosen, img, problems);
            }
        } else if (n.has("captions")) {
            JsonNode arr = n.get("captions");
            if (!arr.isArray()) {
                problems.add(file, line, "captions", "captions is not an array; skipped");
                return;
            }
            for (int i = 0; i < arr.size(); i++) {
                add(arr.get(i), file, line, "captions[" + i + "]", img, problems);
            }
        } else if (n.has("caption")) {
            add(n.get("caption"), file, line, "caption", img, problems);
        } else {
            problems.add(file, line, "caption", "line has no caption or captions");
        }
    }

    private static void add(JsonNode v, String file, int line, String field, ParsedImage img, ProblemSink problems) {
        if (!v.isTextual()) {
            problems.add(file, line, field, "caption is not a string; skipped");
        } else if (v.asText().isBlank()) {
            problems.add(file, line, field, "caption is empty; skipped");
        } else {
            img.captions().add(new ParsedCaption(null, v.asText()));
        }
    }

    private static void addBoxes(JsonNode n, String file, int line, ParsedImage img, ProblemSink problems) {
        JsonNode arr = n.get("boxes");
        if (arr == null || arr.isNull()) {
            return;
        }
        for (int i = 0; i < arr.size(); i++) {
            JsonNode b = arr.get(i);
            String f = "boxes[" + i + "]";
            JsonNode bbox = b.get("bbox");
            String cat = KarpathyReader.text(b, "category");
            if (cat == null || cat.isBlank()) {
                problems.add(file, line, f + ".category", "box has no category; skipped");
                continue;
            }
            if (bbox == null || !bbox.isArray() || bbox.size() != 4 || !bbox.get(0).isNumber() || !bbox.get(1).isNumber()
                    || !bbox.get(2).isNumber() || !bbox.get(3).isNumber()) {
                problems.add(file, line, f + ".bbox", "bbox is not [x, y, width, height]; box skipped");
                continue;
            }
            JsonNode score = b.get("score");
            img.boxes().add(new ParsedBox(file, line, f + ".bbox", KarpathyReader.text(b, "id"), cat,
                    bbox.get(0).doubleValue(), bbox.get(1).doubleValue(), bbox.get(2).doubleValue(),
                    bbox.get(3).doubleValue(), score != null && score.isNumber() ? score.doubleValue() : null,
                    b.path("crowd").asBoolean(false)));
        }
    }
}
