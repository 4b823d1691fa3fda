package org.pairlab.lm.neural;

import java.util.List;

/**
 * What {@link LstmTrainer#train} gives back.
 *
 * @param model the trained model (the caller closes it)
 * @param epochs per-epoch training loss and held-out perplexity
 * @param unigramPerplexity held-out perplexity of the add-one unigram over the same vocabulary (a baseline)
 * @param trainTokens training tokens, {@code </s>} included
 */
public record LstmTrainingResult(LstmLanguageModel model, List<LstmEpoch> epochs, double unigramPerplexity,
        long trainTokens) {
    /** Held-out perplexity after the last epoch. */
    public double finalPerplexity() {
        return epochs.get(epochs.size() - 1).heldOutPerplexity();
    }
}
