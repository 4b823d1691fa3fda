package org.pairlab.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.ImageFormatException;
import org.pairlab.ml.ClipImagePreprocessor;
import org.pairlab.ml.ClipModel;
import org.pairlab.ml.TorchRuntime;

/**
 * CLIP scoring throughput on real COCO images (decoded once, then pre-processed, tokenised and encoded
 * per pair, as re-ranking does): image-caption pairs per second at batch sizes 1 and 32, plus the
 * Java pre-processing alone. Prints figures; asserts nothing.
 */
public final class ClipBenchmark {
    private static final int[] BATCHES = {1, 32};

    private ClipBenchmark() {
    }

    /**
     * Runs it with the model in {@code modelDir} on the images and captions of {@code cocoSample};
     * {@code torchThreads}, when given, sets libtorch's intra- and inter-op threads (before the
     * engine starts, which {@code runtime} does).
     */
    public static String run(Integer torchThreads, Path modelDir, Path cocoSample, Supplier<TorchRuntime> runtimeStarter)
            throws IOException {
        if (torchThreads != null) {
            if (torchThreads < 1) {
                throw new IllegalArgumentException("--torch-threads must be at least 1, was " + torchThreads);
            }
            System.setProperty("ai.djl.pytorch.num_threads", Integer.toString(torchThreads));
            System.setProperty("ai.djl.pytorch.num_interop_threads", Integer.toString(torchThreads));
        }
        TorchRuntime runtime = runtimeStarter.get();
        List<BufferedImage> images = new ArrayList<>();
        List<String> captions = new ArrayList<>();
        load(cocoSample, images, captions);
        StringBuilder out = new StringBuilder();
        try (ClipModel model = ClipModel.load(runtime, modelDir)) {
            out.append(String.format(Locale.ROOT, "CLIP scoring: model %s (%s), %s, %d COCO images (%s), %d cores, libtorch threads: %s%n",
                    model.name(), modelDir, runtime.description(), images.size(), sizes(images),
                    Runtime.getRuntime().availableProcessors(), torchThreads == null ? "default" : torchThreads));
            ClipImagePreprocessor pre = model.preprocessor();
            float[] buf = new float[pre.floatsPerImage()];
            for (BufferedImage im : images) {
                pre.preprocess(im, buf, 0);
            }
            long t0 = System.nanoTime();
            int reps = 0;
            while (System.nanoTime() - t0 < 2_000_000_000L) {
                pre.preprocess(images.get(reps % images.size()), buf, 0);
                reps++;
            }
            double preRate = reps / ((System.nanoTime() - t0) / 1e9);
            out.append(String.format(Locale.ROOT, "  pre-processing (resize %dx%d bicubic, crop, normalise): %.0f images/s%n",
                    pre.size(), pre.size(), preRate));
            for (int batch : BATCHES) {
                int pairs = Math.max(64, batch * 8);
                List<BufferedImage> im = new ArrayList<>();
                List<String> cap = new ArrayList<>();
                for (int i = 0; i < pairs; i++) {
                    im.add(images.get(i % images.size()));
                    cap.add(captions.get(i % captions.size()));
                }
                // Warm-up: libtorch's profiling executor optimises each input shape on its first calls.
                for (int i = 0; i < 3; i++) {
                    model.encodeImages(im.subList(0, batch));
                    model.encodeTexts(cap.subList(0, batch));
                }
                double bestImage = Double.MAX_VALUE;
                double bestText = Double.MAX_VALUE;
                double bestAll = Double.MAX_VALUE;
                for (int run = 0; run < 3; run++) {
                    long imageNs = 0;
                    long textNs = 0;
                    for (int from = 0; from < pairs; from += batch) {
                        long s0 = System.nanoTime();
                        float[][] a = model.encodeImages(im.subList(from, from + batch));
                        long s1 = System.nanoTime();
                        float[][] t = model.encodeTexts(cap.subList(from, from + batch));
                        long s2 = System.nanoTime();
                        for (int i = 0; i < batch; i++) {
                            ClipModel.cosine(a[i], t[i]);
                        }
                        imageNs += s1 - s0;
                        textNs += s2 - s1;
                    }
                    bestImage = Math.min(bestImage, imageNs / 1e9);
                    bestText = Math.min(bestText, textNs / 1e9);
                    bestAll = Math.min(bestAll, (imageNs + textNs) / 1e9);
                }
                out.append(String.format(Locale.ROOT,
                        "  batch %2d: %.1f pairs/s (image side incl. pre-processing %.1f images/s, text side incl. tokenising %.1f captions/s; best of 3 runs of %d pairs)%n",
                        batch, pairs / bestAll, pairs / bestImage, pairs / bestText, pairs));
            }
            double load = java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
            out.append(String.format(Locale.ROOT, "  system load average during the run: %.1f (figures are only comparable on a quiet machine)%n", load));
        }
        return out.toString();
    }

    private static String sizes(List<BufferedImage> images) {
        Map<String, Integer> n = new HashMap<>();
        images.forEach(i -> n.merge(i.getWidth() + "x" + i.getHeight(), 1, Integer::sum));
        return n.entrySet().stream().sorted((a, b) -> b.getValue() - a.getValue()).limit(2)
                .map(e -> e.getKey()).reduce((a, b) -> a + ", " + b).orElse("") + ", ...";
    }

    private static void load(Path cocoSample, List<BufferedImage> images, List<String> captions) throws IOException {
        Path file = cocoSample.resolve("captions.json");
        if (!Files.isRegularFile(file)) {
            throw new IOException("No COCO captions at " + file);
        }
        JsonNode root = new ObjectMapper().readTree(file.toFile());
        Map<Long, String> firstCaption = new HashMap<>();
        for (JsonNode a : root.path("annotations")) {
            firstCaption.putIfAbsent(a.path("image_id").asLong(), a.path("caption").asText());
        }
        ImageDecoder decoder = new ImageDecoder();
        for (JsonNode img : root.path("images")) {
            if (images.size() == 32) {
                break;
            }
            String caption = firstCaption.get(img.path("id").asLong());
            if (caption == null) {
                continue;
            }
            try {
                images.add(decoder.decode(cocoSample.resolve("images").resolve(img.path("file_name").asText())));
                captions.add(caption);
            } catch (ImageFormatException e) {
                throw new IOException(e.getMessage(), e);
            }
        }
        if (images.isEmpty()) {
            throw new IOException("No images with captions in " + file);
        }
    }
}
