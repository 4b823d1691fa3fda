package org.pairlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.ml.ModelManifest;
import org.pairlab.project.Json;
import org.pairlab.project.Project;
import org.pairlab.testing.SharedData;

/** {@code train --set encoder=FOLDER} with a frozen image-features model, then {@code evaluate}, from the CLI. */
class FeatureTrainCliTest {
    @TempDir
    Path dir;

    @Test
    void trainAndEvaluateOnAFeatureExtractor() throws Exception {
        Path model = dir.resolve("features");
        Files.createDirectories(model);
        Files.copy(SharedData.root().resolve("models/tiny-clip/image_encoder.pt"), model.resolve("enc.pt"));
        Files.writeString(model.resolve("manifest.json"), Json.write(Map.of("name", "cli-features", "kind",
                "image-features", "file", "enc.pt", "image_size", 64, "resize", "bicubic",
                "mean", List.of(0.48, 0.46, 0.41), "std", List.of(0.27, 0.26, 0.28),
                "output", Map.of("layout", "pooled", "dim", 32),
                "sha256", Map.of("enc.pt", ModelManifest.sha256(model.resolve("enc.pt"))))));
        Path file = dir.resolve("p.pairlab");
        assertEquals(0, CliTest.cli("new", file.toString()).code());
        try (Project p = Project.open(file)) {
            p.datasets().insert(SharedData.cocoSampleDataset("coco", 107));
        }
        CliTest.Result missing = CliTest.cli("train", file.toString(), "--set", "encoder=" + dir.resolve("nothing"),
                "--set", "steps=2", "--set", "gpu=false");
        assertTrue(missing.code() != 0, missing.out());
        assertTrue((missing.out() + missing.err()).contains("No image feature extractor \"" + dir.resolve("nothing")),
                missing.out() + missing.err());

        CliTest.Result train = CliTest.cli("train", file.toString(), "--set", "encoder=" + model, "--set", "embed=16",
                "--set", "hidden=32", "--set", "attention=16", "--set", "steps=4", "--set", "validateEvery=2",
                "--set", "batchSize=4", "--set", "minCount=2", "--set", "gpu=false");
        assertEquals(0, train.code(), train.err() + train.out());
        assertTrue(train.out().contains("Encoder: frozen features of " + model.resolve("enc.pt")), train.out());
        Matcher m = Pattern.compile("(?m)^Run (\\d+) succeeded").matcher(train.out());
        assertTrue(m.find(), train.out());
        long run = Long.parseLong(m.group(1));

        CliTest.Result runs = CliTest.cli("runs", file.toString(), "--json");
        JsonNode r = null;
        for (JsonNode n : new ObjectMapper().readTree(runs.out()).get("runs")) {
            if (n.get("id").asLong() == run) {
                r = n;
            }
        }
        assertEquals(model.toString(), r.get("params").get("model").get("encoder").asText());
        assertEquals(ModelManifest.sha256(model.resolve("enc.pt")), r.get("metrics").get("encoderSha256").asText());

        CliTest.Result eval = CliTest.cli("evaluate", file.toString(), "--run", Long.toString(run), "--limit", "5",
                "--beam", "2", "--cpu", "--json");
        assertEquals(0, eval.code(), eval.err() + eval.out());
        JsonNode scores = new ObjectMapper().readTree(eval.out().strip().lines().reduce((a, b) -> b).orElseThrow());
        assertEquals(5, scores.get("images").asInt());
    }
}
