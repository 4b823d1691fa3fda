package org.pairlab.dataset;

import java.io.IOException;
import java.nio.file.Files;
import java.util.Optional;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.pairlab.dataset.ParsedDataset.ParsedCaption;
import org.pairlab.dataset.ParsedDataset.ParsedImage;
import org.pairlab.runs.JobContext;

/**
 * CSV with a header: {@code image} (or {@code file_name}/{@code path}), caption columns ({@code caption},
 * {@code caption_1}, {@code caption2}, or {@code caption} repeated), optional {@code split} and {@code id}. An empty
 * caption cell means "no caption in this column" (ragged files are normal); a cell of only spaces is reported as a
 * blank caption. Rows without an id naming the same image are merged.
 */
final class CsvReader implements Importer {
    private static final Pattern CAPTION = Pattern.compile("captions?([ _-]?\\d+)?");

    @Override
    public ImportFormat format() {
        return ImportFormat.CSV;
    }

    /** CSV whose header names an image column (image, file_name, path) and a caption column. */
    @Override
    public Optional<Detection> detect(Path path) {
        if (Files.isDirectory(path) || !Peek.extension(path).equals("csv")) {
            return Optional.empty();
        }
        Optional<String> line = Peek.firstLine(path);
        if (line.isEmpty()) {
            return Optional.empty();
        }
        List<Csv.Row> rows = Csv.parse(line.get() + "\n");
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        String image = null;
        boolean caption = false;
        for (String h : rows.get(0).fields()) {
            String c = h.strip().toLowerCase(Locale.ROOT);
            if (image == null && (c.equals("image") || c.equals("file_name") || c.equals("path"))) {
                image = c;
            }
            caption |= CAPTION.matcher(c).matches();
        }
        if (image == null || !caption) {
            return Optional.empty();
        }
        Path dir = path.toAbsolutePath().getParent();
        double confidence = Peek.named(path, "metadata.csv") ? 0.6 : 0.85;
        return Optional.of(new Detection(ImportFormat.CSV, confidence, path.getFileName() + ": the header has "
                + image + " and a caption column (CSV)", path, null, dir));
    }

    @Override
    public ParsedDataset read(ImportRequest request, ProblemSink problems, JobContext context) throws IOException {
        Path file = request.annotations();
        String name = JsonFiles.name(file);
        List<String> sources = List.of(file.toString());
        List<TextLines.Line> lines = TextLines.read(file);
        BitSet bad = new BitSet();
        StringBuilder text = new StringBuilder();
        for (TextLines.Line l : lines) {
            if (l.text() == null) {
                bad.set(l.number());
                text.append('\uFFFD');
            } else {
                text.append(l.text());
            }
            text.append('\n');
        }
        List<Csv.Row> rows = Csv.parse(text.toString());
        if (rows.isEmpty()) {
            problems.add(name, 0, "", "file is empty; nothing to import");
            return new ParsedDataset(List.of(), List.of(), sources, true);
        }
        Csv.Row header = rows.get(0);
        int imageCol = -1;
        int splitCol = -1;
        int idCol = -1;
        List<Integer> captionCols = new ArrayList<>();
        // A chosen caption column replaces the caption/caption_N names.
        String chosen = chosenColumn(request);
        for (int c = 0; c < header.fields().size(); c++) {
            String h = header.fields().get(c).trim().toLowerCase(Locale.ROOT);
            if (imageCol < 0 && (h.equals("image") || h.equals("file_name") || h.equals("path"))) {
                imageCol = c;
            } else if (h.equals("split")) {
                splitCol = c;
            } else if (h.equals("id")) {
                idCol = c;
            } else if (chosen == null ? CAPTION.matcher(h).matches() : h.equals(chosen.toLowerCase(Locale.ROOT))) {
                captionCols.add(c);
            }
        }
        if (imageCol < 0 || captionCols.isEmpty()) {
            problems.add(name, header.line(), "header", "the header needs an image (or file_name/path) column and "
                    + (chosen == null ? "at least one caption column" : "the chosen caption column \"" + chosen + "\"")
                    + "; found " + header.fields());
            return new ParsedDataset(List.of(), List.of(), sources, true);
        }
        Map<String, ParsedImage> byKey = new LinkedHashMap<>();
        ExplicitIds explicitIds = new ExplicitIds();
        for (int r = 1; r < rows.size(); r++) {
            Csv.Row row = rows.get(r);
            if ((r & 0xfff) == 0) {
                context.checkCancelled();
                context.progress(r, rows.size(), "Reading " + name);
            }
            if (row.fields().size() == 1 && row.fields().get(0).isBlank()) {
                continue;
            }
            int badLine = bad.nextSetBit(row.line());
            if (badLine >= 0 && badLine <= row.lastLine()) {
                problems.add(name, badLine, "", "row is not valid UTF-8; skipped");
                continue;
            }
            if (row.error() != null) {
                problems.add(name, row.line(), "", "malformed CSV row: " + row.error() + "; skipped");
                continue;
            }
            String path = cell(row, imageCol);
            if (path == null || path.isBlank()) {
                problems.add(name, row.line(), header.fields().get(imageCol), "no image path; row skipped");
                continue;
            }
            String id = idCol >= 0 ? cell(row, idCol) : null;
            if (id != null && id.isEmpty()) {
                id = null;
            }
            if (explicitIds.repeated(id, problems, name, row.line())) {
                continue;
            }
            String key = id != null ? "id:" + id : "path:" + path;
            ParsedImage img = byKey.get(key);
            if (img == null) {
                if (id != null) {
                    explicitIds.first(id, row.line());
                }
                String split = splitCol >= 0 ? cell(row, splitCol) : null;
                img = new ParsedImage(name, row.line(), header.fields().get(imageCol), id != null ? id : path, path, null,
                        null, split == null || split.isEmpty() ? null : split, new ArrayList<>(), new ArrayList<>());
                byKey.put(key, img);
            }
            for (int c : captionCols) {
                String v = cell(row, c);
                if (v == null || v.isEmpty()) {
                    continue;
                }
                if (v.isBlank()) {
                    problems.add(name, row.line(), header.fields().get(c), "caption is blank; skipped");
                    continue;
                }
                img.captions().add(new ParsedCaption(null, v));
            }
        }
        return new ParsedDataset(new ArrayList<>(byKey.values()), List.of(), sources, false);
    }

    private static String cell(Csv.Row row, int c) {
        return c < row.fields().size() ? row.fields().get(c) : null;
    }

    /** The caption column the request names, or null for the usual caption/caption_N columns. */
    static String chosenColumn(ImportRequest request) {
        return request.textColumn() == null || request.textColumn().isBlank() ? null : request.textColumn().strip();
    }
}
