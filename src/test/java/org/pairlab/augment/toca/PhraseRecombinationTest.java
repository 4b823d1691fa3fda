package org.pairlab.augment.toca;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.pairlab.augment.toca.PhraseRecombiner.Recombination;
import org.pairlab.lm.LmTokenizer;
import org.pairlab.lm.complete.PosClass;
import org.pairlab.lm.ngram.KneserNeyTrainer;
import org.pairlab.text.CaptionTagger;

/**
 * The embedded completion's phrases on the 56 real COCO captions: how a caption is cut, which captions give no phrases
 * (tagger slips, dropped articles), and what the recombinations may and may not do.
 */
class PhraseRecombinationTest {
    private static CaptionDeconstructor deconstructor;
    private static List<String> corpus;
    private static List<Recombination> all;

    @BeforeAll
    static void recombine() throws Exception {
        deconstructor = new CaptionDeconstructor(CaptionTagger.english());
        corpus = TocaCorpora.coco56().corpus();
        all = PhraseRecombiner.recombine(deconstructor, corpus);
    }

    private static String words(CaptionPhrases.Phrase p) {
        return p.tokens().stream().map(CaptionDeconstructor.TokenPart::word).collect(Collectors.joining(" "));
    }

    @Test
    void aCaptionIsCutIntoSubjectAndPhrasesThatMayBeLeftOut() {
        String c = "A man riding a surfboard on a wave in the ocean.";
        CaptionPhrases p = CaptionPhrases.parse(c, deconstructor.tokenParts(c)).orElseThrow();
        assertEquals("a man", words(p.subject()));
        assertEquals(List.of("riding a surfboard", "on a wave", "in the ocean"),
                p.predicate().stream().map(PhraseRecombinationTest::words).toList());
        assertTrue(p.predicate().get(1).cutBefore() && p.predicate().get(2).cutBefore());
        assertEquals("man", p.kind());
        assertFalse(p.plural());

        String d = "A man in a wet suit stands on a surfboard and rows with a paddle.";
        CaptionPhrases q = CaptionPhrases.parse(d, deconstructor.tokenParts(d)).orElseThrow();
        assertEquals(List.of("in a wet suit"), q.modifiers().stream().map(PhraseRecombinationTest::words).toList());
        assertEquals("sg", q.agreement()); // "stands" asks for one subject

        // Tagger slips give no phrases: "sign" tagged as a verb before "is", "skis" tagged as a pronoun.
        for (String slip : List.of("A stop sign is mounted upside-down on it's post.",
                "A person on skis skiing down a mountain slope.")) {
            assertTrue(CaptionPhrases.parse(slip, deconstructor.tokenParts(slip)).isEmpty(), slip);
        }
    }

    @Test
    void recombinationsAreNewAndKeepEveryWordInACorpusRole() {
        // 605 since round toca5 (1,241 before): a colour only where the corpus gave that colour to that noun.
        assertTrue(all.size() > 500, "only " + all.size() + " recombinations");
        String corpusText = String.join(" | ", corpus).toLowerCase(Locale.ROOT);
        for (Recombination r : all) {
            List<CaptionDeconstructor.TokenPart> t = r.tokens();
            for (int i = 0; i + 1 < t.size(); i++) {
                if (PhraseRecombiner.COLOURS.contains(t.get(i).word()) && t.get(i + 1).token().isNoun()) {
                    assertTrue(corpusText.contains(t.get(i).word() + " " + t.get(i + 1).word()),
                            "a colour the corpus never gave that noun: " + r.text());
                }
            }
        }
        Set<String> corpusKeys = new HashSet<>();
        Set<LexicalWord> corpusWords = new HashSet<>();
        for (String c : corpus) {
            corpusKeys.add(TocaCorpus.normalize(c).replaceAll(" [.]$", ""));
            corpusWords.addAll(deconstructor.deconstruct(c).words());
        }
        for (Recombination r : all) {
            assertFalse(corpusKeys.contains(TocaCorpus.normalize(r.text()).replaceAll(" [.]$", "")), r.text());
            for (LexicalWord w : r.words()) {
                assertTrue(corpusWords.contains(w), w + " in " + r.text() + " has no corpus role");
            }
            String lower = r.text().toLowerCase(Locale.ROOT);
            // Subjects only take predicates of their own kind, or of another plain person.
            assertFalse(lower.startsWith("a cat") && lower.contains("surfboard"), r.text());
            assertFalse(lower.startsWith("a zebra") && lower.contains("skis"), r.text());
            // A predicate that refers back to its subject stays with that kind of subject.
            assertFalse(lower.contains("woman") && lower.contains(" his "), r.text());
            // One person may do what a group did, not the other way round.
            assertFalse(lower.startsWith("some children") && lower.contains("a surfboard"), r.text());
            // A caption that drops an article ("getting picture taken") lends no phrase.
            assertFalse(lower.contains("getting picture"), r.text());
            assertTrue(r.text().endsWith(".") && Character.isUpperCase(r.text().charAt(0)), r.text());
        }
        Set<String> texts = all.stream().map(Recombination::text).collect(Collectors.toSet());
        assertTrue(texts.contains("A woman riding a surfboard on a wave in the ocean."), "subject swap among people");
        assertTrue(texts.contains("A man riding a surfboard in the ocean."), "an added phrase left out");
        assertTrue(texts.contains("A man is riding a surfboard on a wave in the ocean."), "the other aspect");
        assertTrue(texts.contains("A meal is lying on a plate on a wooden table."), "an adjective the corpus put there");
    }

    @Test
    void theCompleterWritesOnlyRecombinationsHoldingEveryDrawnWord() {
        PhraseCompleter completer = new PhraseCompleter(all,
                new KneserNeyTrainer(3, LmTokenizer.PTB).train(corpus), 5);
        StructureTemplate t = StructureTemplate.parse("[N] [VBG] [N] on [N] .");
        SampledPrompt prompt = new SampledPrompt(t, java.util.Arrays.asList(null, null,
                new LexicalWord("surfboard", PosClass.N), new LexicalWord("wave", PosClass.N)));
        List<String> out = completer.completeOne(prompt);
        assertEquals(5, out.size());
        for (String c : out) {
            assertTrue(c.contains("surfboard") && c.contains("wave"), c);
        }
        SampledPrompt nothing = new SampledPrompt(t, java.util.Arrays.asList(new LexicalWord("zebra", PosClass.N),
                null, new LexicalWord("surfboard", PosClass.N), null));
        assertTrue(completer.completeOne(nothing).isEmpty(), "no recombination puts a zebra on a surfboard");
    }
}
