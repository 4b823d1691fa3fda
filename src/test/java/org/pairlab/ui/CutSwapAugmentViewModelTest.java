package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.pairlab.augment.cutswap.CutSwapAugmenter;
import org.pairlab.ml.AlignmentModels;
import org.pairlab.project.Box;
import org.pairlab.project.Candidate;
import org.pairlab.project.ItemRef;
import org.pairlab.project.ReviewStatus;
import org.pairlab.runs.JobHandle;
import org.pairlab.testing.SharedData;
import org.pairlab.text.WordDiff;

/**
 * CutSwap through the Augment panel's view model on the real COCO sample with instances, re-ranked by the real
 * tiny CLIP chosen in the project's alignment.model setting: notice, preview, generation, grid, charts.
 */
class CutSwapAugmentViewModelTest extends AugmentViewModelFixture {
    @Test
    void withTinyClipCandidatesAreScoredSortedInTheGridAndChartedWithTheirNewCategories() throws Exception {
        assertTrue(vm.select("cutswap"));
        assertTrue(vm.noticeProperty().get().contains(AlignmentModels.NOT_CONFIGURED), vm.noticeProperty().get());
        assertTrue(vm.noticeProperty().get().contains("Pre-processing needed for dataset \"coco\""));

        project.settings().put(AlignmentModels.SETTING, SharedData.root().resolve("models/tiny-clip").toString());
        vm.refreshNotice();
        assertFalse(vm.noticeProperty().get().contains("alignment model"), vm.noticeProperty().get());
        // Random weights give cosines near 0: a threshold of -1 keeps them; small n_p x n_i keeps the test quick.
        vm.field("threshold").textProperty().set("-1");
        vm.field("n_p").textProperty().set("4");
        vm.field("n_i").textProperty().set("2");
        vm.field("captions").textProperty().set("2");

        // Preview of a pizza image: the replaced box in both images, the changed word, a real score.
        main.textProperty().set("pizza");
        main.refresh().join();
        List<Long> pizzas = main.filteredOriginalIds();
        assertTrue(pizzas.size() >= 3, "pizza images: " + pizzas);
        AugmentViewModel.Preview p = null;
        for (long id : pizzas) {
            p = vm.preview(ItemRef.sample(id)).get(120, TimeUnit.SECONDS);
            if (p.candidates().size() >= 2) {
                break;
            }
        }
        assertTrue(p.candidates().size() >= 2, "some pizza image gets several candidates");
        assertTrue(vm.noticeProperty().get().isEmpty(), "pre-processed by the preview: " + vm.noticeProperty().get());
        assertFalse(p.changedSourceBoxes().isEmpty(), "the replaced box is outlined in the original");
        assertTrue(p.changedSourceBoxes().stream().allMatch(b -> b.id() > 0), "as the source's own box");
        for (AugmentViewModel.PreviewCandidate k : p.candidates()) {
            assertTrue(k.scoreLabel().startsWith("score "), k.scoreLabel());
            List<?> replaced = (List<?>) k.candidate().recipe().details().get("replaced_boxes");
            assertEquals(replaced.size(), k.changedBoxes().size(), "exactly the replaced boxes are outlined");
            // Outlined with the candidate's own box there: its id and its new category.
            String newCategory = (String) ((Map<?, ?>) k.candidate().recipe().details().get("new_object")).get("category");
            assertTrue(k.changedBoxes().stream().allMatch(b -> b.category().equals(newCategory) && b.id() > 0),
                    k.changedBoxes().toString());
            assertTrue(k.captionDiffs().get(0).stream().anyMatch(WordDiff.Segment::changed), "the swapped word is marked");
        }

        // A threshold just under the best score keeps it and rejects the rest; the preview says how many and why.
        double best = p.candidates().stream().mapToDouble(AugmentViewModel.PreviewCandidate::score).max().orElseThrow();
        vm.field("threshold").textProperty().set(String.format(java.util.Locale.ROOT, "%.6f", best - 1e-4));
        AugmentViewModel.Preview strict = vm.preview(ItemRef.sample(p.sample().id())).get(120, TimeUnit.SECONDS);
        assertFalse(strict.candidates().isEmpty());
        assertTrue(strict.partialRejections().getOrDefault(CutSwapAugmenter.BELOW_THRESHOLD, 0L) > 0,
                strict.partialRejections() + " best " + best + " threshold " + vm.request().params().get("threshold")
                        + " scores " + strict.candidates().stream().map(AugmentViewModel.PreviewCandidate::score).toList()
                        + " before " + p.candidates().stream().map(AugmentViewModel.PreviewCandidate::score).toList());
        vm.field("threshold").textProperty().set("-1");

        // Generate over the filtered grid (the pizza images), then the grid shows them by method, best first.
        JobHandle.JobOutcome out = vm.generate().get(300, TimeUnit.SECONDS);
        assertTrue(out.message() != null);
        List<Candidate> made = project.candidates().withStatus(ReviewStatus.PENDING, CutSwapAugmenter.METHOD);
        assertTrue(made.size() >= 3, "made " + made.size());
        assertTrue(made.stream().allMatch(k -> k.score() != null), "every candidate is scored");
        main.textProperty().set("");
        main.methodProperty().set(CutSwapAugmenter.METHOD);
        main.byScoreProperty().set(true);
        main.refresh().join();
        assertEquals(made.size(), main.items().size());
        List<Double> shown = new ArrayList<>();
        for (ItemRef r : main.items()) {
            assertEquals(org.pairlab.project.ItemKind.CANDIDATE, r.kind());
            shown.add(project.candidates().get(r.id()).orElseThrow().score());
        }
        List<Double> sorted = new ArrayList<>(shown);
        sorted.sort(java.util.Comparator.reverseOrder());
        assertEquals(sorted, shown, "sorted by score, best first");

        // Charts: every score in the histogram; candidate boxes counted under their new categories.
        org.pairlab.augment.CandidateStatistics s = vm.loadStatistics(CutSwapAugmenter.METHOD);
        assertEquals(made.size(), s.scores().size());
        assertEquals(0, s.unscored());
        assertEquals(made.size(), s.scoreHistogram(CandidateStatsDialog.BINS).bins().stream()
                .mapToLong(org.pairlab.metrics.Histogram.Bin::count).sum());
        Map<String, Long> expected = new TreeMap<>();
        long newObjects = 0;
        for (Candidate k : made) {
            for (Box b : k.boxes()) {
                expected.merge(b.category(), 1L, Long::sum);
            }
            String c = (String) ((Map<?, ?>) k.recipe().details().get("new_object")).get("category");
            newObjects += k.boxes().stream().filter(b -> b.category().equals(c)).count();
        }
        assertEquals(expected, s.candidateCategories());
        assertTrue(newObjects >= made.size(), "each candidate has a box of its new category");
        for (Candidate k : made) {
            Map<?, ?> d = k.recipe().details();
            String was = (String) ((Map<?, ?>) d.get("object")).get("category");
            String now = (String) ((Map<?, ?>) d.get("new_object")).get("category");
            if (!was.equals(now)) {
                long before = project.samples().boxes(k.sampleId()).stream().filter(b -> b.category().equals(was)).count();
                long after = k.boxes().stream().filter(b -> b.category().equals(was)).count();
                assertEquals(before - ((List<?>) d.get("replaced_boxes")).size(), after,
                        "replaced " + was + " boxes are counted as " + now);
            }
        }
    }
}
