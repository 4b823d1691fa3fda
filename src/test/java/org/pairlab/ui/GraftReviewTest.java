package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.pairlab.text.WordDiff;

/**
 * The ERG review's phrase spans: the highlight covers the grafted phrase and nothing else, even where the word diff
 * marks other words (an article that now agrees) or the phrase repeats a word of the source caption.
 */
class GraftReviewTest {
    /** An ERG recipe's details as {@code ErgAugmenter} writes them, for {@code output} with the phrase at its offsets. */
    private static Map<String, Object> details(String source, String output, String phrase, String placement) {
        Map<String, Object> d = new HashMap<>();
        int start = output.indexOf(phrase);
        d.put("style", "romantic");
        d.put("source", source);
        d.put("output", output);
        d.put("phrase", phrase);
        d.put("phrase_start", start);
        d.put("phrase_end", start + phrase.length());
        d.put("placement", placement);
        d.put("phrase_source", "bank".equals(placement) ? "bank" : "scene");
        d.put("style_probability", 0.91);
        d.put("perplexity", 14.2);
        d.put("similarity", 0.71);
        d.put("kept", true);
        d.put("retrieved", List.of(
                Map.of("caption", "a dog runs through the grass to find his love .", "phrase", "to find his love",
                        "similarity", 0.7123, "type", "t2t"),
                Map.of("caption", "two dogs play in the snow , happy to be together .", "phrase",
                        "happy to be together", "similarity", 0.55, "type", "i2i")));
        return d;
    }

    private static List<GraftReview.Mark> marks(String source, String output, Map<String, Object> d) {
        return GraftReview.marks(WordDiff.diff(source, output), GraftReview.phraseSpan(output, d));
    }

    @Test
    void aModifierIsHighlightedAloneNotTheArticleTheDiffAlsoMarks() {
        String source = "A dog runs across a grassy field .";
        String output = "An adorable dog runs across a grassy field .";
        Map<String, Object> d = details(source, output, "adorable", "modifier");
        List<GraftReview.Mark> m = marks(source, output, d);

        assertEquals(output, m.stream().map(GraftReview.Mark::text).collect(Collectors.joining()));
        assertEquals("adorable", GraftReview.highlighted(m));
        // The article changed too ("A" to "An"): the diff marks it, the phrase highlight does not.
        assertTrue(m.stream().anyMatch(x -> x.changed() && !x.phrase() && x.text().strip().equals("An")), m.toString());
    }

    @Test
    void aTrailingClauseIsHighlightedWordForWordEvenWhereItRepeatsASourceWord() {
        String source = "a man holding a kite on the beach .";
        String output = "a man holding a kite on the beach to feel the wind of the sea .";
        Map<String, Object> d = details(source, output, "to feel the wind of the sea", "trailing");
        List<GraftReview.Mark> m = marks(source, output, d);

        assertEquals("to feel the wind of the sea", GraftReview.highlighted(m).strip());
        // No word before the graft and not the full stop after it.
        assertFalse(m.stream().anyMatch(x -> x.phrase() && (x.text().contains("beach") || x.text().contains("."))));
        int first = output.indexOf("to feel");
        int at = 0;
        for (GraftReview.Mark x : m) {
            if (x.phrase()) {
                assertTrue(at >= first && at + x.text().length() <= first + "to feel the wind of the sea".length(),
                        "highlight outside the phrase at " + at + ": " + x);
            }
            at += x.text().length();
        }
    }

    @Test
    void staleOffsetsFallBackToThePhraseAndAnAbsentPhraseHighlightsNothing() {
        String output = "a cat sleeping on a warm sofa , dreaming of summer .";
        Map<String, Object> d = details("a cat sleeping on a sofa .", output, "dreaming of summer", "bank");
        d.put("phrase_start", 2); // offsets of another caption
        d.put("phrase_end", 20);
        assertEquals(Optional.of(new GraftReview.Span(output.indexOf("dreaming"), output.indexOf(" ."))),
                GraftReview.phraseSpan(output, d));

        Map<String, Object> rewritten = details("a cat on a sofa .", "a sleepy cat rests on a sofa .", "dreaming of summer",
                "llm");
        rewritten.put("phrase_start", -1);
        rewritten.put("phrase_end", -1);
        Optional<GraftReview.Span> none = GraftReview.phraseSpan("a sleepy cat rests on a sofa .", rewritten);
        assertTrue(none.isEmpty());
        assertEquals("", GraftReview.highlighted(GraftReview.marks(
                WordDiff.diff("a cat on a sofa .", "a sleepy cat rests on a sofa ."), none)));
    }

    @Test
    void theReviewNamesStyleBankClauseScoresAndScenesWithTheirSamples() {
        String output = "a cat sleeping on a warm sofa , dreaming of summer .";
        GraftReview bank = GraftReview.of(output, details("a cat sleeping on a warm sofa .", output,
                "dreaming of summer", "bank")).orElseThrow();
        assertTrue(bank.bankClause());
        assertEquals("bank clause", bank.origin());
        assertEquals("romantic", bank.style());
        assertTrue(bank.scores().startsWith("romantic phrase \"dreaming of summer\""), bank.scores());
        assertTrue(bank.scores().contains("P(style) 0.91"), bank.scores());

        String dogs = "two dogs play in the snow , happy to be together .";
        GraftReview scene = GraftReview.of("a dog runs to find his love .", details("a dog runs .",
                "a dog runs to find his love .", "to find his love", "trailing")).orElseThrow()
                .withSceneSamples(Map.of(dogs.strip(), 42L)::get);
        assertFalse(scene.bankClause());
        assertEquals(2, scene.scenes().size());
        assertNull(scene.scenes().get(0).sampleId(), "a text-only scene has no sample with an image");
        assertEquals(42L, scene.scenes().get(1).sampleId());
        assertEquals("0.71 · t2t · caption → caption", scene.scenes().get(0).header());
        assertEquals("i2i · image → image", scene.scenes().get(1).typeLabel());

        assertTrue(GraftReview.of("a pizza .", Map.of("template", "DT NN", "completer", "phrase")).isEmpty());
    }
}
