package org.pairlab.project;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.testing.SharedData;

class ReviewsTest {
    @TempDir
    Path dir;

    @Test
    void decisionsKeepHistoryAndUndoRestoresThePreviousStatus() throws Exception {
        try (Project p = Project.create(dir.resolve("p.pairlab"))) {
            long ds = p.datasets().insert(SharedData.cocoSampleDataset("coco", 3));
            long sampleId = p.samples().ofDataset(ds).get(0).id();
            Recipe r = new Recipe("flip", Map.of("swapLeftRight", true), 7, List.of(sampleId), Map.of(), Map.of());
            long cand = p.candidates().insert(List.of(new NewCandidate(sampleId, r, List.of("a cat"), List.of(), 10, 10, 0.3, null))).get(0);
            ItemRef item = ItemRef.candidate(cand);

            p.reviews().decide(item, Decision.ACCEPT, "good swap");
            p.reviews().decide(item, Decision.REJECT, "on second look, bad box");
            assertEquals(ReviewStatus.REJECTED, p.candidates().get(cand).orElseThrow().status());
            assertEquals(Map.of("flip", new MethodCounts(0, 0, 1)), p.candidates().countsByMethod());

            Review undone = p.reviews().undoLast().orElseThrow();
            assertEquals(Decision.REJECT, undone.decision());
            assertEquals(ReviewStatus.ACCEPTED, p.candidates().get(cand).orElseThrow().status());
            p.reviews().undoLast();
            assertEquals(ReviewStatus.PENDING, p.candidates().get(cand).orElseThrow().status());
            assertTrue(p.reviews().undoLast().isEmpty(), "nothing left to undo");

            List<Review> history = p.reviews().history(item);
            assertEquals(2, history.size());
            assertEquals("good swap", history.get(0).note());
            assertNotNull(history.get(0).undoneAt());

            p.reviews().decide(ItemRef.sample(sampleId), Decision.REJECT, null);
            assertEquals(ReviewStatus.REJECTED, p.samples().get(sampleId).orElseThrow().status());
            assertNull(p.reviews().history(ItemRef.sample(sampleId)).get(0).undoneAt());
            assertThrows(StoreException.class, () -> p.reviews().decide(ItemRef.candidate(9999), Decision.ACCEPT, null));
        }
    }

    @Test
    void decisionsSurviveReopening() throws Exception {
        Path file = dir.resolve("p.pairlab");
        long sampleId;
        try (Project p = Project.create(file)) {
            long ds = p.datasets().insert(SharedData.cocoSampleDataset("coco", 2));
            sampleId = p.samples().ofDataset(ds).get(1).id();
            p.reviews().decide(ItemRef.sample(sampleId), Decision.ACCEPT, null);
        }
        try (Project p = Project.open(file)) {
            assertEquals(ReviewStatus.ACCEPTED, p.samples().get(sampleId).orElseThrow().status());
            assertEquals(List.of(ItemRef.sample(sampleId)),
                    p.samples().find(ItemFilter.originals().withStatus(ReviewStatus.ACCEPTED)));
        }
    }

    @Test
    void aBatchIsOneUndoStepAndStaysInTheHistory() throws Exception {
        try (Project p = Project.create(dir.resolve("p.pairlab"))) {
            long ds = p.datasets().insert(SharedData.cocoSampleDataset("coco", 5));
            List<ItemRef> items = p.samples().ofDataset(ds).stream().map(s -> ItemRef.sample(s.id())).toList();
            p.reviews().decide(items.get(0), Decision.REJECT, null);
            ReviewBatch batch = p.reviews().decideBatch(items.subList(0, 4), Decision.ACCEPT);
            assertEquals(4, batch.count());
            assertTrue(batch.note().startsWith(ReviewBatch.PREFIX));
            assertEquals(4, p.samples().find(ItemFilter.originals().withStatus(ReviewStatus.ACCEPTED)).size());
            p.reviews().decide(items.get(4), Decision.REJECT, null);

            assertEquals(List.of(items.get(4)), p.reviews().undoLastStep().stream().map(Review::item).toList(),
                    "the single decision made after the batch is its own step");
            List<Review> step = p.reviews().undoLastStep();
            assertEquals(4, step.size(), "the whole batch is one step");
            assertTrue(step.stream().allMatch(Review::batchNote));
            assertEquals(ReviewStatus.REJECTED, p.samples().get(items.get(0).id()).orElseThrow().status(),
                    "undo restores each item's own earlier status");
            for (ItemRef i : items.subList(1, 5)) {
                assertEquals(ReviewStatus.PENDING, p.samples().get(i.id()).orElseThrow().status());
            }
            assertEquals(2, p.reviews().history(items.get(0)).size());
            assertEquals(batch.note(), p.reviews().history(items.get(1)).get(0).note());
            assertNotNull(p.reviews().history(items.get(1)).get(0).undoneAt());
            assertEquals(ReviewStatus.REJECTED, p.reviews().undoLast().map(r -> r.decision().result()).orElseThrow());
            assertTrue(p.reviews().undoLastStep().isEmpty());

            // A batch naming an item that does not exist is refused as a whole, naming the item.
            List<ItemRef> withMissing = List.of(items.get(1), ItemRef.candidate(9999));
            StoreException e = assertThrows(StoreException.class, () -> p.reviews().decideBatch(withMissing, Decision.ACCEPT));
            assertTrue(e.getMessage().contains("candidate with id 9999"), e.getMessage());
            assertEquals(ReviewStatus.PENDING, p.samples().get(items.get(1).id()).orElseThrow().status());
            assertEquals(1, p.reviews().history(items.get(1)).size(), "nothing of the refused batch was recorded");
        }
    }
}
