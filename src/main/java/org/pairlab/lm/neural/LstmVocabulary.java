package org.pairlab.lm.neural;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.pairlab.lm.LanguageModel;

/**
 * The words an LSTM language model predicts: {@code </s>} (id 0), {@code <unk>} (id 1), then the training words seen
 * at least {@code minCount} times, most frequent first (ties alphabetical, so the same captions give the same ids).
 * {@code <s>} is an input only: its id is {@link #size()}, one past the predicted words.
 */
public final class LstmVocabulary {
    public static final int END_ID = 0;
    public static final int UNKNOWN_ID = 1;

    private final List<String> words;
    private final Map<String, Integer> ids = new HashMap<>();

    /** A vocabulary with exactly these words in id order; the first two must be {@code </s>} and {@code <unk>}. */
    public LstmVocabulary(List<String> words) {
        if (words.size() < 2 || !words.get(END_ID).equals(LanguageModel.END)
                || !words.get(UNKNOWN_ID).equals(LanguageModel.UNKNOWN)) {
            throw new IllegalArgumentException("An LSTM vocabulary must start with </s>, <unk>");
        }
        this.words = List.copyOf(words);
        for (int i = 0; i < this.words.size(); i++) {
            if (ids.putIfAbsent(this.words.get(i), i) != null) {
                throw new IllegalArgumentException("Word \"" + this.words.get(i) + "\" appears twice in the vocabulary");
            }
        }
        if (ids.containsKey(LanguageModel.START)) {
            throw new IllegalArgumentException("<s> is an input only and cannot be a vocabulary word");
        }
    }

    /** Words of tokenized captions seen at least {@code minCount} times, at most {@code max} of them (0: all). */
    public static LstmVocabulary build(Collection<List<String>> captions, int minCount, int max) {
        Map<String, Integer> counts = new HashMap<>();
        for (List<String> caption : captions) {
            for (String w : caption) {
                counts.merge(w, 1, Integer::sum);
            }
        }
        List<Map.Entry<String, Integer>> kept = new ArrayList<>();
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            String w = e.getKey();
            if (e.getValue() >= minCount && !w.equals(LanguageModel.END) && !w.equals(LanguageModel.UNKNOWN)
                    && !w.equals(LanguageModel.START)) {
                kept.add(e);
            }
        }
        kept.sort(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()));
        List<String> words = new ArrayList<>(List.of(LanguageModel.END, LanguageModel.UNKNOWN));
        for (Map.Entry<String, Integer> e : kept) {
            if (max > 0 && words.size() >= max) {
                break;
            }
            words.add(e.getKey());
        }
        return new LstmVocabulary(words);
    }

    /** Predicted words, {@code </s>} and {@code <unk>} included. */
    public int size() {
        return words.size();
    }

    /** The input id of {@code <s>}. */
    public int startId() {
        return words.size();
    }

    /** The id of a word; {@link #UNKNOWN_ID} for words outside the vocabulary. */
    public int id(String word) {
        return ids.getOrDefault(word, UNKNOWN_ID);
    }

    /** Whether the word has an id of its own. */
    public boolean knows(String word) {
        return ids.containsKey(word);
    }

    public String word(int id) {
        return words.get(id);
    }

    /** The words in id order. */
    public List<String> words() {
        return words;
    }

    /** {@code <s> w1 .. wn}: the inputs of a caption (targets are {@link #targets}). */
    public int[] inputs(List<String> tokens) {
        int[] out = new int[tokens.size() + 1];
        out[0] = startId();
        for (int i = 0; i < tokens.size(); i++) {
            out[i + 1] = id(tokens.get(i));
        }
        return out;
    }

    /** {@code w1 .. wn </s>}: what the model should predict after each input. */
    public int[] targets(List<String> tokens) {
        int[] out = new int[tokens.size() + 1];
        for (int i = 0; i < tokens.size(); i++) {
            out[i] = id(tokens.get(i));
        }
        out[tokens.size()] = END_ID;
        return out;
    }
}
