package org.pairlab.augment.toca;

/**
 * What a ToCa run is asked for.
 *
 * @param scenario       the §3.1 preset
 * @param count          captions to keep
 * @param seed           seeds the draws (and the LLM's answers)
 * @param tau            eq. 12's temperature; {@link Double#POSITIVE_INFINITY} is the paper's default
 * @param smallCorpus    the data-efficient scenario's corpus size
 * @param grammarFilter  drop captions in which {@link org.pairlab.lm.grammar.CaptionGrammar} finds an error
 * @param overgenerate   the embedded path makes this many times the count and keeps the most fluent (1 = off)
 * @param gapMax         most words the embedded completion puts in one gap
 * @param maxDroppedSlots slots a draw may leave unfilled (§3.2 "ignore"); more and the draw is redone
 */
public record TocaSettings(Scenario scenario, int count, long seed, double tau, int smallCorpus, boolean grammarFilter,
                           double overgenerate, int gapMax, int maxDroppedSlots) {
    /** The embedded default's over-generation factor. */
    public static final double DEFAULT_OVERGENERATE = 3;

    public TocaSettings {
        if (count < 1) {
            throw new IllegalArgumentException("--count must be at least 1, got " + count);
        }
        if (!(tau > 0)) {
            throw new IllegalArgumentException("--tau must be positive (or inf), got " + tau);
        }
        if (smallCorpus < 1) {
            throw new IllegalArgumentException("--corpus-size must be at least 1, got " + smallCorpus);
        }
        if (!(overgenerate >= 1)) {
            throw new IllegalArgumentException("--overgenerate must be 1 or more, got " + overgenerate);
        }
        if (gapMax < 1 || maxDroppedSlots < 0) {
            throw new IllegalArgumentException("gap size " + gapMax + " must be at least 1 and dropped slots "
                    + maxDroppedSlots + " at least 0");
        }
    }

    /** The defaults for {@code count} captions: in-domain, seed 0, tau = infinity, grammar filter on. */
    public static TocaSettings defaults(int count) {
        return new TocaSettings(Scenario.IN_DOMAIN, count, 0, Double.POSITIVE_INFINITY, Scenario.DEFAULT_SMALL_CORPUS,
                true, DEFAULT_OVERGENERATE, 2, Integer.MAX_VALUE);
    }

    /** These settings with another scenario. */
    public TocaSettings withScenario(Scenario s) {
        return new TocaSettings(s, count, seed, tau, smallCorpus, grammarFilter, overgenerate, gapMax, maxDroppedSlots);
    }

    /** These settings with another seed. */
    public TocaSettings withSeed(long s) {
        return new TocaSettings(scenario, count, s, tau, smallCorpus, grammarFilter, overgenerate, gapMax, maxDroppedSlots);
    }

    /** These settings with another tau. */
    public TocaSettings withTau(double t) {
        return new TocaSettings(scenario, count, seed, t, smallCorpus, grammarFilter, overgenerate, gapMax, maxDroppedSlots);
    }
}
