package org.pairlab.augment.erg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.pairlab.lm.style.StyleClassifier;
import org.pairlab.text.CaptionTagger;

/** Style-phrase extraction with a classifier trained on the real FlickrStyle and COCO captions. */
class PhraseExtractorTest {
    private static PhraseExtractor extractor;
    private static CaptionTagger tagger;
    private static StyleClassifier classifier;
    private static List<String> humor;
    private static List<String> romantic;

    @BeforeAll
    static void train() throws Exception {
        humor = ErgTestData.styleTrain(ErgTestData.humorFile(), 6000);
        romantic = ErgTestData.styleTrain(ErgTestData.romanticFile(), 6000);
        classifier = ErgTrainer.trainClassifier(
                List.of(new StyledCorpus("humorous", humor), new StyledCorpus("romantic", romantic)),
                new StyledCorpus(StyledCorpus.FACTUAL, ErgTestData.coco(false, 5000)));
        tagger = CaptionTagger.english();
        extractor = new PhraseExtractor(classifier, tagger);
    }

    @Test
    void trailingStyleClausesAreExtractedWhole() {
        StylePhrase bones = extractor.extract("a dog walks on the beach searching for bones .", "humorous", 0.25);
        assertEquals("searching for bones", bones.phrase());
        assertEquals(PhraseKind.CLAUSE, bones.kind());
        StylePhrase nature = extractor.extract(
                "a woman and a dog are running in a field enjoying the beauty of nature.", "romantic", 0.25);
        assertEquals("enjoying the beauty of nature", nature.phrase());
        assertEquals("a woman and a dog are running in a field.", nature.remainder());
    }

    @Test
    void everyPhraseIsAContiguousSpanOfItsCaption() {
        int nonEmpty = 0;
        List<String> sample = humor.subList(0, 400);
        for (String c : sample) {
            StylePhrase p = extractor.extract(c, "humorous", 0.25);
            if (!p.isEmpty()) {
                nonEmpty++;
                assertEquals(p.phrase(), c.substring(p.start(), p.end()).toLowerCase(java.util.Locale.ROOT), c);
                assertTrue(p.importance() > 0, c);
                assertTrue(classifier.probability(p.phrase(), "humorous") >= PhraseExtractor.MIN_PHRASE_STYLE, c);
                assertTrue(EmbeddedGenerator.wordsOf(p.phrase()).size() <= PhraseExtractor.MAX_CLAUSE_WORDS + 1, c);
                if (p.kind() == PhraseKind.MODIFIER && p.phrase().contains(" ")) {
                    // two words only as two adjectives: an adverb pair ("playfully together") cannot go before a noun
                    assertTrue(PhraseExtractor.words(tagger.tag(c, false).tokens()).stream()
                            .filter(t -> t.start() >= p.start() && t.end() <= p.end())
                            .allMatch(t -> "ADJ".equals(t.pos())), c + " -> " + p.phrase());
                }
            }
        }
        // Only phrases that read as the style by themselves are kept: about a third of FlickrStyle's humorous captions.
        assertTrue(nonEmpty >= 0.3 * sample.size(), "phrases found for " + nonEmpty + " of " + sample.size());
    }

    @Test
    void anAdverbPairIsNoModifier() {
        // Round 10's reader: "Two people wearing skis on a playfully together snowy slope."
        StylePhrase p = extractor.extract("a couple sporting winter coats posing playfully together .", "romantic", 0.25);
        assertTrue(p.kind() != PhraseKind.MODIFIER || !p.phrase().equals("playfully together"), p.toString());
    }

    @Test
    void epsilonIsChecked() {
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> extractor.extract("a dog runs .", "humorous", 0));
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> extractor.extract("a dog runs .", "sarcastic", 0.25));
    }
}
