package org.pairlab.augment.erg;

import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Words a reader takes as the style, for styles whose corpus teaches the classifier phrases a reader does not: FlickrStyle's
 * romantic captions say "to win the race" often enough that the classifier learns it as romantic (P = 0.94), but a reader
 * does not. A romantic phrase must hold one of these words to be grafted. "Joy" and "happiness" are left out: "to
 * experience joy" after a batter, "the happiness of childhood" read as cheerful, not romantic; so is "beautiful"
 * ("on a beautiful sunny day"), and so are "treasure", "cherish" and "memory" (round 8: "to treasure the moment", "to
 * keep memories" read as no romance without a word of love beside them), and so is "loving" ("loving the hunt", "loving his life"). Humour has no such short list, so it has none.
 */
public final class StyleCues {
    private static final Map<String, Set<String>> CUES = Map.of("romantic", Set.of(
            "love", "loves", "loved", "lovely", "lover", "lovers", "sweetheart", "sweethearts", "darling",
            "date", "dating", "romance", "romantic", "heart", "hearts", "kiss", "kisses", "kissing", "together",
            "embrace", "embracing", "beauty", "dream", "dreams", "dreaming", "honey", "beloved", "wedding",
            "bride", "groom", "valentine", "passion", "passionate", "affection", "tender", "tenderly", "hug", "hugs",
            "hugging", "cuddle", "cuddling", "sweet", "forever", "soulmate", "marry", "married", "honeymoon", "adore", "adoring", "girlfriend", "boyfriend",
            "wife", "husband", "crush", "charming", "warmth", "moonlight", "sunset", "candlelight"));

    private StyleCues() {
    }

    /**
     * Words a noun phrase or a relative clause starts with; a phrase starting with one is a fragment when grafted
     * ("A batter hits a ball who loves him.").
     */
    private static final Set<String> NOUN_PHRASE_STARTS = Set.of("his", "her", "their", "its", "my", "your", "our",
            "the", "a", "an", "who", "whom", "whose", "which", "that");

    /**
     * Why a clause phrase cannot stand at the end of a caption: "his loving owner" (cut from "to meet his loving
     * owner") is a bare noun phrase and reads as a fragment ("A dog sits on a patio his loving owner."); empty when it
     * can.
     */
    public static Optional<String> fragment(StylePhrase phrase) {
        java.util.List<String> words = EmbeddedGenerator.wordsOf(phrase.phrase());
        if (phrase.kind() != PhraseKind.MODIFIER && !words.isEmpty() && NOUN_PHRASE_STARTS.contains(words.get(0))) {
            return Optional.of("a bare noun phrase");
        }
        return Optional.empty();
    }

    /**
     * Why {@code phrase} cannot carry {@code style} to a reader ("no romantic cue word"), or empty when it holds a cue
     * word or the style has no cue list.
     */
    public static Optional<String> missing(String style, String phrase) {
        Set<String> cues = CUES.get(style);
        if (cues == null) {
            return Optional.empty();
        }
        // Idioms whose cue word is no romance ("enjoying the beauty of nature", "living the dream", "feeling the
        // warmth" of the sun): strict readers of round 6 and 7a took them as not romantic.
        String plain = " " + String.join(" ", EmbeddedGenerator.wordsOf(phrase)) + " ";
        for (String idiom : NOT_ROMANCE) {
            plain = plain.replace(" " + idiom + " ", " ");
        }
        java.util.List<String> words = EmbeddedGenerator.wordsOf(plain);
        // "together with friends" is company, not romance: "together" counts only without friends or family.
        boolean company = words.stream().anyMatch(COMPANY::contains);
        for (String w : words) {
            if (cues.contains(w) && !(company && "together".equals(w))) {
                return Optional.empty();
            }
        }
        return Optional.of("no " + style + " cue word");
    }

    /** Idioms whose cue word does not make them romantic. */
    private static final java.util.List<String> NOT_ROMANCE = java.util.List.of("beauty of nature", "living the dream",
            "live the dream", "feeling the warmth", "the warmth of the sun", "what they love", "what he loves",
            "what she loves", "what i love", "what we love", "what you love", "love of the game", "love for the game",
            "love of the sport", "beauty of winter", "crisp beauty", "capture the moment", "the moment forever",
            "love of life", "love in life", "love of adventure", "love of nature");

    /**
     * Romantic cue words a reader takes as romance only said of a couple ("enjoying their time together" after two
     * women sitting on a bench reads as friends; "experiencing the crisp beauty of winter" after a man alone as none).
     */
    private static final Set<String> WEAK = Set.of("together", "beauty", "forever", "dream", "dreams", "dreaming",
            "warmth", "sunset", "moonlight", "candlelight", "sweet", "charming", "tender", "tenderly", "lovely");

    /**
     * Whether {@code phrase} reads as {@code style} only by weak cue words ({@link #WEAK}: "together", "beauty"), so
     * it needs a couple to read as romance; false for styles with no cue list.
     */
    public static boolean weakOnly(String style, String phrase) {
        Set<String> cues = CUES.get(style);
        if (cues == null) {
            return false;
        }
        boolean weak = false;
        for (String w : EmbeddedGenerator.wordsOf(phrase)) {
            if (cues.contains(w)) {
                if (!WEAK.contains(w)) {
                    return false;
                }
                weak = true;
            }
        }
        return weak;
    }

    /** Words of company that make "together" friendly rather than romantic. */
    private static final Set<String> COMPANY = Set.of("friend", "friends", "family", "buddies", "buddy", "team",
            "teammates", "classmates", "everyone");

    /** Whether {@code style} has a hand-made cue list here (else ERG learns one, {@link StyleWords}). */
    public static boolean hasList(String style) {
        return CUES.containsKey(style);
    }
}
