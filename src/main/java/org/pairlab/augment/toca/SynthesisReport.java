package org.pairlab.augment.toca;

import java.util.Map;

/**
 * What a synthesis run did.
 *
 * @param kept        captions kept
 * @param draws       draws of eq. 8-12
 * @param proposals   captions the completer proposed
 * @param dropped     proposals and draws not kept, by reason
 * @param seconds     wall time
 * @param completer   the completer's description
 */
public record SynthesisReport(int kept, int draws, int proposals, Map<DropReason, Integer> dropped, double seconds,
                              String completer) {
    public SynthesisReport {
        dropped = Map.copyOf(dropped);
    }

    /** Kept captions per draw that reached the completer. */
    public double keptShare() {
        int completed = draws - dropped.getOrDefault(DropReason.NO_PAIR, 0)
                - dropped.getOrDefault(DropReason.REPEATED_PROMPT, 0);
        return completed == 0 ? 0 : (double) kept / completed;
    }

    /** Kept captions per second. */
    public double captionsPerSecond() {
        return seconds <= 0 ? 0 : kept / seconds;
    }
}
