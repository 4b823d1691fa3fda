package org.pairlab.augment.erg;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * How often each style phrase was chosen so far in one run, so the same few strong phrases ("trying to reach outer
 * space") are not grafted everywhere. Usage is a real cost, not a tie-break: a phrase chosen k times loses
 * {@link #penalty} (growing faster than k) from its rank, and once chosen {@link #MAX_REPEATS} times it is
 * {@link #overused} and ranks below every graft that passes the same checks with the same fit
 * ({@link GraftRanker#bestFirst}). Not thread-safe; {@link Stylizer#stylizeAll} chooses in input order, so runs are
 * repeatable.
 */
final class PhraseUsage {
    /** Rank lost by the first earlier use (rank is mean ln P per token plus style and similarity terms). */
    static final double PENALTY = 0.12;
    /** Uses after which a phrase gives way to any alternative passing the same checks. */
    static final int MAX_REPEATS = 2;
    private final Map<String, Integer> uses = new HashMap<>();
    private final Map<String, Integer> frames = new HashMap<>();

    /** Counts one more use of {@code phrase}. */
    void add(String phrase) {
        uses.merge(PhraseBank.canonical(phrase), 1, Integer::sum);
        frames.merge(frame(phrase), 1, Integer::sum);
    }

    /**
     * How often {@code phrase} was chosen; a bank clause's two forms are one phrase (round 14's read saw "like a
     * superstar in a cereal commercial" and "like superstars ..." in one draw).
     */
    int uses(String phrase) {
        return uses.getOrDefault(PhraseBank.canonical(phrase), 0);
    }

    /**
     * How often a phrase opening like {@code phrase} was chosen ("trying very hard to look like a pro" and "... like a
     * local" share "trying very hard"): readers take a frame seen four times in 50 outputs for a stock ending.
     */
    int frameUses(String phrase) {
        return frames.getOrDefault(frame(phrase), 0);
    }

    /** The first three words of a phrase, articles left out. */
    static String frame(String phrase) {
        List<String> words = EmbeddedGenerator.wordsOf(phrase).stream()
                .filter(w -> !w.equals("a") && !w.equals("an") && !w.equals("the")).toList();
        return String.join(" ", words.subList(0, Math.min(3, words.size())));
    }

    /**
     * The rank penalty of {@code phrase}: {@link #PENALTY} times 1 + 2 + ... + k for k earlier uses (0.12, 0.36,
     * 0.72, ...), so each further use costs more than the last.
     */
    double penalty(String phrase) {
        int k = uses(phrase);
        return PENALTY * k * (k + 1) / 2.0;
    }

    /** Whether {@code phrase} was chosen {@link #MAX_REPEATS} times already. */
    boolean overused(String phrase) {
        return uses(phrase) >= MAX_REPEATS;
    }
}
