package org.pairlab.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PtbTokenizerTest {
    private final PtbTokenizer tokenizer = new PtbTokenizer();

    @Test
    void everyToolkitSamplePairMatches() {
        JsonNode samples = TestData.json(TestData.cocoevalDev().resolve("tokenization_samples.json"));
        int checked = 0;
        List<String> failures = new ArrayList<>();
        for (String group : List.of("first50_references", "first50_candidates", "tricky_references")) {
            for (JsonNode pair : samples.get(group)) {
                String raw = pair.get("raw").asText();
                String expected = pair.get("tokenized").asText();
                String got = tokenizer.tokenizeToString(raw);
                if (!expected.equals(got)) {
                    failures.add(raw + " -> " + got + " (toolkit: " + expected + ")");
                }
                checked++;
            }
        }
        assertEquals(160, checked);
        assertEquals(List.of(), failures);
    }

    @Test
    void punctuationListIsTheToolkits() {
        JsonNode samples = TestData.json(TestData.cocoevalDev().resolve("tokenization_samples.json"));
        List<String> listed = new ArrayList<>();
        samples.get("punctuations_removed").forEach(p -> listed.add(p.asText()));
        assertEquals(PtbTokenizer.TOOLKIT_PUNCTUATION.size(), listed.size());
        assertTrue(PtbTokenizer.TOOLKIT_PUNCTUATION.containsAll(listed));
    }

    /** Lines run through the real CoreNLP 3.4.1 tokenizer as one file; each line looks ahead into the next. */
    @Test
    void matchesCoreNlp341OnTrickyCaptionsAndProbes() {
        JsonNode oracle = TestData.resource("ptb-oracle.json");
        JsonNode lines = oracle.get("lines");
        JsonNode ptb = oracle.get("ptb");
        List<String> failures = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String next = i + 1 < lines.size() ? lines.get(i + 1).asText() : null;
            String got = String.join(" ", tokenizer.ptbTokens(lines.get(i).asText(), next));
            if (!got.equals(ptb.get(i).asText())) {
                failures.add(lines.get(i).asText() + " -> " + got + " (CoreNLP: " + ptb.get(i).asText() + ")");
            }
        }
        assertTrue(lines.size() > 1000);
        assertEquals(List.of(), failures);
    }

    @Test
    void bracketTokensSurviveThePunctuationFilterBecauseTheyAreLowerCasedFirst() {
        assertEquals("a dog -lrb- white -rrb- on a -lsb- red -rsb- mat",
                tokenizer.tokenizeToString("A dog (white) on a [red] mat."));
    }

    @Test
    void cliticsAssimilationsAndAbbreviations() {
        assertEquals("he 's gon na go ca n't can not", tokenizer.tokenizeToString("He's gonna go, can't cannot!"));
        assertEquals("a sign on morgan rd. near st. louis", tokenizer.tokenizeToString("A sign on Morgan Rd. near St. Louis."));
        assertEquals("a refrigerator/freezer and a t.v. grey", tokenizer.tokenizeToString(
                "A refrigerator/freezer and a T.V. grey"));
    }

    @Test
    void lookAheadIntoTheNextCaptionDecidesSingleLetterAbbreviations() {
        assertEquals("a sign that reads k.", tokenizer.tokenizeToString("A sign that reads K."));
        assertEquals("a sign that reads k", String.join(" ", tokenizer.tokenize("A sign that reads K.", "A dog.")));
        assertEquals(List.of("a sign that reads k", "a dog"),
                tokenizer.tokenizeAll(List.of("A sign that reads K.", "A dog.")));
    }

    @Test
    void emptyAndPunctuationOnlyCaptionsGiveNoTokens() {
        assertEquals("", tokenizer.tokenizeToString(""));
        assertEquals("", tokenizer.tokenizeToString(" ... !"));
        assertEquals("two lines", tokenizer.tokenizeToString("Two\nlines."));
    }
}
