package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.augment.Augmenters;
import org.pairlab.augment.GenerationJob;
import org.pairlab.ml.caption.CaptionModelConfig;
import org.pairlab.ml.train.ModelEvaluationJob;
import org.pairlab.ml.train.Experiments;
import org.pairlab.ml.train.TrainingData;
import org.pairlab.ml.train.TrainingJob;
import org.pairlab.project.Decision;
import org.pairlab.project.ItemRef;
import org.pairlab.project.Project;
import org.pairlab.project.ReviewStatus;
import org.pairlab.project.RunState;
import org.pairlab.project.Sample;
import org.pairlab.runs.JobRunner;
import org.pairlab.runs.JobUpdate;
import org.pairlab.testing.SharedData;

/** The Runs and Experiments view models on real (tiny) training and evaluation runs, without a window. */
class ModelViewModelsTest {
    @TempDir
    Path dir;

    @Test
    void runsViewShowsCurvesAndLogAndExperimentsViewLaysModelsSideBySide() throws Exception {
        try (Project p = Project.create(dir.resolve("v.pairlab")); JobRunner runner = new JobRunner(p)) {
            p.datasets().insert(SharedData.cocoSampleDataset("coco", 107));
            List<Long> train = new TrainingData(p).splits(0).train().stream().map(Sample::id).toList();
            runner.runHere(new GenerationJob(p, new Augmenters().require("flip"), Map.of(), 1, 0, train));
            p.reviews().decideAll(p.candidates().withStatus(ReviewStatus.PENDING, "flip").stream()
                    .map(c -> ItemRef.candidate(c.id())).toList(), Decision.ACCEPT, "test");
            CaptionModelConfig config = CaptionModelConfig.tiny().with(Map.of("steps", 4, "validateEvery", 2,
                    "batchSize", 4, "channels", List.of(8, 8, 16, 16), "hidden", 32));
            List<TrainingJob> jobs = Experiments.plan(p, config,
                    Experiments.augmentationSets(0, 1.0, List.of("flip"), List.of(0.1)), false, "ui");
            long base = runner.runHere(jobs.get(0)).runId();
            long aug = runner.runHere(jobs.get(1)).runId();
            for (long id : List.of(base, aug)) {
                var out = runner.runHere(new ModelEvaluationJob(p, id, 1, 0, 1.0, 4, false));
                assertEquals(RunState.SUCCEEDED, out.state(), out.message());
            }

            TrainingRunsViewModel runs = new TrainingRunsViewModel(p, runner, Runnable::run);
            runs.refresh();
            assertEquals(4, runs.runs().size());
            runs.selectedProperty().set(runs.runs().stream().filter(r -> r.id() == base).findFirst().orElseThrow());
            assertEquals(4, runs.loss().size());
            assertEquals(2, runs.validation().size());
            assertTrue(runs.logTailProperty().get().contains("Device: CPU"), runs.logTailProperty().get());
            runs.onUpdate(new JobUpdate(base, "t", RunState.RUNNING, 0.5, "Step 2 of 4", Optional.of(Duration.ofSeconds(90)),
                    "a live line"));
            assertEquals(0.5, runs.progressProperty().get(), 1e-9);
            assertTrue(runs.statusProperty().get().contains("ETA 1 min 30 s"), runs.statusProperty().get());
            assertTrue(runs.logTailProperty().get().endsWith("a live line\n"));
            assertTrue(runs.canEvaluate());
            IllegalArgumentException bad = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                    () -> runs.startTraining(Map.of("stepz", "3")));
            assertTrue(bad.getMessage().contains("stepz"));

            ExperimentsViewModel ex = new ExperimentsViewModel(p);
            ex.refresh();
            assertEquals(2, ex.choices().size());
            ex.compare(List.of(base, aug));
            assertTrue(ex.protocolProperty().get().startsWith("Comparable"), ex.protocolProperty().get());
            assertEquals(2, ex.rows().size());
            assertTrue(ex.rows().get(0).scores().containsKey("CIDEr"));
            assertEquals(5, ex.rows().get(1).augmented(), "10 % of 54 originals");
            assertEquals(2, ex.bars().size());
            assertEquals(ExperimentsViewModel.METRICS.size(), ex.bars().get(0).getData().size());
            assertEquals(4, ex.images().size());
            assertNotNull(ex.imageProperty().get());
            assertEquals(2, ex.captions().size());
            assertEquals(5, ex.references().size());
            assertTrue(Files.isRegularFile(ex.imagePathProperty().get()));
        }
    }
}
