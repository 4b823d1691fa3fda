package org.pairlab.bench;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.pairlab.project.Json;

/**
 * Times PairLab's quick commands as whole processes, start included, the way a researcher runs them: {@code --help},
 * {@code info} on a project and {@code eval} on 5,000 val2017 images; {@code info}'s peer is {@code sqlite3} counting
 * the same rows. Each command runs once to warm the file cache, then {@link #RUNS} times alternating with its peer;
 * figures are medians. Uses the start script beside the jar ({@code pairlab}, with its class-data-sharing archive)
 * when there is one, else {@code java -cp} on this process's class path.
 */
public final class StartupBenchmark {
    /** Timed runs of each command. */
    static final int RUNS = 5;

    /** One timed command: median wall and CPU seconds, and the peer's wall seconds where there is one. */
    public record Figure(String what, double seconds, double cpuSeconds, Optional<Double> peerSeconds, String peer) {
    }

    private StartupBenchmark() {
    }

    /** Runs the three commands; {@code project} is the project for {@code info} (e.g. the import benchmark's). */
    public static List<Figure> run(Path sharedData, Path project, Path workDir) throws IOException, InterruptedException {
        List<String> pairlab = launcher();
        List<Figure> out = new ArrayList<>();
        out.add(time("--help", with(pairlab, "--help"), null, null));
        boolean sqlite = available("sqlite3");
        out.add(time("info (" + project.getFileName() + ")", with(pairlab, "info", project.toString()),
                sqlite ? List.of("sqlite3", project.toString(), "SELECT COUNT(*) FROM datasets; SELECT COUNT(*) FROM "
                        + "samples; SELECT COUNT(*) FROM captions; SELECT COUNT(*) FROM boxes; SELECT COUNT(*) FROM runs; "
                        + "SELECT dataset_id, COUNT(*) FROM samples GROUP BY dataset_id;") : null,
                sqlite ? "sqlite3 row counts" : "no sqlite3 on the PATH"));
        Path refs = sharedData.resolve("coco-captions-val2017/captions_val2017.json");
        Path results = workDir.resolve("eval-results.json");
        int images = writeResults(refs, results);
        out.add(time("eval, " + images + " images (BLEU, ROUGE-L, CIDEr)", with(pairlab, "eval", "--refs",
                refs.toString(), "--results", results.toString(), "--metrics", "Bleu,ROUGE_L,CIDEr"), null,
                "COCO caption toolkit not installed here"));
        return out;
    }

    /** Prints the figures as lines. */
    public static String describe(List<Figure> figures) {
        StringBuilder sb = new StringBuilder("PairLab quick commands, whole processes, median of " + RUNS + " runs:\n");
        for (Figure f : figures) {
            sb.append(String.format("  %-50s %6.3f s (cpu %.3f s)", f.what(), f.seconds(), f.cpuSeconds()));
            f.peerSeconds().ifPresent(p -> sb.append(String.format("   peer (%s) %.3f s", f.peer(), p)));
            sb.append('\n');
        }
        return sb.toString();
    }

    /** The command that starts PairLab: the start script beside the jar, else this JVM on this class path. */
    static List<String> launcher() {
        try {
            Path code = Path.of(StartupBenchmark.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            Path script = code.resolveSibling("pairlab");
            if (Files.isRegularFile(code) && Files.isExecutable(script)) {
                return List.of(script.toString());
            }
        } catch (URISyntaxException | RuntimeException e) {
            // fall through to the plain JVM
        }
        String java = ProcessHandle.current().info().command().orElse("java");
        return List.of(java, "-cp", System.getProperty("java.class.path"), "org.pairlab.Launcher");
    }

    private static List<String> with(List<String> base, String... args) {
        List<String> out = new ArrayList<>(base);
        out.addAll(List.of(args));
        return out;
    }

    private static Figure time(String what, List<String> command, List<String> peer, String peerName)
            throws IOException, InterruptedException {
        once(command);
        if (peer != null) {
            once(peer);
        }
        double[] ours = new double[RUNS];
        double[] cpu = new double[RUNS];
        double[] theirs = new double[RUNS];
        for (int i = 0; i < RUNS; i++) {
            TimedProcess.Time t = TimedProcess.run(command, "", null);
            ours[i] = t.wall();
            cpu[i] = t.cpu();
            if (peer != null) {
                theirs[i] = once(peer);
            }
        }
        return new Figure(what, median(ours), median(cpu), peer == null ? Optional.empty() : Optional.of(median(theirs)),
                peerName);
    }

    private static double once(List<String> command) throws IOException {
        return TimedProcess.run(command, "", null).wall();
    }

    private static double median(double[] v) {
        double[] c = v.clone();
        java.util.Arrays.sort(c);
        return c[c.length / 2];
    }

    private static boolean available(String program) {
        try {
            return new ProcessBuilder(program, "-version").redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start().waitFor() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** A COCO results file with each image's first caption as the candidate; returns the number of images. */
    private static int writeResults(Path refs, Path results) throws IOException {
        JsonNode root = Json.MAPPER.readTree(refs.toFile());
        Set<Long> seen = new HashSet<>();
        try (JsonGenerator g = Json.MAPPER.getFactory().createGenerator(results.toFile(), JsonEncoding.UTF8)) {
            g.writeStartArray();
            for (JsonNode a : root.get("annotations")) {
                long image = a.get("image_id").asLong();
                if (seen.add(image)) {
                    g.writeStartObject();
                    g.writeNumberField("image_id", image);
                    g.writeStringField("caption", a.get("caption").asText());
                    g.writeEndObject();
                }
            }
            g.writeEndArray();
        }
        return seen.size();
    }
}
