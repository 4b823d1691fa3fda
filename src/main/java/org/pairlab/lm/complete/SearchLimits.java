package org.pairlab.lm.complete;

/**
 * How hard a {@link ConstrainedCompleter} searches; the caps make every search end.
 *
 * @param beamSize            hypotheses kept per step, shared out among the banks of hypotheses that placed 0, 1, ...
 *                            required words (Post and Vilar's dynamic beam allocation)
 * @param candidatesPerSlot   best words tried per open slot or gap position for each hypothesis (required words that
 *                            fit are always tried as well)
 * @param maxSteps            most words in a sentence, the end symbol not counted
 * @param maxExpansions       most hypotheses expanded in one search (each is one call of the model for all words)
 * @param requiredWordsInGaps whether a required word may also fill a gap; off, required words go only into open
 *                            slots of their class (ToCa's "words kept in their slots") or fixed words equal to them
 */
public record SearchLimits(int beamSize, int candidatesPerSlot, int maxSteps, int maxExpansions,
        boolean requiredWordsInGaps) {
    /** Beam 24, 24 words per position, 40 words, 50,000 expansions, required words in open slots only. */
    public static final SearchLimits DEFAULT = new SearchLimits(24, 24, 40, 50_000, false);

    public SearchLimits {
        if (beamSize < 1 || candidatesPerSlot < 1 || maxSteps < 1 || maxExpansions < 1) {
            throw new IllegalArgumentException("search limits must be positive: beam " + beamSize + ", candidates "
                    + candidatesPerSlot + ", steps " + maxSteps + ", expansions " + maxExpansions);
        }
    }

    /** These limits with another beam size. */
    public SearchLimits withBeamSize(int beam) {
        return new SearchLimits(beam, candidatesPerSlot, maxSteps, maxExpansions, requiredWordsInGaps);
    }

    /** These limits with required words allowed in gaps (for ToCa's {@code "[ ] horse [ ] field [ ] ."} masks). */
    public SearchLimits withRequiredWordsInGaps(boolean allowed) {
        return new SearchLimits(beamSize, candidatesPerSlot, maxSteps, maxExpansions, allowed);
    }
}
