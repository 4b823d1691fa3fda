package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.lm.GrammarRejections;
import org.pairlab.project.CaptionQuality;
import org.pairlab.project.ItemRef;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Project;
import org.pairlab.project.Recipe;
import org.pairlab.project.Review;
import org.pairlab.project.ReviewStatus;
import org.pairlab.project.RunState;
import org.pairlab.project.Sample;
import org.pairlab.runs.JobRunner;
import org.pairlab.testing.SharedData;

/**
 * The Captions menu's caption-quality actions on rewrites of real COCO captions: score what is unscored, reject
 * the candidates that add grammar errors, put them back; and the grammar issue lines the sample view lists.
 */
class CaptionQualityActionsTest {
    @TempDir
    Path dir;

    @Test
    void scoresRejectsAndPutsBackCandidatesThatAddGrammarErrors() throws Exception {
        try (Project p = Project.create(dir.resolve("q.pairlab")); JobRunner runner = new JobRunner(p)) {
            p.datasets().insert(SharedData.cocoSampleDataset("coco", 12));
            // Rewrites as a method writes them, stored without scores (as candidates made before PairLab scored
            // captions): every other one doubles its first word, a grammar error its source caption does not have.
            List<NewCandidate> rewrites = new ArrayList<>();
            List<Sample> samples = p.samples().ofDataset(p.datasets().list().get(0).id());
            for (int i = 0; i < samples.size(); i++) {
                Sample s = samples.get(i);
                String source = p.samples().captions(s.id()).get(0).text().strip();
                String first = source.split(" ")[0];
                String rewrite = i % 2 == 0 ? first + " " + source : source.endsWith(".") ? source.substring(0, source.length() - 1)
                        : source + ".";
                rewrites.add(new NewCandidate(s.id(), new Recipe("eda", Map.of("alpha", 0.1), i, List.of(s.id()), Map.of(),
                        Map.of()), List.of(rewrite), List.of(), s.width(), s.height(), null, null));
            }
            List<Long> all = p.candidates().insert(rewrites);
            CaptionQualityActions actions = new CaptionQualityActions(p, runner);
            assertEquals(all.size(), actions.unscored());
            CaptionQualityActions.GrammarPreview unjudged = actions.previewGrammarRejections();
            assertTrue(unjudged.candidates().isEmpty(), "unscored candidates are not judged");
            assertTrue(unjudged.question().contains(all.size() + " candidates are not scored yet"), unjudged.question());

            var job = actions.scoreUnscored().orElseThrow();
            assertEquals(RunState.SUCCEEDED, job.outcome().get().state(), job.outcome().get().message());
            assertEquals(0, actions.unscored());
            assertTrue(actions.scoreUnscored().isEmpty(), "nothing left to score: no job");

            CaptionQualityActions.GrammarPreview preview = actions.previewGrammarRejections();
            List<Long> adding = p.candidates().pendingAddingGrammarErrors(null);
            List<Long> doubled = new ArrayList<>();
            for (int i = 0; i < all.size(); i += 2) {
                doubled.add(all.get(i));
            }
            assertEquals(doubled, adding, "exactly the rewrites with a doubled first word add an error");
            assertEquals(adding, preview.candidates());
            assertTrue(preview.question().startsWith(adding.size() + " pending candidate"), preview.question());

            CaptionQuality q = p.candidates().quality(adding.get(0)).orElseThrow();
            List<String> lines = SampleViewModel.grammarIssueLines(q);
            assertFalse(lines.isEmpty());
            var broken = q.captions().stream().filter(c -> c.grammarAdded() > 0).findFirst().orElseThrow();
            assertTrue(lines.get(0).startsWith("caption " + (broken.index() + 1) + " (+" + broken.grammarAdded() + "): "),
                    lines.get(0));
            assertTrue(lines.contains("caption " + (broken.index() + 1) + " (+" + broken.grammarAdded() + "): "
                    + broken.issues().get(0)), lines.toString());

            assertEquals(adding.size(), actions.rejectAddingGrammarErrors(preview));
            for (long id : adding) {
                assertEquals(ReviewStatus.REJECTED, p.candidates().get(id).orElseThrow().status());
                Review last = p.reviews().history(ItemRef.candidate(id)).get(0);
                assertEquals(GrammarRejections.NOTE, last.note(), "the CLI's filter grammar --revert finds them too");
            }
            assertTrue(actions.previewGrammarRejections().candidates().isEmpty());
            assertEquals(adding.size(), actions.putBackGrammarRejections());
            for (long id : adding) {
                assertEquals(ReviewStatus.PENDING, p.candidates().get(id).orElseThrow().status());
            }
        }
    }
}
