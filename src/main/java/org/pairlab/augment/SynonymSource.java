package org.pairlab.augment;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.pairlab.text.TaggedToken;
import org.pairlab.text.WordNetLookup;

/**
 * The synonyms synonym replacement and EDA may write for a caption token (issue 14 point 5): nouns, adjectives and
 * adverbs in a form a synonym can take (base forms, regular noun plurals), never a protected object word, never a
 * word of position ("next to", "on top of"); candidates are {@link WordNetLookup#strictSynonyms} of the same POS that
 * name no object themselves ("bathroom" never becomes "toilet"), inflected like the token. Verbs are left alone:
 * a verb's synonym rarely takes the same objects ("riding a horse" -> "sitting a horse").
 */
final class SynonymSource {
    private static final Set<String> POSITION_WORDS = Set.of("next", "near", "top", "front", "back", "side", "behind",
            "close", "left", "right", "middle", "center", "centre", "edge", "bottom", "inside", "outside", "together",
            "other", "here", "there", "very", "also", "up", "down", "away", "out", "off", "just");

    private final WordNetLookup wordNet;

    SynonymSource(WordNetLookup wordNet) {
        this.wordNet = wordNet;
    }

    /** The inflected synonyms for a token, closest first; empty when the token must not be replaced. */
    List<String> synonyms(TaggedToken t, ProtectedWords protect) {
        return synonyms(t, protect, false);
    }

    /**
     * As above; {@code inCompound} says the token is a noun next to another noun ("living room", "cross country",
     * "city street"), whose parts are not replaced: "life room" names something else.
     */
    List<String> synonyms(TaggedToken t, ProtectedWords protect, boolean inCompound) {
        if (!replaceable(t, protect) || inCompound && t.isNoun()) {
            return List.of();
        }
        return wordNet.strictSynonyms(t.lemma(), t.pos()).stream()
                .filter(s -> !s.equalsIgnoreCase(t.text()) && !protect.isObjectWord(s))
                .map(s -> inflect(t, s)).toList();
    }

    private static boolean replaceable(TaggedToken t, ProtectedWords protect) {
        if (protect.protects(t) || t.text().isEmpty() || !t.text().chars().allMatch(Character::isLetter)) {
            return false;
        }
        String lower = t.text().toLowerCase(Locale.ROOT);
        if (POSITION_WORDS.contains(lower) || protect.isObjectWord(lower) || protect.isObjectWord(t.lemma())) {
            return false;
        }
        return switch (t.pos()) {
            case "NOUN" -> lower.equals(t.lemma()) || lower.equals(t.lemma() + "s");
            case "ADJ" -> lower.equals(t.lemma());
            case "ADV" -> lower.endsWith("ly"); // manner adverbs; "around" -> "about", "all" -> "completely" are not
            default -> false;
        };
    }

    /** Whether token i is a noun with a noun right before or after it. */
    static boolean inCompound(List<TaggedToken> toks, int i) {
        return toks.get(i).isNoun() && (i > 0 && toks.get(i - 1).isNoun() || i + 1 < toks.size() && toks.get(i + 1).isNoun());
    }

    /** "a"/"an" agreeing with the word after it ("a picture" -> "an image"). */
    static String article(String article, String next) {
        String w = next.toLowerCase(Locale.ROOT);
        boolean vowel = !w.isEmpty() && "aeiou".indexOf(w.charAt(0)) >= 0 && !w.startsWith("uni") && !w.startsWith("use")
                && !w.startsWith("one") && !w.startsWith("eu") || w.startsWith("hour") || w.startsWith("honest");
        String want = vowel ? "an" : "a";
        if (article.equals(article.toUpperCase(Locale.ROOT)) && article.length() > 1) {
            return want.toUpperCase(Locale.ROOT);
        }
        return Character.isUpperCase(article.charAt(0)) ? Character.toUpperCase(want.charAt(0)) + want.substring(1) : want;
    }

    private static String inflect(TaggedToken t, String synonym) {
        String lower = t.text().toLowerCase(Locale.ROOT);
        String word = "NOUN".equals(t.pos()) && !lower.equals(t.lemma()) ? plural(synonym) : synonym;
        if (t.text().length() > 1 && t.text().equals(t.text().toUpperCase(Locale.ROOT))) {
            return word.toUpperCase(Locale.ROOT); // "A CONTRAPTION" -> "A GADGET"
        }
        return Character.isUpperCase(t.text().charAt(0)) ? Character.toUpperCase(word.charAt(0)) + word.substring(1) : word;
    }

    private static String plural(String word) {
        if (word.endsWith("s") || word.endsWith("x") || word.endsWith("ch") || word.endsWith("sh")) {
            return word + "es";
        }
        if (word.endsWith("y") && word.length() > 1 && "aeiou".indexOf(word.charAt(word.length() - 2)) < 0) {
            return word.substring(0, word.length() - 1) + "ies";
        }
        return word + "s";
    }
}
