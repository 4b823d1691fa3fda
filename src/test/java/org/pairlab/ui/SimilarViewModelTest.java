package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.augment.similar.SimilarBy;
import org.pairlab.project.ItemRef;
import org.pairlab.project.Project;
import org.pairlab.project.Run;
import org.pairlab.project.RunState;
import org.pairlab.runs.JobHandle;
import org.pairlab.runs.JobRunner;
import org.pairlab.testing.SharedData;

/** "More like this" in the workbench's view models: the grid shows the ranking, the chip removes it. */
class SimilarViewModelTest {
    private static final Executor DIRECT = Runnable::run;
    @TempDir
    Path dir;

    @Test
    void theGridShowsTheRankingUntilTheChipIsRemoved() throws Exception {
        try (Project project = Project.create(dir.resolve("t.pairlab"))) {
            long ds = project.datasets().insert(SharedData.cocoSampleDataset("coco", 20));
            long first = project.samples().ofDataset(ds).get(0).id();
            MainViewModel vm = new MainViewModel(project, DIRECT, DIRECT);
            CurationViewModel curation = new CurationViewModel(project, vm, DIRECT, DIRECT);
            vm.refresh().join();
            assertEquals(20, vm.items().size());

            MainViewModel.SimilarTo like = vm.showSimilar(first, SimilarBy.IMAGE, 5).join();
            assertEquals(5, vm.items().size());
            assertEquals(ItemRef.sample(first), vm.items().get(0), "the sample itself ranks first");
            assertEquals(like.ranked(), vm.items().stream().map(ItemRef::id).toList(), "grid order is the ranking");
            CurationViewModel.Chip chip = curation.chips().stream().filter(c -> c.id().equals("similar")).findFirst()
                    .orElseThrow(() -> new AssertionError("no similar chip in " + curation.chips()));
            assertEquals("Similar to sample " + first + " (image)", chip.text());

            // The ranking stays within the other filters: a word no caption has leaves nothing.
            vm.textProperty().set("zzzqx");
            assertTrue(vm.items().isEmpty());
            vm.textProperty().set("");
            assertEquals(5, vm.items().size());

            chip.remove().run();
            assertNull(vm.similarToProperty().get());
            assertEquals(20, vm.items().size());
            assertTrue(curation.chips().stream().noneMatch(c -> c.id().equals("similar")));
            assertEquals(List.of(), curation.chips().stream().filter(c -> c.id().equals("similar")).toList());
        }
    }

    @Test
    void withAJobLauncherTheVectorsComeFromARecordedEmbedJobAndTheGridIsRankedWhenItEnds() throws Exception {
        try (Project project = Project.create(dir.resolve("j.pairlab")); JobRunner runner = new JobRunner(project)) {
            long ds = project.datasets().insert(SharedData.cocoSampleDataset("coco", 20));
            long first = project.samples().ofDataset(ds).get(0).id();
            MainViewModel vm = new MainViewModel(project, DIRECT, DIRECT);
            List<JobHandle> launched = new java.util.ArrayList<>();
            vm.setJobLauncher(job -> {
                JobHandle h = runner.submit(job);
                launched.add(h);
                return new JobLauncher.Launch(h::cancel, h.outcome());
            });
            vm.refresh().join();

            MainViewModel.SimilarTo like = vm.showSimilar(first, SimilarBy.CAPTION, 5).get(2, java.util.concurrent.TimeUnit.MINUTES);
            assertEquals(1, launched.size(), "one job");
            Run run = project.runs().get(launched.get(0).runId()).orElseThrow();
            assertEquals("embed", run.kind());
            assertEquals(RunState.SUCCEEDED, run.state());
            assertTrue(run.metricsJson().contains("\"samples\":20"), "the run's metrics say what it embedded: " + run.metricsJson());
            assertEquals(like, vm.similarToProperty().get());
            assertEquals(like.ranked(), vm.items().stream().map(ItemRef::id).toList(), "grid order is the ranking");
            assertEquals(ItemRef.sample(first), vm.items().get(0), "the sample itself ranks first");
            assertEquals(5, vm.items().size());

            // A cancelled job leaves the grid as it was and says so.
            vm.similarToProperty().set(null);
            assertEquals(20, vm.items().size());
            vm.setJobLauncher(job -> new JobLauncher.Launch(() -> { }, java.util.concurrent.CompletableFuture.completedFuture(
                    new JobHandle.JobOutcome(99, RunState.CANCELLED, "Cancelled", java.util.Map.of()))));
            var cancelled = vm.showSimilar(first, SimilarBy.CAPTION, 5);
            var e = assertThrows(java.util.concurrent.CancellationException.class, cancelled::get);
            assertTrue(e.getMessage().contains("cancelled"), e.getMessage());
            assertNull(vm.similarToProperty().get());
            assertEquals(20, vm.items().size());
        }
    }
}
