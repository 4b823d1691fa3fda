package org.pairlab.lm.ngram;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.pairlab.lm.LanguageModel;
import org.pairlab.lm.LmState;
import org.pairlab.lm.LmTokenizer;
import org.pairlab.lm.SentenceScore;

/**
 * A backoff n-gram language model, as an ARPA file holds it: for each n-gram its log10 probability and (below the
 * highest order) its log10 backoff weight. Words are int ids; each order's n-grams sit in a {@link NgramTable}
 * (open addressing over 64-bit keys) with their values in primitive arrays. Immutable and thread-safe.
 *
 * <p>P(w | h) is the stored probability of the longest n-gram {@code h' w} ending the history that the model holds,
 * times the backoff weights of the longer contexts it had to drop (SRILM's and KenLM's rule).
 */
public final class NgramModel implements LanguageModel {
    private static final double LN10 = Math.log(10);

    private final int order;
    private final LmTokenizer tokenizer;
    private final String kind;
    /** Words by id; the last one is {@code <s>}, which is not part of {@link #vocabulary()}. */
    private final String[] words;
    private final Map<String, Integer> ids;
    private final List<String> vocabulary;
    private final int unknownId;
    private final int startId;
    private final NgramTable[] tables;
    private final double[][] prob10;
    private final double[][] backoff10;
    private final List<Discounts> discounts;
    private final NgramState startState;
    /** {@code successors[n - 1]}: order n's n-grams by context; null for n = 1. */
    private final Successors[] successors;

    NgramModel(int order, LmTokenizer tokenizer, String kind, String[] words, NgramTable[] tables, double[][] prob10,
               double[][] backoff10, List<Discounts> discounts) {
        this.order = order;
        this.tokenizer = tokenizer;
        this.kind = kind;
        this.words = words;
        this.tables = tables;
        this.prob10 = prob10;
        this.backoff10 = backoff10;
        this.discounts = List.copyOf(discounts);
        this.startId = words.length - 1;
        if (!START.equals(words[startId])) {
            throw new IllegalArgumentException("the last word id must be " + START);
        }
        this.ids = new HashMap<>(words.length * 2);
        for (int i = 0; i < startId; i++) {
            ids.put(words[i], i);
        }
        Integer unk = ids.get(UNKNOWN);
        if (unk == null || !ids.containsKey(END)) {
            throw new IllegalArgumentException("an n-gram model needs the words " + UNKNOWN + " and " + END);
        }
        this.unknownId = unk;
        this.vocabulary = List.of(Arrays.copyOf(words, startId));
        this.successors = new Successors[order];
        for (int n = 2; n <= order; n++) {
            successors[n - 1] = Successors.of(tables[n - 1], tables[n - 2]);
        }
        this.startState = stateAfter(new int[] {startId}, 1);
    }

    /** Reads an ARPA file (KenLM's, SRILM's, IRSTLM's or ours); errors name the file and line. */
    public static NgramModel readArpa(Path file, LmTokenizer tokenizer) throws IOException {
        return ArpaReader.read(file, tokenizer);
    }

    /** Writes the model as an ARPA file (log10 probabilities and backoffs), readable by KenLM, SRILM and IRSTLM. */
    public void writeArpa(Path file) throws IOException {
        ArpaWriter.write(this, file);
    }

    /** The highest n-gram order. */
    public int order() {
        return order;
    }

    /** How many n-grams of order {@code n} (1 to {@link #order()}) the model holds; {@code <s>} counts as a 1-gram. */
    public int ngramCount(int n) {
        return tables[n - 1].size();
    }

    /** The modified Kneser-Ney discounts per order when this model was trained here, lowest order first; else empty. */
    public List<Discounts> discounts() {
        return discounts;
    }

    @Override
    public String describe() {
        return String.format(Locale.ROOT, "%s-%d %s (%,d words)", kind, order, tokenizer.name().toLowerCase(Locale.ROOT),
                vocabulary.size());
    }

    @Override
    public LmTokenizer tokenizer() {
        return tokenizer;
    }

    @Override
    public List<String> vocabulary() {
        return vocabulary;
    }

    @Override
    public boolean knows(String word) {
        return ids.containsKey(word);
    }

    @Override
    public LmState start() {
        return startState;
    }

    @Override
    public LmState advance(LmState state, String word) {
        NgramState s = (NgramState) state;
        if (order == 1) {
            return s;
        }
        int keep = Math.min(s.context.length, order - 2);
        int[] next = new int[keep + 1];
        System.arraycopy(s.context, s.context.length - keep, next, 0, keep);
        next[keep] = id(word);
        return stateAfter(next, next.length);
    }

    @Override
    public double logProb(LmState state, String word) {
        NgramState s = (NgramState) state;
        return log10Prob(s.context, s.context.length, s.backoff10, id(word)) * LN10;
    }

    @Override
    public double[] logProbs(LmState state) {
        // Every word backs off through the whole context, then the words seen after each context suffix, shortest
        // first, take their own probability: the longest n-gram found wins, as in logProb.
        NgramState s = (NgramState) state;
        int length = s.context.length;
        double[] out = new double[vocabulary.size()];
        double[] dropped = new double[length + 1];
        for (int j = length - 1; j >= 0; j--) {
            dropped[j] = dropped[j + 1] + s.backoff10[j];
        }
        for (int w = 0; w < out.length; w++) {
            out[w] = prob10[0][w] + dropped[0];
        }
        long key = 0;
        for (int j = 1; j <= length; j++) {
            int c = s.context[length - j];
            key = j == 1 ? NgramKeys.of(c) : NgramKeys.extend(key, c);
            int h = tables[j - 1].find(key);
            if (h < 0) {
                break; // states keep known contexts only; kept for safety
            }
            Successors next = successors[j];
            NgramTable table = tables[j];
            for (int i = next.from(h); i < next.to(h); i++) {
                int e = next.entry(i);
                int w = table.word(e, j);
                if (w < out.length) {
                    out[w] = prob10[j][e] + dropped[j];
                }
            }
        }
        for (int w = 0; w < out.length; w++) {
            out[w] *= LN10;
        }
        return out;
    }

    /**
     * Scores without building a state per word: the hot path of corpus perplexity and caption scoring. One pass of
     * lookups per word gives both its probability and the next context (the n-grams found ending in the word are the
     * next context's suffixes), as KenLM does.
     */
    @Override
    public SentenceScore score(List<String> tokens) {
        int width = Math.max(1, order - 1);
        int[] context = new int[width];
        double[] backoff = new double[width];
        int[] nextContext = new int[width];
        double[] nextBackoff = new double[width];
        int length = 0;
        if (order > 1) {
            context[0] = startId;
            backoff[0] = backoff10[0][startId];
            length = 1;
        }
        int end = ids.get(END);
        double total10 = 0;
        double oov10 = 0;
        int oov = 0;
        int n = tokens.size();
        for (int i = 0; i <= n; i++) {
            int w;
            if (i == n) {
                w = end;
            } else {
                Integer id = ids.get(tokens.get(i));
                w = id == null ? unknownId : id;
            }
            // 1-gram entries are numbered by word id.
            double p = prob10[0][w];
            int matched = 0;
            int nextLength = 1;
            if (order > 1) {
                nextBackoff[0] = backoff10[0][w];
            }
            long key = NgramKeys.of(w);
            for (int j = 1; j <= length; j++) {
                key = NgramKeys.extend(key, context[length - j]);
                int e = tables[j].find(key);
                if (e < 0) {
                    break;
                }
                p = prob10[j][e];
                matched = j;
                if (j < width) {
                    nextBackoff[j] = backoff10[j][e];
                    nextLength = j + 1;
                }
            }
            for (int j = matched + 1; j <= length; j++) {
                p += backoff[j - 1];
            }
            total10 += p;
            if (i < n && w == unknownId && !UNKNOWN.equals(tokens.get(i))) {
                oov++;
                oov10 += p;
            }
            if (order > 1 && i < n) {
                // Next context: the last nextLength - 1 words of this one, then w.
                System.arraycopy(context, length - (nextLength - 1), nextContext, 0, nextLength - 1);
                nextContext[nextLength - 1] = w;
                int[] c = context;
                context = nextContext;
                nextContext = c;
                double[] b = backoff;
                backoff = nextBackoff;
                nextBackoff = b;
                length = nextLength;
            }
        }
        return new SentenceScore(total10 * LN10, n + 1, oov, oov10 * LN10);
    }

    int id(String word) {
        Integer id = ids.get(word);
        return id == null ? unknownId : id;
    }

    String word(int id) {
        return words[id];
    }

    int wordCount() {
        return words.length;
    }

    NgramTable table(int n) {
        return tables[n - 1];
    }

    double prob10(int n, int entry) {
        return prob10[n - 1][entry];
    }

    double backoff10(int n, int entry) {
        return n == order ? 0 : backoff10[n - 1][entry];
    }

    /** log10 P(w | the context's last {@code length} words), with the context's backoffs {@code backoff}. */
    private double log10Prob(int[] context, int length, double[] backoff, int w) {
        long key = NgramKeys.of(w);
        int e = tables[0].find(key);
        double p = prob10[0][e]; // every id is a 1-gram
        int matched = 0;
        for (int j = 1; j <= length && e >= 0; j++) {
            key = NgramKeys.extend(key, context[length - j]);
            e = tables[j].find(key);
            if (e >= 0) {
                p = prob10[j][e];
                matched = j;
            }
        }
        for (int j = matched + 1; j <= length; j++) {
            p += backoff[j - 1];
        }
        return p;
    }

    /** Keeps the longest suffix of {@code context[0..length)} that the model holds; fills its backoffs. */
    private int shorten(int[] context, int length, double[] backoff) {
        long key = 0;
        int known = 0;
        for (int j = 1; j <= length; j++) {
            key = j == 1 ? NgramKeys.of(context[length - 1]) : NgramKeys.extend(key, context[length - j]);
            int e = tables[j - 1].find(key);
            if (e < 0) {
                break;
            }
            backoff[j - 1] = backoff10[j - 1][e];
            known = j;
        }
        if (known < length) {
            System.arraycopy(context, length - known, context, 0, known);
        }
        return known;
    }

    private NgramState stateAfter(int[] context, int length) {
        if (order == 1) {
            return new NgramState(new int[0], new double[0]);
        }
        int[] c = context.clone();
        double[] backoff = new double[length];
        int known = shorten(c, length, backoff);
        return new NgramState(Arrays.copyOf(c, known), Arrays.copyOf(backoff, known));
    }
}
