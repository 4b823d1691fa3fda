package org.pairlab.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * {@code bench filters}' main figure: PairLab's sketch + XDoG + PNG pipeline and the OpenCV peer each in their own
 * JVM ({@link FilterSideProcess}), so neither side's garbage, native heap or finalisers move the other's time (in one
 * process the peer's sketch read 1.6-2.2 ms depending on what PairLab's side did before it). Children alternate
 * PairLab / peer for {@link #ROUNDS} rounds; medians over the rounds, and the spread of each side over its children.
 */
public final class IsolatedFilters {
    /** PairLab / peer pairs of child processes. */
    static final int ROUNDS = 7;
    /**
     * System property: the class path of the PairLab side's children (default: this process's own), so another
     * build's code can be measured with the same harness; the peer always runs from this process's class path.
     */
    static final String PAIRLAB_CLASSPATH = "pairlab.bench.pairlabClasspath";

    private IsolatedFilters() {
    }

    /** Every child's timing, in the order they ran, and the load average around them. */
    public record Figures(List<FilterSideProcess.Timing> pairlab, List<FilterSideProcess.Timing> peer,
                          String pairlabCode, double loadBefore, double loadAfter) {
        /** Median over the children of a per-stage figure. */
        static double median(List<FilterSideProcess.Timing> children, Function<FilterSideProcess.Timing, Double> f) {
            double[] v = children.stream().mapToDouble(f::apply).sorted().toArray();
            return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
        }

        private static String spread(List<FilterSideProcess.Timing> children, Function<FilterSideProcess.Timing, Double> f) {
            double[] v = children.stream().mapToDouble(f::apply).sorted().toArray();
            return String.format(Locale.ROOT, "%.2f-%.2f", v[0], v[v.length - 1]);
        }

        private static double total(double[] ms) {
            return Arrays.stream(ms).sum();
        }

        /** Median CPU ms per image of the whole pipeline (each child's stage sum, then the median). */
        public double pairlabTotalCpuMs() {
            return median(pairlab, t -> total(t.cpuMs()));
        }

        /** The peer's median CPU ms per image of the whole pipeline. */
        public double peerTotalCpuMs() {
            return median(peer, t -> total(t.cpuMs()));
        }

        /** The table printed first by {@code bench filters}. */
        public String report() {
            List<String> lines = new ArrayList<>();
            int images = pairlab.get(0).images();
            lines.add(String.format(Locale.ROOT, "Sketch + XDoG + PNG on %d COCO images (coco-sample, first %d by name),"
                    + " one thread, EACH SIDE IN ITS OWN JVM: %d rounds of PairLab / OpenCV child processes, each child"
                    + " %d untimed warm-up pass(es) then one timed pass (CPU ms of its thread per image), medians over"
                    + " the rounds; load average %.1f before, %.1f after", images, images, pairlab.size(),
                    Integer.getInteger(FilterSideProcess.WARM_UPS, 1), loadBefore, loadAfter));
            lines.add("  PairLab: " + pairlabCode + "; peer: OpenCV " + org.opencv.core.Core.VERSION
                    + " (imread, cvtColor, GaussianBlur, imencode), one thread");
            lines.add(String.format(Locale.ROOT, "  %-20s %14s %14s %8s %15s %15s %12s %12s", "stage", "PairLab cpu ms",
                    "OpenCV cpu ms", "ratio", "PairLab spread", "OpenCV spread", "PairLab wall", "OpenCV wall"));
            for (int i = 0; i < FilterBenchmark.STAGES.size(); i++) {
                int s = i;
                row(lines, FilterBenchmark.STAGES.get(i), t -> t.cpuMs()[s], t -> t.wallMs()[s]);
            }
            row(lines, "total", t -> total(t.cpuMs()), t -> total(t.wallMs()));
            lines.add(String.format(Locale.ROOT, "  images per CPU-second: PairLab %.1f, OpenCV %.1f (spread: lowest-highest"
                    + " child of %d)", 1000 / pairlabTotalCpuMs(), 1000 / peerTotalCpuMs(), pairlab.size()));
            return String.join(System.lineSeparator(), lines);
        }

        private void row(List<String> lines, String stage, Function<FilterSideProcess.Timing, Double> cpu,
                         Function<FilterSideProcess.Timing, Double> wall) {
            double a = median(pairlab, cpu);
            double b = median(peer, cpu);
            lines.add(String.format(Locale.ROOT, "  %-20s %14.2f %14.2f %7.2fx %15s %15s %12.2f %12.2f", stage, a, b,
                    a / b, spread(pairlab, cpu), spread(peer, cpu), median(pairlab, wall), median(peer, wall)));
        }
    }

    /** Runs the children, PairLab first, then the peer, {@link #ROUNDS} times. */
    public static Figures measure(Path sharedData) throws IOException {
        String own = System.getProperty("java.class.path");
        String pairlabClasspath = System.getProperty(PAIRLAB_CLASSPATH);
        List<String> jvm = jvmOptions();
        Path shared = sharedData.toAbsolutePath().normalize();
        double loadBefore = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        List<FilterSideProcess.Timing> ours = new ArrayList<>();
        List<FilterSideProcess.Timing> theirs = new ArrayList<>();
        for (int round = 0; round < ROUNDS; round++) {
            ours.add(child(command(jvm, pairlabClasspath != null ? pairlabClasspath : own, "pairlab", shared)));
            theirs.add(child(command(jvm, own, "peer", shared)));
        }
        double loadAfter = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        String code = pairlabClasspath != null ? "class path " + pairlabClasspath
                : org.pairlab.image.OpenCv.description() + " (this build)";
        return new Figures(ours, theirs, code, loadBefore, loadAfter);
    }

    /**
     * This JVM's own options for the children (heap, {@code -Dpairlab.opencv=false} and the like), less the
     * harness's class path property and debugger or agent options.
     */
    static List<String> jvmOptions() {
        return ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(a -> !a.startsWith("-D" + PAIRLAB_CLASSPATH + "=") && !a.startsWith("-agentlib")
                        && !a.startsWith("-javaagent") && !a.startsWith("-Xrunjdwp"))
                .toList();
    }

    /** {@code java [options] -cp CLASSPATH org.pairlab.bench.FilterSideProcess SIDE SHARED_DATA}. */
    static List<String> command(List<String> jvmOptions, String classpath, String side, Path sharedData) {
        List<String> c = new ArrayList<>();
        c.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        c.addAll(jvmOptions);
        c.addAll(List.of("-cp", classpath, FilterSideProcess.class.getName(), side, sharedData.toString()));
        return c;
    }

    /** Runs one child to its end and reads its timing; fails with its output when it exits non-zero. */
    static FilterSideProcess.Timing child(List<String> command) throws IOException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        try {
            int code = p.waitFor();
            if (code != 0) {
                throw new IOException("child " + String.join(" ", command.subList(command.size() - 3, command.size()))
                        + " exited with " + code + ": " + out);
            }
        } catch (InterruptedException e) {
            p.destroy();
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while a filters child ran", e);
        }
        return FilterSideProcess.Timing.parse(out);
    }
}
