package org.pairlab.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.pairlab.project.Project;

/**
 * The import's peer for {@code bench import}: the {@code sqlite3} shell loading the rows PairLab imported (dumped to CSV
 * beforehand, untimed) into a fresh file with PairLab's schema, in one transaction, timed as a whole process.
 */
public final class SqlitePeer {
    /** The three ways of loading: per-row full-text trigger, bulk full-text fill, no full-text index. */
    record Times(TimedProcess.Time withTrigger, TimedProcess.Time bulkIndex, TimedProcess.Time noIndex) {
    }

    private static final String[] TABLES = {"datasets", "categories", "samples", "captions", "boxes"};

    private SqlitePeer() {
    }

    /** Measures the peer on the rows of {@code imported}; empty when there is no {@code sqlite3} to run. */
    static Optional<Times> measure(Path imported, Path workDir) throws IOException {
        if (!available()) {
            return Optional.empty();
        }
        List<Path> csvs = new ArrayList<>();
        for (String table : TABLES) {
            Path csv = workDir.resolve("peer-" + table + ".csv");
            Files.deleteIfExists(csv);
            TimedProcess.run(List.of("sqlite3", "-csv", imported.toString(), "SELECT * FROM " + table), "", csv);
            csvs.add(csv);
        }
        TimedProcess.Time trigger = load(workDir, "peer-trigger", csvs, "", "");
        TimedProcess.Time bulk = load(workDir, "peer-bulk", csvs, "DROP TRIGGER captions_ai;\n",
                "INSERT INTO captions_fts (rowid, text) SELECT id, text FROM captions;\n");
        TimedProcess.Time none = load(workDir, "peer-none", csvs, "DROP TRIGGER captions_ai;\n", "");
        return Optional.of(new Times(trigger, bulk, none));
    }

    private static TimedProcess.Time load(Path workDir, String name, List<Path> csvs, String before, String after)
            throws IOException {
        Path file = workDir.resolve(name + ".pairlab");
        for (String suffix : List.of("", "-wal", "-shm")) {
            Files.deleteIfExists(workDir.resolve(name + ".pairlab" + suffix));
        }
        try (Project p = Project.create(file)) {
            // only the schema: the peer loads into exactly the tables, indexes and triggers PairLab uses
        }
        StringBuilder script = new StringBuilder(".mode csv\nBEGIN;\n").append(before);
        for (int i = 0; i < TABLES.length; i++) {
            script.append(".import '").append(csvs.get(i)).append("' ").append(TABLES[i]).append('\n');
        }
        script.append(after).append("COMMIT;\n");
        return TimedProcess.run(List.of("sqlite3", file.toString()), script.toString(), null);
    }

    private static boolean available() {
        try {
            TimedProcess.run(List.of("sqlite3", "-version"), "", null);
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
