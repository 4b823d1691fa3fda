package org.pairlab.augment.erg;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Words that carry a style, learned from the corpora for a style with no hand-made cue list ({@link StyleCues}): a word
 * of the style's captions that is much more common there than in the other styles' and the factual captions
 * ("aliens", "supremacy", "mosquitoes", "crazy" for humour). The strict readings of docs/erg.md found humorous grafts
 * whose phrase holds no such word plain, not funny ("to land on his feet", "waiting for the sun to come in", "around
 * the crowd"); a phrase must hold one, or be a full simile ("like a monkey", {@link Comparisons}), to be grafted.
 */
final class StyleWords {
    /** A cue word occurs in at least this many captions of the style. */
    static final int MIN_CAPTIONS = 4;
    /** ln of (share of the style's captions holding the word) / (share of the other captions holding it). */
    static final double MIN_LOG_ODDS = 1.5;
    /** Function words and the frames FlickrStyle's humour is written in ("trying to ...", "looking for ..."). */
    private static final Set<String> NEVER = Set.of("a", "an", "the", "to", "of", "in", "on", "at", "for", "with",
            "and", "or", "but", "like", "as", "is", "are", "be", "was", "his", "her", "their", "its", "my", "your",
            "our", "he", "she", "they", "it", "him", "them", "this", "that", "these", "those", "from", "by", "into",
            "onto", "over", "under", "up", "down", "off", "out", "while", "when", "because", "so", "if", "just",
            "very", "one", "two", "some", "no", "not", "who", "which", "what", "trying", "looking", "searching",
            "attempting", "try", "tries", "look", "looks", "search",
            // FlickrStyle's humorous captions say "carefully" often, but a reader takes it as plain care.
            "carefully",
            // "to find cheese": the frame, not the joke.
            "find", "finds", "finding");
    private final Set<String> cues;

    private StyleWords(Set<String> cues) {
        this.cues = Set.copyOf(cues);
    }

    /** The cue words of {@code style}'s captions against {@code others} (every other style and the factual ones). */
    static StyleWords learn(List<String> style, List<List<String>> others) {
        Map<String, Integer> in = documentCounts(List.of(style));
        Map<String, Integer> out = documentCounts(others);
        int nIn = Math.max(1, style.size());
        int nOut = Math.max(1, others.stream().mapToInt(List::size).sum());
        Set<String> cues = new HashSet<>();
        in.forEach((w, c) -> {
            double odds = Math.log(((c + 0.5) / nIn) / ((out.getOrDefault(w, 0) + 1.0) / nOut));
            if (c >= MIN_CAPTIONS && odds >= MIN_LOG_ODDS && !NEVER.contains(w)) {
                cues.add(w);
            }
        });
        return new StyleWords(cues);
    }

    private static Map<String, Integer> documentCounts(List<List<String>> corpora) {
        Map<String, Integer> counts = new HashMap<>();
        for (List<String> corpus : corpora) {
            for (String caption : corpus) {
                for (String w : new HashSet<>(EmbeddedGenerator.wordsOf(caption))) {
                    counts.merge(w, 1, Integer::sum);
                }
            }
        }
        return counts;
    }

    /** Whether {@code word} is a cue word. */
    boolean isCue(String word) {
        return cues.contains(word);
    }

    /**
     * Why {@code phrase} does not carry {@code style} ("no humorous cue word"), or empty when it holds a cue word or
     * is a full simile.
     */
    Optional<String> missing(String style, String phrase) {
        List<String> words = EmbeddedGenerator.wordsOf(phrase);
        if (words.stream().anyMatch(cues::contains)) {
            return Optional.empty();
        }
        int like = words.indexOf("like");
        if ((like == 0 || like == 1) && Comparisons.notSimile(phrase).isEmpty()) {
            return Optional.empty();
        }
        return Optional.of("no " + style + " cue word");
    }
}
