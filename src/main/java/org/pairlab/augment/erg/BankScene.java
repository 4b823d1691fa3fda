package org.pairlab.augment.erg;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.pairlab.text.TaggedToken;
import org.pairlab.text.WordNetLookup;

/**
 * What a factual caption's scene is for the {@link PhraseBank}: the class of the thing it is about, its topic (the
 * group of its head noun, or people, or the animal's species), what a person or animal in it is doing, whether its
 * subject is several, and whether the scene is solemn (war gear) or grim (an accident, a disaster), where a light
 * clause would be out of place.
 *
 * @param thing  the class of the caption's subject
 * @param mood   whether the scene is ordinary, solemn or grim
 * @param noun   the word the class was read from ("plate"); empty when none named a class
 * @param topic  the {@link BankTopics} topic ("pizza", "person", "giraffe"); empty when the noun names none
 * @param action what the person or animal is doing; {@link BankAction#NONE} for things
 * @param plural whether the subject is several ("two trains"): a clause's plural form is chosen
 * @param claims the caption's words of standing ("professional", "champion") and of state ("cluttered", "broken"),
 *               lower case, that a clause may not repeat, mock or deny ({@link PhraseBank#clashes}); empty when none
 * @param couple whether the people are a couple ("a man and a woman", "a couple sitting"): lovers of one another,
 *               where a group's clauses give each one a lover of their own
 * @param gear   what people are shown with ({@link BankTopics#gearOf}: "kite", "surf", "dog"); empty when none or
 *               when the scene is of no person
 */
public record BankScene(BankClass thing, Mood mood, String noun, String topic, BankAction action, boolean plural,
        Set<String> claims, boolean couple, String gear) {
    /** A copy of the claims, so the record stays a value. */
    public BankScene {
        claims = Set.copyOf(claims);
    }

    /** A scene of no gear. */
    public BankScene(BankClass thing, Mood mood, String noun, String topic, BankAction action, boolean plural,
            Set<String> claims, boolean couple) {
        this(thing, mood, noun, topic, action, plural, claims, couple, "");
    }

    /** A scene of no couple. */
    public BankScene(BankClass thing, Mood mood, String noun, String topic, BankAction action, boolean plural,
            Set<String> claims) {
        this(thing, mood, noun, topic, action, plural, claims, false);
    }

    /** A scene whose caption claims nothing a clause could contradict. */
    public BankScene(BankClass thing, Mood mood, String noun, String topic, BankAction action, boolean plural) {
        this(thing, mood, noun, topic, action, plural, Set.of());
    }

    /** A scene of one thing of class {@code thing} read from {@code noun}, its topic from the noun, no action. */
    public BankScene(BankClass thing, Mood mood, String noun) {
        this(thing, mood, noun, BankTopics.topicOf(noun).orElse(""), BankAction.NONE, false);
    }

    /** How light a clause the scene can take. */
    public enum Mood {
        /** Any clause. */
        ORDINARY,
        /** War, soldiers, weapons: no romance, only gentle humour. */
        SOLEMN,
        /** Accidents, wrecks, fires, floods: no bank clause at all. */
        GRIM,
        /** Children in it: any humour, but no romance (round 8: "a boy swinging a bat, like a memory of a first love"). */
        YOUNG
    }

    /**
     * Whether the scene's noun names a place a setting clause can speak of (a kitchen, a street), not an object in
     * one (a fridge, a desk, a road sign): "a refrigerator ..., like a home built on love" read as no fit.
     */
    public boolean place() {
        return PLACES.contains(noun);
    }

    /**
     * Whether {@code caption} ends on a place noun, so that a clause after it may open with "where" ("A bench in a
     * park, where ..."); round 17 read "Both streets ... are marked as one way, where everyone ..." as broken.
     */
    public static boolean endsOnPlace(String caption) {
        List<String> words = EmbeddedGenerator.wordsOf(caption);
        return !words.isEmpty() && (PLACES.contains(words.get(words.size() - 1))
                || SETTINGS.contains(words.get(words.size() - 1)));
    }

    /** Outdoor settings a "where" clause can speak of, beside {@link #PLACES}. */
    private static final Set<String> SETTINGS = words("area areas field fields forest forests beach beaches lake lakes "
            + "river ocean sea harbor harbour park parks parking lot town village neighborhood airport platform "
            + "restaurant cafe hallway lobby yard garden hill hills mountain mountains slope countryside");

    /** Nouns of the room and street classes that name a place rather than a thing in it. */
    private static final Set<String> PLACES = words("kitchen kitchens bathroom bathrooms bedroom bedrooms room rooms "
            + "office offices street streets road roads city intersection corner sidewalk bridge station alley highway "
            + "skyline market church house houses building buildings storefront store shop tower towers square plaza park");

    /** Nouns of each class, COCO's categories and the nouns its captions use for them most. */
    private static final Map<BankClass, Set<String>> NOUNS = Map.of(
            BankClass.FOOD, words("food foods meal meals dinner lunch breakfast plate plates bowl bowls dish dishes "
                    + "pizza pizzas sandwich sandwiches burger burgers hamburger hamburgers cake cakes donut donuts "
                    + "doughnut doughnuts banana bananas apple apples orange oranges broccoli carrot carrots fruit "
                    + "fruits vegetable vegetables veggies salad soup pasta noodles rice bread dessert desserts cupcake "
                    + "cupcakes pastry pastries cookie cookies pie coffee tea cup cups mug wine beer drink drinks meat "
                    + "fries cheese egg eggs tray platter buffet snack snacks tomato tomatoes potato potatoes sushi taco "
                    + "tacos burrito hotdog hotdogs"),
            BankClass.VEHICLE, words("train trains bus buses car cars truck trucks vehicle vehicles airplane airplanes "
                    + "plane planes jet jets aircraft airliner biplane boat boats ship ships sailboat sailboats yacht "
                    + "canoe kayak motorcycle motorcycles motorbike scooter bicycle bicycles bike bikes taxi cab van "
                    + "tram trolley subway locomotive engine ferry helicopter jeep tractor"),
            BankClass.STREET, words("street streets road roads sign signs hydrant traffic clock clocks tower towers "
                    + "building buildings church house houses city intersection corner meter sidewalk bridge station "
                    + "pole poles billboard storefront store shop market alley highway statue monument fountain "
                    + "skyline bench benches stop"),
            BankClass.ROOM, words("kitchen kitchens bathroom bathrooms bedroom bedrooms room rooms toilet toilets sink "
                    + "sinks bed beds couch couches sofa sofas chair chairs table tables desk desks refrigerator fridge "
                    + "oven stove microwave counter cabinet cabinets pot pots pan pans skillet shelf shelves bathtub tub shower mirror lamp vase "
                    + "furniture office"),
            BankClass.ELECTRONICS, words("laptop laptops desktop desktops computer computers tv tvs television televisions monitor "
                    + "monitors screen screens keyboard keyboards phone phones cellphone cellphones smartphone remote "
                    + "remotes controller controllers tablet printer speakers"),
            BankClass.SPORTS, words("skateboard skateboards surfboard surfboards ski skis snowboard snowboards kite "
                    + "kites frisbee frisbees racket rackets racquet bat bats ball balls glove helmet sled"));
    /** WordNet hypernyms of each class, for nouns the lists miss. */
    private static final Map<BankClass, Set<String>> HYPERNYMS = Map.of(
            BankClass.FOOD, Set.of("food", "foodstuff", "nutriment", "beverage", "dish", "meal", "baked goods"),
            BankClass.VEHICLE, Set.of("vehicle", "conveyance", "craft", "watercraft", "aircraft"),
            BankClass.STREET, Set.of("building", "edifice", "road", "street", "signboard", "tower", "bridge"),
            BankClass.ROOM, Set.of("furniture", "piece of furniture", "room", "home appliance", "plumbing fixture"),
            BankClass.ELECTRONICS, Set.of("electronic equipment", "computer", "electronic device", "telephone",
                    "display"),
            BankClass.SPORTS, Set.of("sports equipment", "game equipment"));
    /** Classes in the order they are tried on one noun (a "bat" is sports gear before an animal). */
    private static final List<BankClass> ORDER = List.of(BankClass.FOOD, BankClass.SPORTS, BankClass.ELECTRONICS,
            BankClass.VEHICLE, BankClass.ROOM, BankClass.STREET);
    /** Nouns that only frame the subject ("a picture of", "a group of"). */
    private static final Set<String> FRAMES = words("view picture photo photograph image close closeup shot side "
            + "group couple pair bunch bunches lot lots number few pile stack kind type variety collection set row "
            + "line top front middle back area piece pieces slice slices assortment display body "
            // Round 20: "An overhead shots of a toilet", "The head and shoulders of a zebra", "A fork cutting into a
            // piece of cake" were read as scenes of shots, heads and forks, which take the general clauses.
            + "shots glimpse head heads shoulders fork forks knife knives spoon spoons "
            // and group words it took for nouns: "A gaggle of geese".
            + "gaggle flock");
    /**
     * Colours and other modifiers a tagger may take for the subject's noun ("A silver and green train", "a vintage
     * photo of a boat", which WordNet reads as a wine): skipped when a word follows them ("an orange on a plate" stays
     * an orange).
     */
    private static final Set<String> MODIFIERS = words("red blue green yellow white black silver gold golden orange "
            + "pink purple brown grey gray tan beige vintage");
    /** Food words that name a vessel: a toilet "bowl" or a bathroom "cup" makes no meal of a room. */
    private static final Set<String> CONTAINERS = words("bowl bowls cup cups mug tray dish dishes");
    /** Words that make the subject several ("two", "many", "bunches"). */
    private static final Set<String> NUMBER_WORDS = words("two three four five six seven eight nine ten several many "
            + "some lots multiple various numerous dozens bunches rows stacks piles groups assortment");
    /** Frames that hold several of a thing as one ("a plate of cookies"). */
    private static final Set<String> CONTAINER_FRAMES = words("stack pile plate bowl box tray basket slice piece cup "
            + "glass bunch pair");
    /** Animals that are also dishes ("fish and broccoli on a dish"). */
    private static final Set<String> FOOD_ANIMALS = words("fish chicken lamb turkey salmon shrimp crab");
    /** Words of cooked food. */
    private static final Set<String> COOKED = words("plated cooked grilled fried baked roasted served");
    /** Words before the subject that are no noun, though the tagger may say so ("A" at the start). */
    private static final Set<String> ARTICLES = words("a an the this that these those");
    /** Words the tagger takes for nouns that head no compound ("a plate full of salad"). */
    private static final Set<String> NEVER_HEADS = words("full filled covered topped loaded shaped made");
    private static final Set<String> SOLEMN = words("war wars military army soldier soldiers troops tank tanks "
            + "weapon weapons gun guns cannon cannons rifle rifles missile missiles warplane warplanes warship "
            + "warships battleship battle combat armored armoured bomber bombers fighter fighters memorial");
    private static final Set<String> GRIM = words("crash crashed crashes wreck wrecked wreckage accident accidents "
            + "disaster destroyed damaged ruins rubble flood flooded flooding burning burned burnt flames smoke "
            + "injured injury ambulance emergency tornado hurricane earthquake collapsed overturned debris "
            + "funeral coffin");

    private static Set<String> words(String list) {
        return Set.of(list.split(" "));
    }

    /**
     * The scene of a caption's words (punctuation left out), read from the head of its subject: the first noun (the
     * last of a compound, "a banana plant"; frames such as "a picture of" skipped) up to the subject's verb that names
     * a person ({@link BankClass#GENERAL}), an animal, a class by PairLab's word lists or by a WordNet hypernym, or is a
     * known noun of no class (GENERAL). Food anywhere in a scene of rooms and tables makes it a meal ("a table topped
     * with plates of food"). A subject {@link CaptionSubject} reads as an animal or person is {@link BankClass#ANIMAL}
     * or GENERAL; a scene no noun places is GENERAL. War words make it solemn, wrecks and disasters grim.
     */
    public static BankScene read(List<TaggedToken> words, CaptionSubject subject, WordNetLookup wordNet) {
        List<String> said = words.stream().map(BankScene::lower).toList();
        Optional<String> dish = said.stream().filter(FOOD_ANIMALS::contains).findFirst();
        if (subject.kind() == CaptionSubject.Kind.ANIMAL && dish.isPresent() && said.stream().anyMatch(
                w -> !FOOD_ANIMALS.contains(w) && NOUNS.get(BankClass.FOOD).contains(w) || COOKED.contains(w))) {
            // Fish and broccoli on a dish: a meal, no animal.
            BankScene mood = readThing(words, subject, wordNet);
            return new BankScene(BankClass.FOOD, mood.mood(), dish.get(), "meal", BankAction.NONE, subject.plural(),
                    PhraseBank.claims(said));
        }
        if (subject.kind() == CaptionSubject.Kind.ANIMAL && said.contains("mouse") && said.stream().anyMatch(
                w -> NOUNS.get(BankClass.ELECTRONICS).contains(w))) {
            // A keyboard and mouse: no animal.
            subject = new CaptionSubject(CaptionSubject.Kind.THING, subject.plural(), CaptionSubject.Gender.UNKNOWN);
        }
        if (subject.kind() == CaptionSubject.Kind.ANIMAL && hotDogs(said)) {
            // Hot dogs on a grill: food, no animal at work.
            subject = new CaptionSubject(CaptionSubject.Kind.THING, subject.plural(), CaptionSubject.Gender.UNKNOWN);
        }
        BankScene s = readThing(words, subject, wordNet);
        // Round 20: "An airport with a woman carrying a piece of luggage": a place no topic names, with someone in it,
        // is a scene of that someone (the general clauses were read as no fit).
        boolean someoneInPlace = Set.of(BankClass.GENERAL, BankClass.ROOM, BankClass.STREET).contains(s.thing())
                && subject.kind() != CaptionSubject.Kind.PERSON
                && (SETTINGS.contains(s.noun()) || PLACES.contains(s.noun()))
                && BankTopics.topicOf(s.noun()).isEmpty() && said.stream().anyMatch(BankScene::isPerson);
        int head = -1;
        for (int i = 0; i < words.size() && head < 0; i++) {
            String w = lower(words.get(i));
            head = someoneInPlace ? (isPerson(w) ? i : -1) : isBeing(w) && !(s.thing() != BankClass.ANIMAL
                    && subject.kind() != CaptionSubject.Kind.PERSON && !isBeing(s.noun())) ? i : -1;
        }
        boolean plural = subject.plural();
        if (head >= 0) {
            // "There are many people", "Looking up at elephants": the subject reader missed their number.
            String h = lower(words.get(head));
            plural |= Set.of("people", "men", "women", "children", "cattle", "sheep").contains(h) && !"sheep".equals(h)
                    || h.endsWith("s") && !h.endsWith("ss") && isBeing(h.substring(0, h.length() - 1));
            for (int i = 0; i < head; i++) {
                plural |= Set.of("two", "three", "four", "five", "several", "many", "some", "lots", "group", "herd",
                        "flock", "couple", "pair", "bunch").contains(lower(words.get(i)));
            }
        }
        String topic;
        if (s.thing() == BankClass.ANIMAL) {
            // The species of the first animal named: a giraffe's clauses, or any animal's when no topic has it.
            topic = head < 0 ? BankTopics.ANIMAL : BankTopics.topicOf(lower(words.get(head)))
                    .filter(t -> BankTopics.classOf(t).orElse(null) == BankClass.ANIMAL).orElse(BankTopics.ANIMAL);
        } else if (subject.kind() == CaptionSubject.Kind.PERSON || isBeing(s.noun()) || someoneInPlace) {
            topic = BankTopics.PERSON;
        } else {
            topic = BankTopics.topicOf(s.noun()).orElse("");
        }
        boolean being = BankTopics.PERSON.equals(topic) || s.thing() == BankClass.ANIMAL;
        int nounAt = -1;
        if (!being && !s.noun().isEmpty()) {
            // A thing's number is its noun's ("A commercial airplane sits": the subject reader took "sits" for it).
            boolean counted = false;
            boolean contained = false; // "a stack of pancakes" is one stack
            for (int i = 0; i < words.size(); i++) {
                String w = lower(words.get(i));
                if (w.equals(s.noun()) || s.noun().endsWith(" " + w)) {
                    // "A bus and a few cars" are several.
                    boolean and = i + 1 < words.size() && "and".equals(lower(words.get(i + 1)));
                    plural = counted || and || !contained && w.endsWith("s") && !w.endsWith("ss")
                            && !w.endsWith("us") && w.length() > 3;
                    nounAt = i;
                    break;
                }
                // "A bunch of bananas" is one bunch, "a bunch of parked motor bikes" several bikes (round 19's read).
                boolean bunchOfThings = "bunch".equals(w) && s.thing() != BankClass.FOOD && !"flowers".equals(topic);
                counted |= NUMBER_WORDS.contains(w) || bunchOfThings
                        || w.endsWith("s") && CONTAINER_FRAMES.contains(w.substring(0, w.length() - 1));
                contained |= CONTAINER_FRAMES.contains(w) && !bunchOfThings;
            }
        }
        // People and animals act; of things only vehicles do (a parked bus waits, a moving one does not).
        BankAction action = being ? BankTopics.actionOf(words, head) : s.thing() == BankClass.VEHICLE && nounAt >= 0
                ? BankTopics.actionOf(words, nounAt) : BankAction.NONE;
        if (BankTopics.PERSON.equals(topic) && action == BankAction.SPORT && said.stream().noneMatch(SPORT_WORDS::contains)
                && said.stream().anyMatch(NOUNS.get(BankClass.FOOD)::contains)) {
            action = BankAction.WORK; // "A food vendor serves a hotdog": serving food is work, no tennis serve
        }
        if (s.thing() == BankClass.VEHICLE && action == BankAction.NONE && said.stream().anyMatch(AIRBORNE::contains)) {
            action = BankAction.MOVE; // "a small plane in the air": flying, no layover
        }
        if (BankTopics.PERSON.equals(topic) && action == BankAction.EAT
                && said.stream().anyMatch(w -> w.equals("feeding") || w.equals("feeds") || w.equals("feed"))) {
            // Someone feeding a giraffe holds out food; the appetite is the animal's (round 14's audit).
            action = BankAction.HOLD;
        }
        boolean vague = action == BankAction.NONE || action == BankAction.MOVE || action == BankAction.WORK;
        if (BankTopics.PERSON.equals(topic) && said.stream().anyMatch(SPORT_WORDS::contains)
                && (vague && said.stream().noneMatch(BUYING::contains) || action == BankAction.WEAR)) {
            // Round 14: "a man is riding a surfboard", "a man on a snowboard in the snow" are sport, not a walk home
            // ("as if hurrying to meet a lover" was read after a surfer); "prepares to hit a tennis ball" is no work;
            // "wearing skis" is dressed for the sport, in it.
            action = BankAction.SPORT;
        }
        if (being && action == BankAction.NONE && said.stream().anyMatch(CLOTHES::contains)) {
            // "A man in a suit and tie", "A dog with a cowboy hat on its head": the outfit is the scene (round 16 read
            // "like a secret agent trying to blend in" and "like a best friend waiting for a treat" as non sequiturs).
            action = BankAction.WEAR;
        }
        // Children are no couple: "a boy and a girl playing" take no first date (review of round 19).
        return new BankScene(someoneInPlace ? BankClass.GENERAL : s.thing(), s.mood(), s.noun(), topic, action, plural,
                PhraseBank.claims(said),
                BankTopics.PERSON.equals(topic) && s.mood() != Mood.YOUNG && couple(said),
                BankTopics.PERSON.equals(topic) ? gear(said) : "");
    }

    /** Words before a gear word that make it no real one: a hot dog, a toy or wooden horse. */
    private static final Set<String> NO_REAL_GEAR = words("hot stuffed toy plush statue wooden fake");

    /**
     * The first gear the caption names ("A man on a surfboard" is {@code surf}), except after {@link #NO_REAL_GEAR}
     * and a phone that takes a picture or is broken; a Wii or video game is {@code game} whatever sport it plays, a
     * dirt bike a motorbike; empty when none.
     */
    static String gear(List<String> said) {
        if (said.contains("wii") || said.contains("videogame") || said.contains("videogames")) {
            return "game"; // "Two kids playing baseball in Wii Sports" play a video game (round 20's read)
        }
        for (int i = 0; i < said.size(); i++) {
            String w = said.get(i);
            String before = i > 0 ? said.get(i - 1) : "";
            if (NO_REAL_GEAR.contains(before)) {
                continue;
            }
            if ("video".equals(w) && i + 1 < said.size() && said.get(i + 1).startsWith("game")) {
                return "game"; // "playing a video game"
            }
            Optional<String> g = BankTopics.gearOf(w);
            if (g.isPresent() && "phone".equals(g.get()) && (Set.of("broken", "old").contains(before)
                    || said.stream().anyMatch(PHOTO_WORDS::contains))) {
                continue; // a phone taking a picture, or a broken one, is no call (round 20's reads)
            }
            if (g.isPresent() && "cycle".equals(g.get()) && Set.of("dirt", "motor", "motocross").contains(before)) {
                return "motorbike"; // "a dirt bike" has an engine
            }
            if (g.isPresent()) {
                return g.get();
            }
        }
        return "";
    }

    /** One adult man, one adult woman, and words of anyone else in the scene. */
    private static final Set<String> MEN = words("man guy gentleman husband groom boyfriend");
    private static final Set<String> WOMEN = words("woman lady wife bride girlfriend");
    private static final Set<String> OTHERS = words("men women people persons person group crowd family friends "
            + "children kids kid child boy boys girl girls baby toddler others couples team three four five several");

    /** Pairs that make a couple when joined by "and", either way round ("a woman and a man"). */
    private static final List<Set<String>> PAIRS = List.of(Set.of("man", "woman"), Set.of("husband", "wife"),
            Set.of("bride", "groom"), Set.of("man", "lady"), Set.of("gentleman", "lady"),
            Set.of("boyfriend", "girlfriend"));

    /**
     * Whether the caption's people are a couple: "a couple" that is no "couple of", "newlyweds", or two nouns of a
     * {@link #PAIRS} pair joined by "and".
     */
    static boolean couple(List<String> said) {
        // Round 18: "A woman in a white dress and a man in gray stand near a cake": one man and one woman, nobody else.
        long men = said.stream().filter(MEN::contains).count();
        long women = said.stream().filter(WOMEN::contains).count();
        if (men == 1 && women == 1 && said.stream().noneMatch(OTHERS::contains)) {
            return true;
        }
        for (int i = 0; i < said.size(); i++) {
            String w = said.get(i);
            if ((w.equals("couple") || w.equals("couples")) && (i + 1 >= said.size() || !"of".equals(said.get(i + 1)))
                    || w.equals("newlyweds") || w.equals("newlywed")) {
                return true;
            }
            if (w.equals("and") && i > 0) {
                String before = said.get(i - 1);
                int after = i + 1 < said.size() && ARTICLES.contains(said.get(i + 1)) ? i + 2 : i + 1;
                if (after < said.size() && !before.equals(said.get(after))) {
                    String other = said.get(after);
                    if (PAIRS.stream().anyMatch(p -> p.contains(before) && p.contains(other))) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** Words of taking a picture, which a phone in the caption does rather than call or text. */
    private static final Set<String> PHOTO_WORDS = words("picture pictures photo photos photograph photographs "
            + "photographing selfie selfies camera");

    /** Buying: "a woman with a skate board purchased food" shops, whatever gear she carries. */
    private static final Set<String> BUYING = words("buy buys buying bought purchase purchases purchased purchasing "
            + "shop shops shopping");

    /** Clothes a verbless person or animal may be shown in. */
    private static final Set<String> CLOTHES = words("suit suits tie ties tuxedo tuxedos dress dresses gown gowns "
            + "costume costumes uniform uniforms outfit outfits hat hats cap caps bonnet jacket jackets coat coats "
            + "sweater sweaters scarf scarves vest apron glasses sunglasses goggles wig");

    /** Words that put a verbless vehicle in flight. */
    private static final Set<String> AIRBORNE = words("air midair sky flight airborne overhead");

    /** Words that make a person's motion, or a person with no verb, a sport: its gear, its players, its games. */
    private static final Set<String> SPORT_WORDS = words("skateboard skateboards skate skating skateboarding surfboard "
            + "surfboards surf surfing ski skis skiing snowboard snowboards snowboarding kite kites frisbee frisbees "
            + "racket rackets racquet bat ball balls skier skiers surfer surfers skateboarder skateboarders "
            + "snowboarder snowboarders player players batter pitcher catcher athlete athletes tennis baseball soccer "
            + "football volleyball basketball");

    /** The class, mood and noun of a caption's scene, as {@link #read} describes. */
    private static BankScene readThing(List<TaggedToken> words, CaptionSubject subject, WordNetLookup wordNet) {
        Mood mood = Mood.ORDINARY;
        for (int i = 0; i < words.size(); i++) {
            String w = lower(words.get(i));
            if (GRIM.contains(w) || "fire".equals(w) && i > 0 && "on".equals(lower(words.get(i - 1)))) {
                mood = Mood.GRIM;
                break;
            }
            if (SOLEMN.contains(w)) {
                mood = Mood.SOLEMN;
            }
        }
        if (mood == Mood.ORDINARY && GraftFit.child(words.stream().map(BankScene::lower).toList())) {
            mood = Mood.YOUNG;
        }
        if (subject.kind() == CaptionSubject.Kind.ANIMAL) {
            return new BankScene(BankClass.ANIMAL, mood, "");
        }
        if (subject.kind() == CaptionSubject.Kind.PERSON) {
            return new BankScene(BankClass.GENERAL, mood, "");
        }
        Optional<BankScene> byList = Optional.empty();
        int i = 0;
        boolean seenNoun = false;
        // "There are many laptops ...": the existential opening is no subject.
        if (words.size() > 1 && "there".equals(lower(words.get(0))) && "AUX VERB".contains(words.get(1).pos())) {
            i = 2;
        }
        for (; i < words.size() && byList.isEmpty(); i++) {
            TaggedToken t = words.get(i);
            String w = lower(t);
            boolean afterAux = i > 0 && "AUX".equals(words.get(i - 1).pos());
            boolean nounLike = (t.isNoun() && !(afterAux && w.endsWith("ing"))) || inAnyList(w) || isBeing(w);
            if (seenNoun && !nounLike && ("VERB".equals(t.pos()) || "AUX".equals(t.pos()))) {
                break; // the subject's noun phrase ends at its verb: "The book is about fixing your bike" is a book
            }
            if (FRAMES.contains(w) || !nounLike || ARTICLES.contains(w)) {
                continue;
            }
            if (MODIFIERS.contains(w) && i + 1 < words.size() && (Set.of("and", "or").contains(lower(words.get(i + 1)))
                    || MODIFIERS.contains(lower(words.get(i + 1))) || words.get(i + 1).isNoun())) {
                continue;
            }
            seenNoun = true;
            if (i + 1 < words.size() && (words.get(i + 1).isNoun() || inAnyList(lower(words.get(i + 1))))
                    && !(BankTopics.verbForm(lower(words.get(i + 1))) && (lower(words.get(i + 1)).endsWith("s")
                            || lower(words.get(i + 1)).endsWith("ing") || isBeing(w)))
                    && !(lower(words.get(i + 1)).endsWith("ing") && (inAnyList(w) || isBeing(w))
                            && !inAnyList(lower(words.get(i + 1))))
                    && !FRAMES.contains(lower(words.get(i + 1))) && !NEVER_HEADS.contains(lower(words.get(i + 1)))) {
                // A compound's head is its last noun: a "banana plant" is a plant, a "street sign" a sign; but not before
                // a verb the tagger took for a noun ("an airplane landing", "three people ride").
                continue;
            }
            if (("dog".equals(w) || "dogs".equals(w)) && i > 0 && "hot".equals(lower(words.get(i - 1)))) {
                byList = Optional.of(new BankScene(BankClass.FOOD, mood, "hot dog"));
                break;
            }
            if (CaptionSubject.PERSON_NOUNS.contains(w) || CaptionSubject.MALE_NOUNS.contains(w)
                    || CaptionSubject.FEMALE_NOUNS.contains(w)) {
                byList = Optional.of(new BankScene(BankClass.GENERAL, mood, w)); // "a shot of several people"
                break;
            }
            String before = i > 0 ? lower(words.get(i - 1)) : "";
            if ("toilet".equals(before) && CONTAINERS.contains(w)) {
                byList = Optional.of(new BankScene(BankClass.ROOM, mood, "toilet " + w)); // no feast in a toilet bowl
                break;
            }
            if (Set.of("garbage", "trash", "plastic", "paper", "grocery", "shopping").contains(before)
                    && ("bag".equals(w) || "bags".equals(w))) {
                byList = Optional.of(new BankScene(BankClass.GENERAL, mood, before + " " + w)); // no luggage (round 14)
                break;
            }
            if (Set.of("computer", "work", "docking", "charging").contains(before) && "station".equals(w)) {
                byList = Optional.of(new BankScene(BankClass.ELECTRONICS, mood, "computer")); // no road (round 20)
                break;
            }
            if ("computer".equals(before) && "mouse".equals(w)) {
                byList = Optional.of(new BankScene(BankClass.ELECTRONICS, mood, "computer mouse"));
                break;
            }
            if (Set.of("teddy", "stuffed", "toy", "plush").contains(before)) {
                byList = Optional.of(new BankScene(BankClass.GENERAL, mood, before + " " + w)); // not an animal
                break;
            }
            if (isAnimal(w) || t.lemma() != null && CaptionSubject.ANIMAL_NOUNS.contains(lower(t.lemma()))) {
                byList = Optional.of(new BankScene(BankClass.ANIMAL, mood, w));
                break;
            }
            for (BankClass c : ORDER) {
                if (NOUNS.get(c).contains(w) || t.lemma() != null && NOUNS.get(c).contains(lower(t.lemma()))) {
                    byList = Optional.of(new BankScene(c, mood, w));
                    break;
                }
            }
            if (byList.isEmpty() && t.isNoun() && wordNet != null) {
                String lemma = t.lemma() == null ? w : lower(t.lemma());
                for (BankClass c : ORDER) {
                    if (wordNet.isA(lemma, HYPERNYMS.get(c))) {
                        byList = Optional.of(new BankScene(c, mood, w));
                        break;
                    }
                }
                if (byList.isEmpty() && wordNet.lexicalFile(lemma).isPresent()) {
                    // The subject is a known noun of no class ("a banana plant with bunches of bananas" is a plant).
                    byList = Optional.of(new BankScene(BankClass.GENERAL, mood, w));
                }
            }
        }
        BankScene scene = byList.orElse(new BankScene(BankClass.GENERAL, mood, ""));
        if (scene.thing() == BankClass.ROOM) {
            for (TaggedToken t : words) {
                String w = lower(t);
                if (NOUNS.get(BankClass.FOOD).contains(w) && !CONTAINERS.contains(w) && !namesAnother(words, t)) {
                    return new BankScene(BankClass.FOOD, mood, w);
                }
            }
        }
        return scene;
    }

    /**
     * Whether a food word only describes the noun after it: an "orange" wall, a "coffee" table, a "glass" top
     * (round 14's audit found orange bathrooms among the fruit).
     */
    private static boolean namesAnother(List<TaggedToken> words, TaggedToken t) {
        int i = words.indexOf(t);
        if (i < 0 || i + 1 >= words.size()) {
            return false;
        }
        TaggedToken next = words.get(i + 1);
        String n = lower(next);
        return next.isNoun() && !NOUNS.get(BankClass.FOOD).contains(n) && !FRAMES.contains(n) && !"and".equals(n);
    }

    /** Whether the caption names hot dogs ("hot dog", "hot dogs"), which are food. */
    private static boolean hotDogs(List<String> said) {
        for (int i = 0; i + 1 < said.size(); i++) {
            if ("hot".equals(said.get(i)) && ("dog".equals(said.get(i + 1)) || "dogs".equals(said.get(i + 1)))) {
                // Food only when every animal word of the caption is one of its dogs ("a dog eyeing hot dogs" is a dog).
                return said.stream().filter(BankScene::isAnimal).count()
                        == said.stream().filter(w -> w.equals("dog") || w.equals("dogs")).count();
            }
        }
        return false;
    }

    /** Whether {@code w} names a person or an animal, one or several ("bears", which the tagger may take for a verb). */
    private static boolean isBeing(String w) {
        return isPerson(w) || isAnimal(w);
    }

    /** Whether {@code w} names a person, one or several ("women", "skiers"). */
    private static boolean isPerson(String w) {
        String one = w.endsWith("s") ? w.substring(0, w.length() - 1) : w;
        return CaptionSubject.PERSON_NOUNS.contains(w) || CaptionSubject.MALE_NOUNS.contains(w)
                || CaptionSubject.FEMALE_NOUNS.contains(w) || CaptionSubject.PERSON_NOUNS.contains(one);
    }

    /** Whether {@code w} names an animal, one or several. */
    private static boolean isAnimal(String w) {
        return CaptionSubject.ANIMAL_NOUNS.contains(w)
                || w.endsWith("s") && CaptionSubject.ANIMAL_NOUNS.contains(w.substring(0, w.length() - 1));
    }

    private static boolean inAnyList(String w) {
        return NOUNS.values().stream().anyMatch(s -> s.contains(w));
    }

    private static String lower(TaggedToken t) {
        return t.text().toLowerCase(Locale.ROOT);
    }

    private static String lower(String s) {
        return s.toLowerCase(Locale.ROOT);
    }
}
