package org.pairlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.Launcher;
import org.pairlab.project.Project;
import org.pairlab.project.Run;
import org.pairlab.project.RunState;
import org.pairlab.testing.SharedData;

/**
 * Ctrl-C on a running command: the real {@code pairlab augment} in a child JVM gets SIGINT mid-run; it exits 130 and
 * the run is recorded as cancelled (resumable), not left "running".
 */
class InterruptCliTest {
    @TempDir
    Path dir;

    @Test
    void sigintExits130AndRecordsTheRunCancelled() throws Exception {
        assumeFalse(sigintIgnoredHere(), "this JVM was started with SIGINT ignored (a background job without job "
                + "control); its children inherit that, so Ctrl-C cannot be simulated");
        Path file = dir.resolve("p.pairlab");
        assertEquals(0, CliTest.cli("new", file.toString()).code());
        try (Project p = Project.open(file)) {
            p.datasets().insert(SharedData.cocoSampleDataset("coco", 107));
        }
        Path log = dir.resolve("child.log");
        // XDoG over 107 photos takes many seconds; the signal comes as soon as the first samples are done.
        Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx512m",
                "-cp", System.getProperty("java.class.path"), Launcher.class.getName(), "augment", file.toString(),
                "--method", "xdog").redirectErrorStream(true).redirectOutput(log.toFile()).start();
        try {
            Run running = awaitProgress(file, child);
            new ProcessBuilder("kill", "-INT", Long.toString(child.pid())).inheritIO().start().waitFor();
            assertTrue(child.waitFor(20, TimeUnit.SECONDS), "the child stops within the shutdown grace");
            assertEquals(ExitCodes.INTERRUPTED, child.exitValue(), Files.readString(log));
            try (Project p = Project.openReadOnly(file)) {
                Run after = p.runs().get(running.id()).orElseThrow();
                assertEquals(RunState.CANCELLED, after.state(), "recorded as cancelled: " + after.message());
                assertTrue(after.progress() < 1.0, "it stopped part-way: " + after.progress());
            }
        } finally {
            child.destroyForcibly();
        }
    }

    /** Polls the project (read-only) until the child's run has made progress. */
    private static Run awaitProgress(Path file, Process child) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            assertTrue(child.isAlive(), "the child ended before it was interrupted");
            if (Files.exists(file)) {
                try (Project p = Project.openReadOnly(file)) {
                    Optional<Run> run = p.runs().list().stream().filter(r -> r.state() == RunState.RUNNING
                            && r.progress() > 0).findFirst();
                    if (run.isPresent()) {
                        return run.get();
                    }
                }
            }
            Thread.sleep(100);
        }
        throw new AssertionError("the child's run made no progress in 60 s");
    }

    /** Linux: whether SIGINT (bit 2) is in this process's ignored-signal mask. */
    private static boolean sigintIgnoredHere() throws Exception {
        Path status = Path.of("/proc/self/status");
        if (!Files.exists(status)) {
            return false;
        }
        List<String> lines = Files.readAllLines(status);
        return lines.stream().filter(l -> l.startsWith("SigIgn:")).findFirst()
                .map(l -> (Long.parseUnsignedLong(l.substring(7).strip(), 16) & (1L << 1)) != 0).orElse(false);
    }
}
