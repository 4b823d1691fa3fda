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

    /** A caption each key's clauses are written for, one subject and several ("one|several"). */
    private static final java.util.Map<String, String> KEY_SOURCES = java.util.Map.ofEntries(
            java.util.Map.entry("pizza", "A pizza on a wooden table.|Two pizzas on a wooden table."),
            java.util.Map.entry("cake", "A slice of cake on a plate.|Several donuts in a box."),
            java.util.Map.entry("sandwich", "A sandwich on a white plate.|Two hot dogs on a tray."),
            java.util.Map.entry("fruit", "A banana on a table.|Bunches of bananas at a market."),
            java.util.Map.entry("vegetables", "A bowl of broccoli.|Carrots and broccoli in a bowl."),
            java.util.Map.entry("drink", "A cup of coffee on a desk.|Two glasses of wine on a table."),
            java.util.Map.entry("meal", "A plate of food on a table.|Plates of food on a table."),
            java.util.Map.entry("food", "A plate of food on a wooden table.|Two slices of pizza on a tray"),
            java.util.Map.entry("train", "A train is stopped at a station.|Two trains at a station."),
            java.util.Map.entry("bus", "A bus parked on a street.|Two buses parked on a street."),
            java.util.Map.entry("airplane", "An airplane on a runway.|Several planes on a runway."),
            java.util.Map.entry("boat", "A boat on a lake.|Boats in a harbor."),
            java.util.Map.entry("bike", "A motorcycle parked on a road.|Bicycles parked by a wall."),
            java.util.Map.entry("car", "A car parked on a street.|Cars parked on a street."),
            java.util.Map.entry("vehicle", "A tractor in a field.|Several buses parked along a road"),
            java.util.Map.entry("sign", "A stop sign on the corner of a street.|Street signs on a pole."),
            java.util.Map.entry("hydrant", "A red fire hydrant on a sidewalk.|Two fire hydrants on a street."),
            java.util.Map.entry("clock", "A clock tower in a city.|Two clocks on a wall."),
            java.util.Map.entry("building", "An old church in a town.|Tall buildings in a city"),
            java.util.Map.entry("bench", "A bench in a park.|Two benches in a park."),
            java.util.Map.entry("road", "A quiet street in a city.|Empty roads in a city."),
            java.util.Map.entry("street", "A stop sign on the corner of a street.|Tall buildings in a city"),
            java.util.Map.entry("kitchen", "A kitchen with a stove and a sink.|Two refrigerators in a kitchen."),
            java.util.Map.entry("bathroom", "A bathroom with a toilet.|Two sinks in a bathroom."),
            java.util.Map.entry("bed", "A bed in a hotel room.|Two beds in a hotel room"),
            java.util.Map.entry("sofa", "A couch in a living room.|Two sofas in a living room."),
            java.util.Map.entry("table", "A table in a dining room.|Tables in a restaurant."),
            java.util.Map.entry("desk", "A desk in an office.|Desks in an office."),
            java.util.Map.entry("room", "A kitchen with a stove and a sink.|Two beds in a hotel room"),
            java.util.Map.entry("computer", "A laptop sitting on a desk.|Two computer monitors on a table"),
            java.util.Map.entry("phone", "A cell phone on a table.|Phones on a table."),
            java.util.Map.entry("tv", "A television in a living room.|Two televisions on a wall."),
            java.util.Map.entry("electronics", "A laptop sitting on a desk.|Two computer monitors on a table"),
            java.util.Map.entry("kite", "A kite in the sky.|Kites in the sky."),
            java.util.Map.entry("sports", "A surfboard leaning against a wall.|Skis standing in the snow"),
            java.util.Map.entry("umbrella", "A red umbrella on a beach.|Umbrellas on a beach."),
            java.util.Map.entry("teddy", "A teddy bear on a shelf.|Teddy bears on a bed."),
            java.util.Map.entry("luggage", "A suitcase on a bed.|Suitcases on a cart."),
            java.util.Map.entry("cat", "A cat on a couch.|Two cats on a couch."),
            java.util.Map.entry("dog", "A dog in a park.|Two dogs in a park."),
            java.util.Map.entry("giraffe", "A giraffe near a tree.|Two giraffes near a tree."),
            java.util.Map.entry("elephant", "An elephant in a field.|Three elephants in a field."),
            java.util.Map.entry("zebra", "A zebra in a field.|Two zebras in a field."),
            java.util.Map.entry("horse", "A horse in a field.|Two horses in a field."),
            java.util.Map.entry("bird", "A bird on a branch.|Birds on a wire."),
            java.util.Map.entry("cattle", "A cow in a field.|Several sheep in a field."),
            java.util.Map.entry("bear", "A brown bear near a river.|Two bears near a river."),
            java.util.Map.entry("animal.rest", "A cat sleeping on a bed.|Two dogs lying on the grass."),
            java.util.Map.entry("animal.stand", "A giraffe standing near a fence.|Zebras standing in a field."),
            java.util.Map.entry("animal.move", "A horse running in a field.|Elephants walking along a road."),
            java.util.Map.entry("animal.eat", "A cow grazing in a field.|Giraffes eating leaves from a tree."),
            java.util.Map.entry("animal", "A giraffe standing near a tree.|Two dogs running through the grass."),
            java.util.Map.entry("person.rest", "A man sitting on a bench.|Two women sitting on a bench."),
            java.util.Map.entry("person.stand", "A woman standing in a kitchen.|Three people posing for a picture."),
            java.util.Map.entry("person.move", "A man riding a bike.|People walking down a street."),
            java.util.Map.entry("person.sport", "A man swinging a bat.|Two women playing tennis."),
            java.util.Map.entry("person.eat", "A woman eating a sandwich.|People eating at a table."),
            java.util.Map.entry("person.hold", "A man holding an umbrella.|Two women holding umbrellas."),
            java.util.Map.entry("person.work", "A chef cooking in a kitchen.|Two men working on laptops."),
            java.util.Map.entry("person", "A man in a suit.|Several people at an airport."),
            java.util.Map.entry("flowers", "A vase of flowers on a table.|Roses in a glass vase."),
            java.util.Map.entry("water", "A harbor with boats in it.|Waves rolling onto a beach."),
            java.util.Map.entry("field", "A grassy field near a forest.|Trees in a park."),
            java.util.Map.entry("book", "A book on a table.|Books on a shelf."),
            java.util.Map.entry("general", "A red umbrella on a beach.|A woman holding an umbrella"),
            java.util.Map.entry("couple", "A man and a woman sitting on a bench.|Two couples dancing in a park."),
            java.util.Map.entry("gentle", "An old military tank parked in a field.|Fighter jets on display"),
            java.util.Map.entry("child", "A little girl eating a slice of cake.|Two boys playing baseball in a park"));

    @Test
    void everyBankClauseIsGrammaticalAfterItsKeyAndTiesToNoSubject() {
        CaptionGrammar grammar = new CaptionGrammar(GrammarOptions.defaults().withSpelling(true),
                CaptionTagger.english());
        List<String> problems = new ArrayList<>();
        for (String style : PhraseBank.styles()) {
            assertTrue(PhraseBank.clauses(style, BankClass.GENERAL).size() >= 4, style);
            for (BankClass c : PhraseBank.classes(style)) {
                if (Set.of("humorous", "romantic").contains(style) && c != BankClass.GENTLE && c != BankClass.CHILD) {
                    assertTrue(PhraseBank.clauses(style, c).size() >= 10, style + " " + c);
                }
            }
            for (String key : PhraseBank.keys(style)) {
                // A vehicle's state ("bus.rest") is read after its topic's captions.
                String[] sources = KEY_SOURCES.getOrDefault(key, KEY_SOURCES.get(key.replaceAll("\\..*", "")))
                        .split("\\|");
                for (BankClause clause : PhraseBank.clausesOfKey(style, key)) {
                    for (boolean plural : clause.neutral() ? List.of(false) : List.of(false, true)) {
                        String text = clause.form(plural);
                        for (String w : EmbeddedGenerator.wordsOf(text)) {
                            assertFalse(TIED.contains(w), "'" + text + "' ties itself to a subject with '" + w + "'");
                        }
                        // A neutral clause after one subject and several; a numbered form after its own number.
                        List<String> after = clause.neutral() ? List.of(sources) : List.of(sources[plural ? 1 : 0]);
                        for (String source : after) {
                            Graft g = PhraseBank.graft(source, text);
                            assertEquals(text, g.text().substring(g.phraseStart(), g.phraseEnd()));
                            assertEquals(GraftPlacement.BANK, g.placement());
                            if (grammar.addedErrors(source, g.text()) > 0) {
                                problems.add(g.text() + " " + grammar.check(g.text()));
                            }
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), problems);
        for (String style : List.of("humorous", "romantic")) {
            // Every class but humour's child clauses (it needs none); romance at war is wartime love (round 14).
            assertEquals(Set.of(BankClass.values()).size() - ("humorous".equals(style) ? 1 : 0),
                    PhraseBank.classes(style).size(), style + " has a clause list for every class it takes");
        }
        assertTrue(PhraseBank.classes("positive").containsAll(Set.of(BankClass.GENERAL, BankClass.FOOD)));
        assertTrue(PhraseBank.classes("negative").containsAll(Set.of(BankClass.GENERAL, BankClass.FOOD)));
        assertEquals("A train at a station, with love in the air.",
                PhraseBank.graft("A train at a station.", "with love in the air").text());
        assertEquals("a train at a station, with love in the air",
                PhraseBank.graft("a train at a station ", "with love in the air").text());
    }

    @Test
    void aCaptionsThingClassAndMoodChooseItsClauses() {
        CaptionTagger tagger = CaptionTagger.english();
        org.pairlab.text.WordNetLookup wordNet = new org.pairlab.text.WordNetLookup();
        java.util.function.Function<String, BankScene> read = caption -> {
            List<org.pairlab.text.TaggedToken> words = PhraseExtractor.words(tagger.tag(caption, false).tokens());
            return BankScene.read(words, CaptionSubject.of(words), wordNet);
        };
        java.util.Map<String, BankClass> expected = new java.util.LinkedHashMap<>();
        expected.put("A white plate with a slice of cake on it.", BankClass.FOOD);
        expected.put("A table topped with plates of food and drinks.", BankClass.FOOD);
        expected.put("A bowl of broccoli and carrots.", BankClass.FOOD);
        expected.put("A train is stopped at a station.", BankClass.VEHICLE);
        expected.put("An old biplane sitting on a runway.", BankClass.VEHICLE);
        expected.put("A stop sign on the corner of a street.", BankClass.STREET);
        expected.put("A clock tower in the middle of a city.", BankClass.STREET);
        expected.put("A kitchen with a stove and a refrigerator.", BankClass.ROOM);
        expected.put("A bathroom with a toilet and a sink.", BankClass.ROOM);
        expected.put("A laptop computer sitting on top of a desk.", BankClass.ELECTRONICS);
        expected.put("A surfboard leaning against a wall.", BankClass.SPORTS);
        expected.put("Two giraffes standing next to a tree.", BankClass.ANIMAL);
        expected.put("A man riding a wave on a surfboard.", BankClass.GENERAL);
        expected.put("A red umbrella on a sandy beach.", BankClass.GENERAL);
        // WordNet's hypernyms place nouns the word lists miss: a limousine is a vehicle, a croissant food.
        expected.put("A black limousine next to a curb.", BankClass.VEHICLE);
        expected.put("A croissant next to a glass of juice.", BankClass.FOOD);
        // Misreadings of round 7b's first draw: "vintage" is wine to WordNet, the people and the book are the subject.
        expected.put("A tri-motor, vintage airplane on final approach to land.", BankClass.VEHICLE);
        expected.put("An upper shot of several people standing near a plane.", BankClass.GENERAL);
        expected.put("The book is about fixing your bike.", BankClass.GENERAL);
        expected.put("A teddy bear sitting on a shelf.", BankClass.GENERAL);
        expected.put("We are looking at a plate full of salad.", BankClass.FOOD);
        expected.put("The view of a toilet from above looking into the bowl.", BankClass.ROOM);
        expected.put("there is two toilet bowls outside one is blue", BankClass.ROOM); // round 8: no feast

        expected.put("A powered on laptop computer next to a speaker on a desk.", BankClass.ELECTRONICS);
        expected.put("Some very big furry brown bears in a big grass field.", BankClass.ANIMAL);
        expected.forEach((caption, c) -> assertEquals(c, read.apply(caption).thing(), caption));
        assertTrue(read.apply("A tall banana plant with bunches of green bananas.").thing() != BankClass.FOOD,
                "a banana plant is no meal");

        BankScene tank = read.apply("An old military tank parked in a field.");
        assertEquals(BankScene.Mood.SOLEMN, tank.mood());
        assertEquals(java.util.Optional.of(BankClass.GENTLE), PhraseBank.classFor("humorous", tank));
        // Round 14: war gear takes wartime love ("as moving as a love letter from the front"), not a date.
        assertEquals(java.util.Optional.of(BankClass.GENTLE), PhraseBank.classFor("romantic", tank));
        BankScene wreck = read.apply("A car wrecked on the side of a road.");
        assertEquals(BankScene.Mood.GRIM, wreck.mood());
        assertTrue(PhraseBank.classFor("humorous", wreck).isEmpty());
        assertTrue(PhraseBank.classFor("romantic", wreck).isEmpty());
        BankScene plate = read.apply("A plate of food on a table.");
        assertEquals(java.util.Optional.of(BankClass.FOOD), PhraseBank.classFor("negative", plate));
        assertEquals(java.util.Optional.of(BankClass.GENERAL), PhraseBank.classFor("positive",
                read.apply("A train is stopped at a station.")), "positive has no vehicle clauses");
        assertTrue(PhraseBank.classFor("sarcastic", plate).isEmpty(), "a style without a bank");
    }

    /** Round 8's strict reading of seed 211: what the bank may no longer say, and to whom. */
    @Test
    void round8ReadersRefusalsLeaveTheBank() {
        // Stock absurd tags with no link to the scene, and rooms naming absent things.
        for (String gone : List.of("as if dreaming of outer space", "as if waiting for aliens to land",
                "as if ready to fly to the moon", "waiting for someone to finally do the dishes",
                "waiting for someone to find the remote")) {
            assertFalse(PhraseBank.clauses("humorous").contains(gone), gone);
        }
        for (String clause : PhraseBank.clauses("humorous")) {
            for (String w : List.of("aliens", "moon", "outer space", "remote", "dishes")) {
                assertFalse(clause.contains(w), clause);
            }
        }
        // Setting, home and true-love clauses that sandwiches, fridges, desks and signs cannot carry.
        for (String clause : PhraseBank.clauses("romantic")) {
            for (String w : List.of("setting", "true love", "nest", "home built", "home made")) {
                assertFalse(clause.contains(w), clause);
            }
        }
        CaptionTagger tagger = CaptionTagger.english();
        org.pairlab.text.WordNetLookup wordNet = new org.pairlab.text.WordNetLookup();
        java.util.function.Function<String, BankScene> read = caption -> {
            List<org.pairlab.text.TaggedToken> words = PhraseExtractor.words(tagger.tag(caption, false).tokens());
            return BankScene.read(words, CaptionSubject.of(words), wordNet);
        };
        // Children take a family's love, never romance; humour has no child clauses, so children keep its others.
        for (String caption : List.of("The child poses with a fork on his dessert plate.",
                "a boy is swinging a baseball bat at a game", "A painting of kids on the bathroom floor which is tile.")) {
            BankScene scene = read.apply(caption);
            assertEquals(BankScene.Mood.YOUNG, scene.mood(), caption);
            assertEquals(java.util.Optional.of(BankClass.CHILD), PhraseBank.classFor("romantic", scene), caption);
            assertTrue(PhraseBank.classFor("humorous", scene).filter(c -> c != BankClass.CHILD).isPresent(), caption);
        }
        for (String clause : PhraseBank.clauses("romantic", BankClass.CHILD)) {
            assertFalse(GraftFit.romantic(EmbeddedGenerator.wordsOf(clause.replace("love", ""))), clause);
        }
        // A fridge, a desk, a stop sign is no setting for lovers: a general romantic clause, not a room or street one;
        // humour keeps its class clauses. A kitchen and a street are settings.
        for (String caption : List.of("A refrigerator in a kitchen with its door opened.",
                "A desk that has a laptop computer on it.", "A stop sign on the corner of a street.")) {
            BankScene scene = read.apply(caption);
            assertTrue(Set.of(BankClass.ROOM, BankClass.STREET).contains(scene.thing()), caption);
            assertEquals(java.util.Optional.of(BankClass.GENERAL), PhraseBank.classFor("romantic", scene), caption);
            assertEquals(java.util.Optional.of(scene.thing()), PhraseBank.classFor("humorous", scene), caption);
        }
        assertEquals(java.util.Optional.of(BankClass.ROOM),
                PhraseBank.classFor("romantic", read.apply("A kitchen with a stove and a sink.")));
        assertEquals(java.util.Optional.of(BankClass.STREET),
                PhraseBank.classFor("romantic", read.apply("A quiet street lined with old houses.")));
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
        // Nature's beauty is not romance (round 7a): a reader took it as a plain outdoors phrase.
        assertFalse(StyleCues.missing("romantic", "enjoying the beauty of nature").isEmpty());
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
                if (i == 0) {
                    assertTrue(PhraseBank.clauses("romantic", BankClass.FOOD).contains(phrase), "cake: " + phrase);
                }
                if (i == 1) {
                    assertTrue(PhraseBank.clauses("romantic", BankClass.VEHICLE).contains(phrase), "train: " + phrase);
                }
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
