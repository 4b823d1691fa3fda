package org.pairlab.augment.erg;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * FlickrStyle slips that LanguageTool and the rare-pair check miss because each slip occurs a few times in the
 * corpora: a preposition the corpora nearly never put after its two words ("in search for", "to search of": they say
 * "in search of", "to search for"), and a word that is nearly always followed by an article or a preposition standing
 * bare before a content word seen after it at most twice ("to find comfortable position", "searching invisible
 * man"). Counts come from every caption ERG learns from.
 */
final class PhraseSlips {
    /** The two words before a preposition must occur this often for their usual preposition to be known. */
    static final int MIN_CONTEXT = 5;
    /** A preposition is a slip when it takes under this share of its two words' continuations ... */
    static final double RARE_SHARE = 0.15;
    /** ... and another preposition takes at least this share. */
    static final double USUAL_SHARE = 0.5;
    /** A word counts as one that wants an article or preposition next when this share of its followers is one. */
    static final double WANTS_FUNCTION = 0.8;
    /** ... seen at least this often, */
    static final int MIN_WORD = 10;
    /** ... and the bare pair in the phrase is a slip when seen at most this often. */
    static final int MAX_BARE = 2;

    /** A pair (or modifier) must occur this often for its usual article to be known. */
    static final int MIN_PAIR = 3;
    /** A pair wants an article when this share of its occurrences follows one ("the first time"). */
    static final double WANTS_DETERMINER = 0.7;
    /** A modifier wants an article when this share of its occurrences follows one ("a comfortable"). */
    static final double MODIFIER_AFTER_DETERMINER = 0.6;
    /** Nouns said bare after a modifier ("to find true love"). */
    private static final Set<String> BARE_NOUNS = Set.of("love", "fun", "joy", "happiness", "peace", "freedom",
            "luck", "life", "food", "water", "weather", "friends", "friendship");
    private static final Set<String> DETERMINERS = Set.of("a", "an", "the", "his", "her", "their", "its", "my",
            "your", "our", "this", "that", "these", "those", "some", "every", "each", "any");
    private static final Set<String> PREPOSITIONS = Set.of("of", "for", "to", "in", "on", "at", "with", "from",
            "by", "into", "onto", "about", "over", "under", "through");
    private static final Set<String> FUNCTION = Set.of("a", "an", "the", "his", "her", "their", "its", "my", "your",
            "our", "this", "that", "these", "those", "some", "every", "each", "any", "of", "for", "to", "in", "on", "at",
            "with", "from", "by", "into", "onto", "about", "over", "under", "through", "and", "or", "as", "out", "up",
            "down", "off", "around", "away", "back", "it", "him", "them", "me", "you", "us", "he", "she", "they", "too",
            "very", "so", "together", "another", "one", "not");

    private final Map<String, Integer> pairs = new HashMap<>();
    private final Map<String, Integer> triples = new HashMap<>();
    private final Map<String, Integer> followed = new HashMap<>();
    private final Map<String, Integer> followedByFunction = new HashMap<>();
    private final Map<String, Integer> afterDeterminer = new HashMap<>();
    private final Map<String, Integer> seenAfterWord = new HashMap<>();
    private final Map<String, Integer> modifierAfterDeterminer = new HashMap<>();

    /** Counts the pairs and triples of every caption of every corpus. */
    PhraseSlips(List<List<String>> corpora) {
        for (List<String> corpus : corpora) {
            for (String caption : corpus) {
                List<String> w = EmbeddedGenerator.wordsOf(caption);
                for (int i = 0; i + 1 < w.size(); i++) {
                    pairs.merge(w.get(i) + " " + w.get(i + 1), 1, Integer::sum);
                    followed.merge(w.get(i), 1, Integer::sum);
                    if (FUNCTION.contains(w.get(i + 1))) {
                        followedByFunction.merge(w.get(i), 1, Integer::sum);
                    }
                    seenAfterWord.merge(w.get(i + 1), 1, Integer::sum);
                    if (DETERMINERS.contains(w.get(i))) {
                        modifierAfterDeterminer.merge(w.get(i + 1), 1, Integer::sum);
                        if (i + 2 < w.size()) {
                            afterDeterminer.merge(w.get(i + 1) + " " + w.get(i + 2), 1, Integer::sum);
                        }
                    }
                    if (i + 2 < w.size()) {
                        triples.merge(w.get(i) + " " + w.get(i + 1) + " " + w.get(i + 2), 1, Integer::sum);
                    }
                }
            }
        }
    }

    /** The first slip in {@code phrase}, said as a problem ("unusual preposition: in search for (usually of)"). */
    Optional<String> slip(String phrase) {
        List<String> w = EmbeddedGenerator.wordsOf(phrase);
        for (int i = 0; i + 2 < w.size(); i++) {
            Optional<String> usual = usualInstead(w.get(i), w.get(i + 1), w.get(i + 2));
            if (usual.isPresent()) {
                return Optional.of("unusual preposition: " + w.get(i) + " " + w.get(i + 1) + " " + w.get(i + 2)
                        + " (usually " + usual.get() + ")");
            }
        }
        for (int i = 0; i + 2 < w.size(); i++) {
            String a = w.get(i);
            String b = w.get(i + 1);
            String c = w.get(i + 2);
            if (FUNCTION.contains(a) || FUNCTION.contains(b) || FUNCTION.contains(c) || "like".equals(a)
                    || BARE_NOUNS.contains(c)) {
                continue;
            }
            // Only a verb's object can lack its article: "to find comfortable position", "searching invisible man";
            // "his latest romantic tryst", "for another adventure together" have one.
            boolean verb = a.endsWith("ing") && a.length() > 4 || i > 0 && "to".equals(w.get(i - 1));
            if (!verb) {
                continue;
            }
            // "like playing first time": the corpora say "the first time". Plurals go bare ("to reach new heights").
            int pair = pairs.getOrDefault(b + " " + c, 0);
            boolean plural = c.endsWith("s");
            if (!plural && pair >= MIN_PAIR && afterDeterminer.getOrDefault(b + " " + c, 0) >= WANTS_DETERMINER * pair) {
                return Optional.of("missing article: " + a + " " + b + " " + c);
            }
            // "to find comfortable position": a modifier the corpora put after an article, here after a verb.
            int modifier = seenAfterWord.getOrDefault(b, 0);
            if (!plural && modifier >= MIN_PAIR && pairs.getOrDefault(a + " " + b, 0) <= MAX_BARE
                    && modifierAfterDeterminer.getOrDefault(b, 0) >= MODIFIER_AFTER_DETERMINER * modifier) {
                return Optional.of("missing article: " + a + " " + b + " " + c);
            }
            // "searching invisible man": a word nearly always followed by an article or preposition.
            int seen = followed.getOrDefault(a, 0);
            if (seen >= MIN_WORD && followedByFunction.getOrDefault(a, 0) >= WANTS_FUNCTION * seen
                    && pairs.getOrDefault(a + " " + b, 0) <= MAX_BARE) {
                return Optional.of("missing article or preposition: " + a + " " + b + " " + c);
            }
        }
        return Optional.empty();
    }

    /** The preposition the corpora put after {@code a b} instead of {@code p}, when {@code p} is a slip there. */
    private Optional<String> usualInstead(String a, String b, String p) {
        if (!PREPOSITIONS.contains(p) || PREPOSITIONS.contains(b) || DETERMINERS.contains(a)) {
            return Optional.empty();
        }
        int context = pairs.getOrDefault(a + " " + b, 0);
        if (context < MIN_CONTEXT || triples.getOrDefault(a + " " + b + " " + p, 0) >= RARE_SHARE * context) {
            return Optional.empty();
        }
        for (String q : PREPOSITIONS) {
            if (!q.equals(p) && triples.getOrDefault(a + " " + b + " " + q, 0) >= USUAL_SHARE * context) {
                return Optional.of(q);
            }
        }
        return Optional.empty();
    }
}
