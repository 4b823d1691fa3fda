package org.pairlab.augment.erg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.augment.erg.CaptionSubject.Gender;
import org.pairlab.augment.erg.CaptionSubject.Kind;
import org.pairlab.lm.grammar.CaptionGrammar;
import org.pairlab.lm.grammar.GrammarOptions;
import org.pairlab.text.CaptionTagger;

/**
 * What keeps ERG's grafts coherent: the factual subject is read (person, animal or thing; number; gender), a phrase's
 * pronouns and its scene's subject must fit it, phrases with FlickrStyle typos are refused once per corpus, and a
 * phrase already chosen often is penalised.
 */
class ErgPhraseFitTest {
    private static CaptionTagger tagger;

    @TempDir
    Path dir;

    @BeforeAll
    static void load() {
        tagger = CaptionTagger.english();
    }

    private static CaptionSubject subject(String caption) {
        return CaptionSubject.of(PhraseExtractor.words(tagger.tag(caption, false).tokens()));
    }

    /** The profile of the phrase {@code phrase} as it stands in {@code caption}. */
    private static PhraseProfile profile(String caption, String phrase) {
        int start = caption.indexOf(phrase);
        StylePhrase p = new StylePhrase(caption, phrase, start, start + phrase.length(), PhraseKind.CLAUSE, 1);
        return PhraseProfile.of(p, PhraseExtractor.words(tagger.tag(caption, false).tokens()), "", 0.9);
    }

    @Test
    void theFactualSubjectIsReadAsPersonAnimalOrThingWithNumberAndGender() {
        assertEquals(new CaptionSubject(Kind.PERSON, false, Gender.FEMALE), subject("A woman riding a horse on a beach."));
        assertEquals(new CaptionSubject(Kind.PERSON, false, Gender.MALE), subject("a man holding a giant remote control"));
        assertEquals(Kind.PERSON, subject("A group of people standing behind a bus.").kind());
        assertTrue(subject("A group of people standing behind a bus.").plural());
        assertEquals(new CaptionSubject(Kind.ANIMAL, true, Gender.UNKNOWN), subject("Two dogs playing with a frisbee."));
        assertEquals(new CaptionSubject(Kind.ANIMAL, true, Gender.UNKNOWN),
                subject("a couple of animals walk through the grass"));
        assertEquals(new CaptionSubject(Kind.THING, false, Gender.UNKNOWN),
                subject("A blue plate with a green salad on top of it."));
        assertEquals(Kind.THING, subject("The airplane is flying near a cloud in the sky.").kind());
        assertEquals(Kind.THING, subject("A hot dog on a bun covered in ketchup and mustard.").kind());
        assertEquals(Kind.THING, subject("A teddy bear sitting on a chair.").kind());
        CaptionSubject pair = subject("A man and a woman sitting on a bench.");
        assertEquals(Kind.PERSON, pair.kind());
        assertTrue(pair.plural());
    }

    @Test
    void pronounsAndScenesMustFitTheSubject() {
        PhraseProfile his = profile("a young man jumps off a rock to impress his lover .", "to impress his lover");
        assertTrue(his.fit(subject("A man standing on a tennis court.")) > 0);
        assertEquals(0, his.fit(subject("A woman walking past a shop.")), "his after a woman");
        assertEquals(0, his.fit(subject("A white plate with a slice of cake.")), "a lover for a plate");
        assertEquals(0, his.fit(subject("Two men playing frisbee.")), "his after two men");

        PhraseProfile hungry = profile("two dogs look at the food like they are really hungry .",
                "like they are really hungry");
        assertEquals(0, hungry.fit(subject("A blue plate with a green salad on top of it.")));
        assertTrue(hungry.fit(subject("Two dogs sitting in the grass.")) > 0);

        PhraseProfile nature = profile("a man hikes up the mountain enjoying the beauty of nature .",
                "enjoying the beauty of nature");
        assertEquals(3, nature.fit(subject("A man riding a bike.")));
        assertEquals(2, nature.fit(subject("A dog running on a beach.")));
        assertEquals(0, nature.fit(subject("A street sign with flags on it.")), "a street sign cannot enjoy");

        PhraseProfile grandma = profile("a plate of food on a table because grandma forgot to cook dinner .",
                "because grandma forgot to cook dinner");
        assertTrue(grandma.fit(subject("A white plate with a slice of cake.")) > 0, "the clause has its own subject");

        PhraseProfile monkey = profile("a young boy eats a banana like a monkey .", "like a monkey");
        assertEquals(3, monkey.fit(subject("A young woman eating a slice of pizza.")));
        assertEquals(0, monkey.fit(subject("A blue plate with a green salad on top of it.")), "a plate like a monkey");

        PhraseProfile its = profile("a dog waits by the door for its owner .", "for its owner");
        assertEquals(0, its.fit(subject("A boy standing by a door.")), "its is not said of a person");
    }

    @Test
    void phrasesWithTyposOrBrokenTokensAreRefusedOnceAndTheVerdictIsCached() {
        PhraseGrammar grammar = new PhraseGrammar(new CaptionGrammar(GrammarOptions.defaults().withSpelling(true),
                tagger), new VectorFileCache(Optional.of(dir)));
        StylePhrase typo = phrase("a little girl in a pink shirt trying to rides a horse .", "trying to rides a horse");
        StylePhrase clean = phrase("a little girl in a pink shirt trying to reach outer space .",
                "trying to reach outer space");
        StylePhrase tokenized = phrase("a dog with another dog showing him who 's boss .", "showing him who 's boss");
        List<String> problems = grammar.problems(List.of(typo, clean, tokenized), m -> { });
        assertFalse(problems.get(0).isEmpty(), "typo not caught");
        assertEquals("", problems.get(1));
        assertFalse(problems.get(2).isEmpty(), "tokenized contraction not caught");
        // The second call reads the verdicts back: a checker that fails proves LanguageTool is not asked again.
        PhraseGrammar cached = new PhraseGrammar(c -> {
            throw new AssertionError("checked again: " + c);
        }, new VectorFileCache(Optional.of(dir)));
        assertEquals(problems, cached.problems(List.of(typo, clean, tokenized), m -> { }));
    }

    @Test
    void aFunctionWordPairSeenOnlyInItsOwnCaptionMarksABrokenPhrase() {
        WordPairCounts pairs = new WordPairCounts(List.of(List.of("a dog runs like a horse .",
                "a man jumps like a frog .", "people standing in a field and flying kites like ready to fly .",
                "a boy is ready to fly a kite .", "a girl ready to fly .")));
        assertEquals("", pairs.rarePair("like a horse"), "an article before a rare noun is not checked");
        assertEquals("like ready", pairs.rarePair("like ready to fly"));
    }

    @Test
    void aPhraseRepeatingTheCaptionsContentIsCaught() {
        assertTrue(Stylizer.repeatsContent("A girl riding on a horse.", "like a horse"));
        assertTrue(Stylizer.repeatsContent("A skier skiing downhill.", "skiing down a snowy hill too slowly"));
        assertFalse(Stylizer.repeatsContent("A dog sniffs a baseball bat.", "to search for bones"));
        assertTrue(Stylizer.repeatsContent("A person is flying a biplane in the sky.", "starting to fly"));
        assertTrue(Stylizer.repeatsContent("A man running on a beach.", "to run away from work"));
        assertFalse(Stylizer.repeatsContent("A man flying a kite on a beach.", "to run away from work"));
    }

    @Test
    void aPhraseChosenOftenIsPenalisedMore() {
        PhraseUsage usage = new PhraseUsage();
        usage.add("trying to reach outer space");
        usage.add("trying to reach outer space");
        usage.add("like a monkey");
        // Usage is a growing cost (round 6): the second use costs twice what the first did, 0.12 + 0.24.
        assertEquals(3 * PhraseUsage.PENALTY, usage.penalty("trying to reach outer space"), 1e-12);
        assertEquals(PhraseUsage.PENALTY, usage.penalty("like a monkey"), 1e-12);
        assertTrue(usage.penalty("trying to reach outer space") > usage.penalty("like a monkey"));
        assertEquals(0, usage.penalty("in search of joy"));
    }

    private static StylePhrase phrase(String caption, String phrase) {
        int start = caption.indexOf(phrase);
        return new StylePhrase(caption, phrase, start, start + phrase.length(), PhraseKind.CLAUSE, 1);
    }
}
