package org.pairlab.augment.erg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.cli.PairLabCli;
import org.pairlab.lm.grammar.CaptionGrammar;
import org.pairlab.lm.grammar.GrammarOptions;
import org.pairlab.text.CaptionTagger;

/**
 * The curated phrase bank that stands in when no retrieved phrase fits the subject (captions about things), and the
 * romantic cue rule that keeps "to win the race" out of romantic captions.
 */
class PhraseBankTest {
    /**
     * Words that would tie a clause to one kind or number of subject: pronouns (a relation is tied through them, "his
     * lover"; "a lover" is anyone's) and verbs that agree in number.
     */
    private static final Set<String> TIED = Set.of("he", "him", "his", "she", "her", "they", "them", "their", "it",
            "its", "itself", "is", "are", "was", "were", "has", "have");

    @TempDir
    Path dir;

    @Test
    void everyBankClauseIsGrammaticalAfterAThingAPersonOrAnimalsAndTiesToNoSubject() {
        CaptionGrammar grammar = new CaptionGrammar(GrammarOptions.defaults().withSpelling(true),
                CaptionTagger.english());
        List<String> sources = List.of("A plate of food on a wooden table.", "Two dogs running through the grass.",
                "A woman holding an umbrella");
        List<String> problems = new ArrayList<>();
        for (String style : PhraseBank.styles()) {
            assertTrue(PhraseBank.clauses(style).size() >= 4, style);
            for (String clause : PhraseBank.clauses(style)) {
                for (String w : EmbeddedGenerator.wordsOf(clause)) {
                    assertFalse(TIED.contains(w), "'" + clause + "' ties itself to a subject with '" + w + "'");
                }
                for (String source : sources) {
                    Graft g = PhraseBank.graft(source, clause);
                    assertEquals(clause, g.text().substring(g.phraseStart(), g.phraseEnd()));
                    assertEquals(GraftPlacement.BANK, g.placement());
                    if (grammar.addedErrors(source, g.text()) > 0) {
                        problems.add(g.text() + " " + grammar.check(g.text()));
                    }
                }
            }
        }
        assertEquals(List.of(), problems);
        assertEquals("A train at a station, with love in the air.",
                PhraseBank.graft("A train at a station.", "with love in the air").text());
        assertEquals("a train at a station, with love in the air",
                PhraseBank.graft("a train at a station ", "with love in the air").text());
    }

    @Test
    void aBankGraftIsWrittenAgainFromItsRecipe() {
        Graft g = PhraseBank.graft("A train is stopped at a station.", "with love in the air");
        java.util.Map<String, Object> details = new java.util.TreeMap<>();
        details.put("source", "A train is stopped at a station.");
        details.put("phrase", g.phrase());
        details.put("phrase_start", g.phraseStart());
        details.put("placement", "bank");
        org.pairlab.project.Recipe recipe = new org.pairlab.project.Recipe(ErgAugmenter.METHOD,
                java.util.Map.of(), 1, List.of(1L), java.util.Map.of(), details);
        assertEquals("A train is stopped at a station, with love in the air.", new ErgAugmenter().renderCaption(recipe));
    }

    @Test
    void romanticPhrasesNeedARomanticCueWordAndNoPhraseIsABareNounPhrase() {
        assertEquals("no romantic cue word", StyleCues.missing("romantic", "to win the race").orElse(""));
        assertTrue(StyleCues.missing("romantic", "to express their love").isEmpty());
        assertTrue(StyleCues.missing("romantic", "enjoying the beauty of nature").isEmpty());
        assertTrue(StyleCues.missing("humorous", "to win the race").isEmpty(), "humour has no cue list");
        String caption = "a dog jumps over a puddle to meet his loving owner .";
        int at = caption.indexOf("his loving owner");
        assertEquals("a bare noun phrase", StyleCues.fragment(new StylePhrase(caption, "his loving owner", at,
                at + 16, PhraseKind.INNER, 1)).orElse(""));
        at = caption.indexOf("to meet");
        assertTrue(StyleCues.fragment(new StylePhrase(caption, "to meet his loving owner", at, at + 24,
                PhraseKind.CLAUSE, 1)).isEmpty());
        assertTrue(Stylizer.headsSomewhereWithoutMotion("A baseball player swinging and missing the ball.",
                "to his lover"));
        assertTrue(Stylizer.headsSomewhereWithoutMotion("A group of people that are behind a bus.", "to their lovers"));
        assertFalse(Stylizer.headsSomewhereWithoutMotion("A man riding a motorcycle on a road.", "to his love"));
        assertFalse(Stylizer.headsSomewhereWithoutMotion("A man skiing downhill.", "toward his lover"));
        assertFalse(Stylizer.headsSomewhereWithoutMotion("A man standing on a court.", "to impress his lover"));
        for (String clause : PhraseBank.clauses("romantic")) {
            assertTrue(StyleCues.missing("romantic", clause).isEmpty(), clause);
        }
    }

    @Test
    void captionsAboutThingsGetABankClauseAndRomanticPhrasesCarryACue() throws Exception {
        Path humor = dir.resolve("humor.txt");
        Path romantic = dir.resolve("romantic.txt");
        Path factual = dir.resolve("factual.txt");
        Path corpus = dir.resolve("coco.txt");
        Files.write(humor, ErgTestData.styleTrain(ErgTestData.humorFile(), 1200));
        Files.write(romantic, ErgTestData.styleTrain(ErgTestData.romanticFile(), 1200));
        List<String> sources = List.of("A white plate with a slice of cake on it.", "A train is stopped at a station.",
                "A stop sign on the corner of a street.", "A clock tower in the middle of a city.",
                "A man riding a wave on a surfboard.", "Two dogs playing with a frisbee in a park.");
        Files.write(factual, sources);
        Files.write(corpus, ErgTestData.coco(false, 2000));
        Path out = dir.resolve("out.jsonl");

        int code = PairLabCli.run("stylize", "--styled", "humorous=" + humor, "--styled", "romantic=" + romantic,
                "--factual", factual.toString(), "--factual-corpus", corpus.toString(), "--target", "romantic",
                "--out", out.toString(), "--cache", dir.resolve("cache").toString(), "--quiet");

        assertEquals(0, code);
        ObjectMapper json = new ObjectMapper();
        List<String> lines = Files.readAllLines(out);
        int bank = 0;
        for (int i = 0; i < lines.size(); i++) {
            JsonNode o = json.readTree(lines.get(i));
            String phrase = o.get("phrase").asText();
            String output = o.get("output").asText();
            assertTrue(StyleCues.missing("romantic", phrase).isEmpty(), "no romantic cue: " + output);
            if ("bank".equals(o.get("phrase_source").asText())) {
                bank++;
                assertEquals("bank", o.get("placement").asText());
                assertTrue(PhraseBank.clauses("romantic").contains(phrase), phrase);
                assertEquals(sources.get(i).replaceAll("\\.$", "") + ", " + phrase + ".", output);
                assertTrue(o.get("retrieved").findValues("used").stream().noneMatch(JsonNode::asBoolean));
            } else {
                assertEquals("scene", o.get("phrase_source").asText());
            }
        }
        // The four things: FlickrStyle (people and dogs) has no purpose clause a plate or a train can take.
        long thingsFromBank = lines.subList(0, 4).stream()
                .filter(l -> l.contains("\"phrase_source\":\"bank\"")).count();
        assertTrue(thingsFromBank >= 3, lines.toString());
        assertTrue(bank >= thingsFromBank);
    }
}
