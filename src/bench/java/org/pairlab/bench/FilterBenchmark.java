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
import org.pairlab.augment.ImageEditAugmenter;
import org.pairlab.augment.RotateAugmenter;
import org.pairlab.image.Bilinear;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.ImageFormatException;
import org.pairlab.image.Planes;
import org.pairlab.image.Rasters;
import org.pairlab.ml.ImageGenerator;
import org.pairlab.ml.ModelManifest;
import org.pairlab.ml.TorchRuntime;

/**
 * {@code pairlab bench filters}: images per second of every image edit at 640x480 on the calling thread (one
 * core), and of the TorchScript generator in {@code shared/data/models/tiny-sketch-generator} when present.
 */
public final class FilterBenchmark {
    private static final int WIDTH = 640;
    private static final int HEIGHT = 480;
    private static final long MIN_NANOS = 2_000_000_000L;

    private FilterBenchmark() {
    }

    /** Runs every filter and returns the report. */
    public static String run(Path sharedData) throws ImageFormatException {
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
