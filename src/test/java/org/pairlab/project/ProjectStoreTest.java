package org.pairlab.project;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.DriverManager;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.testing.SharedData;

class ProjectStoreTest {
    @TempDir
    Path dir;

    @Test
    void newProjectIsWalWithForeignKeysAndLatestSchema() throws Exception {
        Path file = dir.resolve("p.pairlab");
        try (Project p = Project.create(file)) {
            assertEquals(Migrations.latestVersion(), p.schemaVersion());
            assertEquals("wal", p.read(c -> {
                try (var s = c.createStatement(); var rs = s.executeQuery("PRAGMA journal_mode")) {
                    rs.next();
                    return rs.getString(1);
                }
            }));
            assertEquals(1, (int) p.read(c -> {
                try (var s = c.createStatement(); var rs = s.executeQuery("PRAGMA foreign_keys")) {
                    rs.next();
                    return rs.getInt(1);
                }
            }));
            // A box pointing at a missing sample must be refused by the foreign key.
            assertThrows(StoreException.class, () -> p.write(c -> c.createStatement().executeUpdate(
                    "INSERT INTO boxes (sample_id, category_id, x, y, w, h, source) VALUES (999, 999, 0, 0, 1, 1, 'drawn')")));
        }
        assertThrows(StoreException.class, () -> Project.create(file), "must not overwrite an existing project");
    }

    @Test
    void fileFromNewerVersionIsRefusedWithClearMessage() throws Exception {
        Path file = dir.resolve("future.pairlab");
        Project.create(file).close();
        try (var c = DriverManager.getConnection("jdbc:sqlite:" + file); var s = c.createStatement()) {
            s.execute("PRAGMA user_version = " + (Migrations.latestVersion() + 5));
        }
        StoreException e = assertThrows(StoreException.class, () -> Project.open(file));
        assertTrue(e.getMessage().contains("newer PairLab"), e.getMessage());
    }

    @Test
    void notAProjectIsRefused() throws Exception {
        Path file = dir.resolve("junk.pairlab");
        Files.writeString(file, "this is not sqlite at all, just text that is long enough to look like a header....");
        StoreException e = assertThrows(StoreException.class, () -> Project.open(file));
        assertTrue(e.getMessage().contains("junk.pairlab"), e.getMessage());
        Path other = dir.resolve("other.db");
        try (var c = DriverManager.getConnection("jdbc:sqlite:" + other); var s = c.createStatement()) {
            s.execute("CREATE TABLE t (x)");
            s.execute("PRAGMA user_version = 1");
        }
        assertTrue(assertThrows(StoreException.class, () -> Project.open(other)).getMessage().contains("not a PairLab project"));
    }

    @Test
    void olderSchemaIsMigratedForward() throws Exception {
        // A project written by the first release: schema version 1 with PairLab's application id.
        Path file = dir.resolve("old.pairlab");
        String v1;
        try (var in = Migrations.class.getResourceAsStream("migrations/V1__init.sql")) {
            v1 = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
        try (var c = DriverManager.getConnection("jdbc:sqlite:" + file); var s = c.createStatement()) {
            for (String sql : Migrations.split(v1)) {
                s.execute(sql);
            }
            s.execute("PRAGMA application_id = " + Migrations.APPLICATION_ID);
            s.execute("PRAGMA user_version = 1");
        }
        try (Project p = Project.open(file)) {
            assertEquals(Migrations.latestVersion(), p.schemaVersion());
            assertTrue(p.datasets().list().isEmpty());
        }
    }

    @Test
    void datasetRoundTripAndFullTextSearch() throws Exception {
        try (Project p = Project.create(dir.resolve("p.pairlab"))) {
            long id = p.datasets().insert(SharedData.cocoSampleDataset("coco", 107));
            ProjectSummary s = p.summary();
            assertEquals(107, s.samples());
            assertEquals(535, s.captions());
            assertEquals(984, s.boxes());
            Sample first = p.samples().ofDataset(id).get(0);
            assertEquals(5, p.samples().captions(first.id()).size());
            // Every sample found by the FTS query has a caption containing the word, and none is missed.
            List<ItemRef> hits = p.samples().find(ItemFilter.originals().withText("pizza"));
            long expected = p.samples().ofDataset(id).stream().filter(x -> p.samples().captions(x.id()).stream()
                    .anyMatch(c -> c.text().toLowerCase().matches(".*\\bpizza.*"))).count();
            assertEquals(expected, hits.size());
            assertTrue(hits.size() > 0);
            assertEquals(List.of(), p.samples().find(ItemFilter.originals().withText("\"unbalanced ) AND OR")),
                    "user text must never be FTS syntax");
            assertTrue(p.samples().find(ItemFilter.originals().withSplit("val")).size() > 0);
            assertThrows(StoreException.class, () -> p.datasets().insert(SharedData.cocoSampleDataset("coco", 1)),
                    "dataset names are unique");
        }
    }

    @Test
    void failedWriteLeavesNothingBehind() throws Exception {
        try (Project p = Project.create(dir.resolve("p.pairlab"))) {
            assertThrows(StoreException.class, () -> p.write(c -> {
                c.createStatement().executeUpdate("INSERT INTO settings (key, value) VALUES ('a', 'b')");
                throw new java.sql.SQLException("boom");
            }));
            assertTrue(p.settings().get("a").isEmpty());
        }
    }

    @Test
    void secondProcessIsWarned() throws Exception {
        Path file = dir.resolve("shared.pairlab");
        try (Project p = Project.create(file)) {
            assertTrue(p.openElsewhere().isEmpty());
            Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", System.getProperty("java.class.path"), "org.pairlab.Launcher", "info", file.toString())
                    .redirectErrorStream(true).start();
            String out = new String(child.getInputStream().readAllBytes());
            assertEquals(0, child.waitFor(), out);
            assertTrue(out.contains("warning:") && out.contains("also open"), out);
        }
    }
}
