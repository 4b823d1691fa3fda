package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** How the sample view words an ERG candidate's recipe: phrase, scores, filters, retrieved scenes. */
class ErgRecipeTextTest {
    private static final Map<String, Object> DETAILS = Map.ofEntries(Map.entry("style", "romantic"),
            Map.entry("phrase", "to treasure the moment"), Map.entry("placement", "trailing"),
            Map.entry("style_probability", 0.89), Map.entry("perplexity", 12.3), Map.entry("similarity", 0.736),
            Map.entry("kept", false), Map.entry("filter_style", true), Map.entry("filter_perplexity", true),
            Map.entry("filter_similarity", false), Map.entry("retrieved", List.of(Map.of("caption",
                    "they are posing for a picture to treasure the moment .", "phrase", "to treasure the moment",
                    "similarity", 0.6705, "type", "t2t"))));

    @Test
    void theRecipeRowNamesPhraseScoresAndTheFailedFilter() {
        String text = SampleViewModel.styleText(DETAILS);
        assertEquals(" · romantic phrase \"to treasure the moment\" (trailing) · P(style) 0.89 · perplexity 12"
                + " · similarity 0.74 · failed similarity", text);
        assertEquals("", SampleViewModel.styleText(Map.of("patch", 3)));
    }

    @Test
    void retrievedScenesAreListedWithSimilarityAndType() {
        List<String> lines = SampleViewModel.retrievedScenes(DETAILS);
        assertEquals(1, lines.size());
        assertTrue(lines.get(0).startsWith("0.67 t2t · they are posing"), lines.get(0));
    }
}
