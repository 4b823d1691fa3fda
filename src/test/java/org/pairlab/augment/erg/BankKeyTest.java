package org.pairlab.augment.erg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.pairlab.text.CaptionTagger;
import org.pairlab.text.TaggedToken;
import org.pairlab.text.WordNetLookup;

/**
 * The bank keyed by what a caption is about: its topic (a noun group of COCO's vocabulary), what its people or
 * animals are doing, and how many they are; and round 8's strict reading of the bank clauses that fitted no scene.
 */
class BankKeyTest {
    private static final CaptionTagger TAGGER = CaptionTagger.english();
    private static final WordNetLookup WORDNET = new WordNetLookup();
    private static final Function<String, BankScene> READ = caption -> {
        List<TaggedToken> words = PhraseExtractor.words(TAGGER.tag(caption, false).tokens());
        return BankScene.read(words, CaptionSubject.of(words), WORDNET);
    };
    private static final List<String> ACTION_KEYS = List.of("person.rest", "person.stand", "person.move",
            "person.sport", "person.eat", "person.hold", "person.work", "animal.rest", "animal.stand", "animal.move",
            "animal.eat");

    /** The forms of one key's clauses in one number. */
    private static Set<String> forms(String style, String key, boolean plural) {
        Set<String> out = new java.util.HashSet<>();
        PhraseBank.clausesOfKey(style, key).forEach(c -> out.add(c.form(plural)));
        return out;
    }

    @Test
    void everyTopicAndActionHasItsOwnVariedClausesInBothStyles() {
        for (String style : List.of("humorous", "romantic")) {
            List<String> keys = new java.util.ArrayList<>(BankTopics.topics());
            keys.remove(BankTopics.ANIMAL); // the class-level animal clauses, counted by PhraseBankTest
            keys.addAll(ACTION_KEYS);
            for (String key : keys) {
                assertTrue(PhraseBank.keys(style).contains(key), style + " has no line for " + key);
                List<BankClause> clauses = new java.util.ArrayList<>(PhraseBank.clausesOfKey(style, key));
                if (BankTopics.classOf(key).orElse(null) == BankClass.VEHICLE) {
                    clauses.addAll(PhraseBank.clausesOfKey(style, key + ".rest")); // what a parked one takes
                }
                if (clauses.isEmpty()) {
                    // Only a scene no reader takes romance on may say "-" (a toilet): the general clauses stand in.
                    assertEquals("romantic bathroom", style + " " + key);
                    continue;
                }
                // Round 20: at least four; the reads refused the clauses added only to reach six more than any.
                assertTrue(clauses.size() >= 4 && clauses.size() <= 12, style + " " + key + ": " + clauses.size());
                assertEquals(clauses.size(), clauses.stream().distinct().count(), style + " " + key + " repeats");
            }
        }
        // No clause names cutlery: a cupcake beside a spoon was told to wait "for someone to pick up a fork".
        for (String style : PhraseBank.styles()) {
            for (String clause : PhraseBank.clauses(style)) {
                for (String w : EmbeddedGenerator.wordsOf(clause)) {
                    assertFalse(Set.of("fork", "spoon", "knife", "chopsticks").contains(w), clause);
                }
            }
        }
    }

    @Test
    void aCaptionsTopicActionAndNumberAreRead() {
        Map<String, String> expected = new LinkedHashMap<>();
        expected.put("Cat sleeping in front of a powered on laptop computer.", "cat rest one");
        expected.put("A dog eating cookies from a plate on the floor laying on a dog bed.", "dog eat one");
        expected.put("Three big horn sheep are in an enclosed pasture.", "cattle none several");
        expected.put("three giraffes walking on a gravel ground near a body of water", "giraffe move several");
        expected.put("Looking up at elephants in an enclosure at the zoo", "elephant none several");
        expected.put("A batter swinging at a pitch during a baseball game.", "person sport one");
        expected.put("Two woman wearing no shoes playing video games", "person sport several");
        expected.put("A group of guys are sitting at a table eating and laughing.", "person eat several");
        expected.put("Three people on skis are posing for a picture in the snow.", "person stand several");
        expected.put("A man is wearing a black suit and a printed tie", "person wear one");
        expected.put("A smiling lady holding up a very big pizza.", "person hold one");
        expected.put("A man sitting on a bench in a park.", "person rest one");
        expected.put("A chef cooking in a restaurant kitchen.", "person work one");
        expected.put("There are many people trying to push the school bus.", "person work several");
        expected.put("A white bus driving down a street next to a building.", "bus move one");
        expected.put("A bus and a few cars are riding in the rain.", "bus move several");
        expected.put("Two trains parked next to each other at a station.", "train rest several");
        // "sits" (tagged a noun) is now read as the plane's rest, like "Two trains parked" (round 12).
        expected.put("A commercial airplane sits on a runway at an airport.", "airplane rest one");
        expected.put("A skateboarder performing a trick wearing safety equipment.", "person sport one");
        expected.put("A desktop with two computers and fruit on it.", "computer none one");
        expected.put("a cupcake with pink icing in a pink paper cupcake holder next to a spoon.", "cake none one");
        expected.put("A slice of pizza on a paper plate.", "pizza none one");
        expected.put("A stack of pancakes on a white plate on a table", "meal none one");
        expected.put("fish and broccoli plated neatly on a dish sitting on a table", "meal none several");
        expected.put("a pot of food on a stove with broccoli", "meal none one");
        expected.put("Street signs going in every direction in front of a yellow building.", "sign none several");
        expected.put("The toilet is across from a bidet in the small bathroom.", "bathroom none one");
        expected.put("A large brown sectional sofa has people on it.", "sofa none one");
        expected.put("A wireless keyboard and mouse are sitting next to a laptop.", "computer none several");
        expected.put("A park bench with graffiti sitting next to dead grass.", "bench none one");
        expected.put("A large teddy bear with a heart is in the garbage.", "teddy none one");
        expected.put("Two elephants standing in a field going nose to nose.", "elephant stand several");
        expected.put("A swan floating along the water nibbling at itself.", "bird eat one");
        // Round 11's independent read (seed 232): a verb of another subject is no action of this one.
        expected.put("A cat watches cars racing on a television.", "cat stand one");
        expected.put("A man is laying down in a pavement balancing a ball on his foot while others watch.",
                "person sport one");
        // Round 14: board sports are sport, not a walk; the topics that took the last resort; verbs the tagger calls
        // nouns after a subject.
        expected.put("A man is riding a surfboard in the ocean.", "person sport one");
        expected.put("A man on a snowboard in the snow.", "person sport one");
        expected.put("A man sitting on a bench with a tennis racket.", "person rest one");
        expected.put("A tennis player prepares to hit a tennis ball.", "person sport one");
        expected.put("a glass vase with some flowers inside of it", "flowers none one");
        expected.put("A harbor with several boats floating in it.", "water none one");
        expected.put("A body of calm water with a wooden canoe docked on the side.", "water none one");
        expected.put("A field with a lot of dead trees.", "field none one");
        expected.put("An airplane landing on a runway in an airport", "airplane move one");
        expected.put("A train blowing smoke is coming down the tracks.", "train move one");
        expected.put("Three people ride on the back of an elephant", "person none several");
        expected.put("Dinner party guests enjoy a glass of fine wine.", "person none several");
        // The humorous audit's misreadings: feeding is holding out food, hot dogs are food, an orange wall no fruit.
        expected.put("A man in black sweater feeding a giraffe through a fence.", "person hold one");
        expected.put("a number of hot dogs cooking on a grill", "sandwich none several");
        expected.put("A bathroom with white appliances and orange walls.", "bathroom none one");
        expected.put("A pile of garbage bags sitting on the curb.", " none one");
        // The final reads of round 14 (seeds 235, 236): watching is a pose, serving food is work, a plane in the air flies.
        expected.put("A crowd looks on as a young man does a skateboard trick.", "person stand several");
        expected.put("A food vendor serves a hotdog at an outdoor market.", "person work one");
        expected.put("An old photo of a small plane in the air.", "airplane move one");
        expected.forEach((caption, want) -> {
            BankScene s = READ.apply(caption);
            assertEquals(want, s.topic() + " " + s.action().id() + " " + (s.plural() ? "several" : "one"),
                    caption + " " + s);
        });
    }

    @Test
    void aSceneTakesItsOwnKeysClausesInItsNumber() {
        // People: their action's clauses, in their number ("Two women ... like a model posing" was a clash).
        BankScene players = READ.apply("Two woman wearing no shoes playing soccer");
        assertEquals(Set.copyOf(PhraseBank.clausesFor("humorous", players)), forms("humorous", "person.sport", true));
        assertTrue(PhraseBank.clausesFor("humorous", players).contains("like superstars in a cereal commercial"));
        assertFalse(PhraseBank.clausesFor("humorous", players).contains("like a superstar in a cereal commercial"));
        // Round 20: people with their gear take its clauses, before their action's, in their number.
        BankScene gamers = READ.apply("Two woman wearing no shoes playing video games");
        assertEquals("game", gamers.gear());
        assertEquals(Set.copyOf(PhraseBank.clausesFor("humorous", gamers)),
                forms("humorous", "person.with.game", true));
        assertTrue(PhraseBank.clausesFor("humorous", gamers).contains("like people about to knock over a lamp"));
        BankScene batter = READ.apply("A batter swinging at a pitch during a baseball game.");
        assertTrue(PhraseBank.clausesFor("humorous", batter).contains("like someone who chews gum for the team"));
        assertEquals(Set.copyOf(PhraseBank.clausesFor("romantic", batter)),
                Set.copyOf(PhraseBank.clausesFor("romantic", READ.apply("A man swinging at a pitch during a game."))),
                "romance has no gear keys: the action's clauses");
        // Animals: their species' clauses and their action's; a sleeping cat is no comedian waiting for a laugh.
        BankScene cat = READ.apply("Cat sleeping in front of a powered on laptop computer.");
        Set<String> catWants = new java.util.HashSet<>(forms("humorous", "cat", false));
        catWants.addAll(forms("humorous", "animal.rest", false));
        assertEquals(catWants, Set.copyOf(PhraseBank.clausesFor("humorous", cat)));
        BankScene sheep = READ.apply("Three big horn sheep are in an enclosed pasture.");
        assertTrue(PhraseBank.clausesFor("humorous", sheep).contains("like lawnmowers that run on grass"));
        assertTrue(PhraseBank.clausesFor("humorous", sheep).stream().noneMatch(c -> c.contains("supermodel")));
        // Things: their topic's clauses; several trains are commuters, not a commuter.
        BankScene trains = READ.apply("Two trains parked next to each other at a station.");
        assertTrue(PhraseBank.clausesFor("humorous", trains).contains("like commuters who finally arrived on time"));
        assertFalse(PhraseBank.clausesFor("humorous", trains).contains("like a commuter who finally arrived on time"));
        // A moving vehicle is not waiting for its keys; a parked one may be.
        BankScene driving = READ.apply("A white bus driving down a street next to a building.");
        assertFalse(PhraseBank.clausesFor("humorous", driving).contains("waiting for someone to find the keys"));
        assertTrue(PhraseBank.clausesFor("humorous", driving).containsAll(forms("humorous", "bus.move", false)));
        assertTrue(PhraseBank.clausesFor("humorous", READ.apply("A bus parked on the side of a street."))
                .contains("waiting for someone to find the keys"));
        assertEquals(Set.copyOf(PhraseBank.clausesFor("romantic", READ.apply("A slice of pizza on a paper plate."))),
                forms("romantic", "pizza", false));
        // A stop sign is no setting, but the sign's own romantic clauses speak of a sign.
        BankScene sign = READ.apply("A stop sign on the corner of a street.");
        assertEquals(java.util.Optional.of(BankClass.GENERAL), PhraseBank.classFor("romantic", sign));
        assertEquals(Set.copyOf(PhraseBank.clausesFor("romantic", sign)), forms("romantic", "sign", false));
        // A toilet takes its bathroom's romance (getting ready for a date), as it takes its bathroom's humour.
        BankScene toilet = READ.apply("The toilet is across from a bidet in the small bathroom.");
        assertEquals(Set.copyOf(PhraseBank.clausesFor("romantic", toilet)), forms("romantic", "bathroom", false));
        assertEquals(Set.copyOf(PhraseBank.clausesFor("humorous", toilet)), forms("humorous", "bathroom", false));
        // Children: the family clauses in romance, their action's in humour; a wreck takes none.
        BankScene boy = READ.apply("a boy is swinging a baseball bat at a game");
        assertEquals(Set.copyOf(PhraseBank.clausesFor("romantic", boy)), forms("romantic", "child", false));
        assertEquals(Set.copyOf(PhraseBank.clausesFor("humorous", boy)),
                forms("humorous", "person.with.baseball", false));
        assertEquals(List.of(), PhraseBank.clausesFor("romantic", READ.apply("A car wrecked on the side of a road.")));
        // The last resort of a scene with no clause of its own is the general key, not every general-class topic.
        assertEquals(Set.copyOf(PhraseBank.generalClauses("romantic")), forms("romantic", "general", false));
        assertFalse(PhraseBank.generalClauses("humorous").containsAll(PhraseBank.clauses("humorous", BankClass.GENERAL)));
    }

    /**
     * Round 14's reading of seed 233: a clause's frame must fit what the subject does, whatever key it comes from (a
     * species' clause follows a swimming bear too): no waiting or posing while busy, no being under way unless moving.
     */
    @Test
    void aClausesFrameFitsWhatTheSubjectDoes() {
        BankClause waiting = BankClause.parse("like a grumpy old man waiting for honey|like grumpy old men waiting for honey");
        BankClause underWay = BankClause.parse("as if on the way to meet a lover|as if on the way to meet lovers");
        BankClause neutral = BankClause.parse("like a sweet gift for a lover");
        BankScene swimming = READ.apply("A polar bear swimming underwater, approaching some rocks.");
        BankScene sleeping = READ.apply("Cat sleeping in front of a powered on laptop computer.");
        BankScene parked = READ.apply("Two trains parked next to each other at a station.");
        assertFalse(PhraseBank.fitsState(waiting, swimming));
        assertTrue(PhraseBank.fitsState(underWay, swimming));
        assertTrue(PhraseBank.fitsState(waiting, sleeping));
        assertFalse(PhraseBank.fitsState(underWay, sleeping));
        assertFalse(PhraseBank.fitsState(underWay, parked));
        assertTrue(PhraseBank.fitsState(neutral, parked) && PhraseBank.fitsState(neutral, swimming));
        assertTrue(PhraseBank.waits(BankClause.parse("like a retiree with nowhere to be")));
        for (String style : List.of("humorous", "romantic")) {
            assertTrue(PhraseBank.clausesFor(style, swimming).stream().noneMatch(c -> c.contains("waiting")),
                    style + " " + PhraseBank.clausesFor(style, swimming));
            assertTrue(PhraseBank.clausesFor(style, parked).stream()
                    .noneMatch(c -> c.contains("on the way") || c.contains("hurry")), style);
        }
    }

    /** Round 8's strict reading of seed 227 and mine of seed 229: bank clauses on scenes they did not fit leave them. */
    @Test
    void round8BankMisfitsAreGone() {
        Map<String, String> refused = new LinkedHashMap<>();
        refused.put("Looking up at elephants in an enclosure at the zoo", "humorous|like a comedian waiting for a laugh");
        refused.put("Cat sleeping in front of a powered on laptop computer.", "humorous|like a comedian waiting for a laugh");
        refused.put("a pot of food on a stove with broccoli", "humorous|say cheese");
        refused.put("A commercial airplane sits on a runway at an airport.", "humorous|say cheese");
        refused.put("A man is wearing a black suit and a printed tie", "humorous|say cheese");
        refused.put("Street signs going in every direction in front of a yellow building.", "romantic|love song");
        refused.put("A man playing a tennis match is serving a tennis ball.", "romantic|love song");
        refused.put("The toilet is across from a bidet in the small bathroom.", "romantic|love story");
        refused.put("A large brown sectional sofa has people on it.", "romantic|love letter");
        refused.put("Two woman wearing no shoes playing video games", "humorous|like a model");
        refused.put("Three big horn sheep are in an enclosed pasture.", "humorous|like a supermodel");
        refused.put("some cars a red bus and a blue bus", "humorous|like a tourist");
        refused.put("A bus and a few cars are riding in the rain.", "humorous|like a commuter");
        refused.put("An electric train is traveling down the track on a road.", "humorous|waiting");
        refused.put("a cupcake with pink icing in a pink paper cupcake holder next to a spoon.", "humorous|fork");
        refused.forEach((caption, styleAndWords) -> {
            String[] f = styleAndWords.split("\\|");
            List<String> clauses = PhraseBank.clausesFor(f[0], READ.apply(caption));
            assertFalse(clauses.isEmpty(), caption);
            assertTrue(clauses.stream().noneMatch(c -> c.contains(f[1])), caption + " " + clauses);
        });
    }

    /** Round 9's strict reading of seed 231: a clause may not repeat or mock what the caption says of its subject. */
    @Test
    void aClauseNeverContradictsTheCaptionsWordsOfStanding() {
        BankScene pros = READ.apply("Two women playing in a professional tennis match.");
        assertEquals(Set.of("professional"), pros.claims());
        BankScene champion = READ.apply("A tennis champion swinging his racket at the ball.");
        assertEquals(Set.of("champion"), champion.claims());
        for (String style : List.of("humorous", "romantic")) {
            for (BankScene scene : List.of(pros, champion)) {
                List<String> clauses = PhraseBank.clausesFor(style, scene);
                assertFalse(clauses.isEmpty(), style + " " + scene);
                for (String clause : clauses) {
                    for (String w : EmbeddedGenerator.wordsOf(clause)) {
                        assertFalse(Set.of("pro", "pros", "professional", "champion", "champions").contains(w),
                                style + " " + scene + ": " + clause);
                    }
                }
            }
        }
        // Without the claim the same scene keeps them: the check refuses only what the caption contradicts.
        List<String> players = PhraseBank.clausesFor("humorous", READ.apply("Two women playing soccer."));
        assertTrue(players.contains("trying very hard to look like pros"), players.toString());
        BankClause pro = new BankClause("trying very hard to look like a pro", "trying very hard to look like pros");
        assertTrue(PhraseBank.clashes(pro, Set.of("pros")));
        assertTrue(PhraseBank.clashes(pro, Set.of("champion"))); // skill is one claim
        assertFalse(PhraseBank.clashes(pro, Set.of("tourist")));
        assertFalse(PhraseBank.clashes(pro, Set.of()));
    }

    /**
     * The final reads of round 16 (seeds 241, 242): an outfit is what a verbless or wearing subject shows; a clause may
     * not deny the caption's state; a group is no pair of lovers; children take no love songs.
     */
    @Test
    void round16ReadsMisfitsAreGone() {
        assertEquals("person wear one", key(READ.apply("A man wears a dark suit with a dark tie.")));
        assertEquals("dog wear one", key(READ.apply("A dog with a cowboy hat on its head.")));
        assertEquals("person sport one", key(READ.apply("A boy in a baseball uniform swinging a bat.")));
        for (String style : List.of("humorous", "romantic")) {
            List<String> hat = PhraseBank.clausesFor(style, READ.apply("A dog with a cowboy hat on its head."));
            assertFalse(hat.isEmpty(), style);
            List<String> outfits = PhraseBank.clausesOfKey(style, "animal.wear").stream().map(BankClause::one).toList();
            assertEquals(outfits, hat, style);
        }
        // Denied states: the clause may not call a cluttered room tidy, nor offer a ride on a clamped motorcycle.
        BankScene cluttered = READ.apply("A room with a day bed is very cluttered and dusty.");
        BankScene booted = READ.apply("a motorcycle with a boot on the back wheel");
        for (String style : List.of("humorous", "romantic")) {
            assertTrue(PhraseBank.clausesFor(style, cluttered).stream().noneMatch(c -> c.contains("too tidy") || c.contains("tidied")), style);
            assertTrue(PhraseBank.clausesFor(style, booted).stream().noneMatch(c -> EmbeddedGenerator.wordsOf(c).contains("ride")),
                    style);
        }
        assertTrue(PhraseBank.clausesFor("romantic", READ.apply("a motorcycle parked on a street")).stream()
                .anyMatch(c -> EmbeddedGenerator.wordsOf(c).contains("ride")), "without the boot the ride stays");
        // A group is not cast as lovers of one another ("A lot of people sitting around a table, like lovers waiting
        // for a kiss"): their clauses speak of weddings and of each one's lover.
        for (String caption : List.of("A lot of people sitting around a table full of food.",
                "A group of people standing next to a bus under an airplane.",
                "A couple of men racing horses next to each other.",
                "A group of people gathered around a table outdoors having a meeting.")) {
            List<String> clauses = PhraseBank.clausesFor("romantic", READ.apply(caption));
            assertFalse(clauses.isEmpty(), caption);
            assertTrue(clauses.stream().noneMatch(c -> c.startsWith("like lovers") || c.contains("at first sight")),
                    caption + " " + clauses);
        }
        assertTrue(READ.apply("a bunch of parked motor bikes on a street").plural());
        assertFalse(READ.apply("A bunch of bananas on a table.").plural());
        assertTrue(BankScene.endsOnPlace("A bench in the middle of a park."));
        assertFalse(BankScene.endsOnPlace("Both streets of the intersection are marked as one way."));
        // A herd takes no lovers: "A herd of zebra crossing a river, like lovers on the way to a date".
        List<String> herd = PhraseBank.clausesFor("romantic", READ.apply("A herd of zebra crossing a river near a forest."));
        assertFalse(herd.isEmpty());
        assertTrue(herd.stream().noneMatch(c -> EmbeddedGenerator.wordsOf(c).contains("lover")
                || EmbeddedGenerator.wordsOf(c).contains("lovers")), herd.toString());
        assertEquals(BankScene.Mood.YOUNG, READ.apply("A group of young baseball players, playing a game.").mood());
        // A couple is lovers of one another; two strangers' clauses give each a lover.
        for (String caption : List.of("A couple is sitting at a table eating pizza.",
                "A woman and a man sitting on a couch next to each other.", "A man and woman riding a motorcycle.")) {
            BankScene couple = READ.apply(caption);
            assertTrue(couple.couple(), caption);
            assertEquals(PhraseBank.clausesOfKey("romantic", BankTopics.COUPLE).stream()
                    .map(c -> c.form(couple.plural())).filter(c -> !c.contains("couple")).toList(),
                    PhraseBank.clausesFor("romantic", couple).stream().filter(c -> !c.contains("couple")).toList(),
                    caption);
        }
        assertFalse(READ.apply("A couple of men racing horses next to each other.").couple());
        assertTrue(READ.apply("A woman in a white dress and a man in gray stand near a cake.").couple());
        assertFalse(READ.apply("A man and two women sitting on a tan ledge.").couple());
        assertTrue(PhraseBank.clausesFor("romantic", READ.apply("A large teddy bear with a heart is in the garbage."))
                .stream().noneMatch(c -> c.contains("gift")));
        assertFalse(READ.apply("Two men sitting on a bench.").couple());
        assertFalse(READ.apply("A boy and a girl playing with a frisbee in a park.").couple());
        assertTrue(PhraseBank.clausesFor("humorous", READ.apply("A crowded airport filled with people carrying luggage."))
                .stream().noneMatch(c -> c.contains("quiet") || c.contains("slow")));
        assertEquals("person sport one", key(READ.apply("a person wearing a blue jacket is wearing skis")));
        // Round 17's dev read (seed 250): buying food with a skateboard under the arm is no sport.
        assertNotEquals(BankAction.SPORT, READ.apply("A woman with a skate board purchased food.").action());
        List<String> potty = PhraseBank.clausesFor("romantic",
                READ.apply("Two children are practicing using the potty next to each other."));
        assertFalse(potty.isEmpty());
        assertTrue(potty.stream().noneMatch(c -> c.contains("love song") || c.contains("lover")), potty.toString());
        List<String> gone = List.of("like nature's own candy", "like a best friend waiting for a treat",
                "as if somebody planned all of this very carefully", "like a puzzle that came without instructions",
                "like an art project that got a little out of hand", "looking like a clue in a very boring mystery",
                "as if waiting for the punchline", "like a secret agent trying to blend in",
                "like someone with a very good excuse for being late", "like a clue in a love story",
                "like a quiet love note without words");
        for (String style : PhraseBank.styles()) {
            for (String clause : PhraseBank.clauses(style)) {
                assertFalse(gone.contains(clause), style + ": " + clause);
            }
        }
    }

    /**
     * Round 20: the reads since round 8 counted per clause; clauses with a poor record (a clear defect in at least
     * one of seven reads, or mostly borderline) are gone, and a scene of no one is likened to no people.
     */
    @Test
    void round20PoorRecordsAndPeopleWithoutPeopleAreGone() {
        for (String gone : List.of("like someone waiting for applause", "like someone on a very important mission",
                "like someone starring in a very slow movie", "like someone who takes drama very seriously",
                "as if the lunch bell just rang", "like someone with somewhere far more important to be",
                "looking wise enough to run for office", "like a contestant in an eating contest",
                "like a showroom waiting for a buyer", "like someone who just found the best seat in town",
                "like a cowboy who traded the horse for wheels", "like a horse that never asks for oats")) {
            assertFalse(PhraseBank.clauses("humorous").contains(gone), gone);
        }
        for (String caption : List.of("An inside out umbrella sculpture on a city street.",
                "An overhead shots of a toilet in a public restroom.",
                "A well-lit and well-decorated living room shows a glimpse of a glass front door through the corridor.")) {
            for (String style : List.of("humorous", "romantic")) {
                List<String> clauses = PhraseBank.clausesFor(style, READ.apply(caption));
                assertFalse(clauses.isEmpty(), caption);
                assertTrue(clauses.stream().noneMatch(c -> c.startsWith("like someone") || c.startsWith("like people")
                        || c.startsWith("like the star") || c.startsWith("like the cast")), caption + " " + clauses);
            }
        }
        // Round 20's reads of seeds 257-264: scenes read by the wrong word took clauses of no fit.
        Map<String, String> topics = new java.util.LinkedHashMap<>();
        topics.put("A silver and green train pulling into a train station", "train");
        topics.put("A fork cutting into a piece of cake", "cake");
        topics.put("An overhead shots of a toilet in a public restroom.", "bathroom");
        topics.put("The head and shoulders of a zebra in silhouette.", "zebra");
        topics.put("a vintage photo of a boat parked next to a peer", "boat");
        topics.put("A tri-motor, vintage airplane on final approach to land.", "airplane");
        topics.put("A computer station on a desk with a computer, laptop and boxes in the background.", "computer");
        topics.put("A gaggle of geese swim in a body of water.", "bird");
        topics.put("An orange on a plate.", "fruit");
        topics.forEach((caption, topic) -> assertEquals(topic, READ.apply(caption).topic(), caption));
        // Someone in a place no topic names is the scene, with their gear.
        BankScene airport = READ.apply("An airport with a woman carrying a piece of luggage");
        assertEquals("person luggage", airport.topic() + " " + airport.gear());
        assertEquals("person luggage", READ.apply("an airport lobby with a woman hauling baggage").topic() + " "
                + READ.apply("an airport lobby with a woman hauling baggage").gear());
        assertEquals("surf", READ.apply("A man riding a wave on a surfboard").gear());
        assertEquals("motorbike", READ.apply("A man riding a dirt bike on a track").gear());
        assertEquals("game", READ.apply("Two kids playing baseball in Wii Sports.").gear());
        assertEquals("", READ.apply("A man taking a picture with his cell phone.").gear());
        assertEquals("phone", READ.apply("A man talking on his cell phone on a street.").gear());
        assertEquals("cycle", READ.apply("A woman riding a bike down the street").gear());
        assertEquals("", READ.apply("A man eating a hot dog at a stand").gear());
        assertEquals("", READ.apply("A bus parked next to a bike").gear(), "no person, no gear");
        assertTrue(PhraseBank.likensToSomeone(new BankClause("like someone who takes drama very seriously",
                "like people who take drama very seriously")));
        assertTrue(PhraseBank.likensToSomeone(new BankClause("like the star of a very low budget movie",
                "like the cast of a very low budget movie")));
        assertFalse(PhraseBank.likensToSomeone(new BankClause("as if expecting a visit from very important guests",
                "as if expecting a visit from very important guests")));
        assertFalse(PhraseBank.likensToSomeone(new BankClause("like a shy celebrity hiding from the cameras",
                "like shy celebrities hiding from the cameras")));
    }

    private static String key(BankScene s) {
        return s.topic() + " " + s.action().id() + " " + (s.plural() ? "several" : "one");
    }

    /** Round 9's strict reading of seed 231: clauses with no basis in their key's situation leave the bank. */
    @Test
    void round9WeakClausesAreGone() {
        List<String> gone = List.of("like a museum guard on a very busy day", "like a stage where the pigeons run the show",
                "like an actor auditioning for a cartoon", "waiting for someone to explain the whole thing",
                "as if nobody warned the photographer", "waiting for someone to come and sit for a while",
                "waiting for someone to loosen the belt after dinner", "like a tour guide waiting for lost tourists",
                "like a waiter waiting for a very late crowd", "like a chef showing off for the judges",
                "like a postcard for a lover", "like a quiet moment for two lovers", "with love on the mind",
                "like a tiny heart in love");
        for (String style : List.of("humorous", "romantic")) {
            for (String clause : PhraseBank.clauses(style)) {
                assertFalse(gone.contains(clause), style + ": " + clause);
                // Nothing dreams but people and animals at rest; "on the mind" is no idiom.
                assertFalse(clause.contains("dreaming") && !Set.of("dreaming sweet dreams of love",
                        "dreaming of a lover far away", "dreaming of a romantic weekend with a lover",
                        "each as if dreaming of a sweet kiss from a lover",
                        "each as if dreaming of a weekend with a lover").contains(clause),
                        clause);
            }
        }
        // Nor do a species' own or any animal's waiting clauses go on a busy one (seed 243: a herd crossing a river).
        for (String caption : List.of("A herd of zebra crossing a river near a forest.",
                "A swan floating along the water nibbling at itself.", "two elephants walking in a field near a tree")) {
            for (String style : List.of("humorous", "romantic")) {
                List<String> clauses = PhraseBank.clausesFor(style, READ.apply(caption));
                assertFalse(clauses.isEmpty(), caption);
                assertTrue(clauses.stream().noneMatch(c -> c.startsWith("waiting") || c.startsWith("as if waiting")),
                        style + " " + caption + ": " + clauses);
            }
        }
        // A waiting frame suits no busy subject: a swan nibbling or cows grazing are not waiting for a snack.
        for (String key : List.of("animal.eat", "animal.move", "person.move", "person.sport", "person.work")) {
            for (String style : List.of("humorous", "romantic")) {
                PhraseBank.clausesOfKey(style, key).forEach(c -> assertFalse(c.one().startsWith("waiting")
                        || c.one().startsWith("as if waiting"), style + " " + key + ": " + c));
            }
        }
    }
}
