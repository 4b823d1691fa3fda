package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.augment.cutswap.WordClusters;
import org.pairlab.project.Project;

/** The Clusters panel's edits, without a window: they reach the project, and bad edits say why. */
class ClustersViewModelTest {
    private static final Executor DIRECT = Runnable::run;
    @TempDir
    Path dir;

    @Test
    void moveMergeAndSplitAreStoredInTheProject() throws Exception {
        try (Project p = Project.create(dir.resolve("c.pairlab"))) {
            new WordClusters(p).replaceAll(Map.of("pizza", 0, "cake", 0, "sandwich", 1, "dog", 2, "cat", 2));
            ClustersViewModel vm = new ClustersViewModel(p, DIRECT, DIRECT);
            vm.refresh().join();
            assertEquals(3, vm.rows().size());
            assertEquals("0: cake, pizza", vm.rows().get(0).label());
            assertEquals("5 words in 3 clusters", vm.statusProperty().get());
            // Stored without a record of their embedder; the project (no CLIP model) clusters with MiniLM.
            assertTrue(vm.embedderProperty().get().contains("MiniLM"), vm.embedderProperty().get());

            vm.move("sandwich", 0).join();
            assertEquals(List.of("cake", "pizza", "sandwich"), vm.rows().get(0).words());
            assertEquals(0, new WordClusters(p).assignments().get("sandwich"), "stored");

            vm.split("cat").join();
            assertEquals(3, vm.rows().size());
            vm.merge(2, 3).join();
            assertEquals(List.of("cat", "dog"), new WordClusters(p).clusters().get(2));

            new WordClusters(p).replaceAll(new WordClusters(p).assignments());
            p.settings().put(WordClusters.MADE_SETTING, "{\"embedder\":\"clip:tiny-clip-random\",\"k\":3}");
            vm.refresh().join();
            assertTrue(vm.embedderProperty().get().startsWith("Clusters made by clip:tiny-clip-random (k = 3)"),
                    vm.embedderProperty().get());
            assertTrue(vm.embedderProperty().get().contains("re-clusters with MiniLM"), vm.embedderProperty().get());

            vm.move("unicorn", 0).join();
            assertTrue(vm.errorProperty().get().contains("unicorn"), vm.errorProperty().get());
        }
    }
}
