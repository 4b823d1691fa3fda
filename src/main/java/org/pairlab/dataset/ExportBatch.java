package org.pairlab.dataset;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.pairlab.project.CaptionQuality;
import org.pairlab.project.Category;
import org.pairlab.project.Dataset;
import org.pairlab.project.Json;
import org.pairlab.project.Project;

/**
 * What an {@link ExportWriter} writes from: the items (in export order), the folder to write into (a temporary one
 * that is moved into place afterwards), the options, the image bytes of any item, and the helpers every layout
 * shares: the recipe entry of a candidate and stable category ids.
 */
public final class ExportBatch {
    /** The bytes of an item's image: the original file, or the candidate rendered from its recipe (PNG). */
    @FunctionalInterface
    public interface ImageBytes {
        byte[] of(ExportItem item) throws IOException;
    }

    private final Project project;
    private final List<ExportItem> items;
    private final Path folder;
    private final ExportOptions options;
    private final ImageBytes images;
    private final Map<Long, Long> exportedIdOfSample = new HashMap<>();

    ExportBatch(Project project, List<ExportItem> items, Path folder, ExportOptions options, ImageBytes images) {
        this.project = project;
        this.items = List.copyOf(items);
        this.folder = folder;
        this.options = options;
        this.images = images;
        for (ExportItem i : items) {
            if (i.candidate() == null) {
                exportedIdOfSample.putIfAbsent(i.source().id(), i.imageId());
            }
        }
    }

    public Project project() {
        return project;
    }

    public List<ExportItem> items() {
        return items;
    }

    /** The folder to write into. */
    public Path folder() {
        return folder;
    }

    public ExportOptions options() {
        return options;
    }

    /** The image bytes of {@code item} (not a text-only one). */
    public byte[] imageBytes(ExportItem item) throws IOException {
        return images.of(item);
    }

    private Map<Long, List<String>> sampleTags;
    private Map<Long, List<String>> candidateTags;

    /** The reviewers' tags of an item (exported as {@code pairlab_tags} by the layouts with room for them). */
    public java.util.Optional<List<String>> tags(ExportItem item) {
        if (sampleTags == null) {
            sampleTags = project.tags().all(org.pairlab.project.ItemKind.SAMPLE);
            candidateTags = project.tags().all(org.pairlab.project.ItemKind.CANDIDATE);
        }
        return java.util.Optional.ofNullable(item.candidate() != null ? candidateTags.get(item.candidate().id())
                : sampleTags.get(item.source().id()));
    }

    /** Whether any item has a box. */
    public boolean anyBoxes() {
        return items.stream().anyMatch(i -> !i.boxes().isEmpty());
    }

    /** Writes {@code value} as one line of compact JSON (sorted keys) to a file below the folder. */
    public void writeJson(String relative, Object value) throws IOException {
        Path f = folder.resolve(relative);
        Files.createDirectories(f.getParent());
        Files.write(f, (Json.write(value) + "\n").getBytes(StandardCharsets.UTF_8));
    }

    /**
     * The recipe of a candidate item as written in every layout: method, params, seed, the source image's id as a
     * number (its id in this export when the original is exported too, else its original numeric id; a source whose
     * id is not a number gets {@code source_image_id} null and its id in {@code source_external_id}), source file,
     * model checksums and the language scores.
     */
    public Map<String, Object> recipe(ExportItem item) {
        var r = item.candidate().recipe();
        Map<String, Object> m = new TreeMap<>();
        m.put("method", r.method());
        m.put("params", new TreeMap<>(r.params()));
        m.put("seed", r.seed());
        Long exported = exportedIdOfSample.get(item.source().id());
        Long original = parseLong(item.source().externalId());
        m.put("source_image_id", exported != null ? exported : original);
        if (exported == null && original == null) {
            m.put("source_external_id", item.source().externalId());
        }
        m.put("source_file", item.source().path());
        for (String key : List.of("replaced_boxes", "patch_source")) {
            String camel = key.equals("replaced_boxes") ? "replacedBoxes" : "patchSource";
            Object v = r.details().containsKey(key) ? r.details().get(key) : r.details().get(camel);
            if (v != null) {
                m.put(key, v);
            }
        }
        if (!r.modelChecksums().isEmpty()) {
            m.put("model_checksums", new TreeMap<>(r.modelChecksums()));
        }
        CaptionQuality q = item.quality();
        if (q != null && q.fluency() != null) {
            // The language scores a reviewer sorted and filtered by, so training scripts can filter the same way.
            Map<String, Object> quality = new TreeMap<>();
            quality.put("fluency", q.fluency());
            quality.put("grammar_errors", q.grammarErrors());
            quality.put("grammar_added", q.grammarAdded());
            quality.put("language_model", q.model());
            m.put("quality", quality);
        }
        return m;
    }

    static Long parseLong(String s) {
        try {
            return s == null ? null : Long.valueOf(s.strip());
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** Category ids: the original COCO id where a dataset had one (first wins), new ids after the largest for others. */
    public Map<String, Integer> categoryIds() {
        Set<String> used = new java.util.TreeSet<>();
        items.forEach(i -> i.boxes().forEach(b -> used.add(b.category())));
        Map<String, Integer> known = new HashMap<>();
        for (Dataset d : project.datasets().list()) {
            for (Category c : project.datasets().categories(d.id())) {
                if (c.externalId() != null) {
                    known.putIfAbsent(c.name(), c.externalId());
                }
            }
        }
        Map<String, Integer> out = new TreeMap<>();
        Set<Integer> taken = new HashSet<>();
        for (String name : used) {
            Integer id = known.get(name);
            if (id != null && taken.add(id)) {
                out.put(name, id);
            }
        }
        int next = taken.stream().mapToInt(Integer::intValue).max().orElse(0) + 1;
        for (String name : used) {
            if (!out.containsKey(name)) {
                out.put(name, next++);
            }
        }
        return out;
    }

    /** The used category names ordered by their category id: the class list of YOLO and friends. */
    public List<String> categoryNamesById() {
        Map<Integer, String> byId = new TreeMap<>();
        categoryIds().forEach((name, id) -> byId.put(id, name));
        return List.copyOf(byId.values());
    }

    /** Supercategory of each category name, where a dataset named one. */
    public Map<String, String> supercategories() {
        Map<String, String> out = new HashMap<>();
        for (Dataset d : project.datasets().list()) {
            for (Category c : project.datasets().categories(d.id())) {
                if (c.supercategory() != null) {
                    out.putIfAbsent(c.name(), c.supercategory());
                }
            }
        }
        return out;
    }
}
