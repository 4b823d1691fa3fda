package org.pairlab.project;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.sql.DriverManager;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 13, items 2 and 3: only {@link Project#create} makes a project; opening refuses anything else before any write,
 * leaving it byte for byte as it was; read-only files open read-only; SQLite's errors arrive in plain words.
 */
class ProjectOpeningTest {
    @TempDir
    Path dir;

    private static byte[] sha(Path f) throws Exception {
        return MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(f));
    }

    private List<String> names() throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    /** Opening must fail with a message containing {@code because}, and leave the file and its folder as they were. */
    private void assertRefusedUnchanged(Path file, String because) throws Exception {
        byte[] before = sha(file);
        long size = Files.size(file);
        List<String> files = names();
        StoreException e = assertThrows(StoreException.class, () -> Project.open(file));
        assertTrue(e.getMessage().contains(because), e.getMessage());
        assertTrue(e.getMessage().contains(file.getFileName().toString()), e.getMessage());
        assertArrayEquals(before, sha(file), "the file must be byte for byte unchanged");
        assertEquals(size, Files.size(file));
        assertEquals(files, names(), "no lock, journal or WAL file may be left beside it");
    }

    @Test
    void anEmptyFileIsNotAProjectAndStaysEmpty() throws Exception {
        Path file = Files.createFile(dir.resolve("empty.pairlab"));
        assertRefusedUnchanged(file, "is empty (0 bytes)");
        assertEquals(0, Files.size(file));
    }

    @Test
    void aTextFileIsNotAProject() throws Exception {
        Path file = Files.writeString(dir.resolve("notes.pairlab"), "SQLite is mentioned here but this is text\n");
        assertRefusedUnchanged(file, "not a SQLite database");
    }

    @Test
    void aForeignSqliteDatabaseIsNeverWrittenInto() throws Exception {
        Path file = dir.resolve("shop.db");
        try (var c = DriverManager.getConnection("jdbc:sqlite:" + file); var s = c.createStatement()) {
            s.execute("CREATE TABLE orders (id INTEGER PRIMARY KEY, item TEXT)");
            s.execute("INSERT INTO orders (item) VALUES ('tea')");
        }
        assertRefusedUnchanged(file, "not a PairLab project (application_id 0x00000000");
        // A schema version alone does not make a project either.
        try (var c = DriverManager.getConnection("jdbc:sqlite:" + file); var s = c.createStatement()) {
            s.execute("PRAGMA user_version = 3");
        }
        assertRefusedUnchanged(file, "not a PairLab project");
        try (var c = DriverManager.getConnection("jdbc:sqlite:" + file); var s = c.createStatement();
             var rs = s.executeQuery("SELECT name FROM sqlite_master WHERE type = 'table'")) {
            assertTrue(rs.next());
            assertEquals("orders", rs.getString(1));
            assertFalse(rs.next(), "no PairLab table may appear in a foreign database");
        }
    }

    @Test
    void aFileFromANewerPairLabIsLeftAlone() throws Exception {
        Path file = dir.resolve("future.pairlab");
        Project.create(file).close();
        try (var c = DriverManager.getConnection("jdbc:sqlite:" + file); var s = c.createStatement()) {
            s.execute("PRAGMA user_version = " + (Migrations.latestVersion() + 1));
        }
        assertRefusedUnchanged(file, "newer PairLab");
    }

    @Test
    void aMissingFileIsNotCreatedByOpening() {
        Path file = dir.resolve("typo.pairlab");
        StoreException e = assertThrows(StoreException.class, () -> Project.open(file));
        assertTrue(e.getMessage().contains("does not exist"), e.getMessage());
        assertFalse(Files.exists(file));
    }

    @Test
    void aReadOnlyProjectOpensForReadingAndRefusesWritesInPlainWords() throws Exception {
        Path file = dir.resolve("p.pairlab");
        try (Project p = Project.create(file)) {
            p.settings().put("note", "kept");
        }
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("r--r--r--"));
        byte[] before = sha(file);
        try (Project p = Project.open(file)) {
            assertTrue(p.readOnly());
            assertEquals("kept", p.settings().get("note").orElseThrow());
            assertEquals(0, p.summary().datasets());
            assertTrue(p.openElsewhere().isEmpty(), "a read-only open takes no lock and warns of nobody");
            StoreException e = assertThrows(StoreException.class, () -> p.settings().put("note", "changed"));
            assertTrue(e.getMessage().contains("read-only"), e.getMessage());
        }
        assertArrayEquals(before, sha(file));
        assertFalse(Files.exists(dir.resolve("p.pairlab.lock")));
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
        try (Project p = Project.openReadOnly(file)) {
            assertTrue(p.readOnly(), "openReadOnly is read-only even on a writable file");
        }
        try (Project p = Project.open(file)) {
            assertFalse(p.readOnly());
            p.settings().put("note", "changed");
        }
    }

    @Test
    void aProjectInAReadOnlyFolderOpensReadOnly() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("mounted"));
        Path file = folder.resolve("p.pairlab");
        Project.create(file).close();
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("r-xr-xr-x"));
        try (Project p = Project.open(file)) {
            assertTrue(p.readOnly());
            assertEquals(Migrations.latestVersion(), p.schemaVersion());
        } finally {
            Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    @Test
    void aFullDiskIsReportedAsSuchNotAsAMissingTransaction() throws Exception {
        try (Project p = Project.create(dir.resolve("small.pairlab"))) {
            long pages = p.read(c -> {
                try (var s = c.createStatement(); var rs = s.executeQuery("PRAGMA page_count")) {
                    rs.next();
                    return rs.getLong(1);
                }
            });
            // A size limit stands in for a full disk: SQLite answers SQLITE_FULL either way.
            p.write(c -> {
                try (var s = c.createStatement()) {
                    s.execute("PRAGMA max_page_count = " + (pages + 1));
                }
                return null;
            });
            String big = "x".repeat(4000);
            StoreException e = assertThrows(StoreException.class, () -> p.write(c -> {
                try (var ps = c.prepareStatement("INSERT INTO settings (key, value) VALUES (?, ?)")) {
                    for (int i = 0; i < 50; i++) {
                        ps.setString(1, "k" + i);
                        ps.setString(2, big);
                        ps.executeUpdate();
                    }
                }
                return null;
            }));
            assertTrue(e.getMessage().contains("the disk is full"), e.getMessage());
            assertTrue(e.getMessage().contains("SQLITE_FULL"), e.getMessage());
            assertFalse(e.getMessage().contains("no transaction is active"), e.getMessage());
            assertTrue(StoreErrors.isDiskFull(e));
            // Nothing of the failed transaction is kept, and the project still works.
            assertTrue(p.settings().get("k0").isEmpty());
            p.settings().put("small", "fits");
            assertEquals("fits", p.settings().get("small").orElseThrow());
        }
    }

    @Test
    void aNonDatabaseFileFoundByTheDriverIsNamedPlainly() {
        java.sql.SQLException notADb = new org.sqlite.SQLiteException("[SQLITE_NOTADB] file is not a database",
                org.sqlite.SQLiteErrorCode.SQLITE_NOTADB);
        String m = StoreErrors.describe(notADb, dir.resolve("x.pairlab"), java.util.Optional.empty());
        assertTrue(m.contains("not a SQLite database"), m);
        java.sql.SQLException busy = new org.sqlite.SQLiteException("[SQLITE_BUSY] database is locked",
                org.sqlite.SQLiteErrorCode.SQLITE_BUSY);
        String b = StoreErrors.describe(busy, dir.resolve("x.pairlab"), java.util.Optional.of("4242@lab-pc"));
        assertTrue(b.contains("locked by process 4242@lab-pc"), b);
    }
}
