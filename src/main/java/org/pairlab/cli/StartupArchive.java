package org.pairlab.cli;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.pairlab.project.SqliteNative;

/**
 * Run once by the start script {@code packaging/pairlab} under {@code -XX:DumpLoadedClassList}: goes through
 * {@code --help}, {@code new}, {@code info} and {@code eval}, so the class-data-sharing archive made from that list holds the classes the quick commands
 * load (already parsed and verified), and copies the SQLite native library beside the jar. Later starts use both.
 * Usage: {@code StartupArchive OUTPUT_DIR}.
 */
public final class StartupArchive {
    private StartupArchive() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args.length > 0 ? args[0] : "target");
        SqliteNative.extractTo(out.resolve("sqlite-native"));
        PrintStream stdout = System.out;
        PrintStream quiet = new PrintStream(OutputStream.nullOutputStream());
        Path dir = Files.createTempDirectory(out, "cds-training");
        Path project = dir.resolve("training.pairlab");
        // Two images' captions, so `eval` loads the metrics' classes too (its start is part of its time per process).
        Path refs = dir.resolve("refs.json");
        Path results = dir.resolve("results.json");
        Files.writeString(refs, "{\"images\": [{\"id\": 1}, {\"id\": 2}], \"annotations\": ["
                + "{\"image_id\": 1, \"id\": 1, \"caption\": \"A man riding a horse on a beach.\"},"
                + "{\"image_id\": 1, \"id\": 2, \"caption\": \"A person on a brown horse.\"},"
                + "{\"image_id\": 2, \"id\": 3, \"caption\": \"Two dogs play in the snow.\"},"
                + "{\"image_id\": 2, \"id\": 4, \"caption\": \"Dogs running through snow.\"}]}");
        Files.writeString(results, "[{\"image_id\": 1, \"caption\": \"a man on a horse\"},"
                + " {\"image_id\": 2, \"caption\": \"two dogs in the snow\"}]");
        try {
            System.setOut(quiet);
            for (List<String> command : List.of(List.of("--help"), List.of("new", project.toString()),
                    List.of("info", project.toString()), List.of("info", project.toString(), "--json"),
                    List.of("info", "--help"), List.of("eval", "--refs", refs.toString(), "--results",
                            results.toString(), "--metrics", "Bleu,ROUGE_L,CIDEr"))) {
                int code = PairLabCli.run(command.toArray(String[]::new));
                if (code != 0) {
                    throw new IllegalStateException("pairlab " + String.join(" ", command) + " exited with " + code);
                }
            }
        } finally {
            System.setOut(stdout);
            try (Stream<Path> files = Files.list(dir)) {
                for (Path f : files.toList()) {
                    Files.deleteIfExists(f); // only the files the training project made, in the folder made above
                }
            }
            Files.deleteIfExists(dir);
        }
    }
}
