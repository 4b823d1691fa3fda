package org.pairlab.lm.ngram;

import java.util.Arrays;
import org.pairlab.lm.LmState;

/**
 * An n-gram context: the last words (ids, most recent last), cut to the longest suffix the model knows, with the
 * log10 backoff weight of each of its suffixes so a query need not look them up.
 */
final class NgramState implements LmState {
    final int[] context;
    /** {@code backoff10[j - 1]}: log10 backoff of the context's last j words. */
    final double[] backoff10;

    NgramState(int[] context, double[] backoff10) {
        this.context = context;
        this.backoff10 = backoff10;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof NgramState s && Arrays.equals(context, s.context);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(context);
    }

    @Override
    public String toString() {
        return "NgramState" + Arrays.toString(context);
    }
}
