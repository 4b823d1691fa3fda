package org.pairlab.bench;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pairlab.dataset.DatasetImporter;
import org.pairlab.dataset.ImportFormat;
import org.pairlab.dataset.ImportReport;
import org.pairlab.dataset.ImportRequest;
import org.pairlab.dataset.QuietJobContext;
import org.pairlab.project.ItemFilter;
import org.pairlab.project.ItemRef;
import org.pairlab.project.Json;
import org.pairlab.project.Project;
import org.pairlab.runs.JobContext;

/**
 * Times a large COCO import and the first queries on the result. Not a test: run it by hand with
 * {@code java -Xmx4g -cp ... ImportBenchmark [sharedData] [workDir] [images]}.
 */
public final class ImportBenchmark {
    private ImportBenchmark() {
    }

    public static void main(String[] args) throws IOException {
        Path shared = Path.of(args.length > 0 ? args[0] : "../shared/data");
        Path work = args.length > 1 ? Path.of(args[1]) : Files.createTempDirectory("pairlab-bench");
        int images = args.length > 2 ? Integer.parseInt(args[2]) : 120_000;
        System.out.println(run(shared, work, images));
    }

    /** Records when each phase (progress message) starts, to show where an import spends its time. */
    private static final class PhaseTimer extends QuietJobContext {
        private final long start = System.nanoTime();
        private final Map<String, Long> phaseStart = new LinkedHashMap<>();
        private String current;

        @Override
        public long runId() {
            return 0;
        }

        @Override
        public synchronized void progress(long done, long total, String message) {
            String phase = message.replaceAll("[0-9]+", "#");
            if (!phase.equals(current)) {
                current = phase;
                phaseStart.putIfAbsent(phase, System.nanoTime());
            }
        }




        @Override
        public boolean cancelled() {
            return false;
        }

        String describe(long end) {
            StringBuilder sb = new StringBuilder();
            List<Map.Entry<String, Long>> e = new ArrayList<>(phaseStart.entrySet());
            for (int i = 0; i < e.size(); i++) {
                long from = e.get(i).getValue();
                long to = i + 1 < e.size() ? e.get(i + 1).getValue() : end;
                sb.append(String.format("    %-40s %8.2f s (starts at %.2f s)%n", e.get(i).getKey(), (to - from) / 1e9,
                        (from - start) / 1e9));
            }
            return sb.toString();
        }
    }

    /**
     * The import's figures: wall and CPU seconds, peak resident memory of the process, the sqlite3 peer's wall seconds
     * (per-row trigger, bulk index; null without sqlite3), the project written, and the printed report.
     */
    public record Figures(double seconds, double cpuSeconds, long peakMb, Double peerTrigger, Double peerTriggerCpu,
                          Double peerBulk, Double peerBulkCpu, Path project, String report) {
    }

    public static String run(Path sharedData, Path workDir, int images) throws IOException {
        return measure(sharedData, workDir, images).report();
    }

    /** Generates the input, imports it, queries the result and measures the sqlite3 peer. */
    public static Figures measure(Path sharedData, Path workDir, int images) throws IOException {
        Path sample = sharedData.resolve("coco-sample");
        Files.createDirectories(workDir);
        Path caps = workDir.resolve("bench-captions.json");
        Path inst = workDir.resolve("bench-instances.json");
        long t0 = System.nanoTime();
        int[] counts = generate(sample, images, caps, inst);
        long t1 = System.nanoTime();
        Path projectFile = workDir.resolve("bench.pairlab");
        Files.deleteIfExists(projectFile);
        Files.deleteIfExists(workDir.resolve("bench.pairlab-wal"));
        Files.deleteIfExists(workDir.resolve("bench.pairlab-shm"));
        StringBuilder out = new StringBuilder();
        out.append(String.format("PairLab import benchmark: %d images, %d captions, %d boxes (%d cores, max heap %d MB)%n",
                images, counts[0], counts[1], Runtime.getRuntime().availableProcessors(),
                Runtime.getRuntime().maxMemory() >> 20));
        out.append(String.format("  generate input files:   %8.2f s (captions %d MB, instances %d MB)%n", (t1 - t0) / 1e9,
                Files.size(caps) >> 20, Files.size(inst) >> 20));
        ImportReport report;
        PhaseTimer timer = new PhaseTimer();
        long t2 = System.nanoTime();
        double cpu0 = processCpuSeconds();
        try (Project project = Project.create(projectFile)) {
            report = new DatasetImporter().run(project, new ImportRequest(ImportFormat.COCO, caps, inst,
                    sample.resolve("images"), "bench", false), timer);
        }
        long t3 = System.nanoTime();
        double cpu1 = processCpuSeconds();
        out.append(String.format("  import (parse+validate+write): %8.2f s (cpu %.2f s) -> %d samples, %d captions, %d boxes, %d problems%n",
                (t3 - t2) / 1e9, cpu1 - cpu0, report.samplesImported(), report.captionsImported(), report.boxesImported(),
                report.problems().size()));
        out.append(timer.describe(t3));
        try (Project project = Project.open(projectFile)) {
            long q0 = System.nanoTime();
            List<ItemRef> all = project.samples().find(ItemFilter.originals());
            List<ItemRef> page = all.subList(0, Math.min(200, all.size()));
            int captionCount = 0;
            for (ItemRef r : page.subList(0, Math.min(60, page.size()))) {
                captionCount += project.samples().captions(r.id()).size();
            }
            long q1 = System.nanoTime();
            out.append(String.format("  first grid page (find originals: %d ids, first 200, captions of first 60 = %d): %.1f ms%n",
                    all.size(), captionCount, (q1 - q0) / 1e6));
            for (String word : List.of("man", "giraffe", "man", "giraffe")) {
                long f0 = System.nanoTime();
                int n = project.samples().find(ItemFilter.originals().withText(word)).size();
                long f1 = System.nanoTime();
                out.append(String.format("  FTS '%s': %d samples in %.1f ms%n", word, n, (f1 - f0) / 1e6));
            }
        }
        long peak = peakResidentMb();
        out.append(String.format("  project file: %d MB; peak resident memory of this process so far: %d MB%n",
                Files.size(projectFile) >> 20, peak));
        Optional<SqlitePeer.Times> times = SqlitePeer.measure(projectFile, workDir);
        times.ifPresentOrElse(peer -> {
            double ours = (t3 - t2) / 1e9;
            out.append(String.format("  peer: sqlite3 .import of the same rows into the same schema, one transaction"
                    + " (PairLab's ratio on wall time, then on CPU time):%n"));
            out.append(String.format("    with the per-row full-text trigger (the issue's bound): %7.2f s, cpu %6.2f s -> PairLab %.2fx, cpu %.2fx%n",
                    peer.withTrigger().wall(), peer.withTrigger().cpu(), ours / peer.withTrigger().wall(),
                    (cpu1 - cpu0) / peer.withTrigger().cpu()));
            out.append(String.format("    full-text index filled in bulk after the rows:          %7.2f s, cpu %6.2f s -> PairLab %.2fx, cpu %.2fx%n",
                    peer.bulkIndex().wall(), peer.bulkIndex().cpu(), ours / peer.bulkIndex().wall(),
                    (cpu1 - cpu0) / peer.bulkIndex().cpu()));
            out.append(String.format("    without the full-text index:                            %7.2f s, cpu %6.2f s%n",
                    peer.noIndex().wall(), peer.noIndex().cpu()));
        }, () -> out.append("  peer: no sqlite3 on the PATH; sqlite3 .import not measured\n"));
        return new Figures((t3 - t2) / 1e9, cpu1 - cpu0, peak, times.map(t -> t.withTrigger().wall()).orElse(null),
                times.map(t -> t.withTrigger().cpu()).orElse(null), times.map(t -> t.bulkIndex().wall()).orElse(null),
                times.map(t -> t.bulkIndex().cpu()).orElse(null), projectFile, out.toString());
    }

    /** CPU seconds this process has used (all threads), or 0 where the JVM does not say. */
    static double processCpuSeconds() {
        var os = java.lang.management.ManagementFactory.getOperatingSystemMXBean();
        return os instanceof com.sun.management.OperatingSystemMXBean sun ? sun.getProcessCpuTime() / 1e9 : 0;
    }

    /** Peak resident set of this process (Linux VmHWM), in MB; 0 where /proc is not there. */
    static long peakResidentMb() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmHWM:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", "")) >> 10;
                }
            }
        } catch (IOException | RuntimeException e) {
            return 0;
        }
        return 0;
    }

    /**
     * Writes COCO captions and instances files with {@code images} records made by repeating the real sample's records
     * under new ids; file names point at the real images. Segmentations are left out (the importer skips them anyway,
     * and they would make the instances file about a gigabyte). Returns {captions, boxes}.
     */
    static int[] generate(Path sample, int images, Path caps, Path inst) throws IOException {
        JsonNode realCaps = Json.MAPPER.readTree(sample.resolve("captions.json").toFile());
        JsonNode realInst = Json.MAPPER.readTree(sample.resolve("instances.json").toFile());
        List<JsonNode> realImages = new ArrayList<>();
        realCaps.get("images").forEach(realImages::add);
        Map<Long, List<String>> capsOf = new LinkedHashMap<>();
        realCaps.get("annotations").forEach(a -> capsOf.computeIfAbsent(a.get("image_id").asLong(), k -> new ArrayList<>())
                .add(a.get("caption").asText()));
        Map<Long, List<JsonNode>> boxesOf = new LinkedHashMap<>();
        realInst.get("annotations").forEach(a -> boxesOf.computeIfAbsent(a.get("image_id").asLong(), k -> new ArrayList<>())
                .add(a));
        int captionCount = 0;
        int boxCount = 0;
        var factory = Json.MAPPER.getFactory();
        try (JsonGenerator c = factory.createGenerator(caps.toFile(), JsonEncoding.UTF8);
             JsonGenerator b = factory.createGenerator(inst.toFile(), JsonEncoding.UTF8)) {
            c.writeStartObject();
            b.writeStartObject();
            c.writeObjectField("info", realCaps.get("info"));
            b.writeObjectField("info", realInst.get("info"));
            c.writeArrayFieldStart("images");
            b.writeArrayFieldStart("images");
            for (int k = 0; k < images; k++) {
                JsonNode r = realImages.get(k % realImages.size());
                for (JsonGenerator g : List.of(c, b)) {
                    g.writeStartObject();
                    g.writeNumberField("id", k + 1);
                    g.writeStringField("file_name", r.get("file_name").asText());
                    g.writeNumberField("width", r.get("width").asInt());
                    g.writeNumberField("height", r.get("height").asInt());
                    g.writeStringField("coco_url", r.get("coco_url").asText());
                    g.writeEndObject();
                }
            }
            c.writeEndArray();
            b.writeEndArray();
            c.writeArrayFieldStart("annotations");
            b.writeArrayFieldStart("annotations");
            for (int k = 0; k < images; k++) {
                long realId = realImages.get(k % realImages.size()).get("id").asLong();
                for (String text : capsOf.getOrDefault(realId, List.of())) {
                    c.writeStartObject();
                    c.writeNumberField("id", ++captionCount);
                    c.writeNumberField("image_id", k + 1);
                    c.writeStringField("caption", text);
                    c.writeEndObject();
                }
                for (JsonNode a : boxesOf.getOrDefault(realId, List.of())) {
                    b.writeStartObject();
                    b.writeNumberField("id", ++boxCount);
                    b.writeNumberField("image_id", k + 1);
                    b.writeNumberField("category_id", a.get("category_id").asInt());
                    b.writeObjectField("bbox", a.get("bbox"));
                    b.writeNumberField("area", a.get("area").asDouble());
                    b.writeNumberField("iscrowd", a.get("iscrowd").asInt());
                    b.writeEndObject();
                }
            }
            c.writeEndArray();
            b.writeEndArray();
            b.writeObjectField("categories", realInst.get("categories"));
            c.writeEndObject();
            b.writeEndObject();
        }
        return new int[] {captionCount, boxCount};
    }
}
