package org.pairlab.text;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Corpus probabilities of unigrams and bigrams and the informativeness score rho (seed 001, equations 1 and 2):
 * {@code P(w) = C(w) / sum of C over w's vocabulary} and {@code rho = -1/2 [sum ln P(u_i) + sum ln P(b_j)]}, with the
 * natural logarithm (the paper's figure 2 scores are consistent with it; see docs/informativeness.md).
 */
public final class InformativenessModel {
    private final Map<String, Long> unigrams;
    private final Map<String, Long> bigrams;
    private final long unigramTotal;
    private final long bigramTotal;

    private InformativenessModel(Map<String, Long> unigrams, Map<String, Long> bigrams) {
        this.unigrams = unigrams;
        this.bigrams = bigrams;
        this.unigramTotal = unigrams.values().stream().mapToLong(Long::longValue).sum();
        this.bigramTotal = bigrams.values().stream().mapToLong(Long::longValue).sum();
    }

    /** Counts every n-gram occurrence of the corpus (all captions of a dataset). */
    public static InformativenessModel fromCorpus(List<CaptionNGrams> corpus) {
        Map<String, Long> u = new HashMap<>();
        Map<String, Long> b = new HashMap<>();
        for (CaptionNGrams c : corpus) {
            c.unigrams().forEach(w -> u.merge(w, 1L, Long::sum));
            c.bigrams().forEach(w -> b.merge(w, 1L, Long::sum));
        }
        return new InformativenessModel(u, b);
    }

    /** P(u) of a unigram in the noun vocabulary. */
    public double unigramProbability(String unigram) {
        return probability(unigrams, unigramTotal, unigram);
    }

    /** P(b) of a bigram in the descriptor-object vocabulary. */
    public double bigramProbability(String bigram) {
        return probability(bigrams, bigramTotal, bigram);
    }

    // An n-gram outside the corpus (a caption scored against a corpus it is not part of) counts once, as it would if
    // the caption were added to the corpus; so it never gets probability zero.
    private static double probability(Map<String, Long> counts, long total, String ngram) {
        long c = counts.getOrDefault(ngram, 0L);
        return c == 0 ? 1.0 / (total + 1) : (double) c / total;
    }

    /** rho of one caption; 0 for a caption with no noun and no descriptor-object pair. */
    public double rho(CaptionNGrams caption) {
        double sum = 0;
        for (String u : caption.unigrams()) {
            sum += Math.log(unigramProbability(u));
        }
        for (String b : caption.bigrams()) {
            sum += Math.log(bigramProbability(b));
        }
        return sum == 0 ? 0 : -0.5 * sum;
    }

    /** Number of distinct nouns. */
    public int unigramVocabularySize() {
        return unigrams.size();
    }

    /** Number of distinct descriptor-object bigrams. */
    public int bigramVocabularySize() {
        return bigrams.size();
    }

    /** Corpus frequency C(w) of a unigram. */
    public long unigramCount(String unigram) {
        return unigrams.getOrDefault(unigram, 0L);
    }

    /** Corpus frequency C(w) of a bigram. */
    public long bigramCount(String bigram) {
        return bigrams.getOrDefault(bigram, 0L);
    }
}
