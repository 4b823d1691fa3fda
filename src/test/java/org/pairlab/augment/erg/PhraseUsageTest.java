package org.pairlab.augment.erg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Usage as a real cost: a growing penalty, and a phrase chosen twice giving way to alternatives passing the same checks. */
class PhraseUsageTest {

    private static GraftRanker.Scored graft(String phrase, double rank, int fit, boolean styleOk, boolean perplexityOk) {
        String text = "A dog runs across the field " + phrase + ".";
        Graft g = new Graft(text, phrase, 29, 29 + phrase.length(), GraftPlacement.TRAILING, 0);
        GraftScores s = new GraftScores(0.9, "humorous", 50, 0.3, -4, styleOk, perplexityOk, false);
        return new GraftRanker.Scored(g, s, rank, fit, true);
    }

    private static GraftRanker.Scored best(List<GraftRanker.Scored> grafts, PhraseUsage usage) {
        return grafts.stream().min(GraftRanker.bestFirst(s -> usage.penalty(s.graft().phrase()),
                s -> usage.overused(s.graft().phrase()))).orElseThrow();
    }

    @Test
    void penaltyGrowsFasterThanUses() {
        PhraseUsage usage = new PhraseUsage();
        assertEquals(0.0, usage.penalty("to search for bones"));
        double last = 0;
        double lastStep = 0;
        for (int k = 1; k <= 4; k++) {
            usage.add("to search for bones");
            double p = usage.penalty("to search for bones");
            assertTrue(p - last > lastStep, "use " + k + " must cost more than use " + (k - 1));
            lastStep = p - last;
            last = p;
        }
        assertEquals(0.0, usage.penalty("to reach outer space"));
    }

    @Test
    void aPhraseChosenTwiceGivesWayToAFreshOnePassingTheSameChecks() {
        GraftRanker.Scored strong = graft("to search for bones", 5.0, 2, true, true);
        GraftRanker.Scored weaker = graft("chasing its own tail", 1.0, 2, true, true);
        PhraseUsage usage = new PhraseUsage();
        List<String> chosen = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            String phrase = best(List.of(strong, weaker), usage).graft().phrase();
            chosen.add(phrase);
            usage.add(phrase);
        }
        // The strong phrase wins twice, then the weaker fresh one; once both are used twice the strong one again.
        assertEquals(List.of("to search for bones", "to search for bones", "chasing its own tail",
                "chasing its own tail", "to search for bones", "to search for bones"), chosen);
    }

    @Test
    void varietyNeverLoosensACheckOrTheFit() {
        GraftRanker.Scored strong = graft("to search for bones", 5.0, 2, true, true);
        PhraseUsage usage = new PhraseUsage();
        usage.add("to search for bones");
        usage.add("to search for bones");
        usage.add("to search for bones");
        assertTrue(usage.overused("to search for bones"));
        assertFalse(usage.overused("chasing its own tail"));
        // A fresh phrase that fails the style filter, the perplexity filter or fits the subject less stays below.
        assertEquals(strong, best(List.of(strong, graft("on the grass", 9.0, 2, false, true)), usage));
        assertEquals(strong, best(List.of(strong, graft("chasing its own tail", 9.0, 2, true, false)), usage));
        assertEquals(strong, best(List.of(strong, graft("like a clown", 9.0, 1, true, true)), usage));
    }

    /** Round 14: a bank clause's two forms are one phrase, and openings are counted to spread stock frames. */
    @Test
    void aClausesTwoFormsAreOnePhraseAndOpeningsAreCounted() {
        PhraseUsage usage = new PhraseUsage();
        usage.add("like a superstar in a cereal commercial");
        assertEquals(1, usage.uses("like superstars in a cereal commercial"));
        usage.add("trying very hard to look like a pro");
        assertEquals(1, usage.frameUses("trying very hard to look like a local"));
        assertEquals(0, usage.uses("trying very hard to look like a local"));
        assertEquals("trying very hard", PhraseUsage.frame("trying very hard to look like pros"));
        assertEquals("like superstar in", PhraseUsage.frame("like a superstar in a cereal commercial"));
    }
}
