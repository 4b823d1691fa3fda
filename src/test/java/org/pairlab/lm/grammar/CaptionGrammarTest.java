package org.pairlab.lm.grammar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.Proxy;
import java.net.ProxySelector;
import java.net.SocketAddress;
import java.net.URI;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.pairlab.testing.SharedData;
import org.pairlab.text.CaptionTagger;

class CaptionGrammarTest {
    static CaptionTagger tagger;
    static CaptionGrammar grammar;
    static final List<URI> connections = Collections.synchronizedList(new ArrayList<>());

    @BeforeAll
    static void load() {
        // Every URL connection and plain socket asks the default ProxySelector first: record what start-up asks for.
        ProxySelector original = ProxySelector.getDefault();
        ProxySelector.setDefault(new ProxySelector() {
            @Override
            public List<Proxy> select(URI uri) {
                connections.add(uri);
                return List.of(Proxy.NO_PROXY);
            }

            @Override
            public void connectFailed(URI uri, SocketAddress sa, IOException ioe) {
            }
        });
        try {
            tagger = CaptionTagger.english();
            grammar = new CaptionGrammar(GrammarOptions.defaults(), tagger);
            grammar.check("A man riding a horse.");
        } finally {
            ProxySelector.setDefault(original);
        }
    }

    private static List<String> rules(String caption) {
        return grammar.check(caption).stream().map(GrammarIssue::rule).toList();
    }

    static List<String> cocoCaptions(int from, int count) throws IOException {
        JsonNode root = new ObjectMapper().readTree(
                SharedData.root().resolve("coco-captions-val2017/captions_val2017.json").toFile());
        List<String> out = new ArrayList<>();
        int i = 0;
        for (JsonNode a : root.get("annotations")) {
            if (i++ >= from) {
                out.add(a.get("caption").asText());
            }
            if (out.size() == count) {
                break;
            }
        }
        return out;
    }

    @Test
    void startsOfflineWithNoRemoteRules() {
        assertEquals(List.of(), connections, "LanguageTool start-up tried to connect");
        assertFalse(grammar.usesRemoteRules());
        List<String> active = grammar.activeLanguageToolRules();
        assertTrue(active.contains("AGREEMENT_SENT_START"), "LanguageTool's grammar rules stay on");
        assertFalse(active.contains("UPPERCASE_SENTENCE_START"), "casing is off for captions");
        assertFalse(active.contains("MORFOLOGIK_RULE_EN_US"), "spelling is off by default");
        assertFalse(active.contains("EN_A_VS_AN"), "PAIRLAB_A_AN replaces it");
    }

    @Test
    void realCocoCaptionsAreMostlyClean() throws IOException {
        // Captions 4,001-4,300: neither the 2,000 the rules were tuned on nor the 2,000 held out in the benchmark.
        List<String> captions = cocoCaptions(4000, 300);
        List<String> flagged = captions.stream().filter(c -> !grammar.check(c).isEmpty()).toList();
        double share = (double) flagged.size() / captions.size();
        // Val2017 has real defects ("A women is", "an man"); about 2 % of captions are flagged, most rightly.
        assertTrue(share < 0.04, "flagged " + flagged.size() + " of 300: " + flagged);
    }

    @Test
    void captionFragmentsAndLowerCaseAreFine() {
        for (String ok : List.of("a man riding a horse", "A man riding a horse.", "two dogs playing with a frisbee",
                "A cat sits on a bathroom sink.", "Four cows stand in the parking lot of a church.",
                "A black dog and a white dog on a couch.", "A two story building with a clock tower.",
                "a few glasses of wine on a table", "Two stop signs on a pole.", "A man outside of a repair shop.",
                "A group of men stand next to their bicycles.", "Several sheep grazing on a hill.",
                "The ten speed bike is attached to the pole.", "Two jumbo jet air planes on a runway.")) {
            assertEquals(List.of(), grammar.check(ok), ok);
        }
    }

    @Test
    void articleSoundHasItsExceptions() {
        for (String ok : List.of("a one way sign", "an hour glass", "a unicorn toy", "an mp3 player", "a European city",
                "an SUV in a lot", "a TV on a stand", "a uniform", "an 8 year old boy", "an honest face",
                "an unidentified object", "a used car", "A MAN ON A BIKE")) {
            assertFalse(rules(ok).contains(PairLabRule.A_AN.id()), ok);
        }
        for (String bad : List.of("an loose refrigerator", "a apple on a table", "an hat", "a hour later",
                "an unicorn", "a mp3 player", "An man on a bike")) {
            assertTrue(rules(bad).contains(PairLabRule.A_AN.id()), bad);
        }
        List<GrammarIssue> issues = grammar.check("an loose refrigerator");
        assertEquals(List.of("a loose"), issues.get(0).suggestions());
        assertEquals("an loose", issues.get(0).covered("an loose refrigerator"));
    }

    @Test
    void numberAgreementFindsWhatRewritersBreak() {
        for (String bad : List.of("a dogs on a couch", "two dog on a couch", "a people walking", "one men standing",
                "A baseball people throwing a pitch.", "Several car parked.", "Two giraffe stand in an enclosure.",
                "A tennis players swinging a racket.")) {
            assertTrue(rules(bad).contains(PairLabRule.NUMBER_AGREEMENT.id()), bad + " " + rules(bad));
        }
        GrammarIssue twoDog = grammar.check("two dog on a couch").get(0);
        assertEquals(List.of("two dogs"), twoDog.suggestions());
        assertEquals(GrammarIssue.Source.PAIRLAB, twoDog.source());
        assertEquals(List.of(PairLabRule.SUBJECT_VERB.id()), rules("A man are riding a horse."));
    }

    @Test
    void repeatedNounsAndDoubledWords() {
        assertEquals(List.of(PairLabRule.REPEATED_NOUN.id()), rules("A dog and a dog playing in the yard."));
        assertEquals(List.of(PairLabRule.DOUBLED_WORD.id()), rules("the the cat is sitting on a chair"));
        assertEquals(List.of(), rules("A dog and another dog playing."));
        assertEquals(List.of(), rules("He had had a long day."));
        GrammarIssue doubled = grammar.check("A man holding holding a remote.").get(0);
        assertEquals("holding holding", doubled.covered("A man holding holding a remote."));
        assertEquals(List.of("holding"), doubled.suggestions());
    }

    @Test
    void everyBrokenCaptionClassIsFlaggedWithItsRule() {
        int inReach = 0;
        int found = 0;
        for (BrokenCaption b : BrokenCaption.catalogue()) {
            if (!b.inReach()) {
                continue;
            }
            inReach++;
            List<GrammarIssue> issues = grammar.check(b.caption());
            if (b.found(issues)) {
                found++;
            } else if (b.expectedRule().startsWith("PAIRLAB_")) {
                throw new AssertionError(b.caption() + " should get " + b.expectedRule() + ", got " + issues);
            }
        }
        assertTrue(inReach >= 40, "catalogue too small: " + inReach);
        assertTrue(found >= 0.9 * inReach, found + " of " + inReach);
    }

    @Test
    void addedErrorsCountsOnlyWhatTheCandidateBrings() {
        assertEquals(1, grammar.addedErrors("A dog on a couch.", "A dogs on a couch."));
        // The source's own defect, kept by the rewrite, is not the rewrite's fault.
        assertEquals(0, grammar.addedErrors("A women holding an umbrella.", "A women holding a parasol."));
        assertEquals(1, grammar.addedErrors("A women holding an umbrella.", "A women holding a umbrella."));
        assertEquals(0, grammar.addedErrors("A dogs on a couch.", "A dog on a couch."));
    }

    @Test
    void spellingIsAnOption() {
        String typo = "A man rding a horse on the beach.";
        assertEquals(List.of(), grammar.check(typo));
        CaptionGrammar spelling = new CaptionGrammar(GrammarOptions.defaults().withSpelling(true), tagger);
        assertTrue(spelling.check(typo).stream().anyMatch(i -> i.rule().equals("MORFOLOGIK_RULE_EN_US")));
    }

    @Test
    void parallelCheckingGivesTheSequentialResult() throws Exception {
        List<String> captions = Stream.concat(cocoCaptions(0, 60).stream(),
                BrokenCaption.catalogue().stream().map(BrokenCaption::caption)).toList();
        List<List<GrammarIssue>> sequential = captions.stream().map(grammar::check).toList();
        ForkJoinPool pool = new ForkJoinPool(2);
        try {
            List<List<GrammarIssue>> parallel = pool.submit(
                    () -> captions.parallelStream().map(grammar::check).toList()).get();
            assertEquals(sequential, parallel);
        } finally {
            pool.shutdown();
        }
    }
}
