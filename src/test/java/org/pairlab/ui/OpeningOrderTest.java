package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.Project;
import org.pairlab.testing.SharedData;

/** Opening a project shows the grid's first thumbnails before anything else takes the reader (issue 17.8). */
class OpeningOrderTest {
    private static final Executor DIRECT = Runnable::run;
    @TempDir
    Path dir;

    @Test
    void theFirstScreenIsReachedWhenTheTilesLaidOutHaveTheirThumbnailsOrAtOnceForAnEmptyGrid() {
        int[] queued = {0};
        FirstScreen first = new FirstScreen(() -> queued[0] == 0);
        first.itemsShown(120_000);
        for (int i = 0; i < 5; i++) { // one layout pass: five tiles ask
            first.tileAsked();
            queued[0]++;
        }
        for (int i = 1; i < 5; i++) {
            queued[0]--;
            first.tileSettled();
            assertFalse(first.reached().isDone(), "waits for every tile laid out, " + i + " of 5 settled");
        }
        queued[0]--;
        first.tileSettled();
        assertTrue(first.reached().isDone());
        assertTrue(first.byTiles(), "reached by the thumbnails, not by the time limit");

        FirstScreen notAsked = new FirstScreen(() -> true);
        notAsked.itemsShown(10);
        notAsked.tileSettled();
        assertFalse(notAsked.reached().isDone(), "nothing counts before a tile has asked");

        FirstScreen empty = new FirstScreen(() -> true);
        empty.itemsShown(0);
        assertTrue(empty.reached().isDone(), "an empty grid holds nothing back");
        assertFalse(empty.byTiles());
    }

    @Test
    void theCountsAreReadOnlyAfterTheFirstScreenWhileTheGridIsFilledAtOnce() throws Exception {
        try (Project project = Project.create(dir.resolve("o.pairlab"))) {
            project.datasets().insert(SharedData.cocoSampleDataset("coco", 12));
            MainViewModel vm = new MainViewModel(project, DIRECT, DIRECT);
            CompletableFuture<Void> firstScreen = new CompletableFuture<>();
            vm.refreshItems().join();
            CompletableFuture<Void> summary = vm.refreshSummaryAfter(firstScreen);
            assertEquals(12, vm.items().size(), "the grid is filled");
            assertFalse(summary.isDone());
            assertEquals(0, vm.countsProperty().get().samples(), "no counts read yet");
            assertTrue(vm.datasets().isEmpty(), "no tree yet");
            assertEquals("Counting samples and captions… · showing 12", vm.countsTextProperty().get(), "no false zeros");

            firstScreen.complete(null);
            summary.join();
            assertEquals(12, vm.countsProperty().get().samples());
            assertEquals(1, vm.datasets().size());
            assertTrue(vm.countsTextProperty().get().startsWith("12 samples · "), vm.countsTextProperty().get());
        }
    }

    @Test
    void aFailedFirstScreenStillBringsTheCounts() throws Exception {
        try (Project project = Project.create(dir.resolve("f.pairlab"))) {
            project.datasets().insert(SharedData.cocoSampleDataset("coco", 3));
            MainViewModel vm = new MainViewModel(project, DIRECT, DIRECT);
            vm.refreshSummaryAfter(CompletableFuture.failedFuture(new IllegalStateException("grid gone"))).join();
            assertEquals(3, vm.countsProperty().get().samples());
        }
    }

    @Test
    void theFiltersTabComputesItsHistogramsOnlyWhileShown() throws Exception {
        try (Project project = Project.create(dir.resolve("h.pairlab"))) {
            project.datasets().insert(SharedData.cocoSampleDataset("coco", 8));
            MainViewModel vm = new MainViewModel(project, DIRECT, DIRECT);
            CurationViewModel curation = new CurationViewModel(project, vm, DIRECT, DIRECT);
            vm.refresh().join();
            assertEquals(8, vm.items().size());
            assertTrue(curation.histogramProperty(org.pairlab.project.Measure.BOX_COUNT).get().isEmpty(),
                    "hidden: no histogram read over the grid");

            curation.setShown(true);
            assertEquals(8, curation.histogramProperty(org.pairlab.project.Measure.BOX_COUNT).get().total(),
                    "shown: the histograms of the grid's items");

            curation.setShown(false);
            vm.textProperty().set("zzzqx");
            assertEquals(0, vm.items().size());
            assertEquals(8, curation.histogramProperty(org.pairlab.project.Measure.BOX_COUNT).get().total(),
                    "hidden again: a new filter leaves them as they were");
            curation.setShown(true);
            assertTrue(curation.histogramProperty(org.pairlab.project.Measure.BOX_COUNT).get().isEmpty(),
                    "shown again: brought up to date");
        }
    }
}
