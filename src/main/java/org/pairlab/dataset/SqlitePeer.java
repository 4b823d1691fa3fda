package org.pairlab.dataset;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
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
final class SqlitePeer {
    /** One load: wall seconds and CPU seconds (user + system) of the sqlite3 process. */
    record Time(double wall, double cpu) {
    }

    /** The three ways of loading: per-row full-text trigger, bulk full-text fill, no full-text index. */
    record Times(Time withTrigger, Time bulkIndex, Time noIndex) {
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
            run(List.of("sqlite3", "-csv", imported.toString(), "SELECT * FROM " + table), csv, "");
            csvs.add(csv);
        }
        Time trigger = load(workDir, "peer-trigger", csvs, "", "");
        Time bulk = load(workDir, "peer-bulk", csvs, "DROP TRIGGER captions_ai;\n",
                "INSERT INTO captions_fts (rowid, text) SELECT id, text FROM captions;\n");
        Time none = load(workDir, "peer-none", csvs, "DROP TRIGGER captions_ai;\n", "");
        return Optional.of(new Times(trigger, bulk, none));
    }

    private static Time load(Path workDir, String name, List<Path> csvs, String before, String after)
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
        // The shell's `times` prints its children's user and system time on its second line.
        Path times = workDir.resolve(name + ".times");
        long t0 = System.nanoTime();
        run(List.of("sh", "-c", "sqlite3 \"$0\" >/dev/null; times", file.toString()), times, script.toString());
        double wall = (System.nanoTime() - t0) / 1e9;
        List<String> lines = Files.readAllLines(times);
        double cpu = 0;
        if (lines.size() > 1) {
            for (String part : lines.get(1).trim().split("\\s+")) {
                cpu += shellSeconds(part);
            }
        }
        Files.deleteIfExists(times);
        return new Time(wall, cpu);
    }

    /** Seconds of a `times` figure such as 0m1.234s. */
    static double shellSeconds(String figure) {
        int m = figure.indexOf('m');
        double minutes = m > 0 ? Double.parseDouble(figure.substring(0, m)) : 0;
        return minutes * 60 + Double.parseDouble(figure.substring(m + 1, figure.length() - 1));
    }

    private static boolean available() {
        try {
            run(List.of("sqlite3", "-version"), null, "");
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private static void run(List<String> command, Path output, String input) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT);
        pb.redirectOutput(output != null ? ProcessBuilder.Redirect.to(output.toFile()) : ProcessBuilder.Redirect.DISCARD);
        Process p = pb.start();
        try (var in = p.getOutputStream()) {
            in.write(input.getBytes(StandardCharsets.UTF_8));
        }
        try {
            int code = p.waitFor();
            if (code != 0) {
                throw new IOException(String.join(" ", command) + " exited with " + code);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while running " + command.get(0), e);
        }
    }
}
