package org.pairlab.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pairlab.project.BoxSource;
import org.pairlab.project.NewBox;
import org.pairlab.project.NewCaption;
import org.pairlab.project.NewCategory;
import org.pairlab.project.NewDataset;
import org.pairlab.project.NewSample;

/** Locates ../shared/data and builds datasets from the real COCO sample for tests. */
public final class SharedData {
    private SharedData() {
    }

    public static Path root() {
        String prop = System.getProperty("pairlab.sharedData");
        Path p = prop != null ? Path.of(prop) : Path.of("..", "shared", "data");
        if (!Files.isDirectory(p)) {
            throw new IllegalStateException("shared test data not found at " + p.toAbsolutePath());
        }
        return p.toAbsolutePath().normalize();
    }

    public static Path cocoSample() {
        return root().resolve("coco-sample");
    }

    /** Every caption text of COCO val2017 (about 25,000), in file order. */
    public static List<String> val2017Captions() throws IOException {
        JsonNode caps = new ObjectMapper().readTree(root().resolve("coco-captions-val2017/captions_val2017.json").toFile());
        List<String> out = new ArrayList<>();
        for (JsonNode a : caps.get("annotations")) {
            out.add(a.get("caption").asText().strip());
        }
        return out;
    }

    /**
     * The first {@code limit} images of coco-sample as a dataset, parsed directly (independently of the importers),
     * with checksums left as file names since these tests do not check them.
     */
    public static NewDataset cocoSampleDataset(String name, int limit) throws IOException {
        ObjectMapper m = new ObjectMapper();
        JsonNode caps = m.readTree(cocoSample().resolve("captions.json").toFile());
        JsonNode inst = m.readTree(cocoSample().resolve("instances.json").toFile());
        Map<Long, String> categories = new LinkedHashMap<>();
        List<NewCategory> cats = new ArrayList<>();
        for (JsonNode c : inst.get("categories")) {
            categories.put(c.get("id").asLong(), c.get("name").asText());
            cats.add(new NewCategory(c.get("id").asInt(), c.get("name").asText(), c.get("supercategory").asText()));
        }
        Map<Long, List<NewCaption>> captions = new LinkedHashMap<>();
        for (JsonNode a : caps.get("annotations")) {
            captions.computeIfAbsent(a.get("image_id").asLong(), k -> new ArrayList<>())
                    .add(new NewCaption(a.get("id").asText(), a.get("caption").asText()));
        }
        Map<Long, List<NewBox>> boxes = new LinkedHashMap<>();
        for (JsonNode a : inst.get("annotations")) {
            JsonNode b = a.get("bbox");
            boxes.computeIfAbsent(a.get("image_id").asLong(), k -> new ArrayList<>()).add(new NewBox(a.get("id").asText(),
                    categories.get(a.get("category_id").asLong()), b.get(0).asDouble(), b.get(1).asDouble(),
                    b.get(2).asDouble(), b.get(3).asDouble(), null, BoxSource.IMPORTED, a.get("iscrowd").asInt() == 1));
        }
        List<NewSample> samples = new ArrayList<>();
        for (JsonNode img : caps.get("images")) {
            if (samples.size() == limit) {
                break;
            }
            long id = img.get("id").asLong();
            String url = img.get("coco_url").asText();
            samples.add(new NewSample(Long.toString(id), "images/" + img.get("file_name").asText(), img.get("width").asInt(),
                    img.get("height").asInt(), img.get("file_name").asText(), url.contains("train") ? "train" : "val",
                    captions.getOrDefault(id, List.of()), boxes.getOrDefault(id, List.of())));
        }
        return new NewDataset(name, cocoSample(), "coco", List.of("captions.json"), "{}", cats, samples);
    }

    /** The COCO sample's one left/right caption, as imported: "right next to" is an intensifier, not a side. */
    public static final String COAST_GUARD = "A coast guard boat right next to a tall ship at dock.";
    /** The same caption with "right" naming a side, so a flip has a word to swap (issue 14: intensifiers stay). */
    public static final String COAST_GUARD_SIDE = "A coast guard boat to the right of a tall ship at dock.";

    /** Rewrites the coast guard caption of an imported COCO sample so that it names a side (a test fixture). */
    public static void giveCoastGuardASide(org.pairlab.project.Project project) {
        project.write(c -> {
            try (var ps = c.prepareStatement("UPDATE captions SET text = ? WHERE text = ?")) {
                ps.setString(1, COAST_GUARD_SIDE);
                ps.setString(2, COAST_GUARD);
                if (ps.executeUpdate() != 1) {
                    throw new IllegalStateException("the COCO sample no longer has the coast guard caption");
                }
            }
            return null;
        });
    }
}
