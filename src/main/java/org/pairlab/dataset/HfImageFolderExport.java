package org.pairlab.dataset;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.pairlab.project.Box;
import org.pairlab.project.Json;

/**
 * Hugging Face imagefolder ({@code load_dataset("imagefolder", data_dir=...)}): with splits, one folder per split
 * (train/, val/, test/... as the project names them; items without a split go to train/), else everything at the top;
 * each folder has its images and a metadata.jsonl of {@code file_name}, the text column (a string, or a list of strings
 * when any image has more than one caption, so every row has the same type), {@code image_id}, {@code width},
 * {@code height}, {@code objects} ({@code bbox}, {@code category} and {@code iscrowd}, empty lists for images without boxes, when any
 * image has boxes) and {@code pairlab_recipe} (the recipe as a JSON string, so the column has one type). Text-only
 * items have no image and are left out.
 */
final class HfImageFolderExport implements ExportWriter {
    @Override
    public ExportFormat format() {
        return ExportFormat.HF_IMAGEFOLDER;
    }

    static String folderOf(ExportItem item, boolean anySplit) {
        if (!anySplit) {
            return "";
        }
        String s = item.split() == null || item.split().isBlank() ? "train" : item.split();
        return s.replaceAll("[^A-Za-z0-9._-]", "_") + "/";
    }

    @Override
    public String imagePath(ExportItem item) {
        return null;
    }

    @Override
    public void write(ExportBatch batch) throws IOException {
        List<ExportItem> items = batch.items().stream().filter(i -> !i.textOnly()).toList();
        boolean split = items.stream().anyMatch(i -> i.split() != null && !i.split().isBlank());
        boolean lists = items.stream().anyMatch(i -> i.captions().size() != 1);
        boolean boxes = batch.anyBoxes();
        boolean recipes = items.stream().anyMatch(i -> i.candidate() != null);
        Map<String, List<ExportItem>> byFolder = new TreeMap<>();
        for (ExportItem i : items) {
            byFolder.computeIfAbsent(folderOf(i, split), k -> new ArrayList<>()).add(i);
        }
        String column = batch.options().textColumn();
        for (Map.Entry<String, List<ExportItem>> e : byFolder.entrySet()) {
            Path dir = batch.folder().resolve(e.getKey().isEmpty() ? "." : e.getKey()).normalize();
            Files.createDirectories(dir);
            try (OutputStream out = Files.newOutputStream(dir.resolve("metadata.jsonl"))) {
                for (ExportItem item : e.getValue()) {
                    Path image = dir.resolve(item.fileName()).normalize();
                    if (!image.startsWith(dir)) {
                        throw new ExportFailedException("Sample " + item.source().id() + " has a path that leaves the "
                                + "export folder: " + item.fileName());
                    }
                    Files.createDirectories(image.getParent());
                    Files.write(image, batch.imageBytes(item));
                    Map<String, Object> m = new TreeMap<>();
                    m.put("file_name", item.fileName());
                    m.put(column, lists ? item.captions() : item.captions().get(0));
                    m.put("image_id", item.imageId());
                    m.put("width", item.width());
                    m.put("height", item.height());
                    if (boxes) {
                        m.put("objects", objects(item));
                    }
                    if (recipes) {
                        m.put("pairlab_recipe", item.candidate() == null ? null : Json.write(batch.recipe(item)));
                    }
                    out.write((Json.write(m) + "\n").getBytes(StandardCharsets.UTF_8));
                }
            }
        }
    }

    private static Map<String, Object> objects(ExportItem item) {
        List<Object> bbox = new ArrayList<>();
        List<Object> category = new ArrayList<>();
        List<Object> crowd = new ArrayList<>();
        for (Box b : item.boxes()) {
            bbox.add(List.of(b.x(), b.y(), b.w(), b.h()));
            category.add(b.category());
            crowd.add(b.crowd() ? 1 : 0);
        }
        Map<String, Object> o = new TreeMap<>();
        o.put("bbox", bbox);
        o.put("category", category);
        o.put("iscrowd", crowd);
        return o;
    }
}
