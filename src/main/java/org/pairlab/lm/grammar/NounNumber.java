package org.pairlab.lm.grammar;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.pairlab.text.TaggedToken;

/**
 * Whether a noun is singular or plural and whether it could be a verb instead, from LanguageTool's dictionary
 * ({@link WordClasses}), then OpenNLP's lemma for words the dictionary lacks, with word lists where both are wrong
 * for captions ("a people" is a nation in the dictionary, but a caption defect).
 */
final class NounNumber {
    /** Plural in captions whatever the dictionary says. */
    private static final Set<String> PLURAL = Set.of("people", "police", "cattle", "livestock", "children", "men",
            "women", "feet", "teeth", "mice", "geese");
    /** Either number, or plural in form but a name for one thing ("a dry cleaners", "a sports car"). */
    private static final Set<String> EITHER = Set.of("sheep", "deer", "fish", "moose", "bison", "buffalo", "elk",
            "aircraft", "spacecraft", "species", "series", "offspring", "salmon", "trout", "shrimp", "squid", "swine",
            "headquarters", "means", "news", "scissors", "pants", "jeans", "shorts", "glasses", "sunglasses",
            "trousers", "pajamas", "tongs", "pliers", "binoculars", "goggles", "clothes", "skis", "remains", "dice",
            "data", "media", "sweats", "overalls", "leggings", "tights", "stairs", "sports", "cleaners", "arts",
            "goods", "customs", "works", "electronics", "athletics", "gymnastics", "tennis", "bus", "gas", "glass",
            "grass", "lens", "canvas", "dress", "cactus", "octopus", "hummus", "asparagus", "bonus", "campus", "circus",
            "status", "virus", "walrus", "hippopotamus", "couscous", "mattress");
    private static final Map<String, String> IRREGULAR_PLURALS = Map.of("man", "men", "woman", "women", "person",
            "people", "child", "children", "foot", "feet", "tooth", "teeth", "mouse", "mice", "goose", "geese");

    private final WordClasses words;

    NounNumber(WordClasses words) {
        this.words = words;
    }

    /** True for a plural noun, false for a singular one, empty when it can be either or is uncountable. */
    Optional<Boolean> isPlural(TaggedToken noun) {
        String w = noun.text().toLowerCase(Locale.ROOT);
        if (EITHER.contains(w) || !w.chars().allMatch(Character::isLetter)) {
            return Optional.empty();
        }
        if (PLURAL.contains(w)) {
            return Optional.of(true);
        }
        List<WordClasses.Reading> readings = words.readings(w);
        if (readings.stream().anyMatch(r -> r.tag().equals("NN:U"))) {
            return Optional.empty(); // uncountable: "several footwear", "various luggage" are not ours to judge
        }
        boolean singular = readings.stream().anyMatch(r -> r.tag().equals("NN") || r.tag().equals("NN:UN"));
        // A plural reading counts when it has another lemma: the dictionary also lists "horse" as NNS (cavalry).
        boolean plural = readings.stream().anyMatch(r -> r.tag().equals("NNS") && !w.equals(r.lemma()));
        if (singular != plural) {
            return Optional.of(plural);
        }
        if (singular) {
            return Optional.empty();
        }
        // Not in the dictionary: a plural differs from its lemma and ends in -s.
        return Optional.of(!noun.lemma().equalsIgnoreCase(noun.text()) && w.endsWith("s"));
    }

    /** Whether the dictionary knows {@code token} and never as a noun ("shiny" tagged NOUN by OpenNLP). */
    boolean neverNoun(TaggedToken token) {
        Set<String> tags = words.tags(token.text().toLowerCase(Locale.ROOT));
        return !tags.isEmpty() && tags.stream().noneMatch(t -> t.startsWith("NN"));
    }

    /** Whether the dictionary has {@code token} as an adverb ("indoors", "home"): after a noun it ends the phrase. */
    boolean canBeAdverb(TaggedToken token) {
        return words.tags(token.text().toLowerCase(Locale.ROOT)).contains("RB");
    }

    /** Whether {@code token} can be an -ing form ("Several sheep grazing": "grazing" is no head noun). */
    boolean couldBeGerund(TaggedToken token) {
        return words.tags(token.text().toLowerCase(Locale.ROOT)).contains("VBG");
    }

    /** Whether {@code token} can be a past participle ("mounted", "made"). */
    boolean couldBePastParticiple(TaggedToken token) {
        return words.tags(token.text().toLowerCase(Locale.ROOT)).contains("VBN");
    }

    /** Whether {@code token} can be a present-tense verb: third person ("sits", VBZ) or not ("stand", VBP). */
    boolean couldBeVerb(TaggedToken token, boolean thirdPerson) {
        return words.tags(token.text().toLowerCase(Locale.ROOT)).contains(thirdPerson ? "VBZ" : "VBP");
    }

    /** A plural for suggestions: irregular nouns, then -es, -ies, -s. */
    static String pluralOf(String singular) {
        String w = singular.toLowerCase(Locale.ROOT);
        String irregular = IRREGULAR_PLURALS.get(w);
        if (irregular != null) {
            return irregular;
        }
        if (w.matches(".*(s|x|z|ch|sh)")) {
            return singular + "es";
        }
        if (w.matches(".*[^aeiou]y")) {
            return singular.substring(0, singular.length() - 1) + "ies";
        }
        return singular + "s";
    }
}
