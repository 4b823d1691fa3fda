package org.pairlab.lm.complete;

import java.util.List;

/**
 * A phrase written into a sentence at one position.
 *
 * @param position index in the original sentence's tokens before which the phrase goes (0 = at the start)
 * @param tokens   the sentence with the phrase in it
 * @param logProb  ln P of {@code tokens} and the end symbol
 */
public record Insertion(int position, List<String> tokens, double logProb) {
    public Insertion {
        tokens = List.copyOf(tokens);
    }

    /** The tokens joined by spaces. */
    public String text() {
        return String.join(" ", tokens);
    }

    /** Mean ln P per scored token, the end symbol included. */
    public double perTokenLogProb() {
        return logProb / (tokens.size() + 1);
    }
}
