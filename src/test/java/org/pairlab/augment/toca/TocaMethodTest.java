package org.pairlab.augment.toca;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.lm.complete.PosClass;
import org.pairlab.text.CaptionTagger;

/** ToCa's deconstruction (eq. 2-7), sampling (eq. 8-12 with tau), prior pairs and embedded completion. */
class TocaMethodTest {
    private static CaptionTagger tagger;
    private static CaptionDeconstructor deconstructor;

    @BeforeAll
    static void load() {
        tagger = CaptionTagger.english();
        deconstructor = new CaptionDeconstructor(tagger);
    }

    private static LexicalWord n(String w) {
        return new LexicalWord(w, PosClass.N);
    }

    @Test
    void templatesKeepFunctionWordsAndClassLexicalOnes() {
        CaptionDeconstructor.Parts p = deconstructor.deconstruct("A man riding a horse on the beach.");
        assertEquals("[N] [VBG] [N] on [N] .", p.template().toString());
        assertEquals(List.of(n("man"), new LexicalWord("riding", PosClass.VBG), n("horse"), n("beach")), p.words());
        assertEquals(List.of("a", "a", "the"), p.droppedWords());
        // "next to" is a preposition: its adjective is not a lexical word.
        assertEquals("[N] on [N] next to [N] .",
                deconstructor.deconstruct("A computer on a desk next to a laptop.").template().toString());
        assertEquals("[N] [VBZ] [VBG] [N] .", deconstructor.deconstruct("A dog is chasing a ball.").template().toString());
    }

    private static TocaCorpus chase() {
        return TocaCorpus.build(deconstructor, List.of("A dog chasing a cat.", "A dog chasing a ball.",
                "A cat chasing a mouse."));
    }

    @Test
    void pairsCountWordsBeforeOthersInOneCaption() {
        TocaCorpus c = chase();
        LexicalPairs p = c.pairs();
        assertEquals(2, p.count(n("dog")));
        assertEquals(1, p.count(n("dog"), n("cat")));
        assertEquals(0, p.count(n("cat"), n("dog")));
        assertEquals(3, p.count(new LexicalWord("chasing", PosClass.VBG)));
        assertEquals(1, c.templates().size());
        assertEquals(3, c.templates().get(0).count());
    }

    @Test
    void probabilitiesFollowEquations8To12() {
        TocaCorpus c = chase();
        List<LexicalWord> nouns = c.pairs().words(PosClass.N); // ball, cat, dog, mouse
        assertEquals(List.of(n("ball"), n("cat"), n("dog"), n("mouse")), nouns);
        PromptSampler inf = new PromptSampler(c, Double.POSITIVE_INFINITY, 0);
        // Eq. 8: N(token) / sum.
        assertArrayEquals(new double[] {1 / 6.0, 2 / 6.0, 2 / 6.0, 1 / 6.0}, inf.probabilities(PosClass.N, List.of()), 1e-12);
        LexicalWord chasing = new LexicalWord("chasing", PosClass.VBG);
        // Eq. 9: N(dog, t) among VBG words.
        assertArrayEquals(new double[] {1}, inf.probabilities(PosClass.VBG, List.of(n("dog"))), 1e-12);
        // Eq. 12, tau = inf: N(dog, t) N(chasing, t); dog is not drawn twice, mouse never follows dog.
        assertArrayEquals(new double[] {0.5, 0.5, 0, 0}, inf.probabilities(PosClass.N, List.of(n("dog"), chasing)), 1e-12);
        // tau = 1: divided by N(t)^(i-1) = N(t): cat (N = 2) halves against ball (N = 1).
        PromptSampler one = new PromptSampler(c, 1, 0);
        assertArrayEquals(new double[] {2 / 3.0, 1 / 3.0, 0, 0}, one.probabilities(PosClass.N, List.of(n("dog"), chasing)),
                1e-12);
        // Empirical first-word shares match eq. 8 under a seed, and the seed gives the same draws.
        // Draws may drop a slot (ball and mouse are never followed by a verb), so every draw has its first word.
        PromptSampler drawing = new PromptSampler(c, Double.POSITIVE_INFINITY, Integer.MAX_VALUE);
        Map<String, Integer> first = new HashMap<>();
        SplittableRandom r = new SplittableRandom(5);
        List<String> run = new ArrayList<>();
        for (int i = 0; i < 6000; i++) {
            SampledPrompt p = drawing.draw(r).orElseThrow();
            first.merge(p.wordTexts().get(0), 1, Integer::sum);
            if (i < 50) {
                run.add(p.masked());
            }
        }
        assertEquals(2 / 6.0, first.get("dog") / 6000.0, 0.02);
        assertEquals(1 / 6.0, first.get("mouse") / 6000.0, 0.02);
        SplittableRandom again = new SplittableRandom(5);
        for (String masked : run) {
            assertEquals(masked, drawing.draw(again).orElseThrow().masked());
        }
        assertEquals("[ ] dog [ ] chasing [ ] cat [ ] .",
                new SampledPrompt(c.templates().get(0).template(), List.of(n("dog"), chasing, n("cat"))).masked());
    }

    @Test
    void priorPairsAddToTheCountsAndBadLinesNameTheLine(@TempDir Path dir) throws Exception {
        TocaCorpus c = chase();
        Path file = dir.resolve("pairs.txt");
        Files.writeString(file, "# prior pairs\ndog mouse 2\nzebra/N cat\n");
        assertEquals(2, PriorPairs.addTo(c, PriorPairs.read(file, c)));
        assertEquals(2, c.pairs().count(n("dog"), n("mouse")));
        assertEquals(1, c.pairs().count(n("zebra")));
        LexicalWord chasing = new LexicalWord("chasing", PosClass.VBG);
        // ball 1*1, cat 1*1, dog -, mouse 2*1, zebra 0: eq. 12 with the prior.
        assertArrayEquals(new double[] {0.25, 0.25, 0, 0.5, 0},
                new PromptSampler(c, Double.POSITIVE_INFINITY, 0).probabilities(PosClass.N, List.of(n("dog"), chasing)),
                1e-12);
        Files.writeString(file, "dog mouse\nunicorn cat\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PriorPairs.read(file, c));
        assertTrue(e.getMessage().contains("line 2") && e.getMessage().contains("unicorn/N"), e.getMessage());
        Files.writeString(file, "dog mouse many\n");
        e = assertThrows(IllegalArgumentException.class, () -> PriorPairs.read(file, c));
        assertTrue(e.getMessage().contains("line 1") && e.getMessage().contains("many"), e.getMessage());
    }

    @Test
    void embeddedCompletionKeepsEveryDrawnWordAndPutsArticlesBack() throws Exception {
        TocaCorpus c = TocaCorpus.build(deconstructor, TocaCorpora.coco56().corpus());
        EmbeddedCompleter completer = EmbeddedCompleter.trainedOn(c, 2, 1);
        StructureTemplate t = StructureTemplate.parse("[N] [VBG] [N] on [N] .");
        SampledPrompt p = new SampledPrompt(t, List.of(n("man"), new LexicalWord("riding", PosClass.VBG), n("surfboard"),
                n("wave")));
        String caption = completer.completeOne(p).get(0);
        assertTrue(caption.matches("A man riding (a|the) surfboard on (a|the) wave\\."), caption);
        // A slot left unfilled is an open slot: the model puts a noun there.
        SampledPrompt open = new SampledPrompt(t, java.util.Arrays.asList(n("man"), new LexicalWord("riding", PosClass.VBG),
                null, n("wave")));
        String filled = completer.completeOne(open).get(0);
        assertTrue(filled.startsWith("A man riding ") && filled.endsWith(" on a wave."), filled);
        assertEquals("An umbrella next to an hour glass, a dog.", CaptionText.tidy("a umbrella next to a hour glass , an dog ."));
    }

    @Test
    void equallyFluentCaptionsSpreadOverWhatTheyMention() {
        // Real captions of the corpus; the first three equally fluent, the last far less so.
        String[] captions = {"A man riding a surfboard on a wave.", "A woman riding a surfboard on a wave.",
                "A dog sitting beside a laptop.", "A man holding a surfboard on the beach."};
        double[] fluency = {-2.00, -2.02, -2.05, -3.0};
        List<Map.Entry<SynthesizedCaption, Double>> scored = new ArrayList<>();
        for (int i = 0; i < captions.length; i++) {
            scored.add(Map.entry(new SynthesizedCaption(captions[i], "", List.of(), "", i, "phrase"), fluency[i]));
        }
        List<String> two = Synthesizer.spread(scored, 2).stream().map(SynthesizedCaption::caption).toList();
        // Pure fluency would take both surfers; within the band the second surfboard waits for the laptop.
        assertEquals(List.of(captions[0], captions[2]), two);
        // A less fluent caption never jumps a band: the fourth comes last whatever it mentions.
        List<String> all = Synthesizer.spread(scored, 4).stream().map(SynthesizedCaption::caption).toList();
        assertEquals(captions[3], all.get(3));
    }
}
