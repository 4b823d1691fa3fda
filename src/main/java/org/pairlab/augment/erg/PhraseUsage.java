package org.pairlab.augment.erg;

import java.util.HashMap;
import java.util.Map;

/**
 * How often each style phrase was chosen so far in one run, so the same few strong phrases ("trying to reach outer
 * space") are not grafted everywhere: each earlier use lowers a graft's rank by {@link #PENALTY}. Not thread-safe;
 * {@link Stylizer#stylizeAll} chooses in input order, so runs are repeatable.
 */
final class PhraseUsage {
    /** Rank lost per earlier use of the same phrase (rank is mean ln P per token plus style and similarity terms). */
    static final double PENALTY = 0.12;
    private final Map<String, Integer> uses = new HashMap<>();

    /** Counts one more use of {@code phrase}. */
    void add(String phrase) {
        uses.merge(phrase, 1, Integer::sum);
    }

    /** How often {@code phrase} was chosen. */
    int uses(String phrase) {
        return uses.getOrDefault(phrase, 0);
    }

    /** The rank penalty of {@code phrase}. */
    double penalty(String phrase) {
        return PENALTY * uses(phrase);
    }
}
