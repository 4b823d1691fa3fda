package org.pairlab.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pairlab.cli.CliTest.cli;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.sql.DriverManager;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.Json;
import org.pairlab.project.Project;
import org.pairlab.testing.SharedData;

/** Issue 13 through the command line: no command destroys data, refuses quietly, or records a refused run. */
class SafetyCliTest {
    @TempDir
    Path tmp;
    Path project;
    Path images;
    Path annotations;

    @BeforeEach
    void projectWithThreeImages() throws Exception {
        Path coco = SharedData.root().resolve("coco-sample");
        JsonNode caps = Json.MAPPER.readTree(coco.resolve("captions.json").toFile());
        images = Files.createDirectories(tmp.resolve("data").resolve("images"));
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < 3; i++) {
            JsonNode img = caps.get("images").get(i);
            String name = img.get("file_name").asText();
            Files.copy(coco.resolve("images").resolve(name), images.resolve(name));
            lines.append(Json.write(Map.of("image", name, "captions", List.of("a photo number " + i), "split", "val")))
                    .append('\n');
        }
        annotations = Files.writeString(tmp.resolve("data").resolve("pairs.jsonl"), lines);
        project = Files.createDirectories(tmp.resolve("work")).resolve("p.pairlab");
        assertEquals(0, cli("new", project.toString()).code());
        CliTest.Result imp = cli("import", project.toString(), "--jsonl", annotations.toString(), "--images",
                images.toString());
        assertEquals(0, imp.code(), imp.err());
    }

    private static byte[] sha(Path f) throws Exception {
        return MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(f));
    }

    private int runs() {
        try (Project p = Project.open(project)) {
            return p.runs().list().size();
        }
    }

    @Test
    void exportOverwriteNeverDeletesTheProjectOrTheSourceImages() throws Exception {
        byte[] jsonl = sha(annotations);
        int before = runs();
        for (Path target : List.of(project.getParent(), tmp, images, tmp.resolve("data"))) {
            CliTest.Result r = cli("export", project.toString(), "--format", "coco", "--out", target.toString(),
                    "--overwrite");
            assertEquals(ExitCodes.USAGE, r.code(), "export to " + target + " must be refused");
            assertTrue(r.err().contains("Refusing to export to " + target), r.err());
        }
        assertTrue(Files.isRegularFile(project));
        assertEquals(3, Files.list(images).count(), "the images folder keeps exactly its three images");
        assertFalse(Files.exists(images.resolve("images")));
        assertArrayEquals(jsonl, sha(annotations));
        assertEquals(before, runs(), "a refused export records no run");
    }

    @Test
    void argumentsThatUsedToMeanSomethingElseAreRefused() throws Exception {
        int before = runs();
        CliTest.Result split = cli("export", project.toString(), "--format", "jsonl", "--out",
                tmp.resolve("out").toString(), "--split", "nosuch");
        assertEquals(ExitCodes.USAGE, split.code());
        assertTrue(split.err().contains("no split 'nosuch'; its splits are: val"), split.err());
        assertFalse(Files.exists(tmp.resolve("out")));

        CliTest.Result limit = cli("augment", project.toString(), "--method", "flip", "--limit", "-5");
        assertEquals(ExitCodes.USAGE, limit.code());
        assertTrue(limit.err().contains("--limit must be 0 (all samples) or more, got -5"), limit.err());

        CliTest.Result pixels = cli("import", project.toString(), "--jsonl", annotations.toString(), "--images",
                images.toString(), "--dataset", "again", "--max-pixels", "0");
        assertEquals(ExitCodes.USAGE, pixels.code());
        assertTrue(pixels.err().contains("--max-pixels must be at least 1, got 0"), pixels.err());

        CliTest.Result missing = cli("import", project.toString(), "--jsonl", tmp.resolve("nope.jsonl").toString(),
                "--images", images.toString(), "--dataset", "again");
        assertEquals(ExitCodes.USAGE, missing.code());
        assertTrue(missing.err().contains("nope.jsonl does not exist"), missing.err());

        assertEquals(before, runs(), "refused commands and failed pre-checks record no run");
        try (Project p = Project.open(project)) {
            assertEquals(1, p.summary().datasets());
            assertTrue(p.candidates().countsByMethod().isEmpty(), "no candidate was made");
        }
    }

    @Test
    void commandsOnANonProjectRefuseAndLeaveItAlone() throws Exception {
        Path empty = Files.createFile(tmp.resolve("empty.pairlab"));
        CliTest.Result imp = cli("import", empty.toString(), "--jsonl", annotations.toString(), "--images",
                images.toString());
        assertEquals(ExitCodes.PROJECT_UNUSABLE, imp.code());
        assertTrue(imp.err().contains("is empty (0 bytes)"), imp.err());
        assertEquals(0, Files.size(empty));

        Path foreign = tmp.resolve("notes.db");
        try (var c = DriverManager.getConnection("jdbc:sqlite:" + foreign); var s = c.createStatement()) {
            s.execute("CREATE TABLE notes (t TEXT)");
        }
        byte[] before = sha(foreign);
        CliTest.Result info = cli("info", foreign.toString());
        assertEquals(ExitCodes.PROJECT_UNUSABLE, info.code());
        assertTrue(info.err().contains("not a PairLab project"), info.err());
        assertArrayEquals(before, sha(foreign));
    }

    @Test
    void aReadOnlyProjectCanBeReadAndExportedButNotChanged() throws Exception {
        Files.setPosixFilePermissions(project, PosixFilePermissions.fromString("r--r--r--"));
        try {
            byte[] before = sha(project);
            CliTest.Result info = cli("info", project.toString(), "--json");
            assertEquals(0, info.code(), info.err());
            assertEquals(3, Json.MAPPER.readTree(info.out()).get("samples").asInt());
            assertTrue(info.err().contains("is read-only"), info.err());

            CliTest.Result export = cli("export", project.toString(), "--format", "jsonl", "--out",
                    tmp.resolve("ro-out").toString());
            assertEquals(0, export.code(), export.err());
            assertTrue(Files.isRegularFile(tmp.resolve("ro-out").resolve("captions.jsonl")));

            CliTest.Result review = cli("review", project.toString(), "--samples", "--reject", "1");
            assertEquals(ExitCodes.PROJECT_UNUSABLE, review.code());
            assertTrue(review.err().contains("read-only"), review.err());
            assertArrayEquals(before, sha(project));
        } finally {
            Files.setPosixFilePermissions(project, PosixFilePermissions.fromString("rw-r--r--"));
        }
    }

    @Test
    void abandonedPartialExportsAreListedAndCleaned() throws Exception {
        Path out = tmp.resolve("export");
        assertEquals(0, cli("export", project.toString(), "--format", "jsonl", "--out", out.toString()).code());
        // What a kill -9 in the middle of the next export to this folder leaves behind.
        Path partial = Files.createDirectories(tmp.resolve(".export.pairlab-export-partial").resolve("images"));
        Files.write(partial.resolve("half.jpg"), new byte[1234]);
        CliTest.Result list = cli("runs", project.toString());
        assertEquals(0, list.code(), list.err());
        assertTrue(list.err().contains("abandoned partial export " + partial.getParent() + " (1234 bytes)"), list.err());
        assertTrue(Files.exists(partial));
        CliTest.Result clean = cli("runs", project.toString(), "--clean");
        assertTrue(clean.err().contains("removed partial export " + partial.getParent()), clean.err());
        assertFalse(Files.exists(partial.getParent()));
        assertTrue(Files.isRegularFile(out.resolve("manifest.json")), "the finished export is untouched");
        // The next export cleans up as well.
        Files.createDirectories(partial);
        assertEquals(0, cli("export", project.toString(), "--format", "jsonl", "--out", tmp.resolve("second").toString())
                .code());
        assertFalse(Files.exists(partial.getParent()));
    }

    @Test
    void benchFuzzReportsItsInputsAndCrashes() {
        CliTest.Result r = cli("bench", "fuzz", "--inputs", "4", "--seed", "3", "--shared-data",
                SharedData.root().toString(), "--work", tmp.resolve("fuzz").toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("fuzzed 20 inputs (seed 3)") && r.out().contains(", 0 crashes"), r.out());
    }

    @Test
    void noCommandOverwritesAFileItWasGivenAsOutput() throws Exception {
        Path corpus = Files.writeString(tmp.resolve("corpus.txt"), String.join("\n", java.util.Collections.nCopies(12,
                "a dog runs on the beach")) + "\n");
        Path theirs = Files.writeString(tmp.resolve("their-notes.txt"), "three years of notes\n");
        Path folder = Files.createDirectories(tmp.resolve("their-folder"));
        Path inFolder = Files.writeString(folder.resolve("keep.txt"), "keep me\n");
        byte[] before = sha(theirs);
        List<List<String>> commands = List.of(
                List.of("lm", "train", "--corpus", corpus.toString(), "--out", theirs.toString()),
                List.of("lm", "train", "--project", project.toString(), "--name", "m", "--out", theirs.toString()),
                List.of("lm", "train", "--kind", "lstm", "--corpus", corpus.toString(), "--out", folder.toString()),
                List.of("stylize", "--styled", "humorous=" + corpus, "--factual", corpus.toString(), "--target",
                        "humorous", "--out", theirs.toString()),
                List.of("synthesize", "--corpus", corpus.toString(), "--count", "3", "--out", theirs.toString()),
                List.of("export-text", project.toString(), "--dataset", "pairs", "--out", theirs.toString()),
                List.of("lexicon", project.toString(), "export", theirs.toString()));
        for (List<String> args : commands) {
            CliTest.Result r = cli(args.toArray(String[]::new));
            assertTrue(r.code() != 0, args + " must be refused: " + r.out());
            assertTrue(r.err().contains("already exists"), args + ": " + r.err());
        }
        assertArrayEquals(before, sha(theirs), "the user's file is untouched");
        assertEquals("keep me\n", Files.readString(inFolder));
        try (var list = Files.list(folder)) {
            assertEquals(1, list.count(), "nothing was written into the user's folder");
        }
        try (var list = Files.list(tmp)) {
            assertTrue(list.noneMatch(f -> f.getFileName().toString().endsWith(".part")), "no temporary file is left");
        }
    }
}
