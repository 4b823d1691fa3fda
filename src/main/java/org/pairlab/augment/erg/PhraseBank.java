package org.pairlab.augment.erg;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * PairLab's own curated style clauses, per style and per key of what a caption is about, used when no retrieved
 * FlickrStyle phrase fits the caption's subject (FlickrStyle describes people and dogs, so almost nothing in it fits a
 * plate, a train or a street sign). The clauses live in {@code phrase-bank-STYLE.tsv} beside this class, keyed by a
 * {@link BankTopics} topic ("pizza", "bench", "giraffe"), by people's or animals' action ("person.rest",
 * "animal.eat"), or by a {@link BankClass} as the last resort ("food", "general"). Each speaks of its key's own
 * situation, with no pronouns and no verb that agrees with the subject; a clause about a subject's number has its
 * plural form after a bar ("like a model|like models"). A key whose clause is "-" takes none in that style (a toilet
 * has no romance): the style's general clauses stand in. Grafted after a comma at the end ("A plate of food
 * on a table, set for a candlelit dinner for two."), and marked {@link GraftPlacement#BANK} so a reviewer sees it.
 * Each clause was checked once in such captions with LanguageTool ({@code PhraseBankTest} keeps it that way); the
 * humorous and romantic clauses lean on FlickrStyle's own words ("like a ...", "as if", "love", "lovers") so the style
 * classifier, trained on FlickrStyle, reads them as the style; {@code bench erg-dev} lists how each one reads
 * ({@code erg-bank-STYLE.txt}).
 */
public final class PhraseBank {
    /**
     * The bank files, resources beside this class: style, key and clause per line, tab-separated; one file per style
     * with many clauses (so one reader can audit a style's file alone), the small styles together.
     */
    static final List<String> RESOURCES = List.of("phrase-bank-humorous.tsv", "phrase-bank-romantic.tsv",
            "phrase-bank.tsv");
    /** The clause that marks a key as taking no clause in a style. */
    static final String NONE = "-";
    private static final Map<String, Map<String, List<BankClause>>> CLAUSES = load();

    private PhraseBank() {
    }

    /** The styles that have a bank. */
    public static Set<String> styles() {
        return CLAUSES.keySet();
    }

    /** Every clause of {@code style} in both numbers, each once, in file order; empty when the style has no bank. */
    public static List<String> clauses(String style) {
        Set<String> all = new LinkedHashSet<>();
        CLAUSES.getOrDefault(style, Map.of()).values().forEach(l -> l.forEach(c -> {
            all.add(c.one());
            all.add(c.several());
        }));
        return List.copyOf(all);
    }

    /**
     * The clauses {@code style} has for the class {@code c}, its own and those of its topics and actions, in both
     * numbers, each once, in file order; empty when it has none.
     */
    public static List<String> clauses(String style, BankClass c) {
        Set<String> all = new LinkedHashSet<>();
        CLAUSES.getOrDefault(style, Map.of()).forEach((key, l) -> {
            if (classOfKey(key) == c) {
                l.forEach(k -> {
                    all.add(k.one());
                    all.add(k.several());
                });
            }
        });
        return List.copyOf(all);
    }

    /**
     * The last-resort clauses of {@code style} (its "general" key, one subject's form), for a scene that takes no
     * clause of its own and has no retrieved phrase either; not the class's topics ({@link #clauses(String, BankClass)}
     * holds people's actions and umbrellas too).
     */
    public static List<String> generalClauses(String style) {
        return clausesOfKey(style, BankClass.GENERAL.id()).stream().map(BankClause::one).toList();
    }

    /** The clauses of one key ("pizza", "person.rest", "food") in {@code style}, file order; empty when none. */
    public static List<BankClause> clausesOfKey(String style, String key) {
        return CLAUSES.getOrDefault(style, Map.of()).getOrDefault(key, List.of());
    }

    /**
     * The one-subject form of a bank clause given in either form ("like superstars in a cereal commercial" to "like a
     * superstar in a cereal commercial"); any other phrase unchanged.
     */
    public static String canonical(String phrase) {
        return ONE_FORM.getOrDefault(phrase, phrase);
    }

    /** Every clause's plural form to its one-subject form, where they differ. */
    private static final Map<String, String> ONE_FORM = oneForms();

    private static Map<String, String> oneForms() {
        Map<String, String> out = new java.util.HashMap<>();
        CLAUSES.values().forEach(byKey -> byKey.values().forEach(l -> l.forEach(c -> {
            if (!c.several().equals(c.one())) {
                out.putIfAbsent(c.several(), c.one());
            }
        })));
        return Map.copyOf(out);
    }

    /** The keys {@code style} has a line for, in file order ("-" keys included). */
    public static Set<String> keys(String style) {
        return CLAUSES.getOrDefault(style, Map.of()).keySet();
    }

    /** The classes {@code style} has clauses for. */
    public static Set<BankClass> classes(String style) {
        Set<BankClass> out = java.util.EnumSet.noneOf(BankClass.class);
        CLAUSES.getOrDefault(style, Map.of()).forEach((key, l) -> {
            if (!l.isEmpty()) {
                out.add(classOfKey(key));
            }
        });
        return out;
    }

    /**
     * The class whose clauses a scene takes in {@code style}: its own class when the style has clauses for it, else
     * {@link BankClass#GENERAL}; a scene with children takes {@link BankClass#CHILD} where the style has such clauses
     * (no romance for a child); a romantic object of the room or street class that is no place takes GENERAL; a
     * solemn scene takes {@link BankClass#GENTLE} humour and nothing in the other styles but negative; a grim scene
     * takes none. Empty when the scene takes no bank clause. Which clauses it takes: {@link #clausesFor}.
     */
    public static java.util.Optional<BankClass> classFor(String style, BankScene scene) {
        if (!CLAUSES.containsKey(style) || scene.mood() == BankScene.Mood.GRIM) {
            return java.util.Optional.empty();
        }
        if (scene.mood() == BankScene.Mood.SOLEMN) {
            if ("negative".equals(style)) {
                return java.util.Optional.of(BankClass.GENERAL);
            }
            return clauses(style, BankClass.GENTLE).isEmpty() ? java.util.Optional.empty()
                    : java.util.Optional.of(BankClass.GENTLE);
        }
        if (scene.mood() == BankScene.Mood.YOUNG && !clauses(style, BankClass.CHILD).isEmpty()) {
            return java.util.Optional.of(BankClass.CHILD);
        }
        if (SETTING_STYLES.contains(style) && !scene.place()
                && (scene.thing() == BankClass.ROOM || scene.thing() == BankClass.STREET)) {
            // A fridge, a desk or a road sign is no setting: a general clause (none speaks of a setting). Not the
            // retrieved phrases: for things they lack a romantic cue ("a clock tower ... enjoying the adventure of life").
            return java.util.Optional.of(BankClass.GENERAL);
        }
        return java.util.Optional.of(clauses(style, scene.thing()).isEmpty() ? BankClass.GENERAL : scene.thing());
    }

    /**
     * The clauses a scene takes in {@code style}, each in the scene's number, from the most specific key that has
     * any: for people their action's ("person.rest"), then any person's ("person"); for an animal its species' and its
     * action's together ("giraffe" and "animal.eat"), then any animal's ("animal"); for a thing its topic's
     * ("pizza") with those of its state ("bus.rest" for a parked or verbless bus, "bus.move" for a moving one), then
     * its class's ("food"); the general clauses last. Children and solemn scenes take their class's
     * ({@link #classFor}); a key marked "-" (a toilet in romance) goes straight to the general clauses. Empty when
     * the scene takes no clause (a wreck).
     */
    public static List<String> clausesFor(String style, BankScene scene) {
        java.util.Optional<BankClass> c = classFor(style, scene);
        if (c.isEmpty()) {
            return List.of();
        }
        List<List<String>> levels = new ArrayList<>();
        String action = scene.action().id();
        if (c.get() == BankClass.CHILD || c.get() == BankClass.GENTLE) {
            levels.add(List.of(c.get().id()));
        } else if (BankTopics.PERSON.equals(scene.topic())) {
            if (scene.couple()) {
                // "A couple sitting at a table": lovers of one another, not each with a lover of their own.
                levels.add(List.of(BankTopics.COUPLE));
            }
            if (!scene.gear().isEmpty()) {
                // "A man flying a kite": what the person does it with, before the action's class (round 20).
                levels.add(List.of(GEAR_KEY + scene.gear()));
            }
            levels.add(List.of(BankTopics.PERSON + "." + action));
            levels.add(List.of(BankTopics.PERSON));
        } else if (scene.thing() == BankClass.ANIMAL) {
            if (scene.action() == BankAction.WEAR) {
                // A dog in a hat: the outfit, before what a dog is in general ("waiting for a treat").
                levels.add(List.of(BankTopics.ANIMAL + "." + action));
            }
            levels.add(List.of(scene.topic(), BankTopics.ANIMAL + "." + action));
            levels.add(List.of(BankTopics.ANIMAL));
        } else {
            if (!scene.topic().isEmpty()) {
                // A vehicle's own clauses and those of its state: still ("bus.rest": parked, or no verb) or moving.
                String state = scene.action() == BankAction.NONE ? BankAction.REST.id() : action;
                levels.add(List.of(scene.topic(), scene.topic() + "." + state));
            }
            if (c.get() == scene.thing()) {
                // The setting rule of classFor: a romantic fridge takes its topic's clauses or the general ones.
                levels.add(List.of(scene.thing().id()));
            }
        }
        Map<String, List<BankClause>> byKey = CLAUSES.get(style);
        for (List<String> level : levels) {
            if (level.stream().anyMatch(k -> isNone(byKey.get(k)))) {
                break; // no clause of this scene's own: the general ones
            }
            Set<String> out = new LinkedHashSet<>();
            for (String key : level) {
                // A couple's clauses speak of the one couple, however many its caption's nouns.
                boolean plural = scene.plural() && !BankTopics.COUPLE.equals(key);
                byKey.getOrDefault(key, List.of()).stream().filter(k -> !clashes(k, scene.claims()))
                        .filter(k -> fitsState(k, scene))
                        .filter(k -> !herdOfLovers(k, scene))
                        .filter(k -> !BankClass.GENERAL.id().equals(key) || !likensAbsentPeople(k, scene))
                        .forEach(k -> out.add(k.form(plural)));
            }
            if (!out.isEmpty()) {
                return List.copyOf(out);
            }
        }
        return byKey.getOrDefault(BankClass.GENERAL.id(), List.of()).stream()
                .filter(k -> !clashes(k, scene.claims())).filter(k -> !likensAbsentPeople(k, scene))
                .map(k -> k.form(scene.plural())).distinct().toList();
    }

    /**
     * Whether a general clause likens a scene of no one (no people, no animal, which a simile may liken to a person)
     * to people ({@link #likensToSomeone}).
     */
    private static boolean likensAbsentPeople(BankClause clause, BankScene scene) {
        boolean someone = BankTopics.PERSON.equals(scene.topic()) || scene.thing() == BankClass.ANIMAL;
        return !someone && likensToSomeone(clause);
    }

    /** Words that make a simile liken its subject to people. */
    private static final Set<String> SOMEONE = Set.of("someone", "somebody", "people", "person", "star", "stars",
            "cast", "team", "crowd", "guest", "guests", "hero", "heroes");

    /**
     * Whether a clause likens its subject to people ("like someone who takes drama very seriously"): round 19's
     * reads found it after a toilet, an umbrella sculpture and an empty living room, scenes of no one, which take
     * the general clauses when no topic of theirs is known.
     */
    static boolean likensToSomeone(BankClause clause) {
        List<String> words = new ArrayList<>(EmbeddedGenerator.wordsOf(clause.one()));
        words.addAll(EmbeddedGenerator.wordsOf(clause.several()));
        return !words.isEmpty() && "like".equals(words.get(0))
                && words.stream().anyMatch(w -> SOMEONE.contains(w) || CaptionSubject.PERSON_NOUNS.contains(w));
    }

    /**
     * Words of standing a caption may state and a clause may not repeat or mock, in groups of one claim: after "two
     * women playing in a professional tennis match", "trying very hard to look like pros" contradicts the caption
     * (round 9 strict read), and after "a champion", "like a champion" only repeats it. Skill is one claim.
     */
    private static final List<Set<String>> CLAIMS = List.of(
            // One claim of skill: after "professional" a clause that wants them to "look like champions" mocks it too.
            Set.of("pro", "pros", "professional", "professionals", "professionally", "champion", "champions",
                    "championship", "championships", "champ", "champs", "expert", "experts", "expertly", "master",
                    "masters", "masterpiece"),
            Set.of("model", "models", "modeling", "modelling"),
            Set.of("star", "stars", "superstar", "celebrity", "celebrities"),
            Set.of("chef", "chefs"),
            Set.of("tourist", "tourists"),
            Set.of("athlete", "athletes", "olympic", "olympics"));

    /**
     * States a caption may state and a clause may not deny, each the caption's words and the clause words that deny
     * them: round 16 read "A room ... very cluttered and dusty, looking far too tidy to be real" and "a motorcycle with a
     * boot on the back wheel, ready for a romantic ride" as contradictions.
     */
    private static final List<Contradiction> CONTRADICTIONS = List.of(
            new Contradiction(Set.of("cluttered", "messy", "dusty", "dirty", "untidy", "filthy", "disorganized",
                    "unmade", "trashed", "littered"), Set.of("tidy", "tidied", "neat", "clean", "spotless")),
            new Contradiction(Set.of("boot", "booted", "broken", "wrecked", "abandoned", "rusty", "rusted",
                    "dilapidated", "damaged", "junk", "junked"), Set.of("ride", "rides", "drive", "cruise",
                    "joyride", "spin", "getaway")),
            // "A teddy bear ... in the garbage, like a sweet gift for a lover" (round 18's read).
            new Contradiction(Set.of("garbage", "trash", "dumpster", "discarded", "rubbish", "thrown"),
                    Set.of("gift", "gifts", "treasure", "treasured", "prize", "prizes", "cherished", "present")),
            // "A crowded airport ..., like a show-off on a very slow day" (round 17's own look).
            new Contradiction(Set.of("crowded", "busy", "bustling", "packed", "crowd", "crowds", "full"),
                    Set.of("quiet", "quietly", "slow", "empty", "deserted", "lonely")));

    /** A state of the caption ({@code said}) and the clause words that deny it. */
    private record Contradiction(Set<String> said, Set<String> denied) {
    }

    /**
     * The words of {@code captionWords} (lower case) that state a claim of {@link #CLAIMS} or a state a clause may
     * not deny ({@link #CONTRADICTIONS}).
     */
    static Set<String> claims(List<String> captionWords) {
        Set<String> out = new java.util.TreeSet<>();
        for (String w : captionWords) {
            String lw = w.toLowerCase(java.util.Locale.ROOT);
            if (CLAIMS.stream().anyMatch(g -> g.contains(lw))
                    || CONTRADICTIONS.stream().anyMatch(c -> c.said().contains(lw))) {
                out.add(lw);
            }
        }
        return out;
    }

    /**
     * Whether {@code clause} repeats or contradicts a claim of the caption ({@code claims}, its words of standing and
     * state): it names a word of the same claim in either number ("like a pro" after "professional"), or denies a state
     * ("far too tidy" after "cluttered").
     */
    public static boolean clashes(BankClause clause, Set<String> claims) {
        if (claims.isEmpty()) {
            return false;
        }
        Set<String> words = new java.util.HashSet<>();
        for (String form : List.of(clause.one(), clause.several())) {
            for (String w : form.toLowerCase(java.util.Locale.ROOT).split("[^a-z]+")) {
                words.add(w);
            }
        }
        return CLAIMS.stream().anyMatch(g -> g.stream().anyMatch(claims::contains) && g.stream().anyMatch(words::contains))
                || CONTRADICTIONS.stream().anyMatch(c -> c.said().stream().anyMatch(claims::contains)
                        && c.denied().stream().anyMatch(words::contains));
    }

    /**
     * Actions that leave no time for waiting: a species' or any animal's "waiting for someone to drop a snack" does
     * not fit "a herd of zebra crossing a river" (round 11's read), nor "as if waiting for a snack" a swan nibbling.
     */
    private static final Set<BankAction> BUSY = java.util.EnumSet.of(BankAction.MOVE, BankAction.EAT,
            BankAction.SPORT, BankAction.WORK);

    /** Whether a clause frames its subject as still: waiting, posing, idle ("like a retiree with nowhere to be"). */
    static boolean waits(BankClause clause) {
        return hasAny(clause, STILL_WORDS);
    }

    /** Whether a clause frames its subject as under way ("as if on the way to meet a lover", "in a hurry"). */
    static boolean goes(BankClause clause) {
        return hasAny(clause, MOTION_WORDS);
    }

    /**
     * Whether a clause's frame fits what the scene's subject is doing: no waiting or posing while it moves, eats,
     * plays or works (round 14 read "a polar bear swimming ..., like a grumpy old man waiting for honey"), and no
     * being under way unless it moves (a vehicle's topic clauses too: a parked train is in no hurry).
     */
    static boolean fitsState(BankClause clause, BankScene scene) {
        if (BUSY.contains(scene.action()) && waits(clause)) {
            return false;
        }
        return scene.action() == BankAction.MOVE || !goes(clause);
    }

    /**
     * Whether a clause would give each of a herd a lover, or make the herd lovers ("A herd of zebra crossing a river,
     * like lovers on the way to a date", round 17's read): several animals take the clauses of love with no lover.
     */
    static boolean herdOfLovers(BankClause clause, BankScene scene) {
        return scene.thing() == BankClass.ANIMAL && scene.plural()
                && EmbeddedGenerator.wordsOf(clause.several()).stream().anyMatch(w -> w.equals("lover")
                        || w.equals("lovers"));
    }

    /** Words of a still frame; matched as whole words or phrases in either form of a clause. */
    private static final List<String> STILL_WORDS = List.of("waiting", "wait", "waits", "nap", "napping", "day off",
            "nowhere to be", "posing", "pose", "sitting still", "lazy sunday", "resting");
    /** Words of a frame under way. */
    private static final List<String> MOTION_WORDS = List.of("on the way", "on its way", "heading", "hurrying",
            "in a hurry", "stroll", "led by", "rushing", "racing", "running late", "off to", "late for");

    private static boolean hasAny(BankClause clause, List<String> phrases) {
        return phrases.stream().anyMatch(p -> EmbeddedGenerator.containsPhrase(clause.one(), p)
                || EmbeddedGenerator.containsPhrase(clause.several(), p));
    }

    /** The start of a person's gear key: {@code person.with.kite}. */
    static final String GEAR_KEY = BankTopics.PERSON + ".with.";

    /** Whether a key's list is the "-" mark: it takes no clause. */
    private static boolean isNone(List<BankClause> l) {
        return l != null && l.isEmpty();
    }

    /** The class a bank key belongs to: a class id is its own, a topic its topic's, "person.rest" its topic's. */
    static BankClass classOfKey(String key) {
        String topic = key.contains(".") ? key.substring(0, key.indexOf('.')) : key;
        try {
            return BankClass.of(topic);
        } catch (IllegalArgumentException e) {
            return BankTopics.classOf(topic).orElseThrow(() -> new IllegalArgumentException("no bank key " + key));
        }
    }

    /**
     * Styles whose room and street clauses speak of a setting ("where two lovers share a morning coffee"), which only
     * a place can be: a thing of those classes takes the general ones (round 8 read "a desk ..., like a love nest" as no fit).
     */
    private static final Set<String> SETTING_STYLES = Set.of("romantic");

    /**
     * {@code caption} with {@code clause} after a comma at its end, before a final full stop if it has one
     * ("A plate of food on a table." to "A plate of food on a table, a perfect spot for a quiet date.").
     */
    public static Graft graft(String caption, String clause) {
        String text = caption.strip();
        String stop = "";
        while (!text.isEmpty() && ".!,;:".indexOf(text.charAt(text.length() - 1)) >= 0) {
            if (stop.isEmpty() && ".!".indexOf(text.charAt(text.length() - 1)) >= 0) {
                stop = text.substring(text.length() - 1);
            }
            text = text.substring(0, text.length() - 1).stripTrailing();
        }
        int start = text.length() + 2;
        return new Graft(text + ", " + clause + stop, clause, start, start + clause.length(), GraftPlacement.BANK,
                BANK_SCENE);
    }

    /** The scene index of a bank graft: it came from no retrieved scene. */
    public static final int BANK_SCENE = -1;

    private static Map<String, Map<String, List<BankClause>>> load() {
        Map<String, Map<String, List<BankClause>>> out = new TreeMap<>();
        for (String resource : RESOURCES) {
            load(resource, out);
        }
        Map<String, Map<String, List<BankClause>>> frozen = new TreeMap<>();
        out.forEach((style, byKey) -> {
            Map<String, List<BankClause>> m = new java.util.LinkedHashMap<>();
            byKey.forEach((k, l) -> m.put(k, List.copyOf(l)));
            frozen.put(style, java.util.Collections.unmodifiableMap(m));
        });
        return java.util.Collections.unmodifiableMap(frozen);
    }

    private static void load(String resource, Map<String, Map<String, List<BankClause>>> out) {
        try (InputStream in = PhraseBank.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("the ERG phrase bank " + resource + " is missing from the class path");
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            int n = 0;
            while ((line = r.readLine()) != null) {
                n++;
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\t");
                if (f.length != 3 || f[2].isBlank()) {
                    throw new IllegalStateException(resource + " line " + n + ": want style, key and clause "
                            + "separated by tabs: " + line);
                }
                String key = f[1].strip();
                try {
                    classOfKey(key);
                    if (key.startsWith(GEAR_KEY)) {
                        if (!BankTopics.gears().contains(key.substring(GEAR_KEY.length()))) {
                            throw new IllegalArgumentException("no gear " + key);
                        }
                    } else if (key.contains(".")) {
                        BankAction.valueOf(key.substring(key.indexOf('.') + 1).toUpperCase(java.util.Locale.ROOT));
                    }
                } catch (IllegalArgumentException e) {
                    throw new IllegalStateException(resource + " line " + n + ": no class, topic or action '" + key
                            + "'", e);
                }
                List<BankClause> l = out.computeIfAbsent(f[0].strip(), k -> new java.util.LinkedHashMap<>())
                        .computeIfAbsent(key, k -> new ArrayList<>());
                if (!NONE.equals(f[2].strip())) {
                    l.add(BankClause.parse(f[2]));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the ERG phrase bank " + resource, e);
        }
    }
}
