package org.pairlab.lm.neural;

import org.pairlab.lm.LmState;

/**
 * The LSTM's memory after some words: hidden and cell state of every layer ({@code layers x hidden} floats each),
 * with the log-probabilities of the next word that the same step computed. Immutable: the arrays never leave.
 */
final class LstmState implements LmState {
    private final float[] h;
    private final float[] c;
    private final float[] next;

    LstmState(float[] h, float[] c, float[] next) {
        this.h = h;
        this.c = c;
        this.next = next;
    }

    float[] h() {
        return h;
    }

    float[] c() {
        return c;
    }

    /** ln P of word {@code id} next. */
    float logProb(int id) {
        return next[id];
    }

    /** ln P of every word next, as doubles (a fresh array). */
    double[] logProbs() {
        double[] out = new double[next.length];
        for (int i = 0; i < next.length; i++) {
            out[i] = next[i];
        }
        return out;
    }
}
