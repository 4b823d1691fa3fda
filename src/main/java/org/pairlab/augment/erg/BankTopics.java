package org.pairlab.augment.erg;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.pairlab.text.TaggedToken;

/**
 * The topics the {@link PhraseBank} keys its clauses by: groups of COCO's head nouns (its 80 categories and common
 * scene nouns: "pizza", "bus", "bathroom", "giraffe"), each inside one {@link BankClass}, and the action classes of
 * its commonest verbs. A clause written for a topic speaks of that scene's own situation (a pizza about to be eaten,
 * a bench for two lovers) rather than of any thing of its class.
 */
public final class BankTopics {
    /** The topic of people; its keys are {@code person.ACTION}. */
    public static final String PERSON = "person";
    /** The key of a couple's clauses, before their action's ({@link BankScene#couple}). */
    public static final String COUPLE = "couple";
    /** The topic of an animal no species topic names; its keys are {@code animal.ACTION}. */
    public static final String ANIMAL = "animal";

    private static final Map<String, BankClass> CLASS_OF = new LinkedHashMap<>();
    private static final Map<String, String> TOPIC_OF_NOUN = new HashMap<>();
    /** The bank's action words that are no verbs of {@link ActionClasses} ("asleep", "parked"). */
    private static final Map<String, BankAction> EXTRA_ACTIONS = new HashMap<>();

    static {
        topic("pizza", BankClass.FOOD, "pizza pizzas");
        topic("cake", BankClass.FOOD, "cake cakes cupcake cupcakes donut donuts doughnut doughnuts pastry pastries "
                + "dessert desserts cookie cookies pie pies muffin muffins brownie brownies");
        topic("sandwich", BankClass.FOOD, "sandwich sandwiches burger burgers hamburger hamburgers hotdog hotdogs "
                + "taco tacos burrito burritos wrap wraps sub subs");
        topic("fruit", BankClass.FOOD, "banana bananas apple apples orange oranges fruit fruits grapes strawberries "
                + "strawberry lemon lemons");
        topic("vegetables", BankClass.FOOD, "broccoli carrot carrots vegetable vegetables veggies salad salads "
                + "tomato tomatoes potato potatoes");
        topic("drink", BankClass.FOOD, "coffee tea cup cups mug mugs wine beer drink drinks glass glasses juice");
        topic("meal", BankClass.FOOD, "food foods meal meals dinner lunch breakfast plate plates bowl bowls dish "
                + "dishes tray platter buffet snack snacks pancake pancakes waffle waffles pasta noodles rice soup meat "
                + "fries sushi");
        topic("train", BankClass.VEHICLE, "train trains locomotive locomotives subway tram trolley engine");
        topic("bus", BankClass.VEHICLE, "bus buses");
        topic("airplane", BankClass.VEHICLE, "airplane airplanes plane planes jet jets aircraft airliner airliners "
                + "biplane helicopter");
        topic("boat", BankClass.VEHICLE, "boat boats ship ships sailboat sailboats yacht yachts canoe kayak ferry");
        topic("bike", BankClass.VEHICLE, "motorcycle motorcycles motorbike motorbikes scooter scooters bicycle "
                + "bicycles bike bikes");
        topic("car", BankClass.VEHICLE, "car cars truck trucks van vans taxi cab jeep tractor vehicle vehicles");
        topic("sign", BankClass.STREET, "sign signs meter meters light lights billboard pole poles");
        topic("hydrant", BankClass.STREET, "hydrant hydrants");
        topic("clock", BankClass.STREET, "clock clocks tower towers");
        topic("building", BankClass.STREET, "building buildings church house houses storefront store shop statue "
                + "monument fountain skyline");
        topic("bench", BankClass.STREET, "bench benches");
        topic("road", BankClass.STREET, "street streets road roads intersection corner sidewalk city alley "
                + "highway bridge station market");
        topic("kitchen", BankClass.ROOM, "kitchen kitchens refrigerator fridge oven stove microwave counter "
                + "cabinet cabinets pot pots pan pans skillet");
        topic("bathroom", BankClass.ROOM, "bathroom bathrooms toilet toilets sink sinks bathtub tub shower mirror "
                + "urinal");
        topic("bed", BankClass.ROOM, "bed beds bedroom bedrooms");
        topic("sofa", BankClass.ROOM, "couch couches sofa sofas chair chairs");
        topic("table", BankClass.ROOM, "table tables");
        topic("desk", BankClass.ROOM, "desk desks office offices scissors pen pens pencil pencils marker markers "
                + "notebook notebooks stapler"); // office supplies take the desk's clauses (round 14: scissors in a pen pot)
        topic("computer", BankClass.ELECTRONICS, "laptop laptops desktop desktops computer computers monitor monitors "
                + "screen screens keyboard keyboards tablet printer");
        topic("phone", BankClass.ELECTRONICS, "phone phones cellphone cellphones smartphone");
        topic("tv", BankClass.ELECTRONICS, "tv tvs television televisions remote remotes controller controllers");
        topic("kite", BankClass.SPORTS, "kite kites");
        topic("umbrella", BankClass.GENERAL, "umbrella umbrellas parasol");
        topic("teddy", BankClass.GENERAL, "teddy");
        topic("luggage", BankClass.GENERAL, "suitcase suitcases luggage bag bags");
        // Round 14: scenes that took the last-resort clauses most often (a vase of flowers, a harbor, a field, a book).
        topic("flowers", BankClass.GENERAL, "flower flowers bouquet bouquets vase vases rose roses plant plants "
                + "tulips daisies orchid orchids blossoms");
        topic("water", BankClass.GENERAL, "harbor harbors harbour beach beaches ocean sea lake lakes river rivers "
                + "shore shoreline pier piers dock docks marina waves bay pond water waterfront");
        topic("field", BankClass.GENERAL, "field fields park meadow pasture pastures grass hill hills hillside "
                + "mountain mountains slope slopes forest woods garden");
        topic("book", BankClass.GENERAL, "book books bookshelf bookshelves bookcase library magazine magazines "
                + "newspaper newspapers novel");
        topic("cat", BankClass.ANIMAL, "cat cats kitten kittens kitty");
        topic("dog", BankClass.ANIMAL, "dog dogs puppy puppies pup pups");
        topic("giraffe", BankClass.ANIMAL, "giraffe giraffes");
        topic("elephant", BankClass.ANIMAL, "elephant elephants");
        topic("zebra", BankClass.ANIMAL, "zebra zebras");
        topic("horse", BankClass.ANIMAL, "horse horses pony ponies");
        topic("bird", BankClass.ANIMAL, "bird birds duck ducks pigeon pigeons seagull seagulls gull gulls goose "
                + "geese swan swans parrot parrots owl owls");
        topic("cattle", BankClass.ANIMAL, "cow cows cattle calf calves sheep lamb lambs goat goats bull bulls");
        topic("bear", BankClass.ANIMAL, "bear bears");
        CLASS_OF.put(PERSON, BankClass.GENERAL);
        CLASS_OF.put(COUPLE, BankClass.GENERAL);
        CLASS_OF.put(ANIMAL, BankClass.ANIMAL);

        // Only words the verb table does not read as the subject's action: states ("asleep", "seated"), "-ed" forms
        // of vehicles and poses, and "wearing" (no action of its own there, but the outfit is what the bank speaks of).
        extra(BankAction.REST, "asleep seated curled parked stopped docked moored");
        extra(BankAction.STAND, "gathered huddled posed");
        extra(BankAction.WEAR, "wear wears wearing dressed");
        extra(BankAction.MOVE, "towed landing taxiing departing arriving approaching");
    }

    private BankTopics() {
    }

    /**
     * What a person may be shown with, by the words that name it: a kite, a surfboard, a dog. Round 20: the reads
     * found a person's action clauses ("like someone who took the long way on purpose") fitting the action's class
     * but not what the person does it with; these keys ({@code person.with.GEAR}) speak of the thing itself.
     */
    private static final Map<String, String> GEAR_OF_WORD = new HashMap<>();

    static {
        gear("kite", "kite kites");
        gear("surf", "surfboard surfboards surf surfing surfer surfers");
        gear("ski", "ski skis skiing skier skiers snowboard snowboards snowboarding snowboarder snowboarders");
        gear("skate", "skateboard skateboards skateboarding skateboarder skateboarders skater skaters");
        gear("tennis", "tennis racket rackets racquet racquets");
        gear("baseball", "baseball umpire");
        gear("frisbee", "frisbee frisbees");
        gear("umbrella", "umbrella umbrellas parasol parasols");
        gear("phone", "phone phones cellphone cellphones smartphone smartphones");
        gear("computer", "laptop laptops computer computers keyboard keyboards");
        gear("game", "wii controller controllers joystick videogame videogames");
        gear("horse", "horse horses pony ponies");
        gear("dog", "dog dogs puppy puppies");
        gear("cycle", "bicycle bicycles bike bikes cyclist cyclists bicyclist bicyclists");
        gear("motorbike", "motorcycle motorcycles motorbike motorbikes scooter scooters moped mopeds");
        gear("luggage", "suitcase suitcases luggage baggage");
    }

    private static void gear(String gear, String words) {
        for (String w : words.split(" ")) {
            GEAR_OF_WORD.put(w, gear);
        }
    }

    /** Every gear a person's key may name ({@code person.with.GEAR}). */
    public static Set<String> gears() {
        return Set.copyOf(GEAR_OF_WORD.values());
    }

    /** The gear a word names ("surfboard" to {@code surf}); empty when it names none. */
    public static Optional<String> gearOf(String word) {
        return Optional.ofNullable(GEAR_OF_WORD.get(word.toLowerCase(Locale.ROOT)));
    }

    private static void topic(String topic, BankClass c, String nouns) {
        CLASS_OF.put(topic, c);
        for (String n : nouns.split(" ")) {
            TOPIC_OF_NOUN.put(n, topic);
        }
    }

    private static void extra(BankAction a, String words) {
        for (String v : words.split(" ")) {
            EXTRA_ACTIONS.put(v, a);
        }
    }

    /** Every topic, with {@link #PERSON} and {@link #ANIMAL}, in a fixed order. */
    public static Set<String> topics() {
        return CLASS_OF.keySet();
    }

    /** The class a topic belongs to; empty for a word that is no topic. */
    public static Optional<BankClass> classOf(String topic) {
        return Optional.ofNullable(CLASS_OF.get(topic));
    }

    /** The topic a noun names ("slices" of nothing, "pizzas" to {@code pizza}); empty when it names none. */
    public static Optional<String> topicOf(String noun) {
        String w = noun.toLowerCase(Locale.ROOT);
        if (w.startsWith("hot ")) {
            return Optional.of("sandwich"); // "hot dog"
        }
        if (w.startsWith("toilet ")) {
            return Optional.of("bathroom");
        }
        if (w.startsWith("teddy ") || w.startsWith("stuffed ") || w.startsWith("toy ") || w.startsWith("plush ")) {
            return Optional.of("teddy");
        }
        if (w.startsWith("computer ")) {
            return Optional.of("computer");
        }
        return Optional.ofNullable(TOPIC_OF_NOUN.get(w));
    }

    /**
     * The action of the subject's own verbs in {@code words} after index {@code head} (the subject's noun), or just
     * before it ("a sleeping cat"): the first one, except that a posture ("sitting", "standing") gives way to a later
     * eating, sport, work or motion ("sitting at a table eating"), and a pose word ("wearing", "smiling") to any later
     * verb. Verbs are read by {@link SceneAction#verbAt} and classed by {@link ActionClasses}; a verb of another
     * subject ("while others watch", "watches cars racing") is no action of this one. {@link BankAction#NONE} when
     * there is none ("Three sheep are in a pasture").
     */
    public static BankAction actionOf(List<TaggedToken> words, int head) {
        BankAction found = BankAction.NONE;
        boolean weak = false;
        boolean watches = false;
        for (int i = Math.max(0, head - 1); i < words.size(); i++) {
            if (i == head) {
                continue;
            }
            String w = words.get(i).text().toLowerCase(Locale.ROOT);
            Optional<String> lemma = lemmaAt(words, i, head);
            BankAction a = lemma.map(BankTopics::actionOfLemma).orElse(null);
            if (a == null && (i > head || w.endsWith("ing"))) {
                a = EXTRA_ACTIONS.get(w);
                boolean verb = "VERB".equals(words.get(i).pos()) || w.endsWith("ing") || w.endsWith("ed")
                        || "asleep".equals(w);
                a = verb ? a : null;
            }
            if (a == null || i > head && SceneAction.ofAnother(words, i)) {
                continue;
            }
            boolean pose = POSE_WORDS.contains(w) || lemma.flatMap(ActionClasses::of)
                    .filter(c -> c.kind().equals("laugh")).isPresent();
            if (a == BankAction.MOVE && found != BankAction.NONE && lemma.filter("go"::equals).isPresent()) {
                continue; // "standing in a field going nose to nose": an idiom, no motion (round 9 read "hurrying")
            }
            if (found == BankAction.NONE) {
                found = a;
                weak = pose;
                // Watching is no posture that a later verb says more about: "a cat watches cars racing" (round 11).
                watches = lemma.flatMap(ActionClasses::of).filter(c -> c.family().equals("look")).isPresent();
            } else if (weak) {
                return a;
            } else if (!watches && (found == BankAction.REST || found == BankAction.STAND) && (a == BankAction.EAT
                    || a == BankAction.SPORT || a == BankAction.WORK || a == BankAction.MOVE)) {
                return a;
            }
        }
        return found;
    }

    /** The verb lemma at {@code i}: an "-ing" word just before the subject ("a sleeping cat") is its action too. */
    private static Optional<String> lemmaAt(List<TaggedToken> words, int i, int head) {
        if (i < head) {
            String w = words.get(i).text().toLowerCase(Locale.ROOT);
            return w.endsWith("ing") ? ActionClasses.lemma(w) : Optional.empty();
        }
        Optional<String> read = SceneAction.verbAt(words, i);
        String w = words.get(i).text().toLowerCase(Locale.ROOT);
        // The tagger calls some subjects adjectives ("A man/ADJ standing", "sheep/ADJ"), which makes the verb after
        // them look like a noun to verbAt; a word tagged as a verb or an "-ing" word after the subject is one.
        if (read.isEmpty() && ("VERB".equals(words.get(i).pos()) || w.endsWith("ing"))
                && !ActionClasses.NOUNS.contains(w) && !ActionClasses.NO_ACTION.contains(w)) {
            List<String> after = words.subList(i + 1, Math.min(words.size(), i + 5)).stream()
                    .map(t -> t.text().toLowerCase(Locale.ROOT)).toList();
            return ActionClasses.lemma(w).map(l -> ActionClasses.byObject(l, after));
        }
        return read;
    }

    /**
     * The bank's coarse action of a verb lemma of {@link ActionClasses}, by its family: rest, stand, move, play and
     * throw, eat, hold and look as their names say; hugging and tending (petting) are HOLD; laughing and smiling are
     * a pose (STAND); work is WORK but using a thing (a phone, a camera) is HOLD; a few lemmas differ
     * ({@link #BY_LEMMA}). Null for talking (no clauses fit it) and for a lemma the table lacks.
     */
    static BankAction actionOfLemma(String lemma) {
        Optional<ActionClasses.Action> c = ActionClasses.of(lemma);
        if (c.isEmpty()) {
            return null;
        }
        if (BY_LEMMA.containsKey(lemma)) {
            return BY_LEMMA.get(lemma);
        }
        return switch (c.get().family()) {
            case "rest" -> BankAction.REST;
            case "stand" -> BankAction.STAND;
            case "move" -> BankAction.MOVE;
            case "play", "throw" -> BankAction.SPORT;
            case "eat" -> BankAction.EAT;
            // Looking and watching are a pose, not holding (round 14's read: "A crowd looks on ..., holding on like
            // toddlers with favorite toys").
            case "look" -> BankAction.STAND;
            case "hold", "hug", "tend" -> BankAction.HOLD;
            // Talking has no clauses of its own; those of holding spoke of things held ("a man speaks to some
            // children ... like a pirate guarding a priceless treasure", round 12), so it is no bank action.
            case "talk" -> c.get().kind().equals("laugh") ? BankAction.STAND : null;
            case "work" -> USING.contains(lemma) ? BankAction.HOLD : BankAction.WORK;
            default -> null;
        };
    }

    /**
     * Lemmas the bank reads unlike their family: feeding is a meal scene, pushing (a bus, a cart) is work, floating
     * (a swan, a boat) is rest.
     */
    private static final Map<String, BankAction> BY_LEMMA = Map.of("feed", BankAction.EAT, "push", BankAction.WORK,
            "float", BankAction.REST);

    /** Work-family verbs that are using a thing rather than working at it. */
    private static final Set<String> USING = Set.of("use", "text", "photograph", "film", "shop", "buy", "sell");

    /** Whether {@code w} is a verb form the bank knows ("sits"), never the second noun of a compound. */
    static boolean verbForm(String w) {
        String l = w.toLowerCase(Locale.ROOT);
        boolean known = EXTRA_ACTIONS.containsKey(l)
                || ActionClasses.lemma(l).map(BankTopics::actionOfLemma).isPresent() && !ActionClasses.NOUNS.contains(l);
        return known && !TOPIC_OF_NOUN.containsKey(l);
    }

    /** Verbs that say how someone looks rather than what they do: any later verb says more. */
    private static final Set<String> POSE_WORDS = Set.of("wear", "wears", "wearing", "dressed", "gathered",
            "huddled");
}
