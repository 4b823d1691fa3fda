package org.pairlab.dataset;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.pairlab.project.Box;
import org.pairlab.project.Json;

/** captions.jsonl: one line per image with its path under images/, captions, split, size, boxes and recipe. */
final class JsonLinesExport implements ExportWriter {
    @Override
    public ExportFormat format() {
        return ExportFormat.JSONL;
    }

    @Override
    public void write(ExportBatch batch) throws IOException {
        try (OutputStream out = Files.newOutputStream(batch.folder().resolve("captions.jsonl"))) {
            for (ExportItem item : batch.items()) {
                Map<String, Object> m = new TreeMap<>();
                m.put("id", Long.toString(item.imageId()));
                m.put("image", item.textOnly() ? null : Exporter.IMAGES + "/" + item.fileName());
                m.put("captions", item.captions());
                m.put("split", item.split());
                m.put("width", item.width());
                m.put("height", item.height());
                if (!item.boxes().isEmpty()) {
                    m.put("boxes", boxes(item));
                }
                if (item.candidate() != null) {
                    m.put("pairlab_recipe", batch.recipe(item));
                }
                batch.tags(item).ifPresent(t -> m.put("pairlab_tags", t));
                out.write((Json.write(m) + "\n").getBytes(StandardCharsets.UTF_8));
            }
        }
    }

    /** Boxes as {@code {category, bbox: [x, y, w, h], crowd, score}}, the layout the JSON Lines reader takes back. */
    static List<Object> boxes(ExportItem item) {
        List<Object> boxes = new ArrayList<>();
        for (Box b : item.boxes()) {
            Map<String, Object> bm = new TreeMap<>();
            bm.put("category", b.category());
            bm.put("bbox", List.of(b.x(), b.y(), b.w(), b.h()));
            bm.put("crowd", b.crowd());
            if (b.score() != null) {
                bm.put("score", b.score());
            }
            boxes.add(bm);
        }
        return boxes;
    }
}
