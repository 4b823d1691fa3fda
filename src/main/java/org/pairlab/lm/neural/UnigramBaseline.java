package org.pairlab.lm.neural;

import java.util.List;

/**
 * The unigram perplexity of held-out captions over an LSTM's vocabulary (add-one smoothed training counts,
 * {@code </s>} and {@code <unk>} counted as words): the floor any sequence model must beat.
 */
public final class UnigramBaseline {
    private UnigramBaseline() {
    }

    /** Perplexity of {@code heldOut} under the unigram distribution of {@code train}. */
    public static double perplexity(LstmVocabulary vocabulary, List<List<String>> train, List<List<String>> heldOut) {
        double[] counts = new double[vocabulary.size()];
        double total = 0;
        for (List<String> caption : train) {
            for (int id : vocabulary.targets(caption)) {
                counts[id]++;
                total++;
            }
        }
        double logSum = 0;
        long tokens = 0;
        for (List<String> caption : heldOut) {
            for (int id : vocabulary.targets(caption)) {
                logSum += Math.log((counts[id] + 1) / (total + counts.length));
                tokens++;
            }
        }
        return Math.exp(-logSum / Math.max(1, tokens));
    }
}
