package org.pairlab.project;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.testing.SharedData;

/** The queries behind the candidate statistics charts: scores of a method and box categories counted two ways. */
class CandidateStatisticsQueriesTest {
    @TempDir
    Path dir;

    @Test
    void scoresAndCategoryCountsMatchWhatWasStored() throws Exception {
        try (Project p = Project.create(dir.resolve("s.pairlab"))) {
            p.datasets().insert(SharedData.cocoSampleDataset("coco", 20));
            List<ItemRef> originals = p.samples().find(ItemFilter.originals());
            // Counted independently of the query: every box of every original, by category name.
            Map<String, Long> expectedOriginal = new TreeMap<>();
            for (ItemRef r : originals) {
                p.samples().boxes(r.id()).forEach(b -> expectedOriginal.merge(b.category(), 1L, Long::sum));
            }
            assertFalse(expectedOriginal.isEmpty());
            assertEquals(expectedOriginal, p.samples().categoryCounts());

            // Candidates of "swap" keep the first box of each of the first three samples, re-labelled "cake";
            // "other" candidates must not leak into the counts of "swap".
            List<NewCandidate> swap = new ArrayList<>();
            List<NewCandidate> other = new ArrayList<>();
            Map<String, Long> expectedSwap = new TreeMap<>();
            double[] scores = {0.31, 0.12, 0.27};
            for (int i = 0; i < 3; i++) {
                long id = originals.get(i).id();
                List<Box> boxes = new ArrayList<>(p.samples().boxes(id));
                Box first = boxes.get(0);
                boxes.set(0, new Box(first.id(), "cake", first.x(), first.y(), first.w(), first.h(), null, first.source(),
                        false));
                boxes.forEach(b -> expectedSwap.merge(b.category(), 1L, Long::sum));
                Recipe r = new Recipe("swap", Map.of(), 7, List.of(id), Map.of(), Map.of());
                swap.add(new NewCandidate(id, r, List.of("a cake"), boxes, 640, 480, scores[i], null));
                other.add(new NewCandidate(id, new Recipe("other", Map.of(), 7, List.of(id), Map.of(), Map.of()),
                        List.of("x"), p.samples().boxes(id), 640, 480, 0.99, null));
            }
            // One candidate without a score and without boxes: counted nowhere.
            long id0 = originals.get(0).id();
            swap.add(new NewCandidate(id0, new Recipe("swap", Map.of(), 8, List.of(id0), Map.of(), Map.of()),
                    List.of("b"), List.of(), 640, 480, null, null));
            p.candidates().insert(swap);
            p.candidates().insert(other);

            assertEquals(List.of(0.12, 0.27, 0.31), p.candidates().scores("swap"));
            assertEquals(List.of(0.99, 0.99, 0.99), p.candidates().scores("other"));
            assertTrue(p.candidates().scores("none").isEmpty());
            assertEquals(expectedSwap, p.candidates().categoryCounts("swap"));
            assertTrue(p.candidates().categoryCounts("swap").get("cake") >= 3);
            assertTrue(p.candidates().categoryCounts("none").isEmpty());
        }
    }
}
