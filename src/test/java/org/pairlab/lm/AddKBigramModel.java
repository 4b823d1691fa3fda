package org.pairlab.lm;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Test-only language model: an add-k smoothed word bigram over PTB tokens, words seen fewer than twice mapped to
 * {@code <unk>}. It stands in for the Kneser-Ney model being written elsewhere, so completion and insertion can be
 * tested against real caption statistics.
 */
public final class AddKBigramModel implements LanguageModel {
    private final double k;
    private final List<String> vocab;
    private final Map<String, Integer> index = new HashMap<>();
    private final Map<Integer, Map<Integer, Integer>> follows = new HashMap<>();
    private final int[] contextTotals;
    private final int startId;

    private record State(int previous) implements LmState {
    }

    private AddKBigramModel(List<List<String>> sentences, double k) {
        this.k = k;
        Map<String, Integer> counts = new TreeMap<>();
        sentences.forEach(s -> s.forEach(w -> counts.merge(w, 1, Integer::sum)));
        List<String> v = new ArrayList<>();
        counts.forEach((w, n) -> {
            if (n >= 2) {
                v.add(w);
            }
        });
        v.add(END);
        v.add(UNKNOWN);
        this.vocab = List.copyOf(v);
        for (int i = 0; i < vocab.size(); i++) {
            index.put(vocab.get(i), i);
        }
        startId = vocab.size();
        contextTotals = new int[vocab.size() + 1];
        for (List<String> s : sentences) {
            int prev = startId;
            for (int i = 0; i <= s.size(); i++) {
                int w = i == s.size() ? index.get(END) : id(s.get(i));
                follows.computeIfAbsent(prev, x -> new HashMap<>()).merge(w, 1, Integer::sum);
                contextTotals[prev]++;
                prev = w;
            }
        }
    }

    /** Trains on captions tokenized with {@link LmTokenizer#PTB}. */
    public static AddKBigramModel train(List<String> captions, double k) {
        List<List<String>> sentences = captions.stream().map(LmTokenizer.PTB::tokenize).toList();
        return new AddKBigramModel(sentences, k);
    }

    private int id(String w) {
        Integer i = index.get(w);
        return i == null ? index.get(UNKNOWN) : i;
    }

    @Override
    public String describe() {
        return "add-" + k + " bigram (" + vocab.size() + " words)";
    }

    @Override
    public LmTokenizer tokenizer() {
        return LmTokenizer.PTB;
    }

    @Override
    public List<String> vocabulary() {
        return vocab;
    }

    @Override
    public boolean knows(String word) {
        return index.containsKey(word) && !UNKNOWN.equals(word);
    }

    @Override
    public LmState start() {
        return new State(startId);
    }

    @Override
    public LmState advance(LmState state, String word) {
        return new State(id(word));
    }

    @Override
    public double logProb(LmState state, String word) {
        int prev = ((State) state).previous();
        int n = follows.getOrDefault(prev, Map.of()).getOrDefault(id(word), 0);
        return Math.log((n + k) / (contextTotals[prev] + k * vocab.size()));
    }

    @Override
    public double[] logProbs(LmState state) {
        int prev = ((State) state).previous();
        double denominator = contextTotals[prev] + k * vocab.size();
        double[] out = new double[vocab.size()];
        Arrays.fill(out, Math.log(k / denominator));
        follows.getOrDefault(prev, Map.of()).forEach((w, n) -> out[w] = Math.log((n + k) / denominator));
        return out;
    }
}
