package org.pairlab.ml.train;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.augment.Augmenters;
import org.pairlab.augment.GenerationJob;
import org.pairlab.metrics.CaptionEvaluation;
import org.pairlab.metrics.CaptionMetric;
import org.pairlab.metrics.Progress;
import org.pairlab.ml.caption.CaptionModelConfig;
import org.pairlab.project.Decision;
import org.pairlab.project.ItemRef;
import org.pairlab.project.Json;
import org.pairlab.project.Project;
import org.pairlab.project.Run;
import org.pairlab.project.RunState;
import org.pairlab.project.Sample;
import org.pairlab.runs.JobHandle;
import org.pairlab.runs.JobRunner;
import org.pairlab.testing.SharedData;

/** Training, resuming, experiments and evaluation as runs of a real project built from coco-sample, on the CPU. */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class TrainingJobTest {
    @TempDir
    static Path dir;
    static Project project;
    static JobRunner runner;
    static long resumedRun;

    /** Small enough for a busy 2-core machine; validation (CIDEr-D on 53 images) every 10 updates. */
    static CaptionModelConfig config(int steps) {
        return CaptionModelConfig.tiny().with(Map.of("steps", steps, "validateEvery", 10, "batchSize", 8,
                "maxWords", 12));
    }

    @BeforeAll
    static void setUp() throws Exception {
        project = Project.create(dir.resolve("t.pairlab"));
        project.datasets().insert(SharedData.cocoSampleDataset("coco", 107));
        runner = new JobRunner(project);
        runner.register(new TrainingJob.Factory());
        runner.register(new ModelEvaluationJob.Factory());
    }

    @AfterAll
    static void tearDown() {
        runner.close();
        project.close();
    }

    @Test
    @Order(1)
    void interruptedRunResumesFromItsCheckpointAndReachesTheSameStepCount() throws Exception {
        TrainingJob job = new TrainingJob(project, config(20), TrainingSetSpec.baseline(), false, "resume test");
        AtomicReference<JobHandle> handle = new AtomicReference<>();
        runner.addListener(u -> {
            if (u.logLine() != null && u.logLine().startsWith("Checkpoint at step 10:") && handle.get() != null) {
                handle.get().cancel();
            }
        });
        synchronized (this) {
            handle.set(runner.submit(job));
        }
        JobHandle.JobOutcome first = handle.get().outcome().get(10, TimeUnit.MINUTES);
        assertEquals(RunState.CANCELLED, first.state(), first.message());
        long id = first.runId();
        Run cancelled = project.runs().get(id).orElseThrow();
        assertTrue(cancelled.checkpointJson().contains("\"step\":10"), cancelled.checkpointJson());

        JobHandle.JobOutcome resumed = runner.resume(id).outcome().get(10, TimeUnit.MINUTES);
        assertEquals(RunState.SUCCEEDED, resumed.state(), resumed.message());
        assertEquals(20, ((Number) resumed.metrics().get("steps")).intValue());
        Run done = project.runs().get(id).orElseThrow();
        assertTrue(done.log().contains("Resuming at step 10 of 20"), done.log());
        assertTrue(done.log().contains("and Adam's state"), done.log());
        assertTrue(done.log().contains("Device: CPU"), done.log());
        TrainingStore store = new TrainingStore(project);
        List<TrainingStore.Point> loss = store.curve(id, "loss");
        assertEquals(20, loss.size(), "one loss point per update, none lost or doubled by the resume");
        assertEquals(20, loss.get(loss.size() - 1).step());
        assertEquals(2, store.curve(id, "val_CIDEr").size());
        Map<String, TrainingStore.Artifact> files = store.artifacts(id);
        assertTrue(files.keySet().containsAll(Set.of("best", "last", "vocabulary")), files.toString());
        assertEquals(64, files.get("last").sha256().length());
        assertTrue(Files.isRegularFile(files.get("last").path()));
        resumedRun = id;

        // The same run without the interruption ends with the same loss curve and the same parameters.
        JobHandle.JobOutcome straight = runner.runHere(new TrainingJob(project, config(20), TrainingSetSpec.baseline(),
                false, "resume test"));
        assertEquals(RunState.SUCCEEDED, straight.state(), straight.message());
        List<TrainingStore.Point> straightLoss = store.curve(straight.runId(), "loss");
        for (int i = 0; i < 20; i++) {
            assertEquals(straightLoss.get(i).value(), loss.get(i).value(), 1e-4, "loss at step " + (i + 1));
        }
        assertEquals(store.artifacts(straight.runId()).get("last").sha256(), files.get("last").sha256(),
                "resumed and uninterrupted runs end with identical parameters");
    }

    @Test
    @Order(2)
    void lowResourceAndAugmentedSetsPickTheRequestedShares() throws Exception {
        acceptFlipCandidates();
        TrainingData data = new TrainingData(project);
        TrainingData.Splits splits = data.splits(0);
        assertEquals(54, splits.train().size());
        assertEquals(53, splits.validation().size());
        List<TrainingData.Example> low = data.examples(splits, new TrainingSetSpec(0, 0.3, List.of(), 0), 7);
        assertEquals(16, low.size());
        List<TrainingData.Example> aug = data.examples(splits, new TrainingSetSpec(0, 0.3, List.of("flip"), 0.2), 7);
        assertEquals(16 + 3, aug.size());
        assertEquals(low, aug.subList(0, 16), "augmenting keeps the same originals");
        Set<Long> chosen = low.stream().map(TrainingData.Example::sampleId).collect(Collectors.toSet());
        aug.subList(16, 19).forEach(e -> {
            assertTrue(e.candidateId() != null);
            assertTrue(chosen.contains(e.sampleId()), "a candidate of a sample outside the training subset leaked in");
        });
        List<Integer> sizes = Experiments.lowResourceSets(0, List.of(0.1, 0.3, 0.7, 1.0)).stream()
                .map(spec -> data.examples(splits, spec, 7).size()).toList();
        assertEquals(List.of(5, 16, 38, 54), sizes);
        Set<String> smaller = data.examples(splits, new TrainingSetSpec(0, 0.1, List.of(), 0), 7).stream()
                .map(TrainingData.Example::key).collect(Collectors.toSet());
        assertTrue(low.stream().map(TrainingData.Example::key).collect(Collectors.toSet()).containsAll(smaller),
                "a smaller subset is part of a larger one");
        Set<Long> val = splits.validation().stream().map(Sample::id).collect(Collectors.toSet());
        aug.forEach(e -> assertFalse(val.contains(e.sampleId())));
    }

    @Test
    @Order(3)
    void baselineAndAugmentedRunsRecordTheSameSeedAndNumberOfUpdates() throws Exception {
        List<TrainingJob> jobs = Experiments.plan(project, config(10),
                Experiments.augmentationSets(0, 1.0, List.of("flip"), List.of(0.2)), false, "pair");
        long base = runner.runHere(jobs.get(0)).runId();
        JobHandle.JobOutcome aug = runner.runHere(jobs.get(1));
        assertEquals(RunState.SUCCEEDED, aug.state(), aug.message());
        List<Experiments.Row> rows = Experiments.compare(project, List.of(base, aug.runId()));
        assertEquals(rows.get(0).steps(), rows.get(1).steps());
        assertEquals(10, rows.get(1).steps());
        assertEquals(rows.get(0).seed(), rows.get(1).seed());
        assertEquals(0, ((Number) rows.get(0).metrics().get("augmented")).intValue());
        assertEquals(11, ((Number) rows.get(1).metrics().get("augmented")).intValue(), "20 % of 54 originals");
        // A run with other hyper-parameters is refused.
        assertThrows(IllegalStateException.class, () -> Experiments.compare(project, List.of(base, resumedRun)));
    }

    @Test
    @Order(4)
    @SuppressWarnings("unchecked")
    void evaluationWritesCocoResultsThatTheMetricsModuleScores() throws Exception {
        JobHandle.JobOutcome out = runner.runHere(new ModelEvaluationJob(project, resumedRun, 2, 3, 1.0, 12, false));
        assertEquals(RunState.SUCCEEDED, out.state(), out.message());
        Map<String, TrainingStore.Artifact> files = new TrainingStore(project).artifacts(out.runId());
        Path results = files.get("results").path();
        JsonNode arr = Json.MAPPER.readTree(results.toFile());
        assertTrue(arr.isArray());
        assertEquals(12, arr.size());
        for (JsonNode r : arr) {
            assertTrue(r.get("image_id").canConvertToLong());
            assertTrue(r.get("caption").isTextual());
        }
        CaptionEvaluation.Result scored = new CaptionEvaluation().evaluate(files.get("references").path(), results,
                Set.of(CaptionMetric.CIDER, CaptionMetric.BLEU), Progress.NONE);
        assertEquals(12, scored.images().size());
        assertEquals(scored.corpus().get("CIDEr"), ((Number) out.metrics().get("CIDEr")).doubleValue(), 1e-9);
        for (String k : List.of("Bleu_1", "Bleu_4", "METEOR", "ROUGE_L", "CIDEr", "uniqueness", "div1", "selfCIDEr")) {
            assertTrue(out.metrics().containsKey(k), k);
        }
        List<TrainingStore.Output> rows = new TrainingStore(project).outputs(out.runId());
        assertEquals(12, rows.size());
        rows.forEach(r -> {
            assertEquals(3, r.sampled().size());
            assertTrue(r.scores().containsKey("CIDEr"));
        });
    }

    private static void acceptFlipCandidates() throws Exception {
        if (!project.candidates().withStatus(org.pairlab.project.ReviewStatus.ACCEPTED, "flip").isEmpty()) {
            return;
        }
        List<Long> train = new TrainingData(project).splits(0).train().stream().map(Sample::id).toList();
        runner.runHere(new GenerationJob(project, new Augmenters().require("flip"), Map.of(), 1, 0, train));
        List<ItemRef> made = project.candidates().withStatus(org.pairlab.project.ReviewStatus.PENDING, "flip").stream()
                .map(c -> ItemRef.candidate(c.id())).toList();
        assertFalse(made.isEmpty());
        project.reviews().decideAll(made, Decision.ACCEPT, "test");
    }
}
