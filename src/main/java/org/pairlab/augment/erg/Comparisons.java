package org.pairlab.augment.erg;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Whether a "like ..." phrase is a full simile. FlickrStyle's humorous captions give many comparisons, and a reader
 * takes "like a monkey", "like a king" or "like no one is watching" as a joke about the subject, but "like a world cup",
 * "like a flight" or "like playing first time" as nonsense: a comparison works when it likens the subject to a being
 * (or a figure read as one: a statue, a robot) or is a clause with its own subject.
 */
public final class Comparisons {
    /** Beings and figures FlickrStyle compares people and animals to, beyond {@link CaptionSubject}'s nouns. */
    private static final Set<String> FIGURES = Set.of("superman", "idiot", "idiots", "fool", "fools", "champion",
            "boss", "clown", "clowns", "prince", "princess", "pirate", "joker", "leprechaun", "ghost", "model",
            "hero", "superhero", "athlete", "fighter", "dancer", "runner", "star", "racer", "ninja", "baby",
            "statue", "robot", "doll", "zombie", "monster", "angel", "cowboy", "mom", "mother", "dad", "lizard",
            "lizards", "frog", "hog", "dinosaur", "dinosaurs", "ant", "ants", "spider", "kangaroo", "rhinoceros", "sloth",
            "cheetah", "flamingo", "crocodile", "alligator", "butterfly", "hamster", "raccoon", "rat", "antelope",
            "woodpecker", "bat", "hawk", "mice", "rabbits", "monkeys", "goats", "bird", "birds", "fish", "child",
            "toddler", "beast", "gorilla", "ape", "chimp", "snake", "seal", "otter", "beaver", "bee", "worm");
    /** Words that open a clause after "like": "like he can fly", "like no one is watching". */
    private static final Set<String> CLAUSE_SUBJECTS = Set.of("he", "she", "they", "it", "i", "you", "we", "no",
            "nobody", "someone", "somebody", "everyone", "everybody", "there");

    private Comparisons() {
    }

    /**
     * Why {@code phrase} is a comparison that is no full simile ("likens the subject to no being: like a world cup"),
     * or empty when it is one or is no comparison.
     */
    public static Optional<String> notSimile(String phrase) {
        List<String> words = EmbeddedGenerator.wordsOf(phrase);
        int like = words.indexOf("like");
        if (like != 0 && !(like == 1 && Set.of("just", "looking", "look", "looks", "acting").contains(words.get(0)))) {
            return Optional.empty();
        }
        if (like + 1 >= words.size()) {
            return Optional.of("a comparison with nothing to compare to");
        }
        if (CLAUSE_SUBJECTS.contains(words.get(like + 1))) {
            return Optional.empty();
        }
        for (String w : words.subList(like + 1, words.size())) {
            if (isBeing(w)) {
                return Optional.empty();
            }
        }
        return Optional.of("likens the subject to no being: " + phrase);
    }

    private static boolean isBeing(String w) {
        if (FIGURES.contains(w) || CaptionSubject.PERSON_NOUNS.contains(w) || CaptionSubject.ANIMAL_NOUNS.contains(w)
                || CaptionSubject.MALE_NOUNS.contains(w) || CaptionSubject.FEMALE_NOUNS.contains(w)) {
            return true;
        }
        // Plurals of the lists' nouns: "two rabbits", "mountain goats".
        return w.endsWith("s") && w.length() > 3 && isBeing(w.substring(0, w.length() - 1));
    }
}
