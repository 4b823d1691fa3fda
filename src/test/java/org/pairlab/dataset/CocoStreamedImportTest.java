package org.pairlab.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.type.TypeReference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.Json;
import org.pairlab.project.Project;

/**
 * The COCO import writes rows while it reads the files (issue 19.1): a refusal found after rows were written
 * (--strict, a file malformed near its end) leaves the project exactly as it was, and a captions file that lists its
 * annotations before its images (read the buffered way) gives the same report and rows.
 */
class CocoStreamedImportTest {
    @TempDir
    Path tmp;

    /** The COCO sample's captions file as an ordered map, to write variants of it. */
    private static Map<String, Object> sampleCaptions() throws Exception {
        return Json.MAPPER.readValue(TestData.cocoSample().resolve("captions.json").toFile(),
                new TypeReference<LinkedHashMap<String, Object>>() { });
    }

    @Test
    void strictRefusalFoundAtTheEndLeavesTheProjectUnchanged() throws Exception {
        Map<String, Object> doc = sampleCaptions();
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> anns = (List<Map<String, Object>>) doc.get("annotations");
        anns.get(anns.size() - 1).put("caption", " "); // the very last caption is empty: found after every other row
        Path caps = tmp.resolve("captions.json");
        Files.writeString(caps, Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(doc));
        Path projectFile = tmp.resolve("p" + Project.EXTENSION);
        try (Project target = Project.create(projectFile)) {
            new DatasetImporter().run(target, TestData.coco("first", false), new QuietJobContext());
            String before = digest(projectFile);
            ImportRequest strict = new ImportRequest(ImportFormat.COCO, caps,
                    TestData.cocoSample().resolve("instances.json"), TestData.images(), "second", true);
            ImportFailedException e = assertThrows(ImportFailedException.class,
                    () -> new DatasetImporter().run(target, strict, new QuietJobContext()));
            assertTrue(e.getMessage().startsWith("Strict import refused"), e.getMessage());
            assertFalse(e.report().written());
            assertEquals(1, e.report().problems().size(), e.report().problems().toString());
            assertTrue(e.report().problems().get(0).describe().endsWith("caption is empty; skipped"),
                    e.report().problems().toString());
            assertEquals(List.of("first"), target.datasets().list().stream().map(d -> d.name()).toList());
            assertEquals(before, digest(projectFile), "the refused import left rows, index entries or trigger changes");
        }
    }

    /**
     * A job's progress is written to the project (JobRunner does so): a progress report from inside the import's
     * transaction would commit it half way, or wait for the transaction's lock from an image-checking thread.
     */
    @Test
    void progressWrittenToTheProjectDoesNotCommitARefusedImport() throws Exception {
        Map<String, Object> doc = sampleCaptions();
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> anns = (List<Map<String, Object>>) doc.get("annotations");
        anns.get(anns.size() - 1).put("caption", " ");
        Path caps = tmp.resolve("captions.json");
        Files.writeString(caps, Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(doc));
        Path projectFile = tmp.resolve("p" + Project.EXTENSION);
        try (Project project = Project.create(projectFile)) {
            long run = project.runs().create("import", "import", "{}");
            List<String> messages = new ArrayList<>();
            QuietJobContext recording = new QuietJobContext() {
                @Override
                public synchronized void progress(long done, long total, String message) {
                    messages.add(message);
                    project.runs().progress(run, total <= 0 ? 0 : (double) done / total, message);
                }
            };
            String before = digest(projectFile);
            ImportRequest strict = new ImportRequest(ImportFormat.COCO, caps,
                    TestData.cocoSample().resolve("instances.json"), TestData.images(), "strict", true);
            assertThrows(ImportFailedException.class, () -> new DatasetImporter().run(project, strict, recording));
            assertEquals(before, digest(projectFile));
            assertTrue(messages.stream().anyMatch(m -> m.startsWith("Checking images")), messages.toString());
            ImportReport ok = new DatasetImporter().run(project, TestData.coco("fine", false), recording);
            assertTrue(ok.samplesImported() > 0);
            assertTrue(messages.get(messages.size() - 1).startsWith("Imported "), messages.toString());
        }
    }

    @Test
    void captionsFileMalformedNearItsEndWritesNothing() throws Exception {
        byte[] whole = Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsBytes(sampleCaptions());
        Path caps = tmp.resolve("captions.json");
        Files.write(caps, java.util.Arrays.copyOf(whole, whole.length - 40)); // cut inside the last annotations
        Path projectFile = tmp.resolve("p" + Project.EXTENSION);
        try (Project project = Project.create(projectFile)) {
            String before = digest(projectFile);
            ImportRequest request = new ImportRequest(ImportFormat.COCO, caps, null, TestData.images(), "cut", false);
            ImportFailedException e = assertThrows(ImportFailedException.class,
                    () -> new DatasetImporter().run(project, request, new QuietJobContext()));
            assertTrue(e.getMessage().startsWith("Nothing could be imported"), e.getMessage());
            assertEquals(1, e.report().problems().size(), e.report().problems().toString());
            ImportProblem p = e.report().problems().get(0);
            assertEquals("captions.json", p.file());
            assertTrue(p.message().contains("nothing can be imported from this file"), p.message());
            assertTrue(project.datasets().list().isEmpty());
            assertEquals(before, digest(projectFile));
        }
    }

    @Test
    void annotationsBeforeImagesGiveTheSameReportAndRows() throws Exception {
        Map<String, Object> doc = sampleCaptions();
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> anns = (List<Map<String, Object>>) doc.get("annotations");
        anns.get(3).put("caption", "");
        anns.get(7).put("id", anns.get(2).get("id"));
        anns.get(9).put("image_id", 424242);
        Map<String, Object> reversed = new LinkedHashMap<>();
        reversed.put("annotations", doc.get("annotations"));
        reversed.put("images", doc.get("images"));
        Path first = tmp.resolve("images-first.json");
        Path last = tmp.resolve("images-last.json");
        Files.writeString(first, Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(doc));
        Files.writeString(last, Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(reversed));
        Path projectFile = tmp.resolve("p" + Project.EXTENSION);
        Path inst = TestData.cocoSample().resolve("instances.json");
        ImportReport a;
        ImportReport b;
        try (Project project = Project.create(projectFile)) {
            a = new DatasetImporter().run(project, new ImportRequest(ImportFormat.COCO, first, inst, TestData.images(),
                    "a", false), new QuietJobContext());
            b = new DatasetImporter().run(project, new ImportRequest(ImportFormat.COCO, last, inst, TestData.images(),
                    "b", false), new QuietJobContext());
        }
        assertEquals(3, a.problems().size(), a.problems().toString());
        assertEquals(describe(a).replace("images-first.json", "FILE"), describe(b).replace("images-last.json", "FILE"));
        assertTrue(a.samplesImported() > 0 && a.boxesImported() > 0, describe(a));
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + projectFile)) {
            assertEquals(rows(c, "a"), rows(c, "b"));
        }
    }

    private static String describe(ImportReport r) {
        List<String> lines = new ArrayList<>();
        lines.add(r.imagesRead() + " " + r.samplesImported() + " " + r.captionsImported() + " " + r.boxesImported());
        r.problems().forEach(p -> lines.add(p.describe()));
        return String.join("\n", lines);
    }

    /** A dataset's samples in id order, each with its captions by position and its boxes by id. */
    private static String rows(Connection c, String dataset) throws SQLException {
        StringBuilder out = new StringBuilder();
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery(
                "SELECT s.external_id, s.path, s.width, s.height, s.checksum, s.split,"
                        + " (SELECT group_concat(position || ':' || text, '|') FROM (SELECT position, text FROM captions"
                        + "   WHERE sample_id = s.id ORDER BY position)),"
                        + " (SELECT group_concat(k.name || ' ' || x || ' ' || y || ' ' || w || ' ' || h, '|') FROM"
                        + "   (SELECT * FROM boxes WHERE sample_id = s.id ORDER BY id) b JOIN categories k ON k.id = b.category_id)"
                        + " FROM samples s JOIN datasets d ON d.id = s.dataset_id WHERE d.name = '" + dataset + "' ORDER BY s.id")) {
            int cols = r.getMetaData().getColumnCount();
            while (r.next()) {
                for (int i = 1; i <= cols; i++) {
                    out.append(r.getString(i)).append(i < cols ? " / " : "\n");
                }
            }
        }
        return out.toString();
    }

    /** Every table's row count and largest id, the full-text index's size and the schema's triggers. */
    private static String digest(Path projectFile) throws SQLException {
        StringBuilder out = new StringBuilder();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + projectFile); Statement s = c.createStatement()) {
            for (String t : List.of("datasets", "samples", "captions", "boxes", "categories")) {
                try (ResultSet r = s.executeQuery("SELECT count(*), COALESCE(max(id), 0) FROM " + t)) {
                    r.next();
                    out.append(t).append(' ').append(r.getLong(1)).append(' ').append(r.getLong(2)).append('\n');
                }
            }
            try (ResultSet r = s.executeQuery("SELECT count(*) FROM captions_fts")) {
                r.next();
                out.append("fts ").append(r.getLong(1)).append('\n');
            }
            try (ResultSet r = s.executeQuery("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name")) {
                while (r.next()) {
                    out.append(r.getString(1)).append(' ').append(r.getString(2).hashCode()).append('\n');
                }
            }
        }
        return out.toString();
    }
}
