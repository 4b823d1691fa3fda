package org.pairlab.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs a program as a whole process and reports its wall time and CPU time (user + system, from the POSIX shell's
 * {@code times}), for benchmarks whose peers are other programs. CPU time stays meaningful on a busy machine, where
 * wall time mostly measures the other load.
 */
public final class TimedProcess {
    /** Wall seconds and CPU seconds of one run. */
    public record Time(double wall, double cpu) {
    }

    private TimedProcess() {
    }

    /**
     * Runs {@code command} with {@code input} on its standard input and its standard output to {@code output} (or
     * discarded when null); fails when it exits non-zero.
     */
    public static Time run(List<String> command, String input, Path output) throws IOException {
        Path times = Files.createTempFile("pairlab-times", ".txt");
        try {
            List<String> sh = new ArrayList<>(List.of("sh", "-c",
                    "\"$@\" >\"$PAIRLAB_OUT\" 2>/dev/null || exit $?; times >\"$PAIRLAB_TIMES\"", "sh"));
            sh.addAll(command);
            ProcessBuilder pb = new ProcessBuilder(sh).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(ProcessBuilder.Redirect.INHERIT);
            pb.environment().put("PAIRLAB_OUT", output != null ? output.toString() : "/dev/null");
            pb.environment().put("PAIRLAB_TIMES", times.toString());
            long t0 = System.nanoTime();
            Process p = pb.start();
            try (var in = p.getOutputStream()) {
                in.write(input.getBytes(StandardCharsets.UTF_8));
            }
            int code = p.waitFor();
            double wall = (System.nanoTime() - t0) / 1e9;
            if (code != 0) {
                throw new IOException(String.join(" ", command) + " exited with " + code);
            }
            // Second line of `times`: the children's user and system time, e.g. "0m1.234s 0m0.100s".
            List<String> lines = Files.readAllLines(times);
            double cpu = 0;
            if (lines.size() > 1) {
                for (String part : lines.get(1).trim().split("\\s+")) {
                    cpu += shellSeconds(part);
                }
            }
            return new Time(wall, cpu);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while running " + command.get(0), e);
        } finally {
            Files.deleteIfExists(times);
        }
    }

    /** Seconds of a {@code times} figure such as 0m1.234s. */
    static double shellSeconds(String figure) {
        int m = figure.indexOf('m');
        double minutes = m > 0 ? Double.parseDouble(figure.substring(0, m)) : 0;
        return minutes * 60 + Double.parseDouble(figure.substring(m + 1, figure.length() - 1));
    }
}
