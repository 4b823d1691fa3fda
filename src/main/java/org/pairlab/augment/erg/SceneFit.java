package org.pairlab.augment.erg;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Whether a RETRIEVED phrase may leave the scene it was taken from (issue 15, round 9r). A stylized caption's phrase
 * fit THAT scene's subject and action; it is grafted only where the factual caption's subject is of the same kind
 * and number and its last action is the same verb or of the same action class ({@link ActionClasses}). A purpose or
 * a dedication ("to search for bones", "for his lover to join him") needs the same narrower action: a purpose of
 * running is not a purpose of sitting. "In love" needs a couple (two people, or someone with someone); a romantic
 * phrase whose only cue is a weak word ("together", "beauty") too. Eight rounds of word lists refused single bad
 * phrases; this refuses every phrase whose scene differs, and the phrase bank answers instead.
 */
final class SceneFit {
    private SceneFit() {
    }

    /** Words that make a phrase a purpose or a dedication when it opens with them. */
    private static final Set<String> PURPOSE_OPENERS = Set.of("to", "for", "toward", "towards");
    /** Nouns and numbers that make a subject two people. */
    private static final Set<String> PAIR_WORDS = Set.of("couple", "two", "pair", "both", "newlyweds", "bride",
            "groom");

    /**
     * Why {@code phrase} from a scene whose subject and action are {@code scene} does not fit a factual caption whose
     * are {@code caption} (its words {@code said}, lower-case); empty when it fits. {@code romanticWeak} says the
     * phrase is romantic only by a weak cue ({@link StyleCues#weakOnly}).
     */
    static Optional<String> misfit(SceneAction caption, SceneAction scene, List<String> said, String phrase,
            PhraseProfile profile, boolean romanticWeak) {
        List<String> words = EmbeddedGenerator.wordsOf(phrase);
        if (words.isEmpty()) {
            return Optional.empty();
        }
        CaptionSubject c = caption.subject();
        if (!c.kind().animate()) {
            return Optional.of("a thing takes no retrieved phrase");
        }
        if (FoodAnimals.food(said)) {
            return Optional.of("food takes no retrieved phrase"); // "fish and broccoli plated on a dish"
        }
        if (c.kind() != scene.subject().kind()) {
            return Optional.of("the scene is about a " + scene.subject().kind().name().toLowerCase(java.util.Locale.ROOT)
                    + ", the caption about a " + c.kind().name().toLowerCase(java.util.Locale.ROOT));
        }
        if (c.plural() != scene.subject().plural()) {
            return Optional.of("the scene's subject is " + (scene.subject().plural() ? "several" : "one")
                    + ", the caption's " + (c.plural() ? "several" : "one"));
        }
        String joined = " " + String.join(" ", words) + " ";
        boolean inLove = joined.contains(" in love ");
        if ((inLove || romanticWeak) && !couple(c, said)) {
            return Optional.of((inLove ? "'in love'" : "a weak romantic cue") + " needs a couple");
        }
        boolean romance = inLove || romanticWeak || GraftFit.romantic(words);
        if (romance && (GraftFit.child(scene.subjectWords()) || said.stream().anyMatch(TEENS::contains))) {
            return Optional.of("romance of children"); // "two young children play ... enjoying their bond together"
        }
        // "A group of people ... celebrating their love": a love two share needs two, not a group.
        if (romance && c.plural() && SHARED.stream().anyMatch(joined::contains) && !couple(c, said)) {
            return Optional.of("a shared love needs a couple");
        }
        Optional<String> thing = namesAbsentThing(words, said);
        if (thing.isPresent()) {
            return thing;
        }
        // Round 10: the wider same-action search reaches scenes whose setting differs; these phrases need theirs.
        if (c.plural() && words.size() >= 2 && "like".equals(words.get(0)) && Set.of("a", "an").contains(words.get(1))) {
            return Optional.of("a likeness of one said of several"); // "Two men play ... like a fighter"
        }
        if (words.stream().anyMatch(WATERBOUND::contains) && said.stream().noneMatch(WATER::contains)) {
            return Optional.of("needs water the caption does not show"); // "sitting at a bar attempting to catch fish"
        }
        if (DANGLING.contains(words.get(words.size() - 1))) {
            return Optional.of("ends on a word whose clause was cut off"); // "in formal dress love how"
        }
        int being = said.indexOf("being");
        if (being >= 0 && said.subList(being, said.size()).contains("by")) {
            // "A man sitting at a bar being served by a woman [reading a book about love]": the woman reads.
            return Optional.of("the caption ends with another actor (being ... by)");
        }
        if (profile.modifier()) {
            return Optional.empty(); // "cute", "silly": said of the subject, not of an action
        }
        if (caption.otherSubject()) {
            return Optional.of("the caption's last action is another subject's");
        }
        if (scene.otherSubject()) {
            return Optional.of("the scene's phrase follows another subject's action");
        }
        if (!caption.acts()) {
            return Optional.of("the caption says no action");
        }
        if (!scene.acts()) {
            return Optional.of("the scene says no action");
        }
        if (caption.verb().equals(scene.verb())) {
            return Optional.empty();
        }
        if (caption.action().isEmpty() || scene.action().isEmpty()) {
            return Optional.of("another action: " + scene.verb() + " in the scene, " + caption.verb() + " here");
        }
        boolean purpose = profile.purpose() || PURPOSE_OPENERS.contains(words.get(0))
                || words.size() > 2 && "in".equals(words.get(0)) && "order".equals(words.get(1));
        if (purpose) {
            return Optional.of("a purpose of " + scene.verb() + " is not one of " + caption.verb());
        }
        // The same narrower action ("ride" of riding, surfing, skiing), not only the same class: a first reading of
        // the class rule let "a man riding a wave ... to avoid being late for a date" (said of racing) through.
        if (!caption.action().get().equals(scene.action().get())) {
            return Optional.of("another action: " + scene.verb() + " in the scene, " + caption.verb() + " here");
        }
        return Optional.empty();
    }

    /**
     * Why a phrase opening with a place names a thing the caption does not show ("on his bike like a spider" after
     * tennis, "in a canoe ..."): a place preposition, a determiner or possessive, and a noun the caption lacks.
     */
    private static Optional<String> namesAbsentThing(List<String> words, List<String> said) {
        if (words.size() < 3 || !PLACES.contains(words.get(0)) || !DETERMINERS.contains(words.get(1))) {
            return Optional.empty();
        }
        for (int i = 2; i < Math.min(words.size(), 5); i++) {
            String w = words.get(i);
            if (w.length() > 2 && !said.contains(w) && !said.contains(w + "s") && !ADJECTIVES.contains(w)) {
                return Optional.of("names " + w + ", which the caption does not show");
            }
            if (said.contains(w)) {
                return Optional.empty();
            }
        }
        return Optional.empty();
    }

    /** Words of a phrase that need water in the scene ("looking for mermaids" on a mountain, "to catch fish" at a bar). */
    private static final Set<String> WATERBOUND = Set.of("mermaid", "mermaids", "fish", "fishes", "shark", "sharks",
            "whale", "whales", "dolphin", "dolphins", "swim", "swimming", "waves", "boat", "submarine", "drown",
            "drowning", "splash");
    /** Caption words that show water. */
    private static final Set<String> WATER = Set.of("water", "ocean", "sea", "lake", "river", "pool", "beach", "wave",
            "waves", "surf", "surfing", "surfboard", "surfer", "surfers", "boat", "boats", "pond", "stream", "shore",
            "swimming", "swims", "swim", "fountain", "waterfall", "bath", "bathtub", "tub", "canoe", "kayak", "harbor",
            "dock", "coast", "fishing", "aquarium", "creek", "bay", "ocean's", "sailing", "paddling", "paddle",
            "paddleboard", "rafting", "raft", "wet", "rain", "puddle", "splashing");
    /** Last words that leave their clause behind ("love how [they look]"). */
    private static final Set<String> DANGLING = Set.of("how", "what", "that", "which", "who", "whom", "whose", "when",
            "where", "why", "if", "whether", "because", "than", "the", "a", "an", "his", "her", "their", "to", "of");
    private static final Set<String> PLACES = Set.of("alongside", "on", "in", "at", "inside", "under", "behind", "near",
            "outside", "across", "through", "along", "into", "onto", "over", "beside", "by", "from", "around");
    private static final Set<String> DETERMINERS = Set.of("a", "an", "the", "his", "her", "their", "its", "some");
    private static final Set<String> ADJECTIVES = Set.of("big", "small", "little", "large", "new", "old", "own",
            "favorite", "favourite", "best");
    /** Children words the romance check of {@link GraftFit#child} lacks. */
    private static final Set<String> TEENS = Set.of("teen", "teens", "teenager", "teenagers", "kids", "children");
    /** Words of a love two people share. */
    private static final List<String> SHARED = List.of(" their love ", " each other ", " together ", " in love ",
            " their bond ");

    /**
     * Whether the caption is about a couple: two people ("a couple", "two people", "a man and a woman", "bride and
     * groom") or one person with someone ("a man with his girlfriend").
     */
    static boolean couple(CaptionSubject subject, List<String> said) {
        if (subject.kind() != CaptionSubject.Kind.PERSON) {
            return false;
        }
        List<String> head = said.subList(0, Math.min(said.size(), 6));
        if (subject.plural()) {
            int and = head.indexOf("and");
            if (and > 0 && !head.contains("groom")) {
                // "a man and a woman": two singular people joined by "and"; "a man and two women" are three.
                List<String> left = head.subList(0, and);
                List<String> right = head.subList(and + 1, head.size());
                return (left.contains("a") || left.contains("an")) && right.size() >= 2
                        && Set.of("a", "an").contains(right.get(0)) && right.stream().anyMatch(w ->
                                CaptionSubject.MALE_NOUNS.contains(w) || CaptionSubject.FEMALE_NOUNS.contains(w)
                                        || CaptionSubject.PERSON_NOUNS.contains(w));
            }
            if (head.stream().anyMatch(PAIR_WORDS::contains)) {
                return !head.contains("of") || head.contains("couple"); // "two of the players" is no couple
            }
            return false;
        }
        int with = said.indexOf("with");
        return with >= 0 && said.stream().skip(with + 1).limit(3).anyMatch(w -> Set.of("girlfriend", "boyfriend",
                "wife", "husband", "partner", "lover", "date", "fiance", "fiancee", "man", "woman", "girl", "boy",
                "lady", "guy").contains(w));
    }

    /** Animal nouns that are food on a plate ("fish and broccoli plated neatly on a dish"). */
    static final class FoodAnimals {
        private static final Set<String> EDIBLE = Set.of("fish", "chicken", "salmon", "shrimp", "turkey", "lamb",
                "duck", "crab", "lobster", "tuna", "beef", "pork");
        private static final Set<String> MEAL = Set.of("plate", "plated", "dish", "bowl", "cooked", "grilled",
                "fried", "baked", "served", "meal", "dinner", "lunch", "broccoli", "rice", "vegetables", "salad",
                "sauce", "fries", "potatoes", "platter", "tray", "sandwich", "pan", "oven");

        private FoodAnimals() {
        }

        /** Whether the caption's first animal word is edible and the caption speaks of a meal. */
        static boolean food(List<String> said) {
            for (String w : said) {
                if (CaptionSubject.ANIMAL_NOUNS.contains(w) || w.endsWith("s")
                        && CaptionSubject.ANIMAL_NOUNS.contains(w.substring(0, w.length() - 1))) {
                    return EDIBLE.contains(w) && said.stream().anyMatch(MEAL::contains);
                }
                if (CaptionSubject.PERSON_NOUNS.contains(w) || CaptionSubject.MALE_NOUNS.contains(w)
                        || CaptionSubject.FEMALE_NOUNS.contains(w)) {
                    return false;
                }
            }
            return false;
        }
    }
}
