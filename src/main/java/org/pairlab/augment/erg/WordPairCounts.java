package org.pairlab.augment.erg;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How often each adjacent word pair occurs in all the captions ERG learns from (every style and the factual ones).
 * A style phrase whose function-word pair occurs in its own caption only ("like ready to fly", "for rest of climbing
 * team", "with nowhere left go but home") is most likely a FlickrStyle typo or a broken fragment, which LanguageTool
 * does not catch; such phrases are not grafted. Pairs after an article or possessive ("a whale", "his feet") and
 * between two content words are not checked: content is rare by nature.
 */
final class WordPairCounts {
    /** A checked pair must occur this often in all the captions (its own caption is one). */
    static final int MIN_COUNT = 2;
    private static final Set<String> DETERMINERS = Set.of("a", "an", "the", "his", "her", "their", "its", "my",
            "your", "our", "this", "that", "these", "those", "some", "every", "each");
    private static final Set<String> FUNCTION = Set.of("to", "like", "for", "of", "in", "on", "at", "with", "from",
            "by", "into", "onto", "about", "after", "before", "while", "as", "because", "but", "and", "or", "so",
            "than", "through", "over", "under", "without", "near", "is", "are", "was", "were", "be", "been", "being",
            "has", "have", "had", "do", "does", "did", "can", "will", "would", "could", "should", "not", "a", "an",
            "the", "his", "her", "their", "its", "my", "your", "our", "he", "she", "they", "it", "him", "them");
    private final Map<String, Integer> counts = new HashMap<>();

    /** Counts the pairs of every caption of every corpus. */
    WordPairCounts(List<List<String>> corpora) {
        for (List<String> corpus : corpora) {
            for (String caption : corpus) {
                List<String> w = EmbeddedGenerator.wordsOf(caption);
                for (int i = 0; i + 1 < w.size(); i++) {
                    counts.merge(w.get(i) + " " + w.get(i + 1), 1, Integer::sum);
                }
            }
        }
    }

    /** How often {@code a b} occurs. */
    int count(String a, String b) {
        return counts.getOrDefault(a + " " + b, 0);
    }

    /** The first checked pair of {@code phrase} seen fewer than {@link #MIN_COUNT} times; "" when none. */
    String rarePair(String phrase) {
        List<String> w = EmbeddedGenerator.wordsOf(phrase);
        for (int i = 0; i + 1 < w.size(); i++) {
            String a = w.get(i);
            String b = w.get(i + 1);
            if (DETERMINERS.contains(a) || !FUNCTION.contains(a) && !FUNCTION.contains(b)) {
                continue;
            }
            if (count(a, b) < MIN_COUNT) {
                return a + " " + b;
            }
        }
        return "";
    }
}
