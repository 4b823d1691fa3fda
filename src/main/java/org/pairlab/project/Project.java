package org.pairlab.project;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;
import org.sqlite.SQLiteConfig;

/**
 * An open PairLab project: one SQLite file in WAL mode with a writer and a reader connection, so the UI
 * can read while a background job writes.
 */
public final class Project implements AutoCloseable {
    /** File name extension of project files. */
    public static final String EXTENSION = ".pairlab";

    private final Path file;
    private final Connection writer;
    private final Connection reader;
    private final ProjectLock lock;
    private final boolean readOnly;

    private Project(Path file, Connection writer, Connection reader, ProjectLock lock, boolean readOnly) {
        this.file = file;
        this.writer = writer;
        this.reader = reader;
        this.lock = lock;
        this.readOnly = readOnly;
    }

    /** Creates a new, empty project; refuses to overwrite an existing file. The only way a project file comes to be. */
    public static Project create(Path file) {
        if (Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            throw new ProjectUnusableException(file + " already exists; open it instead of creating it.");
        }
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null && !Files.isDirectory(parent)) {
            throw new ProjectUnusableException("Folder " + parent + " does not exist.");
        }
        return openFile(file.toAbsolutePath().normalize(), false);
    }

    /**
     * Opens an existing project, upgrading its schema if it is older than this build. Anything that is not a PairLab
     * project is refused before a single byte is written; a file or folder that cannot be written opens read-only.
     */
    public static Project open(Path file) {
        Path abs = file.toAbsolutePath().normalize();
        ProjectFileCheck.requireProject(abs);
        return openFile(abs, !ProjectFileCheck.writable(abs));
    }

    /** Opens an existing project for reading only: nothing is written to it, no lock file, no schema upgrade. */
    public static Project openReadOnly(Path file) {
        Path abs = file.toAbsolutePath().normalize();
        ProjectFileCheck.requireProject(abs);
        return openFile(abs, true);
    }

    private static Project openFile(Path abs, boolean readOnly) {
        ProjectLock lock = readOnly ? ProjectLock.none() : ProjectLock.acquire(abs);
        Connection writer = null;
        Connection reader = null;
        try {
            if (readOnly) {
                int version = ProjectFileCheck.version(abs);
                if (version < Migrations.latestVersion()) {
                    throw new ProjectUnusableException(abs + " is read-only and has schema version " + version + "; this PairLab "
                            + "needs version " + Migrations.latestVersion() + ". Open it once where it can be written to "
                            + "upgrade it.");
                }
                writer = ProjectFileCheck.connectReadOnly(abs);
                reader = ProjectFileCheck.connectReadOnly(abs);
            } else {
                writer = connect(abs);
                Migrations.migrate(writer, abs);
                reader = connect(abs);
                try (Statement s = reader.createStatement()) {
                    // The reader never writes; query_only makes that a guarantee rather than a convention.
                    s.execute("PRAGMA query_only = 1");
                }
            }
            Project project = new Project(abs, writer, reader, lock, readOnly);
            if (!readOnly && lock.otherHolder().isEmpty()) {
                // Nobody else has the file open, so runs still marked running were cut off by a crash.
                project.runs().markInterrupted();
            }
            return project;
        } catch (SQLException e) {
            closeQuietly(writer);
            closeQuietly(reader);
            lock.close();
            throw new ProjectUnusableException("Cannot open " + abs + ": " + StoreErrors.describe(e, abs, lock.otherHolder()), e);
        } catch (RuntimeException e) {
            closeQuietly(writer);
            closeQuietly(reader);
            lock.close();
            throw e;
        }
    }

    static Connection connect(Path file) throws SQLException {
        SQLiteConfig config = new SQLiteConfig();
        config.enforceForeignKeys(true);
        config.setJournalMode(SQLiteConfig.JournalMode.WAL);
        // FULL: a committed review survives a power cut, not only a process crash.
        config.setSynchronous(SQLiteConfig.SynchronousMode.FULL);
        config.setBusyTimeout(10_000);
        config.setTempStore(SQLiteConfig.TempStore.MEMORY);
        // BEGIN IMMEDIATE: a transaction takes the write lock up front, where the busy timeout applies. A deferred one
        // that reads first fails at once with SQLITE_BUSY when another process wrote meanwhile (two writers).
        config.setTransactionMode(SQLiteConfig.TransactionMode.IMMEDIATE);
        Connection c = DriverManager.getConnection("jdbc:sqlite:" + file, config.toProperties());
        try (Statement s = c.createStatement()) {
            s.execute("PRAGMA cache_size = -65536");
            s.execute("PRAGMA mmap_size = 268435456");
        }
        return c;
    }

    /** Whether this project was opened read-only (a read-only file or folder, or {@link #openReadOnly}). */
    public boolean readOnly() {
        return readOnly;
    }

    /** The project file. */
    public Path file() {
        return file;
    }

    /** Folder beside the project file for caches that can be rebuilt (thumbnails, renders). */
    public Path cacheDir() {
        return file.resolveSibling(file.getFileName() + ".cache");
    }

    /** Set when another process had the project open when this one opened it. */
    public Optional<String> openElsewhere() {
        return lock.otherHolder();
    }

    /** Runs read-only work on the reader connection (sees the last committed state). */
    public <T> T read(SqlWork<T> work) {
        synchronized (reader) {
            try {
                return work.run(reader);
            } catch (SQLException e) {
                throw failure("Reading", e);
            }
        }
    }

    /**
     * Runs work as one transaction: all of it is committed, or none of it. The first failure is the one reported: a
     * rollback or a restore of auto-commit that fails after it (SQLite has often rolled back already, on a full disk)
     * is attached as suppressed instead of hiding the cause.
     */
    public <T> T write(SqlWork<T> work) {
        if (readOnly) {
            throw new ProjectUnusableException(file + " is open read-only; this change cannot be saved. Open a writable copy "
                    + "or fix the file's permissions.");
        }
        synchronized (writer) {
            try {
                writer.setAutoCommit(false);
            } catch (SQLException e) {
                throw failure("Writing", e);
            }
            Throwable failure = null;
            try {
                T result = work.run(writer);
                writer.commit();
                return result;
            } catch (SQLException e) {
                failure = e;
                rollback(e);
                throw failure("Writing", e);
            } catch (RuntimeException | Error e) {
                failure = e;
                rollback(e);
                throw e;
            } finally {
                restoreAutoCommit(failure);
            }
        }
    }

    /** A failed read or write; a file that is locked, read-only or damaged is "unusable" rather than a failed step. */
    private StoreException failure(String verb, SQLException e) {
        String message = verb + " " + file.getFileName() + " failed: " + describe(e);
        return StoreErrors.fileUnusable(e) ? new ProjectUnusableException(message, e) : new StoreException(message, e);
    }

    private String describe(SQLException e) {
        return StoreErrors.describe(e, file, lock.otherHolder());
    }

    private void rollback(Throwable cause) {
        try {
            writer.rollback();
        } catch (SQLException r) {
            cause.addSuppressed(r);
        }
    }

    private void restoreAutoCommit(Throwable failure) {
        try {
            writer.setAutoCommit(true);
        } catch (SQLException e) {
            if (failure != null) {
                failure.addSuppressed(e);
            } else {
                throw failure("Writing", e);
            }
        }
    }

    public Datasets datasets() {
        return new Datasets(this);
    }

    public Samples samples() {
        return new Samples(this);
    }

    public Candidates candidates() {
        return new Candidates(this);
    }

    public Reviews reviews() {
        return new Reviews(this);
    }

    /** The language models registered in the project. */
    public LanguageModels languageModels() {
        return new LanguageModels(this);
    }

    public Runs runs() {
        return new Runs(this);
    }

    public Settings settings() {
        return new Settings(this);
    }

    public Exclusions exclusions() {
        return new Exclusions(this);
    }

    public CaptionScores captionScores() {
        return new CaptionScores(this);
    }

    public Lexicons lexicons() {
        return new Lexicons(this);
    }

    /** Cached answers of LLM endpoints (table {@code llm_cache}). */
    public LlmCache llmCache() {
        return new LlmCache(this);
    }

    /** Edits of source samples' boxes with history and undo, and the candidates they made stale. */
    public BoxEdits boxEdits() {
        return new BoxEdits(this);
    }

    /** Tags on originals and candidates. */
    public Tags tags() {
        return new Tags(this);
    }

    /** Counts of datasets, samples, captions, boxes, candidates per method and state, and runs. */
    public ProjectSummary summary() {
        long[] n = read(c -> {
            long[] out = new long[5];
            String[] tables = {"datasets", "samples", "captions", "boxes", "runs"};
            for (int i = 0; i < tables.length; i++) {
                try (Statement s = c.createStatement(); var rs = s.executeQuery("SELECT COUNT(*) FROM " + tables[i])) {
                    rs.next();
                    out[i] = rs.getLong(1);
                }
            }
            return out;
        });
        return new ProjectSummary(n[0], n[1], n[2], n[3], candidates().countsByMethod(), n[4]);
    }

    /** The schema version of the open file. */
    public int schemaVersion() {
        return read(Migrations::currentVersion);
    }

    @Override
    public void close() {
        synchronized (writer) {
            if (!readOnly) {
                try (Statement s = writer.createStatement()) {
                    s.execute("PRAGMA wal_checkpoint(TRUNCATE)");
                } catch (SQLException ignored) {
                    // Checkpointing is an optimisation; the WAL is replayed on the next open.
                }
            }
            closeQuietly(writer);
        }
        synchronized (reader) {
            closeQuietly(reader);
        }
        lock.close();
    }

    private static void closeQuietly(Connection c) {
        if (c != null) {
            try {
                c.close();
            } catch (SQLException ignored) {
                // closing anyway
            }
        }
    }

    /** The version of the SQLite JDBC driver (and the SQLite it bundles), for the About box. */
    public static String sqliteDriverVersion() {
        return org.sqlite.SQLiteJDBCLoader.getVersion();
    }
}
