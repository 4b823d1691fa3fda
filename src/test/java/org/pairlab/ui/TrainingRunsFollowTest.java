package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.ml.caption.CaptionModelConfig;
import org.pairlab.ml.train.Experiments;
import org.pairlab.ml.train.TrainingJob;
import org.pairlab.project.Project;
import org.pairlab.project.RunState;
import org.pairlab.runs.JobRunner;
import org.pairlab.testing.SharedData;

/**
 * The Training runs window follows a run started elsewhere (here: straight on the runner, as the CLI or another
 * window would) while the run it shows is finished, so the new run's progress and charts show without a click.
 */
class TrainingRunsFollowTest {
    @TempDir
    Path dir;

    @Test
    void aRunStartedElsewhereIsFollowedLiveWhenTheShownRunIsFinished() throws Exception {
        try (Project p = Project.create(dir.resolve("f.pairlab")); JobRunner runner = new JobRunner(p)) {
            p.datasets().insert(SharedData.cocoSampleDataset("coco", 107));
            CaptionModelConfig config = CaptionModelConfig.tiny().with(Map.of("steps", 4, "validateEvery", 2,
                    "batchSize", 4, "channels", List.of(8, 8, 16, 16), "hidden", 32));
            List<TrainingJob> jobs = Experiments.plan(p, config, Experiments.augmentationSets(0, 1.0, List.of(),
                    List.of()), false, "follow");
            long first = runner.runHere(jobs.get(0)).runId();

            TrainingRunsViewModel vm = new TrainingRunsViewModel(p, runner, Runnable::run);
            runner.addListener(vm);
            vm.refresh();
            assertEquals(first, vm.selectedProperty().get().id());
            // What the window shows at each update of the second run, seen right after the view model's own update.
            List<Long> shownWhileRunning = new ArrayList<>();
            List<Double> progressShown = new ArrayList<>();
            runner.addListener(u -> {
                if (u.state() == RunState.RUNNING && u.runId() != first) {
                    shownWhileRunning.add(vm.selectedProperty().get().id());
                    progressShown.add(vm.progressProperty().get());
                }
            });
            long second = runner.runHere(Experiments.plan(p, config.with(Map.of("seed", 2)),
                    Experiments.augmentationSets(0, 1.0, List.of(), List.of()), false, "follow-2").get(0)).runId();
            assertTrue(!shownWhileRunning.isEmpty(), "the second run reported progress");
            assertTrue(shownWhileRunning.stream().allMatch(id -> id == second), shownWhileRunning.toString());
            assertTrue(progressShown.stream().anyMatch(x -> x > 0), progressShown.toString());
            assertEquals(second, vm.selectedProperty().get().id());
            assertEquals(4, vm.loss().size(), "the finished run's loss curve");
        }
    }
}
