package org.pairlab.augment.toca;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.pairlab.lm.LmTokenizer;
import org.pairlab.lm.grammar.CaptionGrammar;
import org.pairlab.lm.grammar.GrammarOptions;
import org.pairlab.lm.ngram.KneserNeyTrainer;
import org.pairlab.text.CaptionTagger;

/**
 * ToCa's embedded default on a second real corpus whose phrase recombinations run out before the count: the
 * fallbacks make the rest (marked per caption), every caption still holds its drawn words, is no corpus copy and
 * passes the grammar check; and a corpus too small for any completer stops with a reason instead of looping.
 */
class TocaFallbackTest {
    private static CaptionTagger tagger;
    private static List<String> corpus;

    @BeforeAll
    static void load() throws Exception {
        tagger = CaptionTagger.english();
        // 24 captions of the corpus whose recombinations ran out first (file order 1-56 in docs/toca.md): small, so
        // the phrase stage is exhausted within seconds.
        corpus = TocaCorpora.fileOrder(1, 24);
    }

    @Test
    void whenRecombinationsRunOutTheFallbacksReachTheCount() throws Exception {
        Toca toca = new Toca(tagger);
        // No over-generation: the phrase stage is asked for exactly the count, so it must hand over.
        TocaSettings settings = new TocaSettings(Scenario.IN_DOMAIN, 1, 3, Double.POSITIVE_INFINITY, 56, true, 1, 2,
                Integer.MAX_VALUE);
        TocaCorpus tc = toca.corpus(corpus, settings, null);
        int supply = PhraseRecombiner.recombine(new CaptionDeconstructor(tagger), tc.captions()).size();
        // The phrase stage makes a little less than its supply (grammar, duplicates); the swaps fill the rest.
        int count = supply;
        SynthesisResult result = toca.embedded(tc, settings).run(count, 3, null);

        assertEquals(count, result.captions().size());
        Map<String, Long> byCompleter = result.captions().stream()
                .collect(Collectors.groupingBy(SynthesizedCaption::completer, Collectors.counting()));
        assertTrue(byCompleter.getOrDefault("phrase", 0L) > 0, byCompleter.toString());
        long fallback = byCompleter.getOrDefault("variant", 0L) + byCompleter.getOrDefault("swap", 0L)
                + byCompleter.getOrDefault("loose-swap", 0L);
        assertFalse(byCompleter.containsKey("trigram"), "no trigram gap filling in the default chain: " + byCompleter);
        assertTrue(fallback >= 10, "the fallbacks made the captions the recombinations could not: " + byCompleter);
        assertTrue(result.report().completer().contains("when it runs out"), result.report().completer());
        // Phrase captions come first: the fallback only starts once the phrase stage stopped.
        int lastPhrase = -1;
        int firstFallback = Integer.MAX_VALUE;
        for (int i = 0; i < result.captions().size(); i++) {
            if (result.captions().get(i).completer().equals("phrase")) {
                lastPhrase = i;
            } else {
                firstFallback = Math.min(firstFallback, i);
            }
        }
        assertTrue(lastPhrase < firstFallback);
        // Most faithful first: number/aspect variants before any swap.
        List<String> order = List.of("phrase", "variant", "swap", "loose-swap");
        for (int i = 1; i < result.captions().size(); i++) {
            assertTrue(order.indexOf(result.captions().get(i - 1).completer())
                    <= order.indexOf(result.captions().get(i).completer()), result.captions().get(i).toString());
        }

        Set<String> corpusKeys = corpus.stream().map(TocaCorpus::normalize).collect(Collectors.toSet());
        Set<String> seen = new HashSet<>();
        CaptionGrammar grammar = new CaptionGrammar(GrammarOptions.defaults(), tagger);
        for (SynthesizedCaption c : result.captions()) {
            String key = TocaCorpus.normalize(c.caption());
            assertTrue(seen.add(key), "duplicate " + c.caption());
            assertFalse(corpusKeys.contains(key), "copy of the corpus: " + c.caption());
            for (String w : c.words()) {
                assertTrue((" " + key + " ").contains(" " + w.toLowerCase(Locale.ROOT) + " "), c + " lacks " + w);
            }
            if (!c.completer().equals("phrase")) {
                assertTrue(grammar.check(c.caption()).isEmpty(), "grammar error in " + c.caption());
            }
        }
    }

    @Test
    void aSwapHoldsEveryDrawnWordAndChangesOneWordOfACorpusCaption() {
        TocaCorpus tc = TocaCorpus.build(new CaptionDeconstructor(tagger), corpus);
        PhraseRecombiner.Pool pool = PhraseRecombiner.pool(new CaptionDeconstructor(tagger), tc.captions());
        WordSwapCompleter swap = new WordSwapCompleter(pool, tc.pairs(),
                new KneserNeyTrainer(3, LmTokenizer.PTB).train(tc.captions()), 50);
        PromptSampler sampler = new PromptSampler(tc, Double.POSITIVE_INFINITY, Integer.MAX_VALUE);
        java.util.SplittableRandom random = new java.util.SplittableRandom(11);
        int proposals = 0;
        for (int d = 0; d < 300; d++) {
            SampledPrompt p = sampler.draw(random).orElse(null);
            if (p == null) {
                continue;
            }
            for (String caption : swap.completeOne(p)) {
                proposals++;
                String key = " " + TocaCorpus.normalize(caption) + " ";
                for (String w : p.wordTexts()) {
                    assertTrue(key.contains(" " + w + " "), caption + " lacks " + w);
                }
                // One word differs from a corpus caption or recombination of the same length.
                List<String> words = List.of(key.strip().split(" "));
                boolean oneOff = pool.originals().stream().map(r -> List.of(TocaCorpus.normalize(r.text()).split(" ")))
                        .anyMatch(o -> differByOne(o, words))
                        || pool.recombinations().stream().map(r -> List.of(TocaCorpus.normalize(r.text()).split(" ")))
                        .anyMatch(o -> differByOne(o, words));
                assertTrue(oneOff, caption);
            }
        }
        assertTrue(proposals > 0, "no swap proposed in 300 draws");
    }

    @Test
    void aLooseSwapNeedsTheCorpusToHaveGivenTheWordThatRole() {
        List<String> small = List.of("A man is sitting in a kitchen.", "A woman is sitting in a kitchen.",
                "A cat is sitting in a suitcase.", "A man is sitting in a chair.", "A cat is sitting in a box.");
        TocaCorpus tc = TocaCorpus.build(new CaptionDeconstructor(tagger), small);
        PhraseRecombiner.Pool pool = PhraseRecombiner.pool(new CaptionDeconstructor(tagger), tc.captions());
        org.pairlab.text.WordNetLookup wordNet = new org.pairlab.text.WordNetLookup();
        WordSwapCompleter loose = new WordSwapCompleter(pool, tc.pairs(),
                new KneserNeyTrainer(3, LmTokenizer.PTB).train(tc.captions()), 50,
                noun -> wordNet.lexicalFile(noun).orElse(""), true);
        StructureTemplate t = StructureTemplate.parse("[N] in [N] .");
        List<String> person = loose.completeOne(new SampledPrompt(t, List.of(
                new LexicalWord("man", org.pairlab.lm.complete.PosClass.N),
                new LexicalWord("suitcase", org.pairlab.lm.complete.PosClass.N))));
        // Only a cat was written in a suitcase: no person is put there.
        assertTrue(person.isEmpty(), person.toString());
        List<String> chair = loose.completeOne(new SampledPrompt(t, List.of(
                new LexicalWord("woman", org.pairlab.lm.complete.PosClass.N),
                new LexicalWord("chair", org.pairlab.lm.complete.PosClass.N))));
        // A man sat in a chair: a woman may (people share roles).
        assertTrue(chair.stream().anyMatch(c -> c.toLowerCase(Locale.ROOT).contains("woman is sitting in a chair")),
                chair.toString());
    }

    private static boolean differByOne(List<String> a, List<String> b) {
        if (a.size() != b.size()) {
            return false;
        }
        int diff = 0;
        for (int i = 0; i < a.size(); i++) {
            // "a" / "an" follows the new word's sound.
            if (!a.get(i).equals(b.get(i)) && !(Set.of("a", "an").contains(a.get(i)) && Set.of("a", "an").contains(b.get(i)))) {
                diff++;
            }
        }
        return diff == 1;
    }

    @Test
    void aCorpusTooSmallForEveryCompleterStopsWithEachStageSaid() throws Exception {
        Toca toca = new Toca(tagger);
        TocaSettings settings = TocaSettings.defaults(400);
        TocaCorpus tc = toca.corpus(List.of("A dog chasing a cat.", "A cat chasing a mouse."), settings, null);
        SynthesisShortfallException e = assertThrows(SynthesisShortfallException.class,
                () -> toca.embedded(tc, settings).run(400, 1, null));
        assertTrue(e.getMessage().contains("phrase completion made")
                && e.getMessage().contains("then variant completion made") && e.getMessage().contains("then swap completion made")
                && e.getMessage().contains("loose-swap completion made")
                && !e.getMessage().contains("trigram"), e.getMessage());
        assertTrue(e.partial().captions().size() < 400);
    }
}
