package org.pairlab.augment.erg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pairlab.text.CaptionTagger;
import org.pairlab.text.TaggedCaption;

/** Where the embedded generator puts phrases in real COCO captions. */
class EmbeddedGeneratorTest {
    private static final EmbeddedGenerator GENERATOR = new EmbeddedGenerator(CaptionTagger.english());

    private static StylePhrase phrase(String text, PhraseKind kind) {
        return new StylePhrase(text, text, 0, text.length(), kind, 1);
    }

    @Test
    void clausesGoAtTheEndBeforeTheFullStop() {
        TaggedCaption c = GENERATOR.read("A boy is riding a skateboard on a ramp.");
        List<Graft> grafts = GENERATOR.proposals(c, phrase("to reach outer space", PhraseKind.CLAUSE), 3);
        Graft trailing = grafts.stream().filter(g -> g.placement() == GraftPlacement.TRAILING).findFirst().orElseThrow();
        assertEquals("A boy is riding a skateboard on a ramp to reach outer space.", trailing.text());
        assertEquals("to reach outer space", trailing.text().substring(trailing.phraseStart(), trailing.phraseEnd()));
        assertEquals(3, trailing.scene());
    }

    @Test
    void modifiersGoBeforeTheNounAndTheArticleAgrees() {
        TaggedCaption c = GENERATOR.read("A dog runs along a beach.");
        List<Graft> grafts = GENERATOR.proposals(c, phrase("adorable", PhraseKind.MODIFIER), 0);
        assertTrue(grafts.stream().anyMatch(g -> g.text().equals("An adorable dog runs along a beach.")),
                grafts.toString());
        assertTrue(grafts.stream().anyMatch(g -> g.text().equals("A dog runs along an adorable beach.")),
                grafts.toString());
        for (Graft g : grafts) {
            assertEquals("adorable", g.text().substring(g.phraseStart(), g.phraseEnd()));
        }
    }

    @Test
    void aModifierCanReplaceAFactualOne() {
        TaggedCaption c = GENERATOR.read("A nice dog runs along the beach.");
        List<Graft> grafts = GENERATOR.proposals(c, phrase("cute", PhraseKind.MODIFIER), 0);
        assertTrue(grafts.stream().anyMatch(g -> g.placement() == GraftPlacement.REPLACE_MODIFIER
                && g.text().equals("A cute dog runs along the beach.")), grafts.toString());
    }

    @Test
    void whatTheCaptionAlreadySaysIsNotRepeated() {
        TaggedCaption c = GENERATOR.read("A boy is riding a skateboard on a ramp.");
        List<Graft> grafts = GENERATOR.proposals(c, phrase("on a ramp off to the moon", PhraseKind.CLAUSE), 0);
        assertEquals("A boy is riding a skateboard on a ramp off to the moon.", grafts.get(0).text());
        assertTrue(GENERATOR.proposals(c, phrase("on a ramp", PhraseKind.CLAUSE), 0).isEmpty());
    }

    @Test
    void noProposalIsTheSourceAndSourceWordsStayInOrder() throws Exception {
        List<StylePhrase> phrases = List.of(phrase("searching for bones", PhraseKind.CLAUSE),
                phrase("happy", PhraseKind.MODIFIER), phrase("in love", PhraseKind.CLAUSE),
                phrase("lovingly", PhraseKind.MODIFIER));
        for (String caption : ErgTestData.coco(true, 60)) {
            TaggedCaption c = GENERATOR.read(caption);
            for (StylePhrase p : phrases) {
                for (Graft g : GENERATOR.proposals(c, p, 0)) {
                    assertFalse(g.text().equalsIgnoreCase(c.text()), caption);
                    if (g.placement() != GraftPlacement.REPLACE_MODIFIER) {
                        assertTrue(ErgTestData.keepsWordsInOrder(caption.replaceAll("\\b[Aa]n?\\b", ""),
                                g.text().replaceAll("\\b[Aa]n?\\b", "")), caption + " -> " + g.text());
                    }
                }
            }
        }
    }
}
