package org.pairlab.bench;

import java.awt.image.BufferedImage;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.pairlab.augment.Augmenter;
import org.pairlab.augment.Augmenters;
import org.pairlab.augment.GenerationJob;
import org.pairlab.augment.GreyEditAugmenter;
import org.pairlab.augment.ImageEditAugmenter;
import org.pairlab.augment.RotateAugmenter;
import org.opencv.core.Mat;
import org.pairlab.augment.PencilSketchAugmenter;
import org.pairlab.augment.XdogAugmenter;
import org.pairlab.image.Bilinear;
import org.pairlab.image.GreyImage;
import org.pairlab.image.PngWriter;
import org.pairlab.image.SourceImage;
import org.pairlab.image.Xdog;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.ImageFormatException;
import org.pairlab.image.Planes;
import org.pairlab.image.Rasters;
import org.pairlab.ml.ImageGenerator;
import org.pairlab.ml.ModelManifest;
import org.pairlab.ml.TorchRuntime;

/**
 * {@code pairlab bench filters}: first PairLab's sketch + XDoG + PNG pipeline beside the same pipeline in OpenCV
 * ({@link OpenCvPeer}) on the same 52 COCO images, per stage, one thread, and PairLab's on every core; then images per
 * second of every image edit at 640x480 on the calling thread (one core), and of the TorchScript generator in
 * {@code shared/data/models/tiny-sketch-generator} when present.
 */
public final class FilterBenchmark {
    private static final int WIDTH = 640;
    private static final int HEIGHT = 480;
    private static final long MIN_NANOS = 2_000_000_000L;

    private FilterBenchmark() {
    }

    /**
     * Runs every filter and returns the report: the pipeline with each side in its own processes (the main figure),
     * then both sides in this one process (kept for comparison), then the single edits.
     */
    public static String run(Path sharedData) throws Exception {
        IsolatedFilters.Figures isolated = IsolatedFilters.measure(sharedData);
        Pipeline pipeline = pipeline(sharedData);
        String gap = System.lineSeparator() + System.lineSeparator();
        return isolated.report() + gap + pipeline.report() + gap + edits(sharedData);
    }

    /** The stages of the pipeline, in order. */
    static final List<String> STAGES = List.of("decode", "sketch", "xdog", "png (both outputs)");
    /** Images of the pipeline comparison: the first 52 of coco-sample by name (the measurement). */
    static final int PIPELINE_IMAGES = 52;
    private static final int WARM_UP_ROUNDS = 2;
    private static final int ROUNDS = 7;

    /**
     * The pipeline comparison: milliseconds per image of each stage (thread CPU time, and wall time) on one thread,
     * medians over alternating rounds (PairLab first in even rounds, OpenCV first in odd ones), PairLab's rate on a
     * thread per core, how far the two sides' outputs are apart, and the load average when it ran.
     */
    public record Pipeline(String backend, int images, double[] pairlabCpuMs, double[] peerCpuMs,
                           double[] pairlabWallMs, double[] peerWallMs, double sketchDiff, double xdogDiff,
                           int threads, double batchImagesPerSecond, double oneThreadImagesPerSecond,
                           double loadBefore, double loadAfter) {
        /** Total CPU milliseconds per image of a side's stages. */
        static double total(double[] ms) {
            double t = 0;
            for (double v : ms) {
                t += v;
            }
            return t;
        }

        /** The table printed by {@code bench filters}. */
        public String report() {
            List<String> lines = new ArrayList<>();
            lines.add(String.format(Locale.ROOT, "IN ONE PROCESS (both sides in this JVM; each side's time depends on"
                    + " the other's garbage and native memory, so the isolated table above is the figure to quote):"));
            lines.add(String.format(Locale.ROOT, "Sketch + XDoG + PNG on %d COCO images (coco-sample, first %d by name),"
                    + " one thread, medians of %d alternating rounds; load average %.1f before, %.1f after", images,
                    images, ROUNDS, loadBefore, loadAfter));
            lines.add("  PairLab: " + backend + "; peer: OpenCV " + org.opencv.core.Core.VERSION
                    + " (imread, cvtColor, GaussianBlur, imencode), one thread");
            lines.add(String.format(Locale.ROOT, "  %-20s %14s %14s %8s %12s %12s", "stage", "PairLab cpu ms",
                    "OpenCV cpu ms", "ratio", "PairLab wall", "OpenCV wall"));
            for (int i = 0; i < STAGES.size(); i++) {
                lines.add(String.format(Locale.ROOT, "  %-20s %14.2f %14.2f %7.2fx %12.2f %12.2f", STAGES.get(i),
                        pairlabCpuMs[i], peerCpuMs[i], pairlabCpuMs[i] / peerCpuMs[i], pairlabWallMs[i], peerWallMs[i]));
            }
            lines.add(String.format(Locale.ROOT, "  %-20s %14.2f %14.2f %7.2fx %12.2f %12.2f", "total",
                    total(pairlabCpuMs), total(peerCpuMs), total(pairlabCpuMs) / total(peerCpuMs), total(pairlabWallMs),
                    total(peerWallMs)));
            lines.add(String.format(Locale.ROOT, "  images per CPU-second: PairLab %.1f, OpenCV %.1f",
                    1000 / total(pairlabCpuMs), 1000 / total(peerCpuMs)));
            lines.add(String.format(Locale.ROOT, "  outputs: PairLab vs OpenCV mean |difference| sketch %.4f, xdog %.4f"
                    + " (in 1/255 levels)", sketchDiff, xdogDiff));
            lines.add(String.format(Locale.ROOT, "  batch: PairLab's pipeline on %d threads %.1f images/s wall (one"
                    + " thread %.1f images/s wall, same run)", threads, batchImagesPerSecond, oneThreadImagesPerSecond));
            return String.join(System.lineSeparator(), lines);
        }
    }

    /** The pipeline's images: the first {@link #PIPELINE_IMAGES} JPEGs of {@code coco-sample/images} by name. */
    static List<Path> pipelineImages(Path sharedData) throws java.io.IOException {
        try (var s = Files.list(sharedData.resolve("coco-sample/images"))) {
            return s.filter(p -> p.getFileName().toString().endsWith(".jpg")).sorted().limit(PIPELINE_IMAGES).toList();
        }
    }

    /** Measures the pipeline comparison on {@code shared/data/coco-sample}, both sides in this process. */
    public static Pipeline pipeline(Path sharedData) throws Exception {
        List<Path> files = pipelineImages(sharedData);
        double loadBefore = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        OpenCvPeer.load();
        PairLabSide pairlab = new PairLabSide();
        List<double[][]> ours = new ArrayList<>();
        List<double[][]> theirs = new ArrayList<>();
        for (int round = 0; round < WARM_UP_ROUNDS + ROUNDS; round++) {
            double[][] a;
            double[][] b;
            if (round % 2 == 0) {
                a = pairlab.run(files);
                b = peer(files);
            } else {
                b = peer(files);
                a = pairlab.run(files);
            }
            if (round >= WARM_UP_ROUNDS) {
                ours.add(a);
                theirs.add(b);
            }
        }
        double[] diffs = agreement(pairlab, files);
        int threads = Runtime.getRuntime().availableProcessors();
        double one = pairlab.batch(files, 1);
        double all = pairlab.batch(files, threads);
        double loadAfter = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        return new Pipeline(org.pairlab.image.OpenCv.description(), files.size(), medians(ours, 0),
                medians(theirs, 0), medians(ours, 1), medians(theirs, 1), diffs[0], diffs[1], threads, all, one,
                loadBefore, loadAfter);
    }

    /** Per stage, the median over rounds of ms per image ({@code kind} 0 = CPU, 1 = wall). */
    static double[] medians(List<double[][]> rounds, int kind) {
        double[] out = new double[STAGES.size()];
        for (int i = 0; i < out.length; i++) {
            double[] v = new double[rounds.size()];
            for (int r = 0; r < v.length; r++) {
                v[r] = rounds.get(r)[kind][i];
            }
            java.util.Arrays.sort(v);
            out[i] = v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
        }
        return out;
    }

    /** Per-stage nanoseconds of thread CPU and wall time, summed over a round. */
    static final class Clock {
        private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        private final long[] cpu = new long[STAGES.size()];
        private final long[] wall = new long[STAGES.size()];
        private long lastCpu;
        private long lastWall;

        void start() {
            lastCpu = threads.getCurrentThreadCpuTime();
            lastWall = System.nanoTime();
        }

        void lap(int stage) {
            long c = threads.getCurrentThreadCpuTime();
            long w = System.nanoTime();
            cpu[stage] += c - lastCpu;
            wall[stage] += w - lastWall;
            lastCpu = c;
            lastWall = w;
        }

        double[][] perImage(int images) {
            double[][] out = new double[2][STAGES.size()];
            for (int i = 0; i < STAGES.size(); i++) {
                out[0][i] = cpu[i] / 1e6 / images;
                out[1][i] = wall[i] / 1e6 / images;
            }
            return out;
        }
    }

    /**
     * PairLab's side, as export renders a sample's sketch and XDoG: the decoder's source ({@link
     * ImageDecoder#decodeSource}: luma taken once, in the sketch stage, and shared with XDoG), the sketch and XDoG
     * methods with their default parameters, their grey levels encoded as grey PNGs into byte arrays (export's
     * {@code renderPng}; the peer's PNGs stay in OpenCV's buffers).
     */
    static final class PairLabSide {
        private final ImageDecoder decoder = new ImageDecoder();
        private final GreyEditAugmenter<?> sketch = new PencilSketchAugmenter();
        private final GreyEditAugmenter<?> xdog = new XdogAugmenter();
        private final Map<String, Object> sketchParams = GenerationJob.withDefaults(sketch, Map.of());
        private final Map<String, Object> xdogParams = GenerationJob.withDefaults(xdog, Map.of());

        /** PNG bytes made so far (kept, so the encoding cannot be optimised away). */
        long pngBytes;

        /** One pass over the images: per-stage ms per image, {CPU, wall}. */
        double[][] run(List<Path> files) throws Exception {
            Clock clock = new Clock();
            for (Path f : files) {
                clock.start();
                SourceImage img = decoder.decodeSource(f);
                clock.lap(0);
                GreyImage s = sketch.editGrey(img, sketchParams, 7);
                clock.lap(1);
                GreyImage x = xdog.editGrey(img, xdogParams, 7);
                clock.lap(2);
                // The PNG files' bytes in Java, as export holds them (the peer's stay in OpenCV's buffer).
                pngBytes += PngWriter.bytes(s).length + PngWriter.bytes(x).length;
                clock.lap(3);
                img.close(); // as the peer's buffers, freed after the clock stops
                s.close();
                x.close();
            }
            return clock.perImage(files.size());
        }

        /** Sketch and XDoG of one image as 8-bit grey. */
        byte[][] outputs(Path f) throws Exception {
            try (SourceImage img = decoder.decodeSource(f); GreyImage s = sketch.editGrey(img, sketchParams, 7);
                    GreyImage x = xdog.editGrey(img, xdogParams, 7)) {
                return new byte[][] {s.levels(), x.levels()};
            }
        }

        /** Images per wall-clock second of the whole pipeline with {@code threads} threads (best of three). */
        double batch(List<Path> files, int threads) throws Exception {
            java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(threads);
            try {
                double best = 0;
                for (int rep = 0; rep < 3; rep++) {
                    long start = System.nanoTime();
                    List<java.util.concurrent.Future<Integer>> done = new ArrayList<>();
                    for (Path f : files) {
                        done.add(pool.submit(() -> {
                            try (SourceImage img = decoder.decodeSource(f);
                                    GreyImage s = sketch.editGrey(img, sketchParams, 7);
                                    GreyImage x = xdog.editGrey(img, xdogParams, 7)) {
                                return PngWriter.bytes(s).length + PngWriter.bytes(x).length;
                            }
                        }));
                    }
                    for (var d : done) {
                        d.get();
                    }
                    best = Math.max(best, files.size() / ((System.nanoTime() - start) / 1e9));
                }
                return best;
            } finally {
                pool.shutdownNow();
            }
        }
    }

    /** PairLab's default sketch sigma, which the peer uses too. */
    private static double sketchSigma() {
        return number(GenerationJob.withDefaults(new PencilSketchAugmenter(), Map.of()), "sigma");
    }

    /** PairLab's default XDoG parameters, which the peer uses too. */
    private static Xdog.Params xdogParams() {
        Map<String, Object> p = GenerationJob.withDefaults(new XdogAugmenter(), Map.of());
        return new Xdog.Params(number(p, "sigma"), number(p, "k"), number(p, "p"), number(p, "epsilon"),
                number(p, "phi"));
    }

    private static double number(Map<String, Object> params, String name) {
        return ((Number) params.get(name)).doubleValue();
    }

    /** One pass of the OpenCV peer over the images: per-stage ms per image, {CPU, wall}. */
    static double[][] peer(List<Path> files) {
        Clock clock = new Clock();
        Xdog.Params xdog = xdogParams();
        double sigma = sketchSigma();
        for (Path f : files) {
            clock.start();
            Mat img = OpenCvPeer.decode(f);
            clock.lap(0);
            Mat s = OpenCvPeer.sketch(img, sigma);
            clock.lap(1);
            Mat x = OpenCvPeer.xdog(img, xdog);
            clock.lap(2);
            OpenCvPeer.png(s);
            OpenCvPeer.png(x);
            clock.lap(3);
            OpenCvPeer.release(img, s, x);
        }
        return clock.perImage(files.size());
    }

    /** Mean absolute difference in levels between PairLab's and OpenCV's sketch, and XDoG, over the images. */
    private static double[] agreement(PairLabSide pairlab, List<Path> files) throws Exception {
        Xdog.Params xdog = xdogParams();
        double sigma = sketchSigma();
        double[] sum = new double[2];
        long n = 0;
        for (Path f : files) {
            byte[][] ours = pairlab.outputs(f);
            Mat img = OpenCvPeer.decode(f);
            Mat s = OpenCvPeer.sketch(img, sigma);
            Mat x = OpenCvPeer.xdog(img, xdog);
            byte[][] theirs = {OpenCvPeer.pixels(s), OpenCvPeer.pixels(x)};
            OpenCvPeer.release(img, s, x);
            for (int k = 0; k < 2; k++) {
                for (int i = 0; i < ours[k].length; i++) {
                    sum[k] += Math.abs((ours[k][i] & 0xff) - (theirs[k][i] & 0xff));
                }
            }
            n += ours[0].length;
        }
        return new double[] {sum[0] / n, sum[1] / n};
    }

    /** Runs every image edit on one image and returns the report. */
    static String edits(Path sharedData) throws ImageFormatException {
        Path jpeg = sharedData.resolve("coco-sample/images/000000000139.jpg");
        BufferedImage img = Bilinear.resize(Planes.of(new ImageDecoder().decode(jpeg)), WIDTH, HEIGHT).toImage();
        List<String> lines = new ArrayList<>();
        lines.add(String.format(Locale.ROOT, "Image edits at %dx%d (%s resized), one thread:", WIDTH, HEIGHT,
                jpeg.getFileName()));
        record Case(String name, UnaryOperator<BufferedImage> filter) {
        }
        List<Case> cases = new ArrayList<>();
        cases.add(new Case("flip", Rasters::flipHorizontal));
        for (Augmenter a : new Augmenters().all()) {
            if (a instanceof ImageEditAugmenter<?> edit) {
                Map<String, Object> params = GenerationJob.withDefaults(a, Map.of());
                cases.add(new Case(a.method(), im -> edit.editImage(im, params, 7)));
                if (a.method().equals("distort")) {
                    Map<String, Object> swirl = GenerationJob.withDefaults(a, Map.of("mode", "swirl"));
                    cases.add(new Case("distort (swirl)", im -> edit.editImage(im, swirl, 7)));
                }
            }
        }
        Map<String, Object> rotate = GenerationJob.withDefaults(new RotateAugmenter(), Map.of());
        cases.add(new Case("rotate", im -> RotateAugmenter.apply(im, rotate, 7)));
        for (Case c : cases) {
            lines.add(line(c.name(), rate(img, c.filter())));
        }
        Path model = sharedData.resolve("models/tiny-sketch-generator");
        if (Files.isRegularFile(model.resolve("manifest.json"))) {
            if (System.getProperty("ai.djl.pytorch.num_threads") == null) {
                System.setProperty("ai.djl.pytorch.num_threads", "1");
            }
            TorchRuntime runtime = TorchRuntime.cpu();
            try (ImageGenerator g = ImageGenerator.load(runtime, ModelManifest.read(model))) {
                lines.add(line("generator", rate(img, g::generate)));
                lines.add("    (" + g.manifest().name() + ", " + runtime.description() + ", libtorch intra-op threads "
                        + System.getProperty("ai.djl.pytorch.num_threads") + "; CPU-seconds count this thread only)");
            }
        } else {
            lines.add("generator: no model at " + model + ", skipped");
        }
        return String.join(System.lineSeparator(), lines);
    }

    private static String line(String name, double[] rates) {
        return String.format(Locale.ROOT, "  %-34s %8.1f images/s per CPU-second (%6.1f ms), %8.1f images/s wall",
                name, rates[0], 1000 / rates[0], rates[1]);
    }

    /**
     * Images per CPU-second of this thread (robust on a shared, loaded machine) and per wall-clock second,
     * after a warm-up, over at least two seconds and ten images.
     */
    private static double[] rate(BufferedImage img, UnaryOperator<BufferedImage> filter) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long sink = 0;
        for (int i = 0; i < 5; i++) {
            sink += filter.apply(img).getRGB(1, 1);
        }
        int n = 0;
        long start = System.nanoTime();
        long cpuStart = threads.getCurrentThreadCpuTime();
        long elapsed;
        do {
            sink += filter.apply(img).getRGB(1, 1);
            n++;
            elapsed = System.nanoTime() - start;
        } while (elapsed < MIN_NANOS || n < 10);
        long cpu = threads.getCurrentThreadCpuTime() - cpuStart;
        if (sink == 42) {
            System.out.print(""); // keeps the results alive for the JIT
        }
        return new double[] {n / (cpu / 1e9), n / (elapsed / 1e9)};
    }
}
