package org.pairlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.pairlab.ml.train.TrainingJob;
import org.pairlab.project.Project;
import org.pairlab.project.RunState;
import org.pairlab.runs.JobHandle;
import org.pairlab.runs.JobRunner;
import org.pairlab.testing.SharedData;

/** {@code train}, {@code runs --json} and {@code evaluate --json} end to end on a tiny model. */
class TrainCliTest {
    @TempDir
    Path dir;

    @Test
    void trainPrintsTheRunIdThenEvaluateScoresIt() throws Exception {
        Path file = dir.resolve("p.pairlab");
        assertEquals(0, CliTest.cli("new", file.toString()).code());
        try (Project p = Project.open(file)) {
            p.datasets().insert(SharedData.cocoSampleDataset("coco", 107));
        }
        CliTest.Result bad = CliTest.cli("train", file.toString(), "--set", "stepz=3");
        assertTrue(bad.code() != 0);
        assertTrue(bad.err().contains("stepz"), bad.err());

        CliTest.Result train = CliTest.cli("train", file.toString(), "--set", "imageSize=32", "--set",
                "channels=8,8,16,16", "--set", "embed=16", "--set", "hidden=32", "--set", "attention=16", "--set",
                "steps=4", "--set", "validateEvery=2", "--set", "batchSize=4", "--set", "minCount=2", "--set", "gpu=false");
        assertEquals(0, train.code(), train.err() + train.out());
        Matcher m = Pattern.compile("(?m)^Run (\\d+) succeeded").matcher(train.out());
        assertTrue(m.find(), train.out());
        long run = Long.parseLong(m.group(1));
        assertTrue(train.out().contains("Device: CPU"), train.out());
        assertTrue(train.out().contains("step 4/4"), train.out());

        CliTest.Result runs = CliTest.cli("runs", file.toString(), "--json");
        assertEquals(0, runs.code(), runs.err());
        JsonNode list = new ObjectMapper().readTree(runs.out()).get("runs");
        JsonNode r = list.get(0);
        assertEquals(run, r.get("id").asLong());
        assertEquals("train", r.get("kind").asText());
        assertEquals(4, r.get("metrics").get("steps").asInt());
        assertEquals(4, r.get("params").get("model").get("steps").asInt());

        CliTest.Result eval = CliTest.cli("evaluate", file.toString(), "--run", Long.toString(run), "--limit", "5",
                "--beam", "2", "--cpu", "--json");
        assertEquals(0, eval.code(), eval.err() + eval.out());
        JsonNode scores = new ObjectMapper().readTree(eval.out().strip().lines().reduce((a, b) -> b).orElseThrow());
        assertEquals(5, scores.get("images").asInt());
        assertTrue(scores.has("CIDEr") && scores.has("Bleu_4") && scores.has("METEOR"), scores.toString());

        CliTest.Result same = CliTest.cli("compare", file.toString(), "--runs", run + "," + run, "--json");
        assertEquals(0, same.code(), same.err());
        JsonNode rows = new ObjectMapper().readTree(same.out()).get("runs");
        assertEquals(4, rows.get(0).get("steps").asInt());
        assertEquals(scores.get("CIDEr").asDouble(), rows.get(0).get("test").get("CIDEr").asDouble(), 1e-12);

        CliTest.Result other = CliTest.cli("train", file.toString(), "--set", "imageSize=32", "--set",
                "channels=8,8,16,16", "--set", "embed=16", "--set", "hidden=32", "--set", "attention=16", "--set",
                "steps=2", "--set", "validateEvery=2", "--set", "batchSize=4", "--set", "minCount=2", "--set", "gpu=false");
        assertEquals(0, other.code(), other.err());
        Matcher m2 = Pattern.compile("(?m)^Run (\\d+) succeeded").matcher(other.out());
        assertTrue(m2.find(), other.out());
        CliTest.Result differ = CliTest.cli("compare", file.toString(), "--runs", run + "," + m2.group(1));
        assertTrue(differ.code() != 0);
        assertTrue(differ.err().contains("other hyper-parameters") && differ.err().contains("steps"), differ.err());
    }

    @Test
    void resumeContinuesACancelledTrainingRunToItsLastStep() throws Exception {
        Path file = dir.resolve("r.pairlab");
        long id;
        try (Project p = Project.create(file); JobRunner runner = new JobRunner(p)) {
            p.datasets().insert(SharedData.cocoSampleDataset("coco", 107));
            TrainingJob job = TrainingJob.fromParams(p, Map.of("imageSize", "32", "channels", "8,8,16,16", "embed", "16",
                    "hidden", "32", "attention", "16", "steps", "6", "validateEvery", "3", "batchSize", "4",
                    "minCount", "2", "gpu", "false"));
            AtomicReference<JobHandle> handle = new AtomicReference<>();
            runner.addListener(u -> {
                if (u.logLine() != null && u.logLine().startsWith("Checkpoint at step 3:") && handle.get() != null) {
                    handle.get().cancel();
                }
            });
            handle.set(runner.submit(job));
            JobHandle.JobOutcome first = handle.get().outcome().get(5, TimeUnit.MINUTES);
            assertEquals(RunState.CANCELLED, first.state(), first.message());
            id = first.runId();
        }
        CliTest.Result resumed = CliTest.cli("resume", file.toString(), "--run", Long.toString(id));
        assertEquals(0, resumed.code(), resumed.err() + resumed.out());
        assertTrue(resumed.out().contains("Run " + id + " succeeded"), resumed.out());
        try (Project p = Project.open(file)) {
            assertTrue(p.runs().get(id).orElseThrow().metricsJson().contains("\"steps\":6"));
        }
    }
}
