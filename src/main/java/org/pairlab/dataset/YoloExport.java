package org.pairlab.dataset;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import org.pairlab.project.Box;

/**
 * YOLO (Ultralytics layout): {@code images/<split>/...}, {@code labels/<split>/<stem>.txt} with one
 * {@code class cx cy w h} line per box (normalised, 6 decimals), and data.yaml naming the classes (ordered by COCO
 * category id) and the split folders; items without a split go to train/, and when there is no val split, val
 * points at train (Ultralytics needs one). YOLO has no captions or crowd flag: captions go to
 * {@code captions/<split>/<stem>.txt}, one per line; crowd boxes are written like the others.
 */
final class YoloExport implements ExportWriter {
    @Override
    public ExportFormat format() {
        return ExportFormat.YOLO;
    }

    static String split(ExportItem item) {
        return item.split() == null || item.split().isBlank() ? "train"
                : item.split().replaceAll("[^A-Za-z0-9._-]", "_");
    }

    @Override
    public String imagePath(ExportItem item) {
        return "images/" + split(item) + "/" + item.fileName();
    }

    @Override
    public void write(ExportBatch batch) throws IOException {
        List<String> classes = batch.categoryNamesById();
        Map<String, Integer> index = new LinkedHashMap<>();
        for (int i = 0; i < classes.size(); i++) {
            index.put(classes.get(i), i);
        }
        TreeSet<String> splits = new TreeSet<>();
        for (ExportItem item : batch.items()) {
            if (item.textOnly()) {
                continue;
            }
            splits.add(split(item));
            String stem = item.fileName().substring(0, item.fileName().length() - item.extension().length()
                    - (item.extension().isEmpty() ? 0 : 1));
            StringBuilder labels = new StringBuilder();
            for (Box b : item.boxes()) {
                double w = item.width();
                double h = item.height();
                labels.append(index.get(b.category())).append(' ')
                        .append(f((b.x() + b.w() / 2) / w)).append(' ').append(f((b.y() + b.h() / 2) / h)).append(' ')
                        .append(f(b.w() / w)).append(' ').append(f(b.h() / h)).append('\n');
            }
            write(batch.folder().resolve("labels/" + split(item) + "/" + stem + ".txt"), labels.toString());
            if (!item.captions().isEmpty()) {
                write(batch.folder().resolve("captions/" + split(item) + "/" + stem + ".txt"),
                        String.join("\n", item.captionLines()) + "\n");
            }
        }
        Map<String, String> dirs = new LinkedHashMap<>();
        for (String s : splits) {
            dirs.put(s.equals("validation") ? "val" : s, "images/" + s);
        }
        if (!dirs.containsKey("train") && !dirs.isEmpty()) {
            dirs.put("train", dirs.values().iterator().next());
        }
        if (!dirs.containsKey("val") && dirs.containsKey("train")) {
            dirs.put("val", dirs.get("train"));
        }
        Map<String, String> ordered = new LinkedHashMap<>();
        for (String k : List.of("train", "val", "test")) {
            if (dirs.containsKey(k)) {
                ordered.put(k, dirs.get(k));
            }
        }
        write(batch.folder().resolve("data.yaml"), new YoloDataYaml(classes, ordered).write());
    }

    /** Six decimals, clamped to 0..1 (a box reaching a hair past the edge would be refused by YOLO tools). */
    private static String f(double v) {
        return String.format(Locale.ROOT, "%.6f", Math.max(0, Math.min(1, v)));
    }

    private static void write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.write(file, text.getBytes(StandardCharsets.UTF_8));
    }
}
