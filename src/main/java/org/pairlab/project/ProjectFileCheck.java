package org.pairlab.project;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;
import java.util.Optional;
import org.sqlite.SQLiteConfig;

/**
 * Tells a PairLab project from anything else before a single byte is written: an empty file, a file that is not
 * SQLite, a SQLite file without PairLab's application id and schema version, or one from a newer PairLab.
 */
final class ProjectFileCheck {
    private static final byte[] SQLITE_MAGIC = "SQLite format 3\0".getBytes(StandardCharsets.US_ASCII);

    private ProjectFileCheck() {
    }

    /** Throws a StoreException naming the file and what it is, unless it is a PairLab project this build can open. */
    static void requireProject(Path file) {
        if (!Files.exists(file)) {
            throw new ProjectUnusableException("Project file " + file + " does not exist. Create one with 'pairlab new'.");
        }
        if (Files.isDirectory(file)) {
            throw new ProjectUnusableException(file + " is a folder, not a project file.");
        }
        if (!Files.isReadable(file)) {
            throw new ProjectUnusableException("Cannot read " + file + ": permission denied.");
        }
        byte[] head = new byte[SQLITE_MAGIC.length];
        int n;
        try (InputStream in = Files.newInputStream(file)) {
            n = in.readNBytes(head, 0, head.length);
        } catch (IOException e) {
            throw new ProjectUnusableException("Cannot read " + file + ": " + e.getMessage(), e);
        }
        if (n == 0) {
            throw new ProjectUnusableException(file + " is empty (0 bytes), not a PairLab project; it was left as it is. "
                    + "Only 'pairlab new' creates projects.");
        }
        if (n < head.length || !Arrays.equals(head, SQLITE_MAGIC)) {
            throw new ProjectUnusableException(file + " is not a PairLab project (it is not a SQLite database); it was left as "
                    + "it is.");
        }
        int appId;
        int version;
        try (Connection c = connectForCheck(file); Statement s = c.createStatement()) {
            appId = pragma(s, "application_id");
            version = pragma(s, "user_version");
        } catch (SQLException e) {
            throw new ProjectUnusableException("Cannot open " + file + ": " + StoreErrors.describe(e, file, Optional.empty()), e);
        }
        if (appId != Migrations.APPLICATION_ID || version == 0) {
            throw new ProjectUnusableException(file + " is a SQLite database but not a PairLab project (application_id "
                    + String.format("0x%08x", appId) + ", user_version " + version + "; a project has application_id "
                    + String.format("0x%08x", Migrations.APPLICATION_ID) + "); it was left as it is.");
        }
        if (version > Migrations.latestVersion()) {
            throw new ProjectUnusableException(file + " was written by a newer PairLab (schema version " + version
                    + "; this version reads up to " + Migrations.latestVersion() + "). Update PairLab to open it.");
        }
    }

    /** The schema version of a project file, read without writing. */
    static int version(Path file) throws SQLException {
        try (Connection c = connectForCheck(file); Statement s = c.createStatement()) {
            return pragma(s, "user_version");
        }
    }

    /**
     * Whether PairLab may write to the file: the OS allows it and the owner's write bit is set on the file and its
     * folder (a chmod 444 is honoured even for an administrator, whom the OS would let write).
     */
    static boolean writable(Path file) {
        Path dir = file.getParent();
        return Files.isWritable(file) && Files.isWritable(dir) && ownerMayWrite(file) && ownerMayWrite(dir);
    }

    private static boolean ownerMayWrite(Path p) {
        PosixFileAttributeView posix = Files.getFileAttributeView(p, PosixFileAttributeView.class);
        if (posix == null) {
            return true;
        }
        try {
            return posix.readAttributes().permissions().contains(PosixFilePermission.OWNER_WRITE);
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * A connection for reading the header pragmas. Without a WAL file beside it the main file holds everything, so it
     * is read as immutable, which creates no -wal or -shm file next to a file that may not be ours.
     */
    private static Connection connectForCheck(Path file) throws SQLException {
        if (Files.exists(file.resolveSibling(file.getFileName() + "-wal"))) {
            return connectReadOnly(file);
        }
        SQLiteConfig config = new SQLiteConfig();
        config.setReadOnly(true);
        return DriverManager.getConnection("jdbc:sqlite:" + file.toUri() + "?immutable=1", config.toProperties());
    }

    /**
     * A connection that cannot write. A WAL project in a folder where SQLite may not create its shared-memory file is
     * opened as immutable instead, which reads the file as it is on disk.
     */
    static Connection connectReadOnly(Path file) throws SQLException {
        SQLiteConfig config = new SQLiteConfig();
        config.setReadOnly(true);
        config.setBusyTimeout(10_000);
        Connection c = DriverManager.getConnection("jdbc:sqlite:" + file, config.toProperties());
        try (Statement s = c.createStatement()) {
            pragma(s, "user_version");
            return c;
        } catch (SQLException e) {
            c.close();
            Connection immutable = DriverManager.getConnection("jdbc:sqlite:" + file.toUri() + "?immutable=1",
                    config.toProperties());
            try (Statement s = immutable.createStatement()) {
                pragma(s, "user_version");
                return immutable;
            } catch (SQLException again) {
                immutable.close();
                e.addSuppressed(again);
                throw e;
            }
        }
    }

    private static int pragma(Statement s, String name) throws SQLException {
        try (var rs = s.executeQuery("PRAGMA " + name)) {
            return rs.next() ? rs.getInt(1) : 0;
        }
    }
}
