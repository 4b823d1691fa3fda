package org.pairlab.lm.complete;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.pairlab.lm.AddKBigramModel;
import org.pairlab.lm.LmTokenizer;
import org.pairlab.lm.style.CocoCaptions;
import org.pairlab.testing.SharedData;
import org.pairlab.text.CaptionTagger;

/** Completion and insertion over a bigram of the real COCO val2017 captions (images with id % 10 != 0). */
class ConstrainedCompleterTest {
    private static AddKBigramModel lm;
    private static Lexicon lexicon;
    private static ConstrainedCompleter completer;
    private static List<String> heldOut;
    private static CaptionTagger tagger;

    @BeforeAll
    static void train() throws Exception {
        List<CocoCaptions.ImageCaption> all = CocoCaptions.read(
                SharedData.root().resolve("coco-captions-val2017/captions_val2017.json"));
        List<String> training = all.stream().filter(c -> c.imageId() % 10 != 0)
                .map(CocoCaptions.ImageCaption::caption).toList();
        heldOut = all.stream().filter(c -> c.imageId() % 10 == 0).map(CocoCaptions.ImageCaption::caption).toList();
        lm = AddKBigramModel.train(training, 0.01);
        tagger = CaptionTagger.english();
        lexicon = Lexicon.build(tagger, training.subList(0, 1500));
        completer = new ConstrainedCompleter(lm, lexicon);
    }

    @Test
    void lexiconKnowsCaptionWordClasses() {
        assertTrue(lexicon.fits("dog", PosClass.N));
        assertFalse(lexicon.fits("dog", PosClass.J));
        assertTrue(lexicon.fits("sitting", PosClass.VBG));
        assertTrue(lexicon.fits("sitting", PosClass.V));
        assertFalse(lexicon.fits("sitting", PosClass.VBZ));
        assertTrue(lexicon.fits("white", PosClass.J));
        assertTrue(lexicon.fits("is", PosClass.VBZ));
        assertTrue(lexicon.words(PosClass.N).size() > 300);
    }

    @Test
    void savedLexiconsLoadTheSameCounts(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path file = dir.resolve("lexicon.json");
        lexicon.save(file);
        Lexicon back = Lexicon.load(file);
        assertEquals(lexicon.size(), back.size());
        for (PosClass c : PosClass.values()) {
            assertEquals(lexicon.words(c), back.words(c));
        }
        assertEquals(lexicon.count("sat", PosClass.VBD), back.count("sat", PosClass.VBD));
    }

    @Test
    void everyResultKeepsTheFixedWordsAndPlacesEveryRequiredWordInASlotOfItsClass() {
        Template t = Template.parse("[J] [N] [VBG] in [N] .");
        List<Completion> out = completer.complete(t, List.of("dog", "water"), 5);
        assertEquals(5, out.size());
        for (Completion c : out) {
            assertEquals(5, c.tokens().size(), c.text());
            assertEquals("in", c.tokens().get(3));
            assertTrue(c.text().endsWith(" in " + c.tokens().get(4) + " ."), c.text());
            assertEquals(Set.of("dog", "water"), Set.of(c.tokens().get(1), c.tokens().get(4)), c.text());
            assertEquals(List.of(new Placement("dog", 1, 1), new Placement("water", 4, 4)), c.placements());
            assertTrue(lexicon.fits(c.tokens().get(0), PosClass.J), c.text());
            assertTrue(lexicon.fits(c.tokens().get(2), PosClass.VBG), c.text());
        }
    }

    @Test
    void resultsAreSortedAndScoredAsTheModelScoresThem() {
        Template t = Template.parse("[N] [VBG] [N] on [N] .").withGaps(2);
        List<Completion> out = completer.complete(t, List.of("horse", "sitting", "field"), 5);
        assertEquals(5, out.size());
        for (int i = 0; i < out.size(); i++) {
            Completion c = out.get(i);
            assertTrue(c.tokens().containsAll(List.of("horse", "sitting", "field", "on")), c.text());
            assertTrue(c.tokens().indexOf("on") < c.tokens().lastIndexOf("field"), c.text());
            assertEquals(lm.score(c.tokens()).logProb(), c.logProb(), 1e-9, c.text());
            assertEquals(c.tokens().size() + 1, c.tokenLogProbs().size());
            assertEquals(c.logProb(), c.tokenLogProbs().stream().mapToDouble(Double::doubleValue).sum(), 1e-9);
            for (Placement p : c.placements()) {
                assertEquals(p.word(), c.tokens().get(p.tokenIndex()));
                assertTrue(t.slots().get(p.slot()) instanceof Slot.Open, "placed in an open slot: " + p);
            }
            if (i > 0) {
                assertTrue(out.get(i - 1).logProb() >= c.logProb());
            }
        }
        assertEquals(5, out.stream().map(Completion::text).distinct().count());
    }

    @Test
    void toCaMasksTakeTheWordsAsFixedWordsBetweenGaps() {
        Template t = Template.parse("[ ] man [ ] surfboard [ ] .");
        List<Completion> out = completer.complete(t, List.of("man", "surfboard"), 3);
        assertEquals(3, out.size());
        for (Completion c : out) {
            assertTrue(c.tokens().indexOf("man") < c.tokens().indexOf("surfboard"), c.text());
            assertTrue(c.text().endsWith("."));
        }
        // Free gaps only: the words may go in the gaps once that is allowed, and not before.
        Template gaps = Template.parse("[ ] [ ] .");
        assertEquals(List.of(), completer.complete(gaps, List.of("dog", "frisbee"), 3));
        List<Completion> inGaps = completer.complete(gaps, List.of("dog", "frisbee"), 3,
                SearchLimits.DEFAULT.withRequiredWordsInGaps(true));
        assertEquals(3, inGaps.size());
        for (Completion c : inGaps) {
            assertTrue(c.tokens().containsAll(List.of("dog", "frisbee")), c.text());
            assertTrue(c.tokens().size() <= 6, c.text());
        }
    }

    @Test
    void impossibleConstraintsGiveNothingAtOnce() {
        // Four nouns for two noun slots; a gerund for noun slots only; a word no slot can take.
        assertEquals(List.of(), completer.complete(Template.parse("[N] [VBG] [N] ."),
                List.of("giraffe", "kitchen", "pizza", "dog"), 5));
        assertEquals(List.of(), completer.complete(Template.parse("[N] on [N] ."), List.of("sitting"), 5));
    }

    @Test
    void searchCapsEndTheSearch() {
        SearchLimits tiny = new SearchLimits(4, 4, 40, 3, true);
        List<Completion> out = completer.complete(Template.parse("[0..30] dog [0..30]"), List.of("dog"), 5, tiny);
        assertTrue(out.size() <= 1);
        SearchLimits shortSentences = new SearchLimits(8, 8, 3, 10_000, true);
        for (Completion c : completer.complete(Template.parse("[0..30] dog [0..30]"), List.of(), 5, shortSentences)) {
            assertTrue(c.tokens().size() <= 3, c.text());
        }
    }

    @Test
    void templatesParseToCaNotation() {
        Template t = Template.parse("[N] [VBG] [ ] on [1..2] [nns] .");
        assertEquals(List.of(new Slot.Open(PosClass.N), new Slot.Open(PosClass.VBG), new Slot.Gap(0, 3),
                new Slot.Fixed("on"), new Slot.Gap(1, 2), new Slot.Open(PosClass.N), new Slot.Fixed(".")), t.slots());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Template.parse("[N] [XYZ] ."));
        assertTrue(e.getMessage().contains("item 2 '[XYZ]'"), e.getMessage());
        assertEquals("[0..1] [N] [0..1] on [0..1] .", Template.parse("[N] on .").withGaps(1).toString());
    }

    @Test
    void anAdjectiveGoesBeforeANoun() {
        int checked = 0;
        int beforeNoun = 0;
        for (String caption : heldOut) {
            List<String> s = LmTokenizer.PTB.tokenize(caption);
            List<String> pos = tagger.tag(String.join(" ", s), false).tokens().stream()
                    .map(org.pairlab.text.TaggedToken::pos).toList();
            if (!s.get(0).equals("a") || s.size() > 12 || pos.size() != s.size() || checked == 40) {
                continue;
            }
            checked++;
            List<Insertion> best = completer.bestInsertions(s, List.of("happy"), 50);
            assertEquals(s.size() + 1, best.size());
            assertEquals(lm.score(best.get(0).tokens()).logProb(), best.get(0).logProb(), 1e-9);
            assertTrue(best.get(0).logProb() >= best.get(best.size() - 1).logProb());
            Insertion top = best.get(0);
            // Before a noun or another adjective, as in "a large happy family" or "a group of happy kids".
            if (top.position() < s.size() && Set.of("NOUN", "PROPN", "ADJ").contains(pos.get(top.position()))) {
                beforeNoun++;
            }
        }
        assertEquals(40, checked);
        System.out.println("'happy' inserted before a noun or adjective: " + beforeNoun + "/" + checked);
        assertTrue(beforeNoun >= 28, beforeNoun + " of " + checked);
        List<String> sentence = new ArrayList<>(List.of("a", "man", "riding", "a", "horse", "on", "a", "beach"));
        assertEquals(List.of("a", "happy", "man", "riding", "a", "horse", "on", "a", "beach"),
                completer.bestInsertions(sentence, List.of("happy"), 1).get(0).tokens());
    }
}
