package org.pairlab.dataset;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.pairlab.project.Json;

/**
 * Checks COCO files with the rules pycocotools relies on (its index silently overwrites repeated ids and fails on a
 * missing key): the top level is an object with {@code images} and {@code annotations}; image ids are unique
 * integers; {@code file_name} is a string, {@code width}/{@code height} non-negative integers; annotation ids are
 * unique integers; every {@code image_id} is an image's id; a caption is a non-empty string; in an instances file
 * every category id is a unique integer, every box has {@code category_id} of a category, {@code bbox} of 4 finite
 * numbers with width and height at least 0, {@code iscrowd} 0 or 1 and a numeric {@code area}.
 */
public final class CocoValidator {
    private CocoValidator() {
    }

    /**
     * Every rule broken in the captions file and the instances file (null when there is none), each as
     * {@code file: field: what is wrong}; empty when both would load.
     */
    public static List<String> validate(Path captions, Path instances) throws IOException {
        List<String> out = new ArrayList<>();
        check(captions, false, out);
        if (instances != null) {
            check(instances, true, out);
        }
        return out;
    }

    private static void check(Path file, boolean boxes, List<String> out) throws IOException {
        String f = file.getFileName().toString();
        JsonNode root;
        try {
            root = Json.MAPPER.readTree(file.toFile());
        } catch (IOException e) {
            out.add(f + ": not valid JSON: " + e.getMessage());
            return;
        }
        if (root == null || !root.isObject()) {
            out.add(f + ": the top level is not a JSON object");
            return;
        }
        JsonNode images = root.get("images");
        JsonNode anns = root.get("annotations");
        if (images == null || !images.isArray()) {
            out.add(f + ": images: missing or not a list");
            return;
        }
        if (anns == null || !anns.isArray()) {
            out.add(f + ": annotations: missing or not a list");
            return;
        }
        Set<Long> imageIds = new HashSet<>();
        for (int i = 0; i < images.size(); i++) {
            JsonNode img = images.get(i);
            String at = f + ": images[" + i + "]";
            JsonNode id = img.get("id");
            if (!isInt(id)) {
                out.add(at + ".id: " + id + " is not an integer");
            } else if (!imageIds.add(id.longValue())) {
                out.add(at + ".id: " + id + " is used by another image");
            }
            if (img.get("file_name") == null || !img.get("file_name").isTextual()) {
                out.add(at + ".file_name: missing or not a string");
            }
            for (String k : List.of("width", "height")) {
                if (!isInt(img.get(k)) || img.get(k).longValue() < 0) {
                    out.add(at + "." + k + ": " + img.get(k) + " is not a non-negative integer");
                }
            }
        }
        Set<Long> categoryIds = new HashSet<>();
        if (boxes) {
            JsonNode cats = root.get("categories");
            if (cats == null || !cats.isArray()) {
                out.add(f + ": categories: missing or not a list");
            } else {
                for (int i = 0; i < cats.size(); i++) {
                    JsonNode id = cats.get(i).get("id");
                    if (!isInt(id)) {
                        out.add(f + ": categories[" + i + "].id: " + id + " is not an integer");
                    } else if (!categoryIds.add(id.longValue())) {
                        out.add(f + ": categories[" + i + "].id: " + id + " is used by another category");
                    }
                    if (cats.get(i).get("name") == null || !cats.get(i).get("name").isTextual()) {
                        out.add(f + ": categories[" + i + "].name: missing or not a string");
                    }
                }
            }
        }
        Set<Long> annIds = new HashSet<>();
        for (int i = 0; i < anns.size(); i++) {
            JsonNode a = anns.get(i);
            String at = f + ": annotations[" + i + "]";
            JsonNode id = a.get("id");
            if (!isInt(id)) {
                out.add(at + ".id: " + id + " is not an integer");
            } else if (!annIds.add(id.longValue())) {
                out.add(at + ".id: " + id + " is used by another annotation");
            }
            JsonNode imageId = a.get("image_id");
            if (!isInt(imageId)) {
                out.add(at + ".image_id: " + imageId + " is not an integer");
            } else if (!imageIds.contains(imageId.longValue())) {
                out.add(at + ".image_id: " + imageId + " is not the id of any image");
            }
            if (boxes) {
                checkBox(a, at, categoryIds, out);
            } else if (a.get("caption") == null || !a.get("caption").isTextual() || a.get("caption").asText().isBlank()) {
                out.add(at + ".caption: missing, empty or not a string");
            }
        }
    }

    private static void checkBox(JsonNode a, String at, Set<Long> categoryIds, List<String> out) {
        JsonNode cat = a.get("category_id");
        if (!isInt(cat)) {
            out.add(at + ".category_id: " + cat + " is not an integer");
        } else if (!categoryIds.contains(cat.longValue())) {
            out.add(at + ".category_id: " + cat + " is not the id of any category");
        }
        JsonNode bbox = a.get("bbox");
        if (bbox == null || !bbox.isArray() || bbox.size() != 4) {
            out.add(at + ".bbox: " + bbox + " is not 4 numbers [x, y, width, height]");
        } else {
            for (int k = 0; k < 4; k++) {
                if (!bbox.get(k).isNumber() || !Double.isFinite(bbox.get(k).doubleValue())) {
                    out.add(at + ".bbox[" + k + "]: " + bbox.get(k) + " is not a finite number");
                }
            }
            if (bbox.get(2).isNumber() && bbox.get(2).doubleValue() < 0 || bbox.get(3).isNumber() && bbox.get(3).doubleValue() < 0) {
                out.add(at + ".bbox: width and height must be at least 0, got " + bbox);
            }
        }
        JsonNode crowd = a.get("iscrowd");
        if (!isInt(crowd) || (crowd.longValue() != 0 && crowd.longValue() != 1)) {
            out.add(at + ".iscrowd: " + crowd + " is not 0 or 1");
        }
        JsonNode area = a.get("area");
        if (area == null || !area.isNumber() || !Double.isFinite(area.doubleValue())) {
            out.add(at + ".area: " + area + " is not a number");
        }
    }

    private static boolean isInt(JsonNode n) {
        return n != null && n.isIntegralNumber();
    }
}
