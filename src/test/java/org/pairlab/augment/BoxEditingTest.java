package org.pairlab.augment;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.SampleImages;
import org.pairlab.project.Box;
import org.pairlab.project.BoxEdit;
import org.pairlab.project.BoxEdits;
import org.pairlab.project.Candidate;
import org.pairlab.project.Decision;
import org.pairlab.project.ItemRef;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Project;
import org.pairlab.project.Recipe;
import org.pairlab.project.Review;
import org.pairlab.project.ReviewStatus;
import org.pairlab.project.RunState;
import org.pairlab.project.Sample;
import org.pairlab.project.StaleCandidate;
import org.pairlab.runs.JobHandle;
import org.pairlab.runs.JobRunner;
import org.pairlab.testing.SharedData;

/** Box editing of source samples on real COCO images: history and undo, stale candidates re-rendered in a job. */
class BoxEditingTest {
    @TempDir
    Path dir;
    private Project project;
    private Sample target;
    private Sample patchSample;
    private Box targetBox;
    private Box patchBox;

    @BeforeEach
    void open() throws Exception {
        project = Project.create(dir.resolve("p.pairlab"));
        long ds = project.datasets().insert(SharedData.cocoSampleDataset("coco", 12));
        List<Sample> samples = project.samples().ofDataset(ds);
        // A target with at least two boxes and a patch from another image, both of real COCO objects.
        for (Sample s : samples) {
            List<Box> boxes = project.samples().boxes(s.id()).stream().filter(b -> !b.crowd() && b.w() > 20 && b.h() > 20).toList();
            if (target == null && boxes.size() >= 2 && project.samples().boxes(s.id()).size() >= 2) {
                target = s;
                targetBox = boxes.get(0);
            } else if (target != null && patchSample == null && !boxes.isEmpty()) {
                patchSample = s;
                patchBox = boxes.get(0);
            }
        }
        assertNotNull(patchSample, "coco-sample has images with boxes");
    }

    @org.junit.jupiter.api.AfterEach
    void close() {
        project.close();
    }

    @Test
    void editsAreStoredWithHistoryAndUndoPutsTheBoxBack() throws Exception {
        Path annotations = SharedData.cocoSample().resolve("instances.json");
        byte[] datasetFile = Files.readAllBytes(annotations);
        BoxEdits edits = project.boxEdits();
        List<Box> original = project.samples().boxes(target.id());

        BoxEdit moved = edits.move(targetBox.id(), targetBox.x() + 5, targetBox.y() + 3, targetBox.w() - 10, targetBox.h() - 6);
        assertEquals(targetBox, moved.before());
        BoxEdit relabelled = edits.relabel(targetBox.id(), "teapot");
        BoxEdit added = edits.add(target.id(), "kite", 1, 2, 30, 40);
        BoxEdit deleted = edits.delete(original.get(1).id());
        List<Box> now = project.samples().boxes(target.id());
        Box edited = now.stream().filter(b -> b.id() == targetBox.id()).findFirst().orElseThrow();
        assertEquals("teapot", edited.category());
        assertEquals(targetBox.x() + 5, edited.x());
        assertTrue(now.stream().anyMatch(b -> b.id() == added.boxId() && b.category().equals("kite")));
        assertTrue(now.stream().noneMatch(b -> b.id() == original.get(1).id()));
        assertEquals(List.of(BoxEdit.Action.MOVE, BoxEdit.Action.RELABEL, BoxEdit.Action.ADD, BoxEdit.Action.DELETE),
                edits.history(target.id()).stream().map(BoxEdit::action).toList());

        assertEquals(deleted.id(), edits.undoLast(target.id()).orElseThrow().id());
        assertEquals(added.id(), edits.undoLast(target.id()).orElseThrow().id());
        assertEquals(relabelled.id(), edits.undoLast(target.id()).orElseThrow().id());
        assertEquals(moved.id(), edits.undoLast(target.id()).orElseThrow().id());
        assertTrue(edits.undoLast(target.id()).isEmpty(), "nothing left to undo");
        assertEquals(original, project.samples().boxes(target.id()), "every box back as imported, ids included");
        assertTrue(edits.history(target.id()).stream().allMatch(BoxEdit::undone));
        assertArrayEquals(datasetFile, Files.readAllBytes(annotations), "the dataset's own file is untouched");

        IllegalArgumentException outside = assertThrows(IllegalArgumentException.class,
                () -> edits.move(targetBox.id(), target.width() - 5, 0, 50, 50));
        assertTrue(outside.getMessage().contains("sample " + target.id()), outside.getMessage());
        assertThrows(IllegalArgumentException.class, () -> edits.relabel(targetBox.id(), " "));
    }

    @Test
    void staleCandidatesAreReRenderedWithTheNewBoxAndKeepTheEarlierDecision() throws Exception {
        Augmenters augmenters = new Augmenters();
        AugmentContext context = new AugmentContext(project, new SampleImages(project, new ImageDecoder()));
        CandidateRenderer renderer = new CandidateRenderer(augmenters, context);
        List<Box> boxes = project.samples().boxes(target.id());
        NewCandidate flip = augmenters.require("flip").propose(new SourceSample(target, project.samples().captions(target.id()),
                boxes), Map.of("swapLeftRight", true), 1, context).get(0);
        long flipId = project.candidates().insert(List.of(flip)).get(0);
        long swapId = project.candidates().insert(List.of(swap(boxes))).get(0);
        long unrelated = project.candidates().insert(List.of(augmenters.require("flip").propose(new SourceSample(patchSample,
                List.of(), List.of()), Map.of("swapLeftRight", true), 1, context).get(0))).get(0);
        project.reviews().decide(ItemRef.candidate(flipId), Decision.ACCEPT, null);
        project.reviews().decide(ItemRef.candidate(swapId), Decision.REJECT, "bad source box");
        byte[] swapBefore = renderer.renderPng(project.candidates().get(swapId).orElseThrow());

        // The reviewer fixes the bad box: tighter, moved right.
        double nx = targetBox.x() + targetBox.w() * 0.25;
        double nw = targetBox.w() * 0.5;
        project.boxEdits().move(targetBox.id(), nx, targetBox.y(), nw, targetBox.h());
        List<Long> waiting = project.boxEdits().waiting().stream().map(StaleCandidate::candidateId).toList();
        assertEquals(List.of(flipId, swapId), waiting, "candidates of the edited sample are stale, others not");
        assertFalse(waiting.contains(unrelated));

        try (JobRunner runner = new JobRunner(project)) {
            JobHandle.JobOutcome o = runner.runHere(new StaleRefreshJob(project, augmenters));
            assertEquals(RunState.SUCCEEDED, o.state(), o.message());
            assertEquals(2, ((Number) o.metrics().get("refreshed")).intValue());
        }
        assertTrue(project.boxEdits().waiting().isEmpty());

        Candidate flipped = project.candidates().get(flipId).orElseThrow();
        Box mirrored = flipped.boxes().stream().filter(b -> b.id() == targetBox.id()).findFirst().orElseThrow();
        assertEquals(target.width() - nx - nw, mirrored.x(), 1e-9, "the flip carries the new box, mirrored");
        assertEquals(nw, mirrored.w(), 1e-9);
        assertEquals(ReviewStatus.PENDING, flipped.status(), "back in the review queue");
        StaleCandidate mark = project.boxEdits().staleMark(flipId).orElseThrow();
        assertEquals(ReviewStatus.ACCEPTED, mark.earlierStatus(), "the earlier decision stays visible");
        assertEquals(flip.boxes(), mark.earlierBoxes());
        List<Review> history = project.reviews().history(ItemRef.candidate(flipId));
        assertEquals(BoxEdits.REFRESH_NOTE, history.get(history.size() - 1).note());

        Candidate swapped = project.candidates().get(swapId).orElseThrow();
        assertEquals(List.of(List.of(nx, targetBox.y(), nw, targetBox.h())), swapped.recipe().details().get("replaced_boxes"));
        assertEquals(ReviewStatus.REJECTED, project.boxEdits().staleMark(swapId).orElseThrow().earlierStatus());
        byte[] swapAfter = renderer.renderPng(swapped);
        assertFalse(java.util.Arrays.equals(swapBefore, swapAfter), "the patch is pasted over the new box");
        assertArrayEquals(swapAfter, renderer.renderPng(project.candidates().get(swapId).orElseThrow()), "same recipe, same bytes");

        // Deleting the swapped object's only box leaves nothing to paste over: the candidate waits, with the reason.
        project.boxEdits().delete(targetBox.id());
        try (JobRunner runner = new JobRunner(project)) {
            JobHandle.JobOutcome o = runner.runHere(new StaleRefreshJob(project, augmenters));
            assertEquals(1, ((Number) o.metrics().get("failed")).intValue());
        }
        StaleCandidate stuck = project.boxEdits().staleMark(swapId).orElseThrow();
        assertTrue(stuck.waiting());
        assertTrue(stuck.refreshNote().contains("no box of"), stuck.refreshNote());
        assertEquals(ReviewStatus.REJECTED, stuck.earlierStatus(), "still the decision the reviewer made on the old box");
    }

    /** A CutSwap candidate pasting the patch sample's box over the target box, as CutSwapAugmenter records one. */
    private NewCandidate swap(List<Box> boxes) {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("object", Map.of("text", targetBox.category(), "lemma", targetBox.category(), "category", targetBox.category(),
                "plural", false));
        details.put("new_object", Map.of("lemma", patchBox.category(), "category", patchBox.category() + "-new"));
        details.put("replaced_boxes", List.of(List.of(targetBox.x(), targetBox.y(), targetBox.w(), targetBox.h())));
        details.put("protected_boxes", List.of());
        details.put("patch_source", Map.of("sample_id", patchSample.id(), "box_id", patchBox.id(),
                "box", List.of(patchBox.x(), patchBox.y(), patchBox.w(), patchBox.h())));
        List<Box> out = new ArrayList<>();
        for (Box b : boxes) {
            out.add(b.id() == targetBox.id() ? new Box(b.id(), patchBox.category() + "-new", b.x(), b.y(), b.w(), b.h(), b.score(),
                    b.source(), b.crowd()) : b);
        }
        Recipe r = new Recipe("cutswap", Map.of("feather", 3), 0, List.of(target.id(), patchSample.id()), Map.of(), details);
        return new NewCandidate(target.id(), r, List.of("a swapped caption"), out, target.width(), target.height(), null, null);
    }
}
