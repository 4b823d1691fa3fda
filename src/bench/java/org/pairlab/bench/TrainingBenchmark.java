package org.pairlab.bench;

import ai.djl.engine.Engine;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import javax.imageio.ImageIO;
import org.pairlab.metrics.PtbTokenizer;
import org.pairlab.ml.ImageFeatureExtractor;
import org.pairlab.ml.ModelManifest;
import org.pairlab.ml.TorchRuntime;
import org.pairlab.ml.caption.CaptionModel;
import org.pairlab.ml.caption.CaptionModelConfig;
import org.pairlab.ml.caption.CaptionTrainer;
import org.pairlab.ml.caption.FeatureCache;
import org.pairlab.ml.caption.ImageTensors;
import org.pairlab.ml.caption.Vocabulary;
import org.pairlab.project.Json;

/**
 * Training throughput of the default captioner on coco-sample (images decoded and resized once, as a run caches
 * them): warm-up updates, then timed updates; prints samples per second. Not a test: run it on a quiet machine.
 */
public final class TrainingBenchmark {
    private static final int WARMUP = 3;
    private static final int TIMED = 20;

    private TrainingBenchmark() {
    }

    /** Runs the benchmark on {@code sharedData/coco-sample}; {@code work} holds the image cache. */
    public static String run(Path sharedData, Path work) throws Exception {
        StringBuilder out = new StringBuilder();
        for (CaptionModelConfig config : List.of(CaptionModelConfig.defaults(), CaptionModelConfig.tiny())) {
            out.append(measure(sharedData.resolve("coco-sample"), work, config, null)).append('\n');
        }
        Path clip = sharedData.resolve("models/tiny-clip/image_encoder.pt");
        if (java.nio.file.Files.isRegularFile(clip)) {
            out.append(measureFeatures(sharedData.resolve("coco-sample"), work, clip)).append('\n');
        }
        return out.toString().strip();
    }

    /**
     * The tiny random CLIP image encoder as a pooled [N,32] feature extractor: feature extraction per image (cold
     * cache), reading them back (warm cache), and updates of the default decoder on them.
     */
    private static String measureFeatures(Path coco, Path work, Path encoderFile) throws Exception {
        Path modelDir = work.resolve("tiny-features");
        java.nio.file.Files.createDirectories(modelDir);
        java.nio.file.Files.copy(encoderFile, modelDir.resolve("encoder.pt"),
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", "tiny-features");
        m.put("kind", ImageFeatureExtractor.KIND);
        m.put("file", "encoder.pt");
        m.put("image_size", 64);
        m.put("resize", "bicubic");
        m.put("mean", List.of(0.48145466, 0.4578275, 0.40821073));
        m.put("std", List.of(0.26862954, 0.26130258, 0.27577711));
        m.put("output", Map.of("layout", "pooled", "dim", 32));
        m.put("sha256", Map.of("encoder.pt", ModelManifest.sha256(modelDir.resolve("encoder.pt"))));
        java.nio.file.Files.writeString(modelDir.resolve("manifest.json"), Json.write(m));
        TorchRuntime rt = TorchRuntime.start(true);
        try (ImageFeatureExtractor x = ImageFeatureExtractor.open(rt, ModelManifest.read(modelDir))) {
            FeatureCache cache = new FeatureCache(work.resolve("bench-features-" + System.nanoTime()), x);
            JsonNode caps = Json.MAPPER.readTree(coco.resolve("captions.json").toFile());
            List<Path> files = new ArrayList<>();
            for (JsonNode img : caps.get("images")) {
                files.add(coco.resolve("images").resolve(img.get("file_name").asText()));
            }
            double[] secs = new double[2];
            List<FeatureCache.Request> requests = new ArrayList<>();
            for (int i = 0; i < files.size(); i++) {
                Path f = files.get(i);
                requests.add(new FeatureCache.Request("img" + i, () -> ImageIO.read(f.toFile())));
            }
            long t0 = System.nanoTime();
            cache.ensure(requests, 16, (done, total) -> { });
            secs[0] = (System.nanoTime() - t0) / 1e9;
            t0 = System.nanoTime();
            for (FeatureCache.Request r : requests) {
                cache.get(r.imageChecksum(), r.source());
            }
            secs[1] = (System.nanoTime() - t0) / 1e9;
            String decoder = measure(coco, work, CaptionModelConfig.defaults().with(Map.of("encoder", modelDir.toString())),
                    cache);
            return String.format("features %s (pooled %dx%d, 64 px) on %s: %.1f images/s extracted in batches of 16 (incl. "
                    + "decoding and resizing), %.0f images/s read from the cache; %s", x.manifest().name(), x.positions(), x.dim(),
                    rt.description(), files.size() / secs[0], files.size() / secs[1], decoder);
        }
    }

    private static String measure(Path coco, Path work, CaptionModelConfig config, FeatureCache features)
            throws Exception {
        JsonNode caps = Json.MAPPER.readTree(coco.resolve("captions.json").toFile());
        Map<Long, String> files = new LinkedHashMap<>();
        for (JsonNode img : caps.get("images")) {
            files.put(img.get("id").asLong(), img.get("file_name").asText());
        }
        PtbTokenizer tok = new PtbTokenizer();
        List<Long> pairImage = new ArrayList<>();
        List<List<String>> pairTokens = new ArrayList<>();
        for (JsonNode a : caps.get("annotations")) {
            pairImage.add(a.get("image_id").asLong());
            pairTokens.add(tok.tokenize(a.get("caption").asText()));
        }
        Vocabulary vocab = Vocabulary.build(pairTokens, config.minCount());
        ImageTensors tensors = new ImageTensors(work, config.imageSize());
        Map<Long, byte[]> images = new LinkedHashMap<>();
        int n = 0;
        for (var e : files.entrySet()) {
            ImageTensors.Source src = () -> ImageIO.read(coco.resolve("images").resolve(e.getValue()).toFile());
            images.put(e.getKey(), features == null ? tensors.get("s" + e.getKey(), src) : features.get("img" + n, src));
            n++;
        }
        TorchRuntime rt = TorchRuntime.start(true);
        Engine.getEngine("PyTorch").setRandomSeed(1);
        Random r = new Random(1);
        try (CaptionModel model = CaptionModel.create(rt, config, vocab,
                features == null ? null : features.grid()); CaptionTrainer trainer = new CaptionTrainer(model)) {
            long t0 = 0;
            for (int s = 0; s < WARMUP + TIMED; s++) {
                if (s == WARMUP) {
                    t0 = System.nanoTime();
                }
                List<byte[]> x = new ArrayList<>();
                List<int[]> y = new ArrayList<>();
                for (int b = 0; b < config.batchSize(); b++) {
                    int i = r.nextInt(pairImage.size());
                    x.add(images.get(pairImage.get(i)));
                    y.add(vocab.encode(pairTokens.get(i), config.maxWords()));
                }
                trainer.step(x, y);
            }
            double secs = (System.nanoTime() - t0) / 1e9;
            if (features != null) {
                return String.format("train default decoder (hidden %d, batch %d) on these features: %.1f samples/s "
                        + "(%.3f s per update)", config.hidden(), config.batchSize(), TIMED * config.batchSize() / secs,
                        secs / TIMED);
            }
            return String.format("train %s: image %d, channels %s, hidden %d, batch %d, vocabulary %d on %s: "
                    + "%.1f samples/s (%.3f s per update, %d timed updates, %d CPU cores visible)",
                    config.equals(CaptionModelConfig.defaults()) ? "default" : "tiny", config.imageSize(),
                    config.channels(), config.hidden(), config.batchSize(), vocab.size(), rt.description(),
                    TIMED * config.batchSize() / secs, secs / TIMED, TIMED, Runtime.getRuntime().availableProcessors());
        }
    }
}
