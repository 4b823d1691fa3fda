package org.pairlab.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Benchmarks' peer runner: passes input and output through, reports CPU time, and fails on a non-zero exit. */
class TimedProcessTest {
    @TempDir
    Path dir;

    @Test
    void passesInputToOutputAndMeasuresCpu() throws IOException {
        Path out = dir.resolve("out.txt");
        TimedProcess.Time t = TimedProcess.run(List.of("cat"), "a caption\n", out);
        assertEquals("a caption\n", Files.readString(out));
        assertTrue(t.wall() > 0 && t.cpu() >= 0, t.toString());
        // A busy loop in a child shell uses CPU that `times` reports.
        TimedProcess.Time busy = TimedProcess.run(List.of("sh", "-c", "i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done"),
                "", null);
        assertTrue(busy.cpu() > 0.01, busy.toString());
    }

    @Test
    void aFailingProgramIsAnError() {
        IOException e = assertThrows(IOException.class, () -> TimedProcess.run(List.of("sh", "-c", "exit 3"), "", null));
        assertTrue(e.getMessage().contains("exited with 3"), e.getMessage());
    }

    @Test
    void readsShellTimes() {
        assertEquals(62.5, TimedProcess.shellSeconds("1m2.500s"), 1e-9);
        assertEquals(0.012, TimedProcess.shellSeconds("0m0.012s"), 1e-9);
    }
}
