package org.pairlab.ml.caption;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ai.djl.engine.Engine;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.metrics.PtbTokenizer;
import org.pairlab.ml.TorchRuntime;
import org.pairlab.testing.SharedData;

/** The captioner itself on real COCO images and captions: it learns, saves, loads and decodes. */
class CaptionModelTest {
    @TempDir
    Path tmp;

    @Test
    void tinyModelHalvesItsLossAndDecodesAfterSaveAndLoad() throws Exception {
        Path coco = SharedData.cocoSample();
        JsonNode caps = new ObjectMapper().readTree(coco.resolve("captions.json").toFile());
        Map<Long, String> files = new LinkedHashMap<>();
        for (JsonNode img : caps.get("images")) {
            if (files.size() < 24) {
                files.put(img.get("id").asLong(), img.get("file_name").asText());
            }
        }
        PtbTokenizer tok = new PtbTokenizer();
        List<Long> pairImage = new ArrayList<>();
        List<List<String>> pairTokens = new ArrayList<>();
        for (JsonNode a : caps.get("annotations")) {
            long id = a.get("image_id").asLong();
            if (files.containsKey(id)) {
                pairImage.add(id);
                pairTokens.add(tok.tokenize(a.get("caption").asText()));
            }
        }
        CaptionModelConfig config = CaptionModelConfig.tiny().with(Map.of("steps", "200"));
        Vocabulary vocab = Vocabulary.build(pairTokens, config.minCount());
        ImageTensors tensors = new ImageTensors(tmp, config.imageSize());
        Map<Long, byte[]> images = new LinkedHashMap<>();
        for (var e : files.entrySet()) {
            images.put(e.getKey(), tensors.get("s" + e.getKey(), () -> ImageIO.read(coco.resolve("images").resolve(e.getValue()).toFile())));
        }
        TorchRuntime rt = TorchRuntime.cpu();
        Engine.getEngine("PyTorch").setRandomSeed(1);
        Random r = new Random(1);
        List<Double> losses = new ArrayList<>();
        Path saved = tmp.resolve("m.params");
        try (CaptionModel model = CaptionModel.create(rt, config, vocab); CaptionTrainer trainer = new CaptionTrainer(model)) {
            for (int s = 0; s < config.steps(); s++) {
                List<byte[]> x = new ArrayList<>();
                List<int[]> y = new ArrayList<>();
                for (int b = 0; b < config.batchSize(); b++) {
                    int i = r.nextInt(pairImage.size());
                    x.add(images.get(pairImage.get(i)));
                    y.add(vocab.encode(pairTokens.get(i), config.maxWords()));
                }
                losses.add(trainer.step(x, y).crossEntropy());
            }
            model.save(saved);
        }
        double first = losses.subList(0, 10).stream().mapToDouble(d -> d).average().orElseThrow();
        double last = losses.subList(losses.size() - 10, losses.size()).stream().mapToDouble(d -> d).average().orElseThrow();
        System.out.println("loss " + first + " -> " + last);
        assertTrue(last <= first / 2, "cross-entropy fell from " + first + " to " + last);
        try (CaptionModel loaded = CaptionModel.load(rt, config, vocab, saved)) {
            CaptionDecoder d = new CaptionDecoder(loaded);
            List<byte[]> some = new ArrayList<>(images.values()).subList(0, 3);
            List<String> greedy = d.greedy(some);
            assertEquals(3, greedy.size());
            greedy.forEach(g -> assertFalse(g.isBlank(), "empty greedy caption"));
            String beam = d.beam(some.get(0), 3);
            assertFalse(beam.isBlank());
            List<String> sampled = d.sample(some.get(0), 5, 1.0, 3);
            assertEquals(5, sampled.size());
            assertEquals(sampled, d.sample(some.get(0), 5, 1.0, 3), "sampling with one seed repeats");
            System.out.println(greedy + " | " + beam + " | " + sampled);
        }
    }
}
