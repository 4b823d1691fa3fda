package org.pairlab.project;

import java.nio.file.Files;
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

    private Project(Path file, Connection writer, Connection reader, ProjectLock lock) {
        this.file = file;
        this.writer = writer;
        this.reader = reader;
        this.lock = lock;
    }

    /** Creates a new, empty project; refuses to overwrite an existing file. */
    public static Project create(Path file) {
        if (Files.exists(file)) {
            throw new StoreException(file + " already exists; open it instead of creating it.");
        }
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null && !Files.isDirectory(parent)) {
            throw new StoreException("Folder " + parent + " does not exist.");
        }
        return openFile(file);
    }

    /** Opens an existing project, upgrading its schema if it is older than this build. */
    public static Project open(Path file) {
        if (!Files.isRegularFile(file)) {
            throw new StoreException("Project file " + file + " does not exist.");
        }
        return openFile(file);
    }

    private static Project openFile(Path file) {
        Path abs = file.toAbsolutePath().normalize();
        ProjectLock lock = ProjectLock.acquire(abs);
        Connection writer = null;
        Connection reader = null;
        try {
            writer = connect(abs);
            Migrations.migrate(writer, abs);
            reader = connect(abs);
            try (Statement s = reader.createStatement()) {
                // The reader never writes; query_only makes that a guarantee rather than a convention.
                s.execute("PRAGMA query_only = 1");
            }
            Project project = new Project(abs, writer, reader, lock);
            if (lock.otherHolder().isEmpty()) {
                // Nobody else has the file open, so runs still marked running were cut off by a crash.
                project.runs().markInterrupted();
            }
            return project;
        } catch (SQLException e) {
            closeQuietly(writer);
            closeQuietly(reader);
            lock.close();
            throw new StoreException("Cannot open " + abs + ": " + describe(e), e);
        } catch (RuntimeException e) {
            closeQuietly(writer);
            closeQuietly(reader);
            lock.close();
            throw e;
        }
    }

    private static String describe(SQLException e) {
        String m = e.getMessage();
        if (m != null && m.contains("SQLITE_NOTADB")) {
            return "it is not a SQLite database (is it a PairLab project?)";
        }
        return m;
    }

    private static Connection connect(Path file) throws SQLException {
        SQLiteConfig config = new SQLiteConfig();
        config.enforceForeignKeys(true);
        config.setJournalMode(SQLiteConfig.JournalMode.WAL);
        // FULL: a committed review survives a power cut, not only a process crash.
        config.setSynchronous(SQLiteConfig.SynchronousMode.FULL);
        config.setBusyTimeout(10_000);
        config.setTempStore(SQLiteConfig.TempStore.MEMORY);
        Connection c = DriverManager.getConnection("jdbc:sqlite:" + file, config.toProperties());
        try (Statement s = c.createStatement()) {
            s.execute("PRAGMA cache_size = -65536");
            s.execute("PRAGMA mmap_size = 268435456");
        }
        return c;
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
                throw new StoreException("Reading " + file.getFileName() + " failed: " + e.getMessage(), e);
            }
        }
    }

    /** Runs work as one transaction: all of it is committed, or none of it. */
    public <T> T write(SqlWork<T> work) {
        synchronized (writer) {
            try {
                writer.setAutoCommit(false);
                try {
                    T result = work.run(writer);
                    writer.commit();
                    return result;
                } catch (SQLException | RuntimeException | Error e) {
                    writer.rollback();
                    throw e;
                } finally {
                    writer.setAutoCommit(true);
                }
            } catch (SQLException e) {
                throw new StoreException("Writing " + file.getFileName() + " failed: " + e.getMessage(), e);
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
            try (Statement s = writer.createStatement()) {
                s.execute("PRAGMA wal_checkpoint(TRUNCATE)");
            } catch (SQLException ignored) {
                // Checkpointing is an optimisation; the WAL is replayed on the next open.
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
}
