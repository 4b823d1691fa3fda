package org.pairlab.augment.erg;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.pairlab.text.TaggedToken;
import org.pairlab.text.WordNetLookup;

/**
 * What a factual caption's scene is for the {@link PhraseBank}: the class of the thing it is about and whether the
 * scene is solemn (war gear) or grim (an accident, a disaster), where a light clause would be out of place.
 *
 * @param thing  the class of the caption's subject
 * @param mood   whether the scene is ordinary, solemn or grim
 * @param noun   the word the class was read from ("plate"); empty when none named a class
 */
public record BankScene(BankClass thing, Mood mood, String noun) {
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
                    + "oven stove microwave counter cabinet cabinets shelf shelves bathtub tub shower mirror lamp vase "
                    + "furniture office"),
            BankClass.ELECTRONICS, words("laptop laptops computer computers tv tvs television televisions monitor "
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
            + "line top front middle back area piece pieces slice slices assortment display");
    /** Food words that name a vessel: a toilet "bowl" or a bathroom "cup" makes no meal of a room. */
    private static final Set<String> CONTAINERS = words("bowl bowls cup cups mug tray dish dishes");
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
            if (FRAMES.contains(w) || !nounLike) {
                continue;
            }
            seenNoun = true;
            if (i + 1 < words.size() && (words.get(i + 1).isNoun() || inAnyList(lower(words.get(i + 1))))
                    && !FRAMES.contains(lower(words.get(i + 1))) && !NEVER_HEADS.contains(lower(words.get(i + 1)))) {
                continue; // a compound's head is its last noun: a "banana plant" is a plant, a "street sign" a sign
            }
            if ("dog".equals(w) && i > 0 && "hot".equals(lower(words.get(i - 1)))) {
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
            if ("computer".equals(before) && "mouse".equals(w)) {
                byList = Optional.of(new BankScene(BankClass.ELECTRONICS, mood, "computer mouse"));
                break;
            }
            if (Set.of("teddy", "stuffed", "toy", "plush").contains(before)) {
                byList = Optional.of(new BankScene(BankClass.GENERAL, mood, before + " " + w)); // not an animal
                break;
            }
            if (CaptionSubject.ANIMAL_NOUNS.contains(w) || w.endsWith("s")
                    && CaptionSubject.ANIMAL_NOUNS.contains(w.substring(0, w.length() - 1)) || t.lemma() != null
                    && CaptionSubject.ANIMAL_NOUNS.contains(lower(t.lemma()))) {
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
                if (NOUNS.get(BankClass.FOOD).contains(w) && !CONTAINERS.contains(w)) {
                    return new BankScene(BankClass.FOOD, mood, w);
                }
            }
        }
        return scene;
    }

    /** Whether {@code w} names a person or an animal, one or several ("bears", which the tagger may take for a verb). */
    private static boolean isBeing(String w) {
        String one = w.endsWith("s") ? w.substring(0, w.length() - 1) : w;
        return CaptionSubject.PERSON_NOUNS.contains(w) || CaptionSubject.MALE_NOUNS.contains(w)
                || CaptionSubject.FEMALE_NOUNS.contains(w) || CaptionSubject.ANIMAL_NOUNS.contains(w)
                || CaptionSubject.ANIMAL_NOUNS.contains(one) || CaptionSubject.PERSON_NOUNS.contains(one);
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
