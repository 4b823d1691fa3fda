package org.pairlab.text;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.pairlab.testing.SharedData;

/** The score on the real COCO val2017 caption corpus (25,014 captions). */
class InformativenessVal2017Test {
    private static List<String> corpus;
    private static CaptionTagger tagger;

    @BeforeAll
    static void load() throws Exception {
        JsonNode root = new ObjectMapper().readTree(
                SharedData.root().resolve("coco-captions-val2017/captions_val2017.json").toFile());
        corpus = new ArrayList<>();
        root.get("annotations").forEach(a -> corpus.add(a.get("caption").asText()));
        tagger = CaptionTagger.english();
    }

    @Test
    void aGenericCaptionScoresBelowADetailedOne() {
        String generic = "Nice picture.";
        String detailed = "A red double decker bus parked beside a brick building near a fire hydrant on a wet street.";
        List<String> all = new ArrayList<>(corpus);
        all.add(generic);
        all.add(detailed);
        InformativenessScorer.Result r = new InformativenessScorer(tagger, 2).score(all, InformativenessScorer.Progress.none(),
                () -> false);
        double rhoGeneric = r.rho()[all.size() - 2];
        double rhoDetailed = r.rho()[all.size() - 1];
        assertTrue(rhoGeneric < InformativenessFilter.DEFAULT_THRESHOLD, "generic rho " + rhoGeneric);
        assertTrue(rhoDetailed > InformativenessFilter.DEFAULT_THRESHOLD, "detailed rho " + rhoDetailed);
        assertEquals(25_016, r.rho().length);
        // COCO captions are short: about two thirds fall below the paper's 20 (tuned on long AVA comments), not all
        long below = java.util.Arrays.stream(r.rho()).filter(x -> x < 20).count();
        assertTrue(below > all.size() / 2 && below < all.size() * 0.8, below + " captions below 20");
    }

    @Test
    void parallelTaggingGivesTheSameScoresAsOneThread() {
        List<String> part = corpus.subList(0, 1000);
        double[] one = new InformativenessScorer(tagger, 1).score(part, InformativenessScorer.Progress.none(), () -> false).rho();
        double[] two = new InformativenessScorer(tagger, 2).score(part, InformativenessScorer.Progress.none(), () -> false).rho();
        assertArrayEquals(one, two);
    }
}
