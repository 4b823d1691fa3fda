package org.pairlab.lm.complete;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.pairlab.lm.LanguageModel;
import org.pairlab.lm.LmState;

/**
 * ERG's simple graft: put a style phrase into a factual sentence at the position the language model likes best.
 * Every insertion point is scored; the prefix states are computed once, so a sentence of n tokens costs about
 * n(n + phrase)/2 model steps.
 */
public final class PhraseInserter {
    private final LanguageModel lm;

    /** An inserter over {@code lm}. */
    public PhraseInserter(LanguageModel lm) {
        this.lm = lm;
    }

    /**
     * The {@code k} best ways to put {@code phrase} into {@code sentence} (both as the model's tokens), best first.
     * All have the same length, so total and per-token ln P rank them alike.
     */
    public List<Insertion> bestInsertions(List<String> sentence, List<String> phrase, int k) {
        if (phrase.isEmpty()) {
            throw new IllegalArgumentException("the phrase to insert is empty");
        }
        int n = sentence.size();
        LmState[] states = new LmState[n + 1];
        double[] prefix = new double[n + 1];
        states[0] = lm.start();
        for (int i = 0; i < n; i++) {
            prefix[i + 1] = prefix[i] + lm.logProb(states[i], sentence.get(i));
            states[i + 1] = lm.advance(states[i], sentence.get(i));
        }
        List<Insertion> all = new ArrayList<>(n + 1);
        for (int at = 0; at <= n; at++) {
            LmState s = states[at];
            double total = prefix[at];
            List<String> tokens = new ArrayList<>(n + phrase.size());
            tokens.addAll(sentence.subList(0, at));
            for (String w : phrase) {
                total += lm.logProb(s, w);
                s = lm.advance(s, w);
                tokens.add(w);
            }
            for (String w : sentence.subList(at, n)) {
                total += lm.logProb(s, w);
                s = lm.advance(s, w);
                tokens.add(w);
            }
            total += lm.logProb(s, LanguageModel.END);
            all.add(new Insertion(at, tokens, total));
        }
        all.sort(Comparator.comparingDouble(Insertion::logProb).reversed().thenComparingInt(Insertion::position));
        return List.copyOf(all.subList(0, Math.min(Math.max(k, 0), all.size())));
    }
}
