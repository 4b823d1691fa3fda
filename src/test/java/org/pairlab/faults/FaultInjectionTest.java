package org.pairlab.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.dataset.DatasetImporter;
import org.pairlab.dataset.ImportFormat;
import org.pairlab.dataset.ImportRequest;
import org.pairlab.dataset.QuietJobContext;
import org.pairlab.project.Json;
import org.pairlab.project.Project;
import org.pairlab.project.Run;
import org.pairlab.project.RunState;
import org.pairlab.runs.JobHandle;
import org.pairlab.runs.JobRunner;
import org.pairlab.testing.SharedData;

/**
 * Issue 13, item 7: real child JVMs import, generate, review and export, and are killed with kill -9 at seeded random
 * moments, or stopped with SIGTERM. After each fault the project passes {@code PRAGMA integrity_check}, every
 * transaction is all or nothing (row counts), no run is left "running", and exports are complete or absent.
 */
class FaultInjectionTest {
    private static final long SEED = 13;
    /** The LSTM the training child runs: small enough for seconds per epoch, with a checkpoint per epoch. */
    static final java.util.Map<String, Object> TINY_LSTM = java.util.Map.of("embed", 16, "hidden", 32, "epochs", 20,
            "batchSize", 8, "minCount", 1, "label", "fault-lstm");
    private static final int SAMPLES = 107;

    @TempDir
    static Path shared;
    static Path template;
    static Path coco;

    @TempDir
    Path tmp;

    /** A project with the COCO sample imported and one pending candidate per sample, made in this JVM. */
    @BeforeAll
    static void template() throws Exception {
        coco = SharedData.root().resolve("coco-sample");
        template = shared.resolve("template.pairlab");
        try (Project p = Project.create(template)) {
            new DatasetImporter().run(p, new ImportRequest(ImportFormat.COCO, coco.resolve("captions.json"), null,
                    coco.resolve("images"), "coco", true), new QuietJobContext());
            try (JobRunner runner = new JobRunner(p)) {
                assertEquals(RunState.SUCCEEDED, runner.runHere(SlowAugmenter.job(p, 0, 7)).state());
            }
        }
    }

    private Path copyOfTemplate(String name) throws Exception {
        return Files.copy(template, tmp.resolve(name));
    }

    private static Process child(String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-cp", System.getProperty("java.class.path"), FaultChild.class.getName()));
        cmd.addAll(List.of(args));
        return new ProcessBuilder(cmd).redirectErrorStream(true).start();
    }

    /** Waits for the child's READY line, then lets it work {@code millis} more. */
    private static void awaitReady(Process p, long millis) throws Exception {
        BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        String line;
        while ((line = r.readLine()) != null && !line.equals("READY")) {
            // skip the child's other output
        }
        Thread.sleep(millis);
    }

    /**
     * Waits until the child's run is recorded as running and has made progress, read with plain JDBC so the parent
     * takes no project lock; on a loaded machine the child's start can take longer than any fixed sleep.
     */
    private static void awaitRunningWithProgress(Path file) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
        while (System.nanoTime() < deadline) {
            try (var c = java.sql.DriverManager.getConnection("jdbc:sqlite:file:" + file + "?mode=ro");
                 var st = c.createStatement();
                 var rs = st.executeQuery("SELECT COUNT(*) FROM runs WHERE state = 'running' AND progress > 0")) {
                if (rs.next() && rs.getLong(1) > 0) {
                    return;
                }
            } catch (java.sql.SQLException e) {
                // busy or not yet visible: try again
            }
            Thread.sleep(100);
        }
        throw new AssertionError("the child's run never started");
    }

    /** Waits until a running run has stored a checkpoint (read with plain JDBC, no project lock). */
    private static void awaitCheckpoint(Path file) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (System.nanoTime() < deadline) {
            try (var c = java.sql.DriverManager.getConnection("jdbc:sqlite:file:" + file + "?mode=ro");
                 var st = c.createStatement();
                 var rs = st.executeQuery("SELECT COUNT(*) FROM runs WHERE state = 'running' AND checkpoint_json IS NOT NULL")) {
                if (rs.next() && rs.getLong(1) > 0) {
                    return;
                }
            } catch (java.sql.SQLException e) {
                // busy or not yet visible: try again
            }
            Thread.sleep(20);
        }
        throw new AssertionError("the child's run never stored a checkpoint");
    }

    private static long count(Project p, String sql) {
        return p.read(c -> {
            try (var s = c.createStatement(); var rs = s.executeQuery(sql)) {
                rs.next();
                return rs.getLong(1);
            }
        });
    }

    /** Opens the project after a fault: intact, and no run still claims to be running. */
    private static Project reopenIntact(Path file) {
        Project p = Project.open(file);
        assertEquals("ok", p.read(c -> {
            try (var s = c.createStatement(); var rs = s.executeQuery("PRAGMA integrity_check")) {
                rs.next();
                return rs.getString(1);
            }
        }), "integrity_check of " + file);
        assertTrue(p.runs().list().stream().noneMatch(r -> r.state() == RunState.RUNNING), "no run left running");
        return p;
    }

    @Test
    void killMinusNineAtSeededMomentsNeverDamagesTheProject() throws Exception {
        Random random = new Random(SEED);
        int injected = 0;
        for (int trial = 0; trial < 8; trial++) {
            String work = List.of("import", "generate", "review", "export").get(trial % 4);
            long delay = 50 + random.nextInt(1500);
            Path file = work.equals("import") ? tmp.resolve("t" + trial + ".pairlab") : copyOfTemplate("t" + trial + ".pairlab");
            Path out = tmp.resolve("out" + trial);
            Process child = switch (work) {
                case "import" -> {
                    Project.create(file).close();
                    yield child("cli", "import", file.toString(), "--coco-captions", coco.resolve("captions.json").toString(),
                            "--coco-instances", coco.resolve("instances.json").toString(), "--images",
                            coco.resolve("images").toString());
                }
                case "generate" -> child("generate", file.toString(), "20");
                case "review" -> child("review", file.toString());
                default -> child("cli", "export", file.toString(), "--format", "coco", "--out", out.toString(),
                        "--include", "originals,accepted");
            };
            awaitReady(child, delay);
            child.destroyForcibly();
            assertTrue(child.waitFor(30, TimeUnit.SECONDS));
            injected++;
            try (Project p = reopenIntact(file)) {
                long samples = count(p, "SELECT COUNT(*) FROM samples");
                long candidates = count(p, "SELECT COUNT(*) FROM candidates");
                switch (work) {
                    case "import" -> assertTrue(samples == 0 || samples == SAMPLES, "import is all or nothing: " + samples);
                    case "generate" -> assertTrue(candidates == SAMPLES || (candidates - SAMPLES) % 64 == 0,
                            "candidates come in committed chunks of 64: " + candidates);
                    case "review" -> assertEquals(count(p, "SELECT COUNT(*) FROM reviews WHERE decision = 'accept'"),
                            count(p, "SELECT COUNT(*) FROM candidates WHERE status = 'accepted'"),
                            "every accepted candidate has its review and no review lacks its status");
                    default -> assertExportCompleteOrAbsent(out);
                }
            }
        }
        assertEquals(8, injected);
    }

    private static void assertExportCompleteOrAbsent(Path out) throws Exception {
        if (!Files.exists(out)) {
            return;
        }
        JsonNode manifest = Json.MAPPER.readTree(out.resolve("manifest.json").toFile());
        for (JsonNode f : manifest.get("files")) {
            Path file = out.resolve(f.get("path").asText());
            String sha = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
            assertEquals(f.get("sha256").asText(), sha, "file " + file + " matches the manifest");
        }
    }

    @Test
    void sigtermCancelsGracefullyAndTheRunResumesToTheSameResult() throws Exception {
        Path file = copyOfTemplate("term.pairlab");
        Process child = child("generate", file.toString(), "60");
        awaitReady(child, 0);
        awaitRunningWithProgress(file);
        child.destroy(); // SIGTERM on Linux and macOS
        assertTrue(child.waitFor(60, TimeUnit.SECONDS));
        try (Project p = reopenIntact(file); JobRunner runner = new JobRunner(p)) {
            Run run = p.runs().list().stream().max(java.util.Comparator.comparingLong(Run::id)).orElseThrow();
            assertEquals(RunState.CANCELLED, run.state(), "SIGTERM marks the run cancelled, not interrupted: " + run.log());
            long before = count(p, "SELECT COUNT(*) FROM candidates");
            assertTrue(before < 2L * SAMPLES, "the run was stopped before the end");
            runner.register(SlowAugmenter.factory(0));
            JobHandle.JobOutcome resumed = runner.resume(run.id()).outcome().get(60, TimeUnit.SECONDS);
            assertEquals(RunState.SUCCEEDED, resumed.state(), resumed.message());
            assertEquals(2L * SAMPLES, count(p, "SELECT COUNT(*) FROM candidates"),
                    "resumed run plus the template's candidates equal an uninterrupted run");
            assertEquals(SAMPLES, count(p, "SELECT COUNT(DISTINCT sample_id) FROM candidates WHERE run_id = " + run.id()),
                    "every sample exactly once");
        }
    }

    @Test
    void killMinusNineDuringTrainingThenTheRunResumesToTheEnd() throws Exception {
        Path file = copyOfTemplate("train.pairlab");
        Process child = child("train", file.toString());
        awaitReady(child, 0);
        // Killed once the first epoch's checkpoint is stored: on a quiet machine the whole run takes seconds.
        awaitCheckpoint(file);
        child.destroyForcibly(); // kill -9
        assertTrue(child.waitFor(30, TimeUnit.SECONDS));
        try (Project p = reopenIntact(file); JobRunner runner = new JobRunner(p)) {
            Run run = p.runs().list().stream().filter(r -> r.kind().equals("lm-train")).findFirst().orElseThrow();
            assertEquals(RunState.INTERRUPTED, run.state(), run.log());
            runner.register(new org.pairlab.lm.neural.LmTrainingJob.Factory());
            JobHandle.JobOutcome resumed = runner.resume(run.id()).outcome().get(300, TimeUnit.SECONDS);
            assertEquals(RunState.SUCCEEDED, resumed.state(), resumed.message());
            assertEquals(20, count(p, "SELECT COUNT(*) FROM run_curve WHERE run_id = " + run.id()
                    + " AND name = 'heldout_perplexity'"), "every epoch's perplexity exactly once");
            assertTrue(p.languageModels().byName("fault-lstm").isPresent(), "the finished model is registered");
        }
    }

    @Test
    void twoWritersInterleaveWithoutLosingAWrite() throws Exception {
        Path file = copyOfTemplate("two.pairlab");
        Process a = child("review", file.toString());
        Process b = child("generate", file.toString(), "5");
        assertTrue(a.waitFor(120, TimeUnit.SECONDS));
        assertTrue(b.waitFor(120, TimeUnit.SECONDS));
        String outA = new String(a.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, a.exitValue(), outA);
        assertEquals(0, b.exitValue());
        try (Project p = reopenIntact(file)) {
            assertEquals(2L * SAMPLES, count(p, "SELECT COUNT(*) FROM candidates"));
            assertEquals(SAMPLES, count(p, "SELECT COUNT(*) FROM reviews WHERE decision = 'accept'"));
        }
        try (Stream<Path> s = Files.list(tmp)) {
            assertTrue(s.noneMatch(f -> f.getFileName().toString().endsWith(".lock")), "both lock files are gone");
        }
    }
}
