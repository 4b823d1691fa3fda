package org.pairlab.ml.caption;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Word ids of a captioning model, built from tokenized training captions: words seen at least {@code minCount}
 * times, plus {@code <pad>} (0), {@code <start>} (1), {@code <end>} (2) and {@code <unk>} (3).
 */
public final class Vocabulary {
    public static final String PAD = "<pad>";
    public static final String START = "<start>";
    public static final String END = "<end>";
    public static final String UNK = "<unk>";
    public static final int PAD_ID = 0;
    public static final int START_ID = 1;
    public static final int END_ID = 2;
    public static final int UNK_ID = 3;

    private final List<String> words;
    private final Map<String, Integer> ids = new HashMap<>();

    /** A vocabulary with exactly these words in id order; the first four must be the special tokens. */
    public Vocabulary(List<String> words) {
        if (words.size() < 4 || !words.get(PAD_ID).equals(PAD) || !words.get(START_ID).equals(START)
                || !words.get(END_ID).equals(END) || !words.get(UNK_ID).equals(UNK)) {
            throw new IllegalArgumentException("A vocabulary must start with <pad>, <start>, <end>, <unk>");
        }
        this.words = List.copyOf(words);
        for (int i = 0; i < this.words.size(); i++) {
            if (ids.putIfAbsent(this.words.get(i), i) != null) {
                throw new IllegalArgumentException("Word \"" + this.words.get(i) + "\" appears twice in the vocabulary");
            }
        }
    }

    /** Words of the tokenized captions seen at least {@code minCount} times, in alphabetical order (deterministic). */
    public static Vocabulary build(Collection<List<String>> tokenizedCaptions, int minCount) {
        Map<String, Integer> counts = new TreeMap<>();
        for (List<String> caption : tokenizedCaptions) {
            for (String w : caption) {
                counts.merge(w, 1, Integer::sum);
            }
        }
        List<String> words = new ArrayList<>(List.of(PAD, START, END, UNK));
        counts.forEach((w, n) -> {
            if (n >= minCount && !words.contains(w)) {
                words.add(w);
            }
        });
        return new Vocabulary(words);
    }

    public int size() {
        return words.size();
    }

    public int id(String word) {
        return ids.getOrDefault(word, UNK_ID);
    }

    public String word(int id) {
        return words.get(id);
    }

    /** The words in id order (for saving). */
    public List<String> words() {
        return words;
    }

    /**
     * {@code <start> w1 .. wn <end>} padded to {@code maxWords + 2} ids; longer captions are cut to {@code maxWords}
     * words.
     */
    public int[] encode(List<String> tokens, int maxWords) {
        int[] out = new int[maxWords + 2];
        out[0] = START_ID;
        int n = Math.min(maxWords, tokens.size());
        for (int i = 0; i < n; i++) {
            out[i + 1] = id(tokens.get(i));
        }
        out[n + 1] = END_ID;
        return out;
    }

    /** The caption of a decoded id sequence: stops at {@code <end>}, skips {@code <start>} and {@code <pad>}. */
    public String decode(int[] ids) {
        StringBuilder sb = new StringBuilder();
        for (int id : ids) {
            if (id == END_ID) {
                break;
            }
            if (id == START_ID || id == PAD_ID) {
                continue;
            }
            if (!sb.isEmpty()) {
                sb.append(' ');
            }
            sb.append(word(id));
        }
        return sb.toString();
    }
}
