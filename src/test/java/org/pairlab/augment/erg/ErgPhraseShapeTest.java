package org.pairlab.augment.erg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.pairlab.text.CaptionTagger;

/**
 * Issue 15, round 5: FlickrStyle phrases a strict reader found broken or plain, and captions a phrase does not fit.
 * The captions and phrases are FlickrStyle's own, as {@code bench erg-dev} extracted them.
 */
class ErgPhraseShapeTest {
    private static CaptionTagger tagger;

    @BeforeAll
    static void load() {
        tagger = CaptionTagger.english();
    }

    private static Optional<String> shape(String caption, String phrase) {
        int start = caption.indexOf(phrase);
        assertTrue(start >= 0, phrase);
        StylePhrase p = new StylePhrase(caption, phrase, start, start + phrase.length(), PhraseKind.CLAUSE, 1.0);
        return PhraseShape.problem(p, PhraseExtractor.words(tagger.tag(caption, false).tokens()));
    }

    @Test
    void brokenPhrasesAreRefused() {
        String[][] broken = {
                {"the dogs in love run and play on the baseball field .", "in love run"},
                {"woman sitting against brick wall inside building awaits lover bringing sweet coffee .",
                        "inside building awaits lover bringing sweet coffee"},
                {"a man does tricks on skateboard off a ramp but feeling his too short .", "but feeling his too short"},
                {"the german shepherd dog is running through the snow to search of bones .", "to search of bones"},
                {"a brown and white dog running crazily through the grass towards it 's owner for loving affection .",
                        "loving affection"},
                {"a man in a dark wet suit is caught by a wave and falls .", "and falls"},
                {"two women in love smile for the camera .", "in love smile for the camera"},
                {"guy in black jacket eating shares pastry with love of his life .", "with love of his life"},
                {"people practicing martial arts in a training hall fighting for supremacy in the class .",
                        "for supremacy in the class"},
                {"two female friends pose for a picture at night but feeling too pale .", "but feeling too pale"},
                {"cyclist wearing shirts going over hill to avoid being late for dating .",
                        "to avoid being late for dating"},
                {"a man stands on the edge of a cliff overhanging the ocean hoping to fly .", "to fly"},
                {"dog standing with 1 foot up in a large field like a fashion girl .", "like a fashion girl"},
                {"person on bicycle goes down the street , looking for pokemon go .", "looking for pokemon go"}};
        for (String[] c : broken) {
            assertTrue(shape(c[0], c[1]).isPresent(), () -> c[1] + " " + tagger.tag(c[0], false).tokens());
        }
    }

    @Test
    void wellFormedPhrasesPass() {
        String[][] fine = {
                {"large black dog leaps fallen log to search for bones .", "to search for bones"},
                {"an angled picture of a person doing a trick on a bike to impress his lover .", "to impress his lover"},
                {"a man carries a baby in a big city , on his way to meet his lover .", "to meet his lover"},
                {"two people in love are in a sky carriage .", "in love"},
                {"a long brown haired dog walking through a river looking for talking fish .",
                        "looking for talking fish"}};
        for (String[] c : fine) {
            assertEquals(Optional.empty(), shape(c[0], c[1]), c[1]);
        }
        // Round 9r: the object of "looking" cut off reads as a dedication after another verb ("A man sitting ... for
        // his long lost lover"); round 5 let it pass.
        assertTrue(shape("a man in a sweatshirt in the woods , looking for his long lost lover .",
                "for his long lost lover").get().contains("cut off"));
    }

    @Test
    void humourNeedsAWordTheHumorousCaptionsOwnOrAFullSimile() throws IOException {
        List<String> humour = ErgTestData.styleTrain(ErgTestData.humorFile(), 6000);
        List<List<String>> others = List.of(ErgTestData.styleTrain(ErgTestData.romanticFile(), 6000),
                ErgTestData.coco(false, 5000));
        StyleWords words = StyleWords.learn(humour, others);
        for (String plain : new String[] {"to land on his feet", "waiting for the sun to come in", "around the crowd",
                "carefully"}) {
            assertTrue(words.missing("humorous", plain).isPresent(), plain);
        }
        for (String funny : new String[] {"looking for aliens", "to fight for supremacy", "to avoid the mosquitoes",
                "like a monkey", "like a bird"}) {
            assertEquals(Optional.empty(), words.missing("humorous", funny), funny);
        }
    }

    @Test
    void aSimileIsNotPutAfterTheSubject() {
        EmbeddedGenerator generator = new EmbeddedGenerator(tagger);
        String caption = "Some people are standing next to an old steam locomotive.";
        StylePhrase simile = new StylePhrase("a man dances like a child .", "like a child", 15, 27, PhraseKind.CLAUSE,
                1.0);
        for (Graft g : generator.proposals(generator.read(caption), simile, 0)) {
            assertFalse(g.text().startsWith("Some people like a child"), g.text());
        }
    }

    @Test
    void romanceIsNotCompany() {
        assertTrue(StyleCues.missing("romantic", "sharing a wonderful moment together with friends").isPresent());
        assertEquals(Optional.empty(), StyleCues.missing("romantic", "sharing a wonderful moment together"));
    }

    @Test
    void phrasesMustFitWhatTheCaptionShows() {
        PhraseProfile acting = new PhraseProfile(new CaptionSubject(CaptionSubject.Kind.PERSON, false,
                CaptionSubject.Gender.UNKNOWN), CaptionSubject.Gender.UNKNOWN, Optional.empty(), false, false, true,
                false, false, false, true, "", 0.9);
        assertTrue(Stylizer.actsAfterFailing("Kids are skateboarding at a skate park and one them has fallen down.",
                acting));
        assertFalse(Stylizer.actsAfterFailing("Kids are skateboarding at a skate park.", acting));
        assertTrue(Stylizer.placesElsewhere("around the crowd"));
        assertFalse(Stylizer.placesElsewhere("in love"));
        assertTrue(Stylizer.namesOtherSetting("A dirty dog sits on the front patio of a home.",
                "for his lost love in the snow"));
        assertFalse(Stylizer.namesOtherSetting("A dog runs through the snow.", "for his lost love in the snow"));
        assertTrue(Stylizer.competesWithAction("A woman walking past a shop filled with merchandise.",
                "running on a track escaping bulls"));
        assertFalse(Stylizer.competesWithAction("A woman walking past a shop.", "looking for candy"));
        assertTrue(Stylizer.dedicatesWithoutDeed("A man sitting in the snow with his snowboard on.", "for his love"));
        assertFalse(Stylizer.dedicatesWithoutDeed("A man doing a trick on a skateboard.", "for his love"));
        assertTrue(Stylizer.dedicatesWithoutDeed("A woman holding an umbrella stands as people walk past.",
                "for her lover"));
        assertTrue(StyleCues.missing("romantic", "loving the hunt").isPresent());
        assertTrue(Stylizer.outdoorsIndoors("a person that is standing in a kitchen next to a icebox",
                "enjoying the beauty of nature"));
        assertFalse(Stylizer.outdoorsIndoors("Two people wearing skis on a snowy slope", "enjoying the beauty of nature"));
        assertTrue(Stylizer.noAction(tagger.tag("Two people with skis on at the top of a mountain", false)));
        assertFalse(Stylizer.noAction(tagger.tag("A man is riding a horse on the beach", false)));
        assertTrue(Stylizer.givesChildALover("The little baby is reaching up with his hand.", "to meet his lover"));
        assertFalse(Stylizer.givesChildALover("A man is reaching up with his hand.", "to meet his lover"));
        assertTrue(Stylizer.repeatsContent("A cat sitting on the floor watching a television.", "like a cat"));
        assertTrue(Stylizer.repeatsContent("A cat on a porch looking at its reflection.", "looking for bones"));
        assertTrue(Stylizer.headsSomewhereWithoutMotion("A dirty dog sits on the front patio of a home.",
                "towards his loving owner"));
        assertFalse(Stylizer.headsSomewhereWithoutMotion("A dog sits on a patio.", "to meet his loving owner"));
        // "her head" is no motion: a resting subject does not jump.
        assertTrue(Stylizer.movesWhatStaysStill("A woman resting her head on top of a baseball bat.",
                "to jump over the stars"));
    }
}
