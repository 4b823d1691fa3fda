package org.pairlab.lm.complete;

import java.util.List;

/**
 * One sentence a {@link ConstrainedCompleter} found.
 *
 * @param text           the sentence in template order, fixed punctuation the model does not score kept in place
 * @param tokens         the model's tokens, without the end symbol
 * @param logProb        ln P of the tokens and the end symbol
 * @param tokenLogProbs  ln P of each token, then of the end symbol (one more entry than {@code tokens})
 * @param placements     where each required word went, in the order the words were given
 */
public record Completion(String text, List<String> tokens, double logProb, List<Double> tokenLogProbs,
        List<Placement> placements) {
    public Completion {
        tokens = List.copyOf(tokens);
        tokenLogProbs = List.copyOf(tokenLogProbs);
        placements = List.copyOf(placements);
    }

    /** Mean ln P per scored token, the end symbol included. */
    public double perTokenLogProb() {
        return logProb / tokenLogProbs.size();
    }
}
