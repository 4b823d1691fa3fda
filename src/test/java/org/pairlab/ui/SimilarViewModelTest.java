package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.augment.similar.SimilarBy;
import org.pairlab.project.ItemRef;
import org.pairlab.project.Project;
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
}
