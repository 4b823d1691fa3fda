package org.pairlab.dataset;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.pairlab.project.Box;

/**
 * COCO: captions.json (and instances.json when any item has boxes) with numeric image, annotation and category ids,
 * then checks both files with the rules pycocotools applies ({@link CocoValidator}) before the export counts as done.
 */
final class CocoExport implements ExportWriter {
    static final String CAPTIONS = "captions.json";
    static final String INSTANCES = "instances.json";

    @Override
    public ExportFormat format() {
        return ExportFormat.COCO;
    }

    @Override
    public void write(ExportBatch batch) throws IOException {
        List<Object> images = new ArrayList<>();
        List<Object> captions = new ArrayList<>();
        long capId = 1;
        for (ExportItem item : batch.items()) {
            images.add(imageEntry(batch, item));
            for (String c : item.captions()) {
                Map<String, Object> a = new TreeMap<>();
                a.put("id", capId++);
                a.put("image_id", item.imageId());
                a.put("caption", c);
                captions.add(a);
            }
        }
        Map<String, Object> info = new TreeMap<>(Map.of("description", "Exported by PairLab", "version", "1"));
        Map<String, Object> root = new TreeMap<>();
        root.put("info", info);
        root.put("licenses", List.of());
        root.put("images", images);
        root.put("annotations", captions);
        batch.writeJson(CAPTIONS, root);
        if (batch.anyBoxes()) {
            Map<String, Integer> categoryIds = batch.categoryIds();
            Map<String, String> supers = batch.supercategories();
            List<Object> boxes = new ArrayList<>();
            long boxId = 1;
            for (ExportItem item : batch.items()) {
                for (Box b : item.boxes()) {
                    Map<String, Object> a = new TreeMap<>();
                    a.put("id", boxId++);
                    a.put("image_id", item.imageId());
                    a.put("category_id", categoryIds.get(b.category()));
                    a.put("bbox", List.of(b.x(), b.y(), b.w(), b.h()));
                    a.put("area", b.area());
                    a.put("iscrowd", b.crowd() ? 1 : 0);
                    if (b.score() != null) {
                        a.put("score", b.score());
                    }
                    boxes.add(a);
                }
            }
            List<Object> cats = new ArrayList<>();
            Map<Integer, String> byId = new TreeMap<>();
            categoryIds.forEach((name, id) -> byId.put(id, name));
            byId.forEach((id, name) -> {
                Map<String, Object> c = new TreeMap<>();
                c.put("id", id);
                c.put("name", name);
                if (supers.get(name) != null) {
                    c.put("supercategory", supers.get(name));
                }
                cats.add(c);
            });
            Map<String, Object> inst = new TreeMap<>();
            inst.put("info", info);
            inst.put("licenses", List.of());
            inst.put("images", images);
            inst.put("annotations", boxes);
            inst.put("categories", cats);
            batch.writeJson(INSTANCES, inst);
        }
        List<String> problems = CocoValidator.validate(batch.folder().resolve(CAPTIONS),
                batch.anyBoxes() ? batch.folder().resolve(INSTANCES) : null);
        if (!problems.isEmpty()) {
            throw new ExportFailedException("The COCO files would not load in pycocotools, so nothing was exported: "
                    + String.join("; ", problems.subList(0, Math.min(10, problems.size())))
                    + (problems.size() > 10 ? "; and " + (problems.size() - 10) + " more" : ""));
        }
    }

    static Map<String, Object> imageEntry(ExportBatch batch, ExportItem item) {
        Map<String, Object> m = new TreeMap<>();
        m.put("id", item.imageId());
        m.put("file_name", item.fileName());
        m.put("width", item.width());
        m.put("height", item.height());
        if (item.split() != null) {
            m.put("split", item.split());
        }
        if (item.textOnly()) {
            m.put("pairlab_text_only", true);
        }
        if (item.candidate() != null) {
            m.put("pairlab_recipe", batch.recipe(item));
        }
        batch.tags(item).ifPresent(t -> m.put("pairlab_tags", t));
        return m;
    }
}
