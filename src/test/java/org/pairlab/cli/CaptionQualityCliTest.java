package org.pairlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pairlab.cli.CliTest.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.lm.CaptionQualityScorer;
import org.pairlab.lm.LanguageModel;
import org.pairlab.lm.LmTokenizer;
import org.pairlab.lm.grammar.CaptionGrammar;
import org.pairlab.lm.ngram.KneserNeyTrainer;
import org.pairlab.project.CaptionQuality;
import org.pairlab.project.Candidate;
import org.pairlab.project.ItemFilter;
import org.pairlab.project.ItemOrder;
import org.pairlab.project.ItemRef;
import org.pairlab.project.Project;
import org.pairlab.project.ReviewStatus;
import org.pairlab.testing.SharedData;

/** Fluency and grammar scores of rewritten captions: computed at generation, stored, filtered, sorted, reverted. */
class CaptionQualityCliTest {
    @TempDir
    Path dir;

    @Test
    void aBrokenRewriteIsLessFluentAndAddsAGrammarError() throws Exception {
        var json = new com.fasterxml.jackson.databind.ObjectMapper().readTree(
                SharedData.root().resolve("coco-captions-val2017/captions_val2017.json").toFile());
        List<String> corpus = new ArrayList<>();
        json.get("annotations").forEach(a -> corpus.add(a.get("caption").asText()));
        LanguageModel lm = new KneserNeyTrainer(3, LmTokenizer.PTB).train(corpus);
        CaptionQualityScorer scorer = new CaptionQualityScorer(() -> lm, CaptionGrammar::new);

        String source = "A baseball player throwing a pitch during a game.";
        CaptionQuality broken = scorer.score(List.of(source), List.of("A baseball people throwing a pitch during a game."),
                Map.of());
        assertNotNull(broken.fluency());
        assertTrue(broken.fluency() < 0, "less likely than its source: " + broken.fluency());
        assertTrue(broken.grammarAdded() >= 1, broken.toString());
        assertEquals(source, broken.captions().get(0).source());

        CaptionQuality fine = scorer.score(List.of(source), List.of("A baseball player throwing a ball during a game."),
                Map.of());
        assertEquals(0, fine.grammarAdded(), fine.toString());
        assertTrue(fine.fluency() > broken.fluency());

        // CutSwap names the caption it rewrote; the scorer compares against that one, not the sample's first.
        CaptionQuality named = scorer.score(List.of("Two dogs on a couch.", source),
                List.of("A baseball player throwing a pitch during a match."), Map.of("original_caption", source));
        assertEquals(source, named.captions().get(0).source());

        assertNull(scorer.score(List.of(source), List.of(source), Map.of()).fluency(), "unchanged: nothing to score");
    }

    @Test
    void generatedCandidatesCarryScoresThatTheGridSortsAndFiltersAndTheCliRejectsAndPutsBack() throws Exception {
        Path file = dir.resolve("p.pairlab");
        assertEquals(0, cli("new", file.toString()).code());
        try (Project p = Project.open(file)) {
            p.datasets().insert(SharedData.cocoSampleDataset("coco", 40));
        }
        CliTest.Result made = cli("augment", file.toString(), "--method", "eda", "--set", "op=delete", "--seed", "7");
        assertEquals(0, made.code(), made.err());
        // The same method, parameters, seed and samples make the same recipes: a second run adds nothing.
        int before;
        try (Project p = Project.open(file)) {
            before = p.candidates().withStatus(ReviewStatus.PENDING, "eda").size();
        }
        CliTest.Result again = cli("augment", file.toString(), "--method", "eda", "--set", "op=delete", "--seed", "7");
        assertEquals(0, again.code(), again.err());
        assertTrue(again.out().contains("Made 0 eda candidates") && again.out().contains("skipped " + before), again.out());
        List<Long> adding;
        try (Project p = Project.open(file)) {
            List<Candidate> all = p.candidates().withStatus(ReviewStatus.PENDING, "eda");
            assertFalse(all.isEmpty());
            for (Candidate k : all) {
                CaptionQuality q = p.candidates().quality(k.id()).orElseThrow();
                assertNotNull(q.fluency(), "every eda candidate rewrote a caption");
                assertFalse(q.captions().isEmpty());
            }
            ItemFilter eda = ItemFilter.originals().withMethod("eda");
            List<Double> byFluency = new ArrayList<>();
            for (ItemRef r : p.samples().find(eda.withOrder(ItemOrder.FLUENCY_WORST))) {
                byFluency.add(p.candidates().quality(r.id()).orElseThrow().fluency());
            }
            List<Double> sorted = new ArrayList<>(byFluency);
            sorted.sort(Double::compare);
            assertEquals(sorted, byFluency, "worst fluency first");
            adding = p.candidates().pendingAddingGrammarErrors("eda");
            List<ItemRef> clean = p.samples().find(eda.withAddsGrammarErrors(false));
            assertEquals(all.size() - adding.size(), clean.size());
            assertTrue(clean.stream().noneMatch(r -> adding.contains(r.id())));
        }
        assertFalse(adding.isEmpty(), "EDA's random deletions break some captions");

        CliTest.Result info = cli("info", file.toString(), "--json");
        var quality = new com.fasterxml.jackson.databind.ObjectMapper().readTree(info.out()).get("captionQuality").get("eda");
        assertEquals(before, quality.get("scored").asInt(), info.out());
        assertEquals(adding.size(), quality.get("addingGrammarErrors").asInt(), info.out());
        assertTrue(quality.get("medianFluency").asDouble() < 0, "EDA makes captions less likely: " + info.out());

        CliTest.Result applied = cli("filter", file.toString(), "grammar", "--method", "eda", "--apply", "--json");
        assertEquals(0, applied.code(), applied.err());
        assertTrue(applied.out().contains("\"rejected\":" + adding.size()), applied.out());
        try (Project p = Project.open(file)) {
            for (long id : adding) {
                assertEquals(ReviewStatus.REJECTED, p.candidates().get(id).orElseThrow().status());
            }
        }
        CliTest.Result reverted = cli("filter", file.toString(), "grammar", "--revert");
        assertEquals(0, reverted.code(), reverted.err());
        try (Project p = Project.open(file)) {
            for (long id : adding) {
                assertEquals(ReviewStatus.PENDING, p.candidates().get(id).orElseThrow().status());
            }
        }
        // Exported candidates carry their language scores, so training scripts can filter as the reviewer did.
        assertEquals(0, cli("review", file.toString(), "--accept-all", "--method", "eda").code());
        Path out = dir.resolve("export");
        CliTest.Result exported = cli("export", file.toString(), "--format", "coco", "--out", out.toString(),
                "--include", "accepted");
        assertEquals(0, exported.code(), exported.err());
        var coco = new com.fasterxml.jackson.databind.ObjectMapper().readTree(out.resolve("captions.json").toFile());
        int withQuality = 0;
        for (var image : coco.get("images")) {
            var q = image.path("pairlab_recipe").path("quality");
            if (q.has("fluency")) {
                withQuality++;
                assertTrue(q.has("grammar_added") && q.get("language_model").asText().contains("-3 ptb"), q.toString());
            }
        }
        assertEquals(before, withQuality, coco.get("images").toString());
    }
}
