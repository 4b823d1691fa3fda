package org.pairlab.lm.grammar;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Whether a word is said with a vowel sound first, which decides "a" or "an" before it. Spelling decides, with
 * exceptions for vowel letters said as consonants ("a one", "a unicorn", "a euro") and the silent h ("an hour");
 * acronyms and words with digits are read letter by letter ("an mp3", "an SUV", "a TV"), numbers as said ("an 8").
 */
final class ArticleSound {
    /** Vowel-letter words said with a consonant first ("yoo", "wun"). */
    private static final List<String> CONSONANT_SOUND_PREFIXES = List.of("one", "once", "uni", "use", "usu", "uti",
            "ute", "uto", "ura", "ure", "uri", "uro", "eu", "ewe", "ouija", "ubiq", "uku", "ukr", "uga", "uber", "ufo");
    /** "un-" + i... words keep the vowel sound ("an unidentified man"). */
    private static final List<String> UN_I_WORDS = List.of("unid", "unim", "unin");
    /** Consonant-letter words said with a vowel first (silent h). */
    private static final List<String> VOWEL_SOUND_PREFIXES = List.of("hour", "honest", "honor", "honour", "heir",
            "herb");
    /** Letters whose names start with a vowel sound: "an F", "an M", "an S", "an X". */
    private static final Set<Character> VOWEL_NAMED_LETTERS = Set.of('a', 'e', 'f', 'h', 'i', 'l', 'm', 'n', 'o', 'r',
            's', 'x');

    private ArticleSound() {
    }

    /** True when {@code word} is said with a vowel sound first; empty when it is not a word (punctuation, symbols). */
    static Optional<Boolean> startsWithVowelSound(String word) {
        if (word.isEmpty()) {
            return Optional.empty();
        }
        char first = word.charAt(0);
        if (Character.isDigit(first)) {
            return Optional.of(numberStartsWithVowel(word));
        }
        if (!Character.isLetter(first)) {
            return Optional.empty();
        }
        if (readLetterByLetter(word)) {
            return Optional.of(VOWEL_NAMED_LETTERS.contains(Character.toLowerCase(first)));
        }
        String w = word.toLowerCase(Locale.ROOT);
        if (VOWEL_SOUND_PREFIXES.stream().anyMatch(w::startsWith)) {
            return Optional.of(true);
        }
        if (CONSONANT_SOUND_PREFIXES.stream().anyMatch(w::startsWith) && UN_I_WORDS.stream().noneMatch(w::startsWith)) {
            return Optional.of(false);
        }
        return Optional.of("aeiou".indexOf(w.charAt(0)) >= 0);
    }

    /** One letter, all capitals ("SUV", "ATM"), a digit inside ("mp3") or no vowel at all ("tv", "dvd"). */
    private static boolean readLetterByLetter(String word) {
        if (word.length() == 1) {
            return true;
        }
        boolean allUpper = word.chars().filter(Character::isLetter).allMatch(Character::isUpperCase);
        boolean hasDigit = word.chars().anyMatch(Character::isDigit);
        boolean noVowel = word.toLowerCase(Locale.ROOT).chars().noneMatch(c -> "aeiouy".indexOf(c) >= 0);
        // Capitalised short words that are words ("A", "I") are covered by length 1; "US" style acronyms by allUpper.
        return (allUpper && word.length() <= 5) || hasDigit || noVowel;
    }

    /** "an 8", "an 11", "an 18", "an 80", "an 800": the numbers said with a vowel first. */
    private static boolean numberStartsWithVowel(String number) {
        String digits = number.replaceAll("[^0-9].*$", "");
        if (digits.startsWith("8")) {
            return true;
        }
        // "eleven", "eighteen", "eighteen hundreds" (1860s), "eleven thousand"; 110 and 180 are said "one hundred ...".
        int n = digits.length();
        return (digits.startsWith("11") || digits.startsWith("18")) && (n == 2 || n == 4 || n == 5);
    }
}
