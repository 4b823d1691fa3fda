package org.pairlab.augment.toca;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.pairlab.lm.complete.PosClass;

/**
 * ToCa's lexical pairs R (eq. 5-7): N(token), how often each lexical word occurs in the corpus, and N(a, b), how often
 * a occurs before b in one caption (every pair of positions i &lt; j counts). Prior pairs (the cross-domain scenario's
 * X, §4.2) add to N(a, b); a word only the priors know gets N = the sum of its prior counts, so it can be drawn.
 * Not thread-safe while being built; read-only afterwards.
 */
public final class LexicalPairs {
    private final Map<LexicalWord, Integer> wordCounts = new TreeMap<>();
    private final Map<LexicalWord, Map<LexicalWord, Integer>> pairCounts = new HashMap<>();
    private final Map<LexicalWord, Integer> priorOnly = new TreeMap<>();
    private final Map<LexicalWord, Map<LexicalWord, Integer>> adjacentCounts = new HashMap<>();
    private int priorPairs;

    /** Counts the lexical words of one caption and its pairs. */
    public void addCaption(List<LexicalWord> words) {
        for (int i = 0; i < words.size(); i++) {
            wordCounts.merge(words.get(i), 1, Integer::sum);
            priorOnly.remove(words.get(i));
            for (int j = i + 1; j < words.size(); j++) {
                pairCounts.computeIfAbsent(words.get(i), k -> new HashMap<>()).merge(words.get(j), 1, Integer::sum);
            }
        }
    }

    /** Counts {@code first} directly before {@code second} in one caption's template (a "[J] [N]" or "[N] [N]"). */
    public void addAdjacent(LexicalWord first, LexicalWord second) {
        adjacentCounts.computeIfAbsent(first, k -> new HashMap<>()).merge(second, 1, Integer::sum);
    }

    /** How often {@code first} stood directly before {@code second} (prior pairs count as adjacent too). */
    public int adjacentCount(LexicalWord first, LexicalWord second) {
        Map<LexicalWord, Integer> m = adjacentCounts.get(first);
        return m == null ? 0 : m.getOrDefault(second, 0);
    }

    /** Adds a prior pair: {@code first} before {@code second}, {@code count} times. */
    public void addPrior(LexicalWord first, LexicalWord second, int count) {
        if (count < 1) {
            throw new IllegalArgumentException("prior pair " + first + " " + second + ": count " + count + " < 1");
        }
        pairCounts.computeIfAbsent(first, k -> new HashMap<>()).merge(second, count, Integer::sum);
        adjacentCounts.computeIfAbsent(first, k -> new HashMap<>()).merge(second, count, Integer::sum);
        for (LexicalWord w : List.of(first, second)) {
            if (!wordCounts.containsKey(w) || priorOnly.containsKey(w)) {
                priorOnly.merge(w, count, Integer::sum);
                wordCounts.merge(w, count, Integer::sum);
            }
        }
        priorPairs++;
    }

    /** N(token). */
    public int count(LexicalWord w) {
        return wordCounts.getOrDefault(w, 0);
    }

    /** N(first, second). */
    public int count(LexicalWord first, LexicalWord second) {
        Map<LexicalWord, Integer> m = pairCounts.get(first);
        return m == null ? 0 : m.getOrDefault(second, 0);
    }

    /** Every lexical word of class {@code c}, in word order (a stable order keeps seeded draws reproducible). */
    public List<LexicalWord> words(PosClass c) {
        return wordCounts.keySet().stream().filter(w -> w.wordClass() == c).toList();
    }

    /** Every lexical word with its count, most frequent first. */
    public List<Map.Entry<LexicalWord, Integer>> topWords(int n) {
        List<Map.Entry<LexicalWord, Integer>> all = new ArrayList<>(wordCounts.entrySet());
        all.sort(Map.Entry.<LexicalWord, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()));
        return List.copyOf(all.subList(0, Math.min(n, all.size())));
    }

    /** R(word): the words seen after {@code word} with their counts, most frequent first. */
    public List<Map.Entry<LexicalWord, Integer>> pairsOf(LexicalWord word) {
        List<Map.Entry<LexicalWord, Integer>> all = new ArrayList<>(pairCounts.getOrDefault(word, Map.of()).entrySet());
        all.sort(Map.Entry.<LexicalWord, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()));
        return List.copyOf(all);
    }

    /** The lexical words spelled {@code word}, any class, most frequent first. */
    public List<LexicalWord> spelled(String word) {
        return wordCounts.keySet().stream().filter(w -> w.word().equalsIgnoreCase(word))
                .sorted(Comparator.comparingInt((LexicalWord w) -> count(w)).reversed()
                        .thenComparing(Comparator.naturalOrder()))
                .toList();
    }

    /** Distinct lexical words. */
    public int wordCount() {
        return wordCounts.size();
    }

    /** Distinct ordered pairs. */
    public int pairCount() {
        return pairCounts.values().stream().mapToInt(Map::size).sum();
    }

    /** Prior pairs added. */
    public int priorPairCount() {
        return priorPairs;
    }
}
