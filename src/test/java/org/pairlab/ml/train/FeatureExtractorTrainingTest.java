package org.pairlab.ml.train;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.ml.ImageFeatureExtractor;
import org.pairlab.ml.ModelManifest;
import org.pairlab.ml.TorchRuntime;
import org.pairlab.ml.caption.CaptionModelConfig;
import org.pairlab.project.Json;
import org.pairlab.project.Project;
import org.pairlab.project.RunState;
import org.pairlab.runs.JobHandle;
import org.pairlab.runs.JobRunner;
import org.pairlab.testing.SharedData;

/**
 * A frozen TorchScript feature extractor instead of the CNN: the tiny random CLIP image encoder (a copy, pooled [N,32])
 * on coco-sample, features cached once, a run that learns, evaluation with the same extractor, and a changed extractor
 * refused.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class FeatureExtractorTrainingTest {
    @TempDir
    static Path dir;
    static Project project;
    static JobRunner runner;
    static Path modelDir;
    static long trainedRun;

    @BeforeAll
    static void setUp() throws Exception {
        project = Project.create(dir.resolve("f.pairlab"));
        project.datasets().insert(SharedData.cocoSampleDataset("coco", 107));
        runner = new JobRunner(project);
        runner.register(new TrainingJob.Factory());
        runner.register(new ModelEvaluationJob.Factory());
        modelDir = dir.resolve("models").resolve("tiny-features");
        Files.createDirectories(modelDir);
        Path pt = modelDir.resolve("encoder.pt");
        Files.copy(SharedData.root().resolve("models/tiny-clip/image_encoder.pt"), pt);
        writeManifest(ModelManifest.sha256(pt));
    }

    static void writeManifest(String sha) throws Exception {
        Map<String, Object> m = new HashMap<>();
        m.put("name", "tiny-features");
        m.put("kind", "image-features");
        m.put("file", "encoder.pt");
        m.put("image_size", 64);
        m.put("resize", "shortest edge to image_size, bicubic (PIL), then centre crop");
        m.put("rescale", 1 / 255.0);
        m.put("mean", List.of(0.48145466, 0.4578275, 0.40821073));
        m.put("std", List.of(0.26862954, 0.26130258, 0.27577711));
        m.put("output", Map.of("layout", "pooled", "dim", 32));
        m.put("sha256", Map.of("encoder.pt", sha));
        Files.writeString(modelDir.resolve("manifest.json"), Json.write(m));
    }

    @AfterAll
    static void tearDown() {
        runner.close();
        project.close();
    }

    static CaptionModelConfig config(int steps) {
        return CaptionModelConfig.tiny().with(Map.of("steps", steps, "validateEvery", 100, "batchSize", 16,
                "maxWords", 12, "encoder", modelDir.toString()));
    }

    static Map<Path, FileTime> cacheFiles() throws Exception {
        Path root = project.cacheDir().resolve("ml");
        if (!Files.isDirectory(root)) {
            return Map.of();
        }
        try (Stream<Path> s = Files.walk(root)) {
            return s.filter(p -> p.toString().endsWith(".f32")).collect(Collectors.toMap(p -> p, p -> {
                try {
                    return Files.getLastModifiedTime(p);
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }));
        }
    }

    @Test
    @Order(1)
    void pooledOutputIsAOneCellGrid() {
        try (ImageFeatureExtractor x = ImageFeatureExtractor.open(TorchRuntime.cpu(), ModelManifest.read(modelDir))) {
            assertEquals(1, x.positions());
            assertEquals(32, x.dim());
            float[][] f = x.extract(List.of(new java.awt.image.BufferedImage(80, 50,
                    java.awt.image.BufferedImage.TYPE_INT_RGB)));
            assertEquals(32, f[0].length);
        }
        // By manifest name through the catalog, as --set encoder=tiny-features finds it in a model root.
        ModelManifest byName = ImageFeatureExtractor.find("tiny-features",
                new org.pairlab.ml.ModelCatalog(List.of(modelDir.getParent())));
        assertEquals(modelDir, byName.dir());
        org.pairlab.ml.ModelException notThere = org.junit.jupiter.api.Assertions.assertThrows(
                org.pairlab.ml.ModelException.class, () -> ImageFeatureExtractor.find("no-such-extractor",
                        new org.pairlab.ml.ModelCatalog(List.of(modelDir.getParent()))));
        assertTrue(notThere.getMessage().contains("no-such-extractor"), notThere.getMessage());
    }

    @Test
    @Order(2)
    void featuresAreComputedOnceAndTheDecoderLearnsOnThem() throws Exception {
        JobHandle.JobOutcome first = runner.runHere(new TrainingJob(project, config(300), TrainingSetSpec.baseline(),
                false, "features"));
        assertEquals(RunState.SUCCEEDED, first.state(), first.message());
        Map<String, Object> m = first.metrics();
        int images = ((Number) m.get("trainImages")).intValue() + ((Number) m.get("validationImages")).intValue();
        assertEquals(images, ((Number) m.get("featuresComputed")).intValue(), m.toString());
        assertEquals(0, ((Number) m.get("featuresReused")).intValue());
        String sha = ModelManifest.sha256(modelDir.resolve("encoder.pt"));
        assertEquals(sha, m.get("encoderSha256"));
        TrainingStore store = new TrainingStore(project);
        assertEquals(sha, store.artifacts(first.runId()).get("encoder").sha256());
        Map<Path, FileTime> cached = cacheFiles();
        assertEquals(images, cached.size());
        assertTrue(cached.keySet().stream().allMatch(p -> p.getParent().getFileName().toString().equals("features-" + sha)));
        assertTrue(project.runs().get(first.runId()).orElseThrow().log().contains("Extracting features")
                || project.runs().get(first.runId()).orElseThrow().log().contains("Features: " + images + " computed"));

        List<TrainingStore.Point> loss = store.curve(first.runId(), "loss");
        double start = loss.subList(0, 5).stream().mapToDouble(TrainingStore.Point::value).average().orElseThrow();
        double end = loss.subList(loss.size() - 10, loss.size()).stream().mapToDouble(TrainingStore.Point::value)
                .average().orElseThrow();
        assertTrue(end < 0.5 * start, "cross-entropy should at least halve: " + start + " -> " + end);
        List<TrainingStore.Point> totals = store.curve(first.runId(), "loss_total");
        assertEquals(loss.get(loss.size() - 1).value(), totals.get(totals.size() - 1).value(), 1e-6,
                "one cell: no attention regulariser in the loss");
        trainedRun = first.runId();

        // A second run reads every feature back: nothing computed, no cache file rewritten.
        JobHandle.JobOutcome second = runner.runHere(new TrainingJob(project, config(5), TrainingSetSpec.baseline(),
                false, "features again"));
        assertEquals(RunState.SUCCEEDED, second.state(), second.message());
        assertEquals(0, ((Number) second.metrics().get("featuresComputed")).intValue());
        assertEquals(images, ((Number) second.metrics().get("featuresReused")).intValue());
        assertEquals(cached, cacheFiles());
    }

    @Test
    @Order(3)
    void evaluationUsesTheSameExtractorAndItsCachedFeatures() throws Exception {
        Map<Path, FileTime> cached = cacheFiles();
        JobHandle.JobOutcome eval = runner.runHere(new ModelEvaluationJob(project, trainedRun, 2, 0, 1.0, 0, false));
        assertEquals(RunState.SUCCEEDED, eval.state(), eval.message());
        assertTrue(((Number) eval.metrics().get("images")).intValue() > 0);
        assertTrue(eval.metrics().containsKey("CIDEr"), eval.metrics().toString());
        String log = project.runs().get(eval.runId()).orElseThrow().log();
        assertTrue(log.contains("Encoder: frozen features of " + modelDir.resolve("encoder.pt")), log);
        assertEquals(cached, cacheFiles(), "evaluation reads the cached features");
    }

    @Test
    @Order(4)
    void aChangedExtractorIsRefusedNamingTheFile() throws Exception {
        Path pt = modelDir.resolve("encoder.pt");
        byte[] original = Files.readAllBytes(pt);
        try {
            Files.write(pt, new byte[] {0}, java.nio.file.StandardOpenOption.APPEND);
            // The manifest still has the old checksum: the manifest check names the file.
            JobHandle.JobOutcome stale = runner.runHere(new ModelEvaluationJob(project, trainedRun, 2, 0, 1.0, 0, false));
            assertEquals(RunState.FAILED, stale.state());
            assertTrue(stale.message().contains(pt.toString()) && stale.message().contains("SHA-256"), stale.message());

            // A manifest updated to the new file: the run's recorded checksum refuses it, naming the file.
            writeManifest(ModelManifest.sha256(pt));
            JobHandle.JobOutcome changed = runner.runHere(new ModelEvaluationJob(project, trainedRun, 2, 0, 1.0, 0, false));
            assertEquals(RunState.FAILED, changed.state());
            assertTrue(changed.message().contains("Training run " + trainedRun), changed.message());
            assertTrue(changed.message().contains(pt.toString() + " now has SHA-256"), changed.message());
        } finally {
            Files.write(pt, original);
            writeManifest(ModelManifest.sha256(pt));
        }
        // A missing extractor is refused too.
        Path moved = dir.resolve("elsewhere");
        Files.move(modelDir, moved);
        try {
            JobHandle.JobOutcome missing = runner.runHere(new ModelEvaluationJob(project, trainedRun, 2, 0, 1.0, 0, false));
            assertEquals(RunState.FAILED, missing.state());
            assertTrue(missing.message().contains("No image feature extractor \"" + modelDir + "\""), missing.message());
        } finally {
            Files.move(moved, modelDir);
        }
    }

    @Test
    @Order(5)
    void extractionIsCancellableAndAResumedRunComputesOnlyWhatIsMissing() throws Exception {
        String sha = ModelManifest.sha256(modelDir.resolve("encoder.pt"));
        Path featureDir = project.cacheDir().resolve("ml").resolve("features-" + sha);
        try (Stream<Path> files = Files.list(featureDir)) {
            for (Path f : files.toList()) {
                Files.delete(f);
            }
        }
        java.util.concurrent.atomic.AtomicReference<JobHandle> handle = new java.util.concurrent.atomic.AtomicReference<>();
        runner.addListener(u -> {
            JobHandle h = handle.get();
            if (h != null && u.runId() == h.runId() && u.message() != null
                    && u.message().startsWith("Extracting features ")) {
                h.cancel();
            }
        });
        synchronized (this) {
            handle.set(runner.submit(new TrainingJob(project, config(5), TrainingSetSpec.baseline(), false, "cancel")));
        }
        JobHandle.JobOutcome cancelled = handle.get().outcome().get(10, java.util.concurrent.TimeUnit.MINUTES);
        assertEquals(RunState.CANCELLED, cancelled.state(), cancelled.message());
        int cachedBefore = cacheFiles().size();
        // Progress updates are throttled: the first one cancels, and the loop stops at its next cancellation check.
        assertTrue(cachedBefore >= 1 && cachedBefore < 50, "extraction stopped early: " + cachedBefore + " cached");

        JobHandle.JobOutcome resumed = runner.resume(cancelled.runId()).outcome().get(10,
                java.util.concurrent.TimeUnit.MINUTES);
        assertEquals(RunState.SUCCEEDED, resumed.state(), resumed.message());
        int images = ((Number) resumed.metrics().get("trainImages")).intValue()
                + ((Number) resumed.metrics().get("validationImages")).intValue();
        assertEquals(cachedBefore, ((Number) resumed.metrics().get("featuresReused")).intValue());
        assertEquals(images - cachedBefore, ((Number) resumed.metrics().get("featuresComputed")).intValue());
    }
}
