package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.augment.Augmenters;
import org.pairlab.augment.GenerationJob;
import org.pairlab.project.Decision;
import org.pairlab.project.ItemFilter;
import org.pairlab.project.ItemRef;
import org.pairlab.project.Project;
import org.pairlab.project.ReviewStatus;
import org.pairlab.runs.JobRunner;
import org.pairlab.text.WordDiff;

/** View-model behaviour without any window: filtering, reviewing, counts, candidate diffs. */
class MainViewModelTest {
    private static final Executor DIRECT = Runnable::run;
    @TempDir
    Path dir;
    private Project project;
    private MainViewModel vm;

    @BeforeEach
    void setUp() throws Exception {
        project = Project.create(dir.resolve("t.pairlab"));
        project.datasets().insert(TestDatasetServices.readCoco(TestDatasetServices.cocoRequest("coco")));
        org.pairlab.testing.SharedData.giveCoastGuardASide(project);
        vm = new MainViewModel(project, DIRECT, DIRECT);
        vm.refresh().join();
    }

    @AfterEach
    void tearDown() {
        project.close();
    }

    @Test
    void textFilterShowsExactlyTheSamplesWhoseCaptionsContainTheWord() {
        assertEquals(107, vm.items().size());
        vm.textProperty().set("dog");
        List<ItemRef> expected = project.samples().find(ItemFilter.originals()).stream()
                .filter(r -> project.samples().captions(r.id()).stream()
                        .anyMatch(c -> c.text().toLowerCase(Locale.ROOT).matches("(?s).*\\bdog.*")))
                .toList();
        assertFalse(expected.isEmpty());
        assertTrue(expected.size() < 107);
        assertEquals(expected, List.copyOf(vm.items()));
        assertEquals(0, vm.selectedIndexProperty().get());
        assertTrue(vm.countsTextProperty().get().contains("showing " + expected.size()), vm.countsTextProperty().get());
    }

    @Test
    void decisionsChangeTheProjectAndUndoRevertsThem() {
        ItemRef first = vm.items().get(0);
        assertTrue(vm.decide(Decision.ACCEPT));
        assertEquals(ReviewStatus.ACCEPTED, project.samples().get(first.id()).orElseThrow().status());
        assertEquals(ReviewStatus.ACCEPTED, vm.statusOf(first));
        vm.next();
        ItemRef second = vm.selectedProperty().get();
        vm.decide(Decision.REJECT);
        assertEquals(ReviewStatus.REJECTED, project.samples().get(second.id()).orElseThrow().status());
        vm.undo();
        assertEquals(ReviewStatus.PENDING, project.samples().get(second.id()).orElseThrow().status());
        assertEquals(ReviewStatus.PENDING, vm.statusOf(second));
        // Next undecided skips the accepted first item.
        vm.selectedIndexProperty().set(vm.items().size() - 1);
        assertTrue(vm.nextUndecided());
        assertEquals(1, vm.selectedIndexProperty().get());
        vm.statusProperty().set(ReviewStatus.ACCEPTED);
        assertEquals(List.of(first), List.copyOf(vm.items()));
    }

    @Test
    void countsAndCandidateDiffs() {
        MainViewModel.Counts c = vm.countsProperty().get();
        assertEquals(107, c.samples());
        assertEquals(535, c.captions());
        assertEquals(984, c.boxes());
        vm.textProperty().set("coast guard");
        assertEquals(1, vm.items().size());
        Augmenters augmenters = new Augmenters();
        try (JobRunner runner = new JobRunner(project)) {
            var flip = augmenters.require("flip");
            runner.runHere(new GenerationJob(project, flip, java.util.Map.of(), 1, 0, vm.filteredOriginalIds()));
        }
        vm.refresh().join();
        assertEquals(1, vm.countsProperty().get().pending());
        vm.methodProperty().set("flip");
        assertEquals(1, vm.items().size());
        SampleViewModel svm = new SampleViewModel(project, augmenters, DIRECT, DIRECT);
        SampleViewModel.Details d = svm.read(vm.items().get(0));
        assertTrue(d.isCandidate());
        List<String> changed = d.captionDiffs().stream().flatMap(List::stream).filter(WordDiff.Segment::changed)
                .map(s -> s.text().strip()).toList();
        assertEquals(List.of("left"), changed);
    }

    @Test
    void aReadOnlyProjectGetsABannerAndAWritableOneNone() throws Exception {
        assertEquals("", vm.readOnlyNotice());
        try (Project ro = Project.openReadOnly(project.file())) {
            String banner = new MainViewModel(ro, DIRECT, DIRECT).readOnlyNotice();
            assertTrue(banner.startsWith("Read-only: t.pairlab cannot be written to"), banner);
        }
    }
}
