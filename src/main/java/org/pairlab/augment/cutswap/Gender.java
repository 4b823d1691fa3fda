package org.pairlab.augment.cutswap;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Keeps a swapped person word in agreement with the caption's pronouns: "A man pokes his head" never becomes "A woman
 * pokes his head". Words of neither gender (person, child, player) agree with any pronoun.
 */
final class Gender {
    private static final Set<String> MALE = Set.of("man", "men", "boy", "guy", "gentleman", "father", "dad", "son",
            "brother", "groom", "policeman");
    private static final Set<String> FEMALE = Set.of("woman", "women", "girl", "lady", "mother", "mom", "daughter",
            "sister", "bride");
    private static final Pattern MALE_PRONOUN = Pattern.compile("\\b(he|his|him|himself)\\b");
    private static final Pattern FEMALE_PRONOUN = Pattern.compile("\\b(she|her|hers|herself)\\b");

    private Gender() {
    }

    /** Whether {@code newWord} may replace a word of a caption whose pronouns are those of {@code caption}. */
    static boolean agrees(String caption, String newWord) {
        String c = caption.toLowerCase(Locale.ROOT);
        if (FEMALE.contains(newWord) && MALE_PRONOUN.matcher(c).find()) {
            return false;
        }
        return !(MALE.contains(newWord) && FEMALE_PRONOUN.matcher(c).find());
    }
}
