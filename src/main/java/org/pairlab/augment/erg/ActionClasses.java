package org.pairlab.augment.erg;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A curated table of the commonest COCO and FlickrStyle verbs by what the subject is doing (rest, stand, move, play,
 * eat, hold, look, throw or hit, talk, work, hug, tend), so a style phrase said of one action is not grafted after
 * another ("sitting behind a pair of shoes to search for bones" took a purpose of running). A family is the action
 * class ("move"); its kind is the narrower action ("ride"), which purposes must share. The tagger's lemmas are not
 * used: it calls "sits", "trots" and "smiles" nouns and lemmatizes none of them, so inflections are undone here.
 */
final class ActionClasses {
    /** An action class: the family ("move") and the narrower kind ("ride"). */
    record Action(String family, String kind) {
    }

    private static final Map<String, Action> VERBS = new HashMap<>();

    private static void add(String family, String kind, String lemmas) {
        for (String l : lemmas.split(" ")) {
            VERBS.put(l, new Action(family, kind));
        }
    }

    static {
        add("rest", "sit", "sit perch kneel squat crouch");
        add("rest", "lie", "lie lay sleep nap rest relax lounge recline curl sprawl bask snooze doze sunbathe meditate");
        add("stand", "stand", "stand wait stay line lean gather huddle linger stop park queue");
        add("stand", "pose", "pose model");
        add("move", "foot", "walk run jog stroll hike march wander trot gallop roam cross head go come move approach "
                + "follow lead travel chase hurry rush dash step enter leave exit pass arrive depart");
        add("move", "ride", "ride drive bike cycle skate skateboard surf ski snowboard sail row paddle kayak race "
                + "steer canoe wakeboard speed cruise pilot");
        add("move", "leap", "jump leap hop bound flip fly soar dive climb glide bounce fall tumble");
        add("move", "swim", "swim wade splash float");
        add("play", "play", "play fight wrestle frolic dig fetch tug romp compete kick");
        add("play", "kite", "kite-fly");
        add("play", "perform", "perform dance sing practice train exercise stretch balance");
        add("eat", "eat", "eat drink graze chew bite lick sip dine munch nibble taste feast peck");
        add("hold", "hold", "hold carry grab pull push drag lift tow bring pick hand clutch");
        add("look", "look", "look watch stare gaze view observe peer glance check examine read sniff search seek "
                + "admire overlook see inspect browse");
        add("throw", "throw", "throw toss pitch serve fling");
        add("throw", "catch", "catch");
        add("throw", "hit", "hit bat strike volley smash swat swing return");
        add("talk", "talk", "talk chat speak converse whisper call yell shout greet wave");
        add("talk", "laugh", "laugh smile grin giggle");
        add("work", "cook", "cook prepare cut make bake grill slice chop");
        add("work", "use", "use type text work write paint fix repair build clean wash brush shave comb sew "
                + "photograph film shop buy sell");
        add("hug", "hug", "hug kiss cuddle embrace snuggle");
        add("tend", "tend", "pet feed groom herd");
    }

    /** Irregular forms the suffix rules below do not undo. */
    private static final Map<String, String> IRREGULAR = Map.ofEntries(Map.entry("sat", "sit"),
            Map.entry("lying", "lie"), Map.entry("lies", "lie"), Map.entry("ran", "run"), Map.entry("rode", "ride"),
            Map.entry("ate", "eat"), Map.entry("drank", "drink"), Map.entry("flew", "fly"), Map.entry("flies", "fly"),
            Map.entry("flying", "fly"), Map.entry("stood", "stand"), Map.entry("swam", "swim"),
            Map.entry("threw", "throw"), Map.entry("caught", "catch"), Map.entry("held", "hold"),
            Map.entry("fell", "fall"), Map.entry("dove", "dive"), Map.entry("led", "lead"), Map.entry("fed", "feed"),
            Map.entry("saw", "see"), Map.entry("went", "go"), Map.entry("came", "come"), Map.entry("dug", "dig"),
            Map.entry("slept", "sleep"), Map.entry("bit", "bite"), Map.entry("sang", "sing"),
            Map.entry("skiing", "ski"), Map.entry("skis", "ski"), Map.entry("dying", "die"), Map.entry("lay", "lie"),
            Map.entry("lays", "lie"), Map.entry("laying", "lie"), Map.entry("laid", "lie"));

    /**
     * Verbs whose action is told by their object ("riding a wave" is surfing, "flying a kite" playing, "making his
     * way" walking): the verb's lemma, the object words, and the lemma they make it.
     */
    private static final List<Map.Entry<String, Map<String, String>>> BY_OBJECT = List.of(
            Map.entry("ride", Map.of("wave", "surf", "waves", "surf", "surfboard", "surf", "surf", "surf",
                    "skateboard", "skateboard", "skis", "ski", "snowboard", "snowboard", "bike", "bike",
                    "bicycle", "bike")),
            Map.entry("fly", Map.of("kite", "kite-fly", "kites", "kite-fly", "plane", "pilot", "airplane", "pilot",
                    "biplane", "pilot", "jet", "pilot", "drone", "kite-fly")),
            Map.entry("make", Map.of("way", "walk")),
            // "a train pulling into the station" arrives; pulling a cart stays holding.
            Map.entry("pull", Map.of("into", "arrive", "in", "arrive", "up", "arrive", "out", "depart", "away",
                    "depart")));

    /** Verbs that are no action of their own: being, wearing, frames before "to" ("tries to catch"). */
    static final Set<String> NO_ACTION = Set.of("be", "is", "are", "was", "were", "am", "been", "being", "have",
            "has", "had", "having", "wear", "wears", "wearing", "dress", "dressed", "seem", "seems", "appear",
            "appears", "try", "tries", "trying", "attempt", "attempts", "attempting", "begin", "begins", "beginning",
            "start", "starts", "starting", "want", "wants", "wanting", "get", "gets", "getting", "contain", "contains",
            "feature", "features", "include", "includes", "show", "shows", "showing", "do", "does", "doing", "take",
            "takes", "taking", "enjoy", "enjoys", "enjoying", "ready", "about", "like", "likes", "love", "loves", "loving");

    /** Verbs that are only a frame before "to" ("preparing to jump", "going to fall"): the action follows. */
    static final Set<String> FRAMES = Set.of("prepare", "go", "need", "wait", "learn", "plan", "hope", "decide",
            "stop", "pause", "struggle", "fight", "rush", "hurry", "race", "head", "come");

    /** "-ing" and "-s" words of captions that are nouns, not the subject's action. */
    static final Set<String> NOUNS = Set.of("building", "buildings", "clothing", "ceiling", "evening", "morning",
            "something", "nothing", "anything", "everything", "wedding", "railing", "railings", "painting",
            "paintings", "parking", "dining", "living", "ring", "king", "sibling", "frosting", "icing", "topping",
            "toppings", "filling", "stuffing", "pudding", "sling", "string", "wing", "wings", "swing", "swings",
            "spring", "bedding", "awning", "seating", "landing", "crossing", "clearing", "outing", "bowling",
            "boxing", "lighting", "sightseeing", "kites", "walks", "rides", "lines", "waves", "races", "runs",
            "stands", "shorts", "chips", "plays", "games", "trains", "hands", "parks", "falls", "flips", "boards",
            "works", "cuts", "stops");

    private ActionClasses() {
    }

    /**
     * The lemma of {@code word} (lower-case) when it is an inflection of a verb of the table ("sits", "sitting" ->
     * "sit"; "laying" -> "lay"; "running" -> "run"), else empty.
     */
    static Optional<String> lemma(String word) {
        String w = word;
        if (IRREGULAR.containsKey(w)) {
            return Optional.of(IRREGULAR.get(w));
        }
        for (String c : candidates(w)) {
            if (VERBS.containsKey(c)) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }

    /**
     * {@code lemma} as its object (the next {@code after} words, lower-case) tells it: "ride" of "riding a wave" is
     * "surf", "fly" of "flying kites" is "kite-fly"; else {@code lemma}.
     */
    static String byObject(String lemma, List<String> after) {
        for (Map.Entry<String, Map<String, String>> e : BY_OBJECT) {
            if (e.getKey().equals(lemma)) {
                for (String w : after) {
                    if (e.getValue().containsKey(w)) {
                        return e.getValue().get(w);
                    }
                }
            }
        }
        return lemma;
    }

    /** A lemma guess for a verb the table lacks (the form itself with the commonest suffix taken off). */
    static String guess(String word) {
        List<String> c = candidates(word);
        return c.get(c.size() > 1 ? 1 : 0);
    }

    /** The action class of a lemma of the table; empty for verbs it lacks (they match only themselves). */
    static Optional<Action> of(String lemma) {
        return Optional.ofNullable(VERBS.get(lemma));
    }

    /** Whether {@code word} is an inflected form (-s, -ing) rather than a base form. */
    static boolean inflected(String word) {
        return word.endsWith("ing") && word.length() > 4 || word.endsWith("s") && !word.endsWith("ss")
                || IRREGULAR.containsKey(word);
    }

    private static List<String> candidates(String w) {
        List<String> out = new java.util.ArrayList<>();
        out.add(w);
        if (w.endsWith("ing") && w.length() > 4) {
            String b = w.substring(0, w.length() - 3);
            out.add(b);
            out.add(b + "e");
            if (b.length() > 2 && b.charAt(b.length() - 1) == b.charAt(b.length() - 2)) {
                out.add(b.substring(0, b.length() - 1)); // "running" -> "run"
            }
        } else if (w.endsWith("ies") && w.length() > 4) {
            out.add(w.substring(0, w.length() - 3) + "y");
        } else if (w.endsWith("es") && w.length() > 3) {
            out.add(w.substring(0, w.length() - 1));
            out.add(w.substring(0, w.length() - 2));
        } else if (w.endsWith("s") && !w.endsWith("ss") && w.length() > 2) {
            out.add(w.substring(0, w.length() - 1));
        }
        return out;
    }
}
