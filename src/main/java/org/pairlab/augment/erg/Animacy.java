package org.pairlab.augment.erg;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Whether a caption names someone (a person or an animal) and whether a phrase refers to someone, so the ranker can
 * keep "for his lover" away from a plate of cake. Word lists, not a parser: a cheap guard, not a guarantee.
 */
final class Animacy {
    private static final Set<String> PRONOUNS = Set.of("he", "his", "him", "himself", "she", "her", "hers", "herself",
            "they", "their", "them", "themselves", "lover", "lovers", "owner", "master", "friends", "girlfriend",
            "boyfriend");
    private static final Set<String> SOMEONE = Set.of("man", "men", "woman", "women", "person", "people", "persons",
            "boy", "boys", "girl", "girls", "child", "children", "kid", "kids", "baby", "babies", "toddler", "guy",
            "guys", "lady", "ladies", "player", "players", "skier", "skiers", "surfer", "surfers", "skateboarder",
            "skateboarders", "snowboarder", "snowboarders", "rider", "riders", "biker", "bikers", "chef", "cook",
            "family", "couple", "crowd", "group", "team", "teams", "athlete", "batter", "catcher", "pitcher",
            "umpire", "officer", "officers", "worker", "workers", "student", "students", "adult", "adults", "teenager",
            "teenagers", "someone", "somebody", "he", "she", "they", "friends", "mother", "father", "son", "daughter",
            "equestrian", "tourists", "dog", "dogs", "puppy", "cat", "cats", "kitten", "horse", "horses", "bird",
            "birds", "elephant", "elephants", "giraffe", "giraffes", "zebra", "zebras", "cow", "cows", "sheep", "bear",
            "bears", "animal", "animals", "pony", "duck", "ducks", "goat", "goats");

    private Animacy() {
    }

    /** Whether the phrase refers to someone by a pronoun or a relation ("his", "they", "lover"). */
    static boolean needsSomeone(String phrase) {
        return EmbeddedGenerator.wordsOf(phrase).stream().anyMatch(PRONOUNS::contains);
    }

    /** Whether {@code text}, the phrase's words aside, names a person or an animal. */
    static boolean hasSomeone(String text, String phrase) {
        List<String> words = EmbeddedGenerator.wordsOf(text.toLowerCase(Locale.ROOT));
        List<String> own = EmbeddedGenerator.wordsOf(phrase);
        for (String w : words) {
            if (SOMEONE.contains(w) && !own.contains(w)) {
                return true;
            }
        }
        return false;
    }
}
