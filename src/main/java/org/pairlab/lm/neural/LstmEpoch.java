package org.pairlab.lm.neural;

/**
 * One finished training epoch.
 *
 * @param epoch 1-based epoch number
 * @param trainLoss mean cross-entropy (nats per token) of the epoch's updates
 * @param heldOutPerplexity perplexity of the held-out captions after the epoch ({@code </s>} and {@code <unk>} counted)
 * @param seconds wall time of the epoch, evaluation included
 */
public record LstmEpoch(int epoch, double trainLoss, double heldOutPerplexity, double seconds) {
}
