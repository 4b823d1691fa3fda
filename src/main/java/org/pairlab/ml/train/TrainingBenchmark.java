package org.pairlab.ml.train;

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
import org.pairlab.ml.TorchRuntime;
import org.pairlab.ml.caption.CaptionModel;
import org.pairlab.ml.caption.CaptionModelConfig;
import org.pairlab.ml.caption.CaptionTrainer;
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
            out.append(measure(sharedData.resolve("coco-sample"), work, config)).append('\n');
        }
        return out.toString().strip();
    }

    private static String measure(Path coco, Path work, CaptionModelConfig config) throws Exception {
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
        for (var e : files.entrySet()) {
            images.put(e.getKey(), tensors.get("s" + e.getKey(),
                    () -> ImageIO.read(coco.resolve("images").resolve(e.getValue()).toFile())));
        }
        TorchRuntime rt = TorchRuntime.start(true);
        Engine.getEngine("PyTorch").setRandomSeed(1);
        Random r = new Random(1);
        try (CaptionModel model = CaptionModel.create(rt, config, vocab); CaptionTrainer trainer = new CaptionTrainer(model)) {
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
            return String.format("train %s: image %d, channels %s, hidden %d, batch %d, vocabulary %d on %s: "
                    + "%.1f samples/s (%.3f s per update, %d timed updates, %d CPU cores visible)",
                    config.equals(CaptionModelConfig.defaults()) ? "default" : "tiny", config.imageSize(),
                    config.channels(), config.hidden(), config.batchSize(), vocab.size(), rt.description(),
                    TIMED * config.batchSize() / secs, secs / TIMED, TIMED, Runtime.getRuntime().availableProcessors());
        }
    }
}
