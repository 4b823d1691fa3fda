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
    /** The topic of an animal no species topic names; its keys are {@code animal.ACTION}. */
    public static final String ANIMAL = "animal";

    private static final Map<String, BankClass> CLASS_OF = new LinkedHashMap<>();
    private static final Map<String, String> TOPIC_OF_NOUN = new HashMap<>();
    private static final Map<String, BankAction> ACTION_OF_VERB = new HashMap<>();

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
        topic("desk", BankClass.ROOM, "desk desks office offices");
        topic("computer", BankClass.ELECTRONICS, "laptop laptops desktop desktops computer computers monitor monitors "
                + "screen screens keyboard keyboards tablet printer");
        topic("phone", BankClass.ELECTRONICS, "phone phones cellphone cellphones smartphone");
        topic("tv", BankClass.ELECTRONICS, "tv tvs television televisions remote remotes controller controllers");
        topic("kite", BankClass.SPORTS, "kite kites");
        topic("umbrella", BankClass.GENERAL, "umbrella umbrellas parasol");
        topic("teddy", BankClass.GENERAL, "teddy");
        topic("luggage", BankClass.GENERAL, "suitcase suitcases luggage bag bags");
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
        CLASS_OF.put(ANIMAL, BankClass.ANIMAL);

        action(BankAction.REST, "sit sits sitting sat seated lie lies lying laying lays laid sleep sleeps sleeping "
                + "asleep slept rest rests resting relax relaxes relaxing nap naps napping lounging lounge curled "
                + "sunbathing parked stopped docked moored meditating floating floats");
        action(BankAction.STAND, "stand stands standing stood pose poses posing posed wait waits waiting wear wears "
                + "wearing dressed smile smiles smiling gathered huddled");
        action(BankAction.MOVE, "walk walks walking run runs running ride rides riding rode ski skis skiing surf "
                + "surfs surfing skate skates skating skateboarding snowboarding jump jumps jumping climb climbs "
                + "climbing cross crosses crossing fly flies flying race races racing drive drives driving swim swims "
                + "swimming heading roaming wandering travelling traveling trotting galloping marching passing pulling "
                + "going coming sailing moving leaving arriving departing landing towed speeding cruising");
        action(BankAction.SPORT, "swing swings swinging hit hits hitting throw throws throwing catch catches "
                + "catching serve serves serving play plays playing kick kicks kicking pitch pitches pitching bat "
                + "bats batting toss tosses tossing performing performs");
        action(BankAction.EAT, "eat eats eating ate drink drinks drinking graze grazes grazing bite bites biting "
                + "chewing licking sipping feeding munching nibbling nibbles pecking pecks");
        action(BankAction.HOLD, "hold holds holding carry carries carrying look looks looking watch watches watching "
                + "use uses using read reads reading show shows showing talk talks talking check checks checking "
                + "taking pet petting hug hugs hugging");
        action(BankAction.WORK, "work works working cook cooks cooking cut cuts cutting prepare prepares preparing "
                + "bake bakes baking type types typing fix fixes fixing clean cleans cleaning wash washes washing "
                + "brush brushes brushing push pushes pushing");
    }

    private BankTopics() {
    }

    private static void topic(String topic, BankClass c, String nouns) {
        CLASS_OF.put(topic, c);
        for (String n : nouns.split(" ")) {
            TOPIC_OF_NOUN.put(n, topic);
        }
    }

    private static void action(BankAction a, String verbs) {
        for (String v : verbs.split(" ")) {
            ACTION_OF_VERB.put(v, a);
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
     * The action of the verbs the bank knows in {@code words} after index {@code head} (the subject's noun), or just
     * before it ("a sleeping cat"): the first one, except that a posture ("sitting", "standing") gives way to a later
     * eating, sport, work or motion ("sitting at a table eating"), and a pose word ("wearing", "smiling") to any later
     * verb. Only words tagged as verbs or ending in -ing count ("on skis" is no skiing). {@link BankAction#NONE} when
     * there is none ("Three sheep are in a pasture").
     */
    public static BankAction actionOf(List<TaggedToken> words, int head) {
        BankAction found = BankAction.NONE;
        boolean weak = false;
        for (int i = Math.max(0, head - 1); i < words.size(); i++) {
            if (i == head) {
                continue;
            }
            TaggedToken t = words.get(i);
            String w = t.text().toLowerCase(Locale.ROOT);
            BankAction a = ACTION_OF_VERB.get(w);
            boolean verb = "VERB".equals(t.pos()) || w.endsWith("ing") || "asleep".equals(w) || "seated".equals(w);
            if (a == null || !verb || i < head && !w.endsWith("ing")) {
                continue;
            }
            if (a == BankAction.MOVE && found != BankAction.NONE && GOING.contains(w)) {
                continue; // "standing in a field going nose to nose": an idiom, no motion (round 9 read "hurrying")
            }
            if (found == BankAction.NONE) {
                found = a;
                weak = POSE_WORDS.contains(w);
            } else if (weak) {
                return a;
            } else if ((found == BankAction.REST || found == BankAction.STAND) && (a == BankAction.EAT
                    || a == BankAction.SPORT || a == BankAction.WORK || a == BankAction.MOVE)) {
                return a;
            }
        }
        return found;
    }

    /** Whether {@code w} is a verb form the bank knows ("sits"), never the second noun of a compound. */
    static boolean verbForm(String w) {
        String l = w.toLowerCase(Locale.ROOT);
        return ACTION_OF_VERB.containsKey(l) && !TOPIC_OF_NOUN.containsKey(l);
    }

    /** Forms of "go", which after another verb is mostly an idiom ("going nose to nose", "going for the ball"). */
    private static final Set<String> GOING = Set.of("go", "goes", "going");

    /** Verbs that say how someone looks rather than what they do: any later verb says more. */
    private static final Set<String> POSE_WORDS = Set.of("wear", "wears", "wearing", "dressed", "smile", "smiles",
            "smiling", "gathered", "huddled");
}
