package org.pairlab.dataset;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.util.Optional;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.pairlab.dataset.ParsedDataset.ParsedCaption;
import org.pairlab.dataset.ParsedDataset.ParsedImage;
import org.pairlab.runs.JobContext;

/** Karpathy split files (dataset_coco.json): streams the images array, one small tree per image. */
final class KarpathyReader implements Importer {
    @Override
    public ImportFormat format() {
        return ImportFormat.KARPATHY;
    }

    /** A Karpathy split file: top-level {@code images} whose first entry has {@code sentences} and a {@code filename}. */
    @Override
    public Optional<Detection> detect(Path path) {
        if (Files.isDirectory(path)) {
            for (Path f : Peek.files(path)) {
                if (Peek.extension(f).equals("json") && f.getFileName().toString().startsWith("dataset")) {
                    Optional<Detection> d = detect(f);
                    if (d.isPresent()) {
                        return d;
                    }
                }
            }
            return Optional.empty();
        }
        if (!Peek.extension(path).equals("json")) {
            return Optional.empty();
        }
        Optional<Peek.JsonHead> head = Peek.json(path);
        if (head.isEmpty() || !head.get().first("images").has("sentences")) {
            return Optional.empty();
        }
        JsonNode first = head.get().first("images");
        String rel = first.has("filepath") ? first.path("filepath").asText() + "/" + first.path("filename").asText()
                : first.path("filename").asText(null);
        Path dir = path.toAbsolutePath().getParent();
        Path root = Peek.rootHolding(rel, List.of(dir, dir.resolve("images")));
        return Optional.of(new Detection(ImportFormat.KARPATHY, 0.95, path.getFileName()
                + " has images with sentences and filename (a Karpathy split file); images in " + root, path, null, root));
    }

    @Override
    public ParsedDataset read(ImportRequest request, ProblemSink problems, JobContext context) throws IOException {
        Path file = request.annotations();
        String name = JsonFiles.name(file);
        List<String> sources = List.of(file.toString());
        List<ParsedImage> images = new ArrayList<>();
        Map<String, Integer> seen = new HashMap<>();
        Map<String, Integer> seenSentences = new HashMap<>();
        context.progress(0, 1, "Reading " + name);
        try (JsonFiles.Source src = JsonFiles.open(file, problems)) {
            JsonParser p = src.parser();
            JsonFiles.expect(p, JsonToken.START_OBJECT, "a JSON object");
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String field = p.currentName();
                if (p.nextToken() != JsonToken.START_ARRAY || !field.equals("images")) {
                    p.skipChildren();
                    continue;
                }
                int index = 0;
                while (p.nextToken() != JsonToken.END_ARRAY) {
                    if ((index & 0xfff) == 0) {
                        context.checkCancelled();
                    }
                    int line = p.currentLocation().getLineNr();
                    JsonNode n = JsonFiles.MAPPER.readTree(p);
                    String f = "images[" + index + "]";
                    index++;
                    // A tree node keeps no locations; a record is suspect when a bad line falls within its lines.
                    int lastLine = p.currentLocation().getLineNr();
                    int bad = src.badLines().nextSetBit(line);
                    boolean badLine = bad >= 0 && bad <= lastLine;
                    ParsedImage img = image(n, name, line, f, badLine, problems, seen, seenSentences);
                    if (img != null) {
                        images.add(img);
                    }
                }
            }
        } catch (JsonProcessingException e) {
            problems.add(JsonFiles.malformed(file, e));
            return new ParsedDataset(List.of(), List.of(), sources, true);
        }
        return new ParsedDataset(images, List.of(), sources, false);
    }

    private static ParsedImage image(JsonNode n, String file, int line, String field, boolean badLine,
                                     ProblemSink problems, Map<String, Integer> seen, Map<String, Integer> seenSentences) {
        if (!n.isObject()) {
            problems.add(file, line, field, "not a JSON object; skipped");
            return null;
        }
        String filename = text(n, "filename");
        if (filename == null || filename.isBlank()) {
            problems.add(file, line, field + ".filename", "image has no filename; skipped");
            return null;
        }
        String filepath = text(n, "filepath");
        String path = filepath == null || filepath.isBlank() ? filename : filepath + "/" + filename;
        String id = text(n, "cocoid");
        if (id == null) {
            id = text(n, "imgid");
        }
        if (id == null) {
            id = path;
        }
        if (seen.containsKey(id)) {
            problems.add(file, line, field + ".cocoid", "duplicate image id " + id + " (first at line " + seen.get(id)
                    + "); the first one is kept");
            return null;
        }
        seen.put(id, line);
        List<ParsedCaption> captions = new ArrayList<>();
        JsonNode sentences = n.path("sentences");
        for (int i = 0; i < sentences.size(); i++) {
            JsonNode s = sentences.get(i);
            String sf = field + ".sentences[" + i + "]";
            String sid = text(s, "sentid");
            if (sid != null && seenSentences.containsKey(sid)) {
                problems.add(file, line, sf + ".sentid", "duplicate sentence id " + sid + "; the first one is kept");
                continue;
            }
            if (sid != null) {
                seenSentences.put(sid, line);
            }
            String raw = text(s, "raw");
            if (raw != null && badLine && raw.indexOf('\uFFFD') >= 0) {
                problems.add(file, line, sf + ".raw", "caption is not valid UTF-8; skipped");
            } else if (raw == null || raw.isBlank()) {
                problems.add(file, line, sf + ".raw", "caption is empty; skipped");
            } else {
                captions.add(new ParsedCaption(sid, raw));
            }
        }
        return new ParsedImage(file, line, field, id, path, null, null, text(n, "split"), captions, new ArrayList<>());
    }

    static String text(JsonNode n, String field) {
        JsonNode v = n.get(field);
        return v == null || v.isNull() || v.isContainerNode() ? null : v.asText();
    }
}
