package org.pairlab.ui;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pairlab.dataset.ImportFormat;
import org.pairlab.dataset.ImportReport;
import org.pairlab.dataset.ImportRequest;
import org.pairlab.project.BoxSource;
import org.pairlab.project.ItemFilter;
import org.pairlab.project.ItemRef;
import org.pairlab.project.Json;
import org.pairlab.project.NewBox;
import org.pairlab.project.NewCaption;
import org.pairlab.project.NewCategory;
import org.pairlab.project.NewDataset;
import org.pairlab.project.NewSample;
import org.pairlab.project.Project;
import org.pairlab.project.ReviewStatus;
import org.pairlab.project.Sample;
import org.pairlab.runs.Job;
import org.pairlab.runs.JobContext;

/**
 * Stand-in for the real dataset importer/exporter while {@code org.pairlab.dataset} is written on another branch:
 * reads COCO captions + instances with Jackson and writes the dataset through {@code project.datasets().insert}.
 */
final class TestDatasetServices implements ImportService, ExportService {
    static final Path COCO = Path.of(System.getProperty("pairlab.sharedData", "../shared/data")).resolve("coco-sample")
            .toAbsolutePath().normalize();

    /** A request for the shared COCO sample, as the import dialog would build it. */
    static ImportRequest cocoRequest(String name) {
        return new ImportRequest(ImportFormat.COCO, COCO.resolve("captions.json"), COCO.resolve("instances.json"),
                COCO.resolve("images"), name, false);
    }

    int imports;
    int exports;

    /** The real dataset services; this class only counts calls so tests can see the UI went through them. */
    private final DatasetServices real = new DatasetServices();

    @Override
    public Job importJob(Project project, ImportRequest request) {
        imports++;
        return real.importJob(project, request);
    }

    @Override
    public Job exportJob(Project project, ExportSettings s) {
        exports++;
        return real.exportJob(project, s);
    }

    static NewDataset readCoco(ImportRequest r) throws IOException {
        ObjectMapper m = new ObjectMapper();
        JsonNode caps = m.readTree(r.annotations().toFile());
        JsonNode inst = r.instances() == null ? null : m.readTree(r.instances().toFile());
        Map<Long, String> categoryNames = new HashMap<>();
        List<NewCategory> categories = new ArrayList<>();
        if (inst != null) {
            for (JsonNode c : inst.get("categories")) {
                categoryNames.put(c.get("id").asLong(), c.get("name").asText());
                categories.add(new NewCategory(c.get("id").asInt(), c.get("name").asText(), c.path("supercategory").asText(null)));
            }
        }
        Map<Long, List<NewCaption>> captions = new HashMap<>();
        for (JsonNode a : caps.get("annotations")) {
            captions.computeIfAbsent(a.get("image_id").asLong(), k -> new ArrayList<>())
                    .add(new NewCaption(a.get("id").asText(), a.get("caption").asText()));
        }
        Map<Long, List<NewBox>> boxes = new HashMap<>();
        if (inst != null) {
            for (JsonNode a : inst.get("annotations")) {
                JsonNode b = a.get("bbox");
                boxes.computeIfAbsent(a.get("image_id").asLong(), k -> new ArrayList<>()).add(new NewBox(a.get("id").asText(),
                        categoryNames.get(a.get("category_id").asLong()), b.get(0).asDouble(), b.get(1).asDouble(),
                        b.get(2).asDouble(), b.get(3).asDouble(), null, BoxSource.IMPORTED, a.path("iscrowd").asInt() == 1));
            }
        }
        Map<Long, NewSample> samples = new LinkedHashMap<>();
        for (JsonNode i : caps.get("images")) {
            long id = i.get("id").asLong();
            String file = i.get("file_name").asText();
            String url = i.path("coco_url").asText("");
            String split = url.contains("train2017") ? "train2017" : url.contains("val2017") ? "val2017" : null;
            samples.put(id, new NewSample(String.valueOf(id), file, i.get("width").asInt(), i.get("height").asInt(),
                    sha1(r.imagesRoot().resolve(file)), split, captions.getOrDefault(id, List.of()), boxes.getOrDefault(id, List.of())));
        }
        int nCaptions = samples.values().stream().mapToInt(s -> s.captions().size()).sum();
        int nBoxes = samples.values().stream().mapToInt(s -> s.boxes().size()).sum();
        ImportReport report = new ImportReport(r.datasetName(), r.format(), samples.size(), samples.size(), nCaptions, nBoxes,
                List.of(), r.strict(), true);
        return new NewDataset(r.datasetName(), r.imagesRoot(), "coco", List.of(r.annotations().toString()), Json.write(report),
                categories, new ArrayList<>(samples.values()));
    }

    private static String sha1(Path f) throws IOException {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-1").digest(Files.readAllBytes(f)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A job made of a lambda. */
    interface Body {
        Map<String, Object> run(JobContext ctx) throws Exception;
    }

    record SimpleJob(String kind, String title, Body body) implements Job {
        @Override
        public Map<String, Object> params() {
            return Map.of();
        }

        @Override
        public Map<String, Object> run(JobContext context) throws Exception {
            return body.run(context);
        }
    }
}
