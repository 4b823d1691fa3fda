package org.pairlab.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.bench.ImportFuzz;
import org.pairlab.project.Json;
import org.pairlab.project.Project;
import org.pairlab.testing.SharedData;

/**
 * COCO import reports and written rows for a few hundred malformed captions and instances files (pretty-printed and on
 * one line, with and without tight limits, strict and not), compared with the figures the importer gave before the rows
 * were written while the files are read (session 12). The reports (file, line, field, text and their order), the
 * counts and the rows written must stay exactly as they were. Regenerate the expected file only on purpose:
 * {@code -Dgolden.write=PATH}.
 */
class CocoReportGoldenTest {
    private static final String GOLDEN = "/import-golden/coco-reports.txt";
    private static final InputLimits TIGHT = new InputLimits(60, 3, 4L << 30, 64);

    @TempDir
    Path work;

    @Test
    void reportsAndRowsAreAsBeforeStreaming() throws Exception {
        String actual = describeAll(work);
        String out = System.getProperty("golden.write");
        if (out != null) {
            Files.writeString(Path.of(out), actual);
        }
        String expected;
        try (var in = CocoReportGoldenTest.class.getResourceAsStream(GOLDEN)) {
            expected = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<String> e = expected.lines().toList();
        List<String> a = actual.lines().toList();
        for (int i = 0; i < Math.min(e.size(), a.size()); i++) {
            assertEquals(e.get(i), a.get(i), "line " + (i + 1) + " of the description differs");
        }
        assertEquals(e.size(), a.size(), "number of lines");
    }

    /** Every input's outcome, one block per input. */
    static String describeAll(Path work) throws Exception {
        Path sample = SharedData.cocoSample();
        Path images = Files.createDirectories(work.resolve("images"));
        JsonNode caps = Json.MAPPER.readTree(sample.resolve("captions.json").toFile());
        JsonNode inst = Json.MAPPER.readTree(sample.resolve("instances.json").toFile());
        List<Object> cImages = new ArrayList<>();
        List<Object> cAnns = new ArrayList<>();
        Set<Long> ids = new HashSet<>();
        for (int i = 0; i < 4; i++) {
            JsonNode img = caps.get("images").get(i);
            Files.copy(sample.resolve("images").resolve(img.get("file_name").asText()),
                    images.resolve(img.get("file_name").asText()));
            ids.add(img.get("id").asLong());
            cImages.add(Json.MAPPER.convertValue(img, Map.class));
        }
        for (JsonNode a : caps.get("annotations")) {
            if (ids.contains(a.get("image_id").asLong())) {
                cAnns.add(Map.of("id", a.get("id").asLong(), "image_id", a.get("image_id").asLong(), "caption",
                        a.get("caption").asText()));
            }
        }
        List<Object> bAnns = new ArrayList<>();
        for (JsonNode a : inst.get("annotations")) {
            if (ids.contains(a.get("image_id").asLong()) && bAnns.size() < 24) {
                bAnns.add(Map.of("id", a.get("id").asLong(), "image_id", a.get("image_id").asLong(), "category_id",
                        a.get("category_id").asInt(), "bbox", a.get("bbox"), "iscrowd", a.get("iscrowd").asInt()));
            }
        }
        long first = ids.iterator().next();
        // Boxes the importer clips, skips or refuses, so the mutations start from every kind of box problem.
        bAnns.add(Map.of("id", 1, "image_id", first, "category_id", 1, "bbox", List.of(-5, -5, 50, 50), "iscrowd", 0));
        bAnns.add(Map.of("id", 2, "image_id", first, "category_id", 1, "bbox", List.of(10, 10, 0, 5), "iscrowd", 0));
        bAnns.add(Map.of("id", 3, "image_id", first, "category_id", 1, "bbox", List.of(9000, 10, 5, 5), "iscrowd", 0));
        bAnns.add(Map.of("id", 3, "image_id", first, "category_id", 1, "bbox", List.of(1, 1, 5, 5), "iscrowd", 0));
        bAnns.add(Map.of("id", 4, "image_id", 999, "category_id", 1, "bbox", List.of(1, 1, 5, 5), "iscrowd", 0));
        bAnns.add(Map.of("id", 5, "image_id", first, "category_id", 999, "bbox", List.of(1, 1, 5, 5), "iscrowd", 0));
        Map<String, Object> capsDoc = new LinkedHashMap<>();
        capsDoc.put("images", cImages);
        capsDoc.put("annotations", cAnns);
        Map<String, Object> instDoc = new LinkedHashMap<>();
        instDoc.put("images", cImages);
        instDoc.put("annotations", bAnns);
        instDoc.put("categories", Json.MAPPER.convertValue(inst.get("categories"), List.class));
        byte[] capsPretty = Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsBytes(capsDoc);
        byte[] capsFlat = Json.MAPPER.writeValueAsBytes(capsDoc);
        byte[] instPretty = Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsBytes(instDoc);
        byte[] instFlat = Json.MAPPER.writeValueAsBytes(instDoc);

        StringBuilder out = new StringBuilder();
        Path capsFile = work.resolve("captions.json");
        Path instFile = work.resolve("instances.json");
        Path projectFile = work.resolve("golden" + Project.EXTENSION);
        int n = 0;
        try (Project project = Project.create(projectFile)) {
            // Group: which file is mutated, how it is laid out, whether boxes come with it.
            record Group(String name, byte[] captions, byte[] instances, boolean mutateInstances, long seed) {
            }
            List<Group> groups = List.of(
                    new Group("captions-pretty", capsPretty, null, false, 11),
                    new Group("captions-flat+instances", capsFlat, instFlat, false, 12),
                    new Group("captions+instances-pretty", capsPretty, instPretty, true, 13),
                    new Group("captions+instances-flat", capsFlat, instFlat, true, 14));
            for (Group g : groups) {
                List<byte[]> mutated = ImportFuzz.mutations(g.mutateInstances() ? g.instances() : g.captions(), g.seed(), 60);
                mutated.add(0, g.mutateInstances() ? g.instances() : g.captions());
                for (int i = 0; i < mutated.size(); i++) {
                    Files.write(capsFile, g.mutateInstances() ? g.captions() : mutated.get(i));
                    if (g.instances() != null) {
                        Files.write(instFile, g.mutateInstances() ? mutated.get(i) : g.instances());
                    }
                    boolean strict = i % 5 == 4;
                    InputLimits limits = i % 2 == 1 ? TIGHT : InputLimits.DEFAULT;
                    String name = "d" + (n++);
                    out.append("== ").append(g.name()).append(' ').append(i).append(strict ? " strict" : "")
                            .append(limits == TIGHT ? " tight" : "").append('\n');
                    ImportRequest request = new ImportRequest(ImportFormat.COCO, capsFile,
                            g.instances() != null ? instFile : null, images, name, strict);
                    try {
                        ImportReport r = new DatasetImporter(ImportFormatLimits.PIXELS, limits).run(project, request,
                                new QuietJobContext());
                        describe(out, r);
                    } catch (ImportFailedException e) {
                        out.append("refused: ").append(e.getMessage()).append('\n');
                        describe(out, e.report());
                    } catch (RuntimeException e) {
                        out.append("error: ").append(e.getClass().getSimpleName()).append(": ").append(e.getMessage())
                                .append('\n');
                    }
                }
            }
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + projectFile)) {
            rows(c, out);
        }
        return out.toString();
    }

    /** A stand-in for the default pixel limit, named so the call reads. */
    private static final class ImportFormatLimits {
        static final long PIXELS = new DatasetImporter().maxPixels();
    }

    private static void describe(StringBuilder out, ImportReport r) {
        out.append("read ").append(r.imagesRead()).append(", samples ").append(r.samplesImported()).append(", captions ")
                .append(r.captionsImported()).append(", boxes ").append(r.boxesImported()).append(", written ")
                .append(r.written()).append('\n');
        for (ImportProblem p : r.problems()) {
            out.append("  ").append(p.describe()).append('\n');
        }
    }

    /** The rows written, dataset by dataset: samples in id order with their captions by position and boxes by id. */
    private static void rows(Connection c, StringBuilder out) throws SQLException {
        try (PreparedStatement ds = c.prepareStatement("SELECT id, name, report_json FROM datasets ORDER BY id");
             ResultSet d = ds.executeQuery()) {
            while (d.next()) {
                out.append("dataset ").append(d.getString(2)).append(" report ").append(d.getString(3).hashCode())
                        .append('\n');
                try (PreparedStatement ss = c.prepareStatement(
                        "SELECT id, external_id, path, width, height, checksum, split FROM samples WHERE dataset_id = ?"
                                + " ORDER BY id")) {
                    ss.setLong(1, d.getLong(1));
                    try (ResultSet s = ss.executeQuery()) {
                        while (s.next()) {
                            out.append(" sample ").append(s.getString(2)).append(' ').append(s.getString(3)).append(' ')
                                    .append(s.getInt(4)).append('x').append(s.getInt(5)).append(' ')
                                    .append(s.getString(6), 0, 8).append(' ').append(s.getString(7)).append('\n');
                            sub(c, out, "SELECT position, external_id, text FROM captions WHERE sample_id = ? ORDER BY position",
                                    s.getLong(1));
                            sub(c, out, "SELECT b.external_id, k.name, x, y, w, h, score, source, crowd FROM boxes b"
                                    + " JOIN categories k ON k.id = b.category_id WHERE sample_id = ? ORDER BY b.id", s.getLong(1));
                        }
                    }
                }
            }
        }
        try (PreparedStatement fts = c.prepareStatement("SELECT count(*) FROM captions_fts WHERE captions_fts MATCH 'man'");
             ResultSet r = fts.executeQuery()) {
            r.next();
            out.append("full-text 'man': ").append(r.getInt(1)).append('\n');
        }
    }

    private static void sub(Connection c, StringBuilder out, String sql, long sampleId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setLong(1, sampleId);
            try (ResultSet r = ps.executeQuery()) {
                int cols = r.getMetaData().getColumnCount();
                while (r.next()) {
                    out.append("  ");
                    for (int i = 1; i <= cols; i++) {
                        out.append(i > 1 ? " | " : "").append(r.getString(i));
                    }
                    out.append('\n');
                }
            }
        }
    }
}
