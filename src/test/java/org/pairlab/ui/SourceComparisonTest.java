package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pairlab.augment.GenerationJob;
import org.pairlab.augment.SourceComparison;
import org.pairlab.project.Box;
import org.pairlab.project.Candidate;
import org.pairlab.project.Caption;
import org.pairlab.project.ItemFilter;
import org.pairlab.project.ItemRef;
import org.pairlab.text.WordDiff;

/**
 * Every method's candidates are compared with the caption they were made from, on real COCO candidates: CutSwap
 * against the caption its recipe names (not the sample's first caption), caption rewrites and image edits caption by
 * caption; CutSwap's replaced box is outlined in the source and in the candidate.
 */
class SourceComparisonTest extends AugmentViewModelFixture {
    @Test
    void cutSwapCandidatesAreComparedWithTheCaptionTheyWereRewrittenFromAndTheirReplacedBoxes() {
        main.textProperty().set("pizza");
        main.refresh().join();
        List<Long> pizzas = main.filteredOriginalIds().subList(0, 3);
        runner.runHere(new GenerationJob(project, augmenters.require("cutswap"),
                Map.of("n_p", 4, "n_i", 2, "captions", 5, "top_k", 1), 1, 0, pizzas));
        List<ItemRef> made = project.samples().find(ItemFilter.originals().withMethod("cutswap"));
        assertFalse(made.isEmpty(), "CutSwap made candidates for the pizza images");
        int notFirstCaption = 0;
        for (ItemRef r : made) {
            Candidate k = project.candidates().get(r.id()).orElseThrow();
            List<Caption> source = project.samples().captions(k.sampleId());
            List<Box> boxes = project.samples().boxes(k.sampleId());
            SourceComparison c = SourceComparison.of(k, source, boxes);
            long captionId = ((Number) k.recipe().details().get("caption_id")).longValue();
            String named = source.stream().filter(x -> x.id() == captionId).findFirst().orElseThrow().text();
            assertEquals(named, c.captions().get(0).source(), "candidate " + k.id());
            if (!named.equals(source.get(0).text())) {
                notFirstCaption++;
            }
            // The swap changes a word or two of that caption, so most words are unmarked on both sides.
            long changed = c.captions().get(0).candidateMarks().stream().filter(WordDiff.Segment::changed).count();
            long same = c.captions().get(0).candidateMarks().stream().filter(s -> !s.changed()).count();
            assertTrue(changed >= 1 && same >= 1, "candidate " + k.id() + ": " + c.captions().get(0));
            assertTrue(c.captions().get(0).sourceMarks().stream().anyMatch(WordDiff.Segment::changed), "the cut word");

            List<?> replaced = (List<?>) k.recipe().details().get("replaced_boxes");
            assertEquals(replaced.size(), c.candidateReplaced().size(), "candidate " + k.id());
            assertEquals(replaced.size(), c.sourceReplaced().size(), "candidate " + k.id());
            String newCategory = (String) ((Map<?, ?>) k.recipe().details().get("new_object")).get("category");
            String oldCategory = (String) ((Map<?, ?>) k.recipe().details().get("object")).get("category");
            assertTrue(c.candidateReplaced().stream().allMatch(b -> b.category().equals(newCategory)), c.toString());
            assertTrue(c.sourceReplaced().stream().allMatch(b -> b.category().equals(oldCategory) && boxes.contains(b)),
                    c.toString());
        }
        assertTrue(notFirstCaption > 0, "some candidate was made from a caption other than the first");
    }

    @Test
    void captionRewritesAndImageEditsAreComparedCaptionByCaption() {
        List<Long> ids = main.filteredOriginalIds().subList(0, 6);
        runner.runHere(new GenerationJob(project, augmenters.require("eda"), Map.of("mix", "3:2"), 1, 0, ids));
        runner.runHere(new GenerationJob(project, augmenters.require("flip"), Map.of(), 1, 0, ids));
        for (String method : List.of("eda", "flip")) {
            List<ItemRef> made = project.samples().find(ItemFilter.originals().withMethod(method));
            assertFalse(made.isEmpty(), method);
            int unchanged = 0;
            for (ItemRef r : made) {
                Candidate k = project.candidates().get(r.id()).orElseThrow();
                List<Caption> source = project.samples().captions(k.sampleId());
                SourceComparison c = SourceComparison.of(k, source, project.samples().boxes(k.sampleId()));
                assertEquals(source.size(), c.captions().size());
                for (int i = 0; i < source.size(); i++) {
                    assertEquals(source.get(i).text(), c.captions().get(i).source(), method + " caption " + i);
                    if (!c.captions().get(i).changed()) {
                        unchanged++;
                        assertEquals(source.get(i).text(), k.captions().get(i));
                    }
                }
                // A flip moves every box but replaces none; EDA keeps the boxes.
                assertTrue(c.candidateReplaced().isEmpty() && c.sourceReplaced().isEmpty(), method + ": " + c);
            }
            assertTrue(unchanged > 0, method + " keeps some captions as they were (eda 3:2, flip without left/right)");
        }
    }
}
