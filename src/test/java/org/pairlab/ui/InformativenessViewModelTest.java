package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.ItemRef;
import org.pairlab.project.Project;
import org.pairlab.project.RunState;
import org.pairlab.runs.JobRunner;
import org.pairlab.text.CaptionTagger;
import org.pairlab.text.InformativenessFilter;
import org.pairlab.testing.SharedData;

/** The informativeness view model without a window, on the COCO sample (107 images, 535 captions). */
class InformativenessViewModelTest {
    private static final Executor DIRECT = Runnable::run;
    @TempDir
    Path dir;
    private Project project;
    private JobRunner runner;
    private InformativenessViewModel vm;

    @BeforeEach
    void setUp() throws Exception {
        project = Project.create(dir.resolve("t.pairlab"));
        project.datasets().insert(SharedData.cocoSampleDataset("coco", 200));
        runner = new JobRunner(project);
        CaptionTagger tagger = CaptionTagger.english();
        vm = new InformativenessViewModel(project, new InformativenessFilter(project, () -> tagger, 2), runner::submit,
                DIRECT, DIRECT);
        vm.load().join();
    }

    @AfterEach
    void tearDown() {
        runner.close();
        project.close();
    }

    @Test
    void countsFollowTheThreshold() {
        // The default is scaled to the corpus: the percentile removing the least informative 15 %, not the paper's
        // 20, which removes most COCO captions and so is warned about.
        double start = vm.thresholdProperty().get();
        assertEquals(Math.round(InformativenessFilter.defaultThreshold(vm.tableProperty().get()) * 10) / 10.0, start);
        assertEquals(0.15, vm.previewProperty().get().shareRemoved(), 0.03);
        assertEquals("", vm.warningProperty().get());
        assertTrue(vm.countsTextProperty().get().contains("%)"), vm.countsTextProperty().get());
        vm.thresholdProperty().set(20);
        assertTrue(vm.warningProperty().get().contains("more than 30"), vm.warningProperty().get());
        assertFalse(vm.thresholdIsDefault());
        assertEquals(535, vm.tableProperty().get().rows().size());
        assertEquals(535, vm.histogramProperty().get().counts().stream().mapToInt(Integer::intValue).sum());
        long below20 = vm.tableProperty().get().rows().stream().filter(r -> r.rho() < 20).count();
        assertEquals(below20, vm.captionsBelowProperty().get());
        assertTrue(vm.countsTextProperty().get().contains(String.format("%,d of 535 captions", below20)),
                vm.countsTextProperty().get());
        vm.thresholdProperty().set(5);
        long below5 = vm.tableProperty().get().rows().stream().filter(r -> r.rho() < 5).count();
        assertEquals(below5, vm.captionsBelowProperty().get());
        assertTrue(below5 < below20);
        vm.thresholdProperty().set(1000);
        assertEquals(535, vm.captionsBelowProperty().get());
        assertEquals(107, vm.samplesLosingAllProperty().get());
        assertTrue(vm.justAbove().isEmpty());
        assertEquals(InformativenessViewModel.EXAMPLES, vm.justBelow().size());
    }

    @Test
    void applyRunsAJobAndRevertBringsTheCaptionsBack() {
        vm.thresholdProperty().set(12);
        int below = vm.captionsBelowProperty().get();
        var outcome = vm.apply().join();
        assertEquals(RunState.SUCCEEDED, outcome.state());
        assertEquals("informativeness-filter", project.runs().get(outcome.runId()).orElseThrow().kind());
        assertEquals(below, project.exclusions().excludedCaptionIds().size());
        assertEquals(new HashSet<>(vm.tableProperty().get().captionIdsBelow(12)), project.exclusions().excludedCaptionIds());
        assertEquals(1, vm.filters().size());
        // after the reload, those captions count as already excluded
        assertEquals(0, vm.captionsBelowProperty().get());
        assertTrue(vm.countsTextProperty().get().contains("already excluded"), vm.countsTextProperty().get());

        vm.revert(vm.filters().get(0)).join();
        assertTrue(project.exclusions().excludedCaptionIds().isEmpty());
        assertFalse(vm.filters().get(0).active());
        assertEquals(below, vm.captionsBelowProperty().get());
    }

    @Test
    void theSampleViewShowsTheCachedRhoAndExclusions() {
        SampleViewModel sample = new SampleViewModel(project, new org.pairlab.augment.Augmenters(), DIRECT, DIRECT);
        var row = vm.tableProperty().get().rows().get(0);
        SampleViewModel.Details d = sample.read(ItemRef.sample(row.sampleId()));
        SampleViewModel.CaptionMarks marks = sample.marks(d);
        assertEquals(5, marks.rho().size());
        assertEquals(row.rho(), marks.rho().get(row.captionId()), 0.0);
        assertTrue(marks.excluded().isEmpty());
        project.exclusions().apply("test", java.util.Map.of(), java.util.List.of(row.captionId()));
        assertEquals(java.util.Set.of(row.captionId()), sample.marks(d).excluded());
    }
}
