package org.pairlab.lm.ngram;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.pairlab.lm.LanguageModel;
import org.pairlab.lm.LmTokenizer;

/**
 * Trains an interpolated modified Kneser-Ney n-gram model (Chen and Goodman 1998), as KenLM's {@code lmplz} does.
 *
 * <ul>
 *   <li>Each sentence is {@code <s> w1 .. wk </s>}. Highest-order n-grams keep their counts; a lower-order n-gram's
 *       adjusted count is its number of distinct left extensions (continuation count), except n-grams that start
 *       with {@code <s>}, which nothing can precede, and keep their counts.</li>
 *   <li>Per order, discounts D1, D2, D3+ come from the count-of-counts of the adjusted counts (KenLM's fallback
 *       0.5, 1, 1.5 when a tiny corpus makes them undefined).</li>
 *   <li>P(w | h) = max(a(hw) - D(a(hw)), 0) / sum_x a(hx) + gamma(h) P(w | h'), with gamma(h) = (D1 N1(h) +
 *       D2 N2(h) + D3+ N3+(h)) / sum_x a(hx); the 1-gram distribution is interpolated with the uniform
 *       distribution over the vocabulary ({@code </s>} and {@code <unk>} in, {@code <s>} out).</li>
 *   <li>{@code <unk>}: by default KenLM's way, it is never seen, so it gets only the uniform share gamma / |V| of the
 *       1-gram mass. With {@link #withMinCount(int) withMinCount(k)}, words seen fewer than k times are replaced by
 *       {@code <unk>} before counting, so it is learnt like any word (contexts included).</li>
 * </ul>
 *
 * Immutable; {@link #train} may be called from several threads.
 */
public final class KneserNeyTrainer {
    private static final int BATCH = 8192;

    private final int order;
    private final LmTokenizer tokenizer;
    private final int minCount;

    /** A trainer of {@code order}-gram models (2 to 5) over tokens of {@code tokenizer}. */
    public KneserNeyTrainer(int order, LmTokenizer tokenizer) {
        this(order, tokenizer, 1);
    }

    private KneserNeyTrainer(int order, LmTokenizer tokenizer, int minCount) {
        if (order < 2 || order > 5) {
            throw new IllegalArgumentException("n-gram order must be 2 to 5, got " + order);
        }
        if (minCount < 1) {
            throw new IllegalArgumentException("minimum word count must be at least 1, got " + minCount);
        }
        this.order = order;
        this.tokenizer = tokenizer;
        this.minCount = minCount;
    }

    /** This trainer, with words seen fewer than {@code minCount} times in training replaced by {@code <unk>}. */
    public KneserNeyTrainer withMinCount(int minCount) {
        return new KneserNeyTrainer(order, tokenizer, minCount);
    }

    /** Trains on captions, one sentence each, tokenized with the trainer's tokenizer on the common fork-join pool. */
    public NgramModel train(Iterable<String> captions) {
        Corpus corpus = new Corpus();
        List<String> batch = new ArrayList<>(BATCH);
        Iterator<String> it = captions.iterator();
        while (it.hasNext()) {
            batch.add(it.next());
            if (batch.size() == BATCH || !it.hasNext()) {
                // Tokenizing is most of the work; the vocabulary is filled in order, so ids stay deterministic.
                List<List<String>> tokens = batch.parallelStream().map(tokenizer::tokenize).toList();
                tokens.forEach(corpus::add);
                batch.clear();
            }
        }
        return build(corpus);
    }

    /** Trains on sentences already split into tokens. */
    public NgramModel trainTokens(Iterable<List<String>> sentences) {
        Corpus corpus = new Corpus();
        for (List<String> s : sentences) {
            corpus.add(s);
        }
        return build(corpus);
    }

    private NgramModel build(Corpus corpus) {
        String[] words = corpus.finalIds(minCount);
        int start = words.length - 1;
        int end = Arrays.asList(words).indexOf(LanguageModel.END);
        NgramTable[] tables = new NgramTable[order];
        int[][] counts = new int[order][];
        for (int n = 1; n <= order; n++) {
            // Tables grow as needed; start near the distinct n-grams a caption corpus has (a fraction of its tokens).
            int occurrences = Math.min(corpus.tokens + corpus.sentences, 1 << 26);
            tables[n - 1] = new NgramTable(n, n == 1 ? words.length : Math.max(16, occurrences / (n == order ? 16 : 32)));
            counts[n - 1] = new int[Math.max(16, n == 1 ? words.length : 1024)];
        }
        int[] one = new int[1];
        for (int i = 0; i < words.length; i++) {
            one[0] = i;
            tables[0].add(NgramKeys.of(i), one, 0);
        }
        countSentences(corpus, start, end, tables, counts);
        for (int n = order - 1; n >= 1; n--) {
            continuationCounts(tables[n], tables[n - 1], counts, n);
        }
        List<Discounts> discounts = new ArrayList<>();
        for (int n = 1; n <= order; n++) {
            discounts.add(discounts(n, tables[n - 1], counts[n - 1], start));
        }
        double[][] prob10 = new double[order][];
        double[][] backoff10 = new double[order][];
        unigrams(tables[0], counts[0], discounts.get(0), start, prob10, backoff10);
        for (int n = 2; n <= order; n++) {
            higherOrder(n, tables, counts[n - 1], discounts.get(n - 1), prob10, backoff10);
        }
        return new NgramModel(order, tokenizer, "kn", words, tables, prob10, backoff10, discounts);
    }

    /** Counts highest-order n-grams and the lower-order ones that start a sentence. */
    private void countSentences(Corpus corpus, int start, int end, NgramTable[] tables, int[][] counts) {
        int[] s = new int[64];
        for (int k = 0; k < corpus.sentences; k++) {
            int from = corpus.offsets[k];
            int len = corpus.offsets[k + 1] - from;
            if (s.length < len + 2) {
                s = new int[len + 2];
            }
            s[0] = start;
            System.arraycopy(corpus.ids, from, s, 1, len);
            s[len + 1] = end;
            for (int i = 1; i <= len + 1; i++) {
                long key = NgramKeys.of(s[i]);
                int most = Math.min(order, i + 1);
                for (int n = 1; n <= most; n++) {
                    if (n > 1) {
                        key = NgramKeys.extend(key, s[i - n + 1]);
                    }
                    int first = i - n + 1;
                    if (n == order || first == 0) {
                        increment(tables[n - 1], counts, n, key, s, first);
                    }
                }
            }
        }
    }

    private static void increment(NgramTable table, int[][] counts, int n, long key, int[] ids, int from) {
        int e = table.add(key, ids, from);
        int[] c = counts[n - 1];
        if (e >= c.length) {
            c = Arrays.copyOf(c, Math.max(e + 1, c.length * 2));
            counts[n - 1] = c;
        }
        c[e]++;
    }

    /** Adds one to the adjusted count of the suffix of every n-gram of {@code higher} (order n + 1). */
    private static void continuationCounts(NgramTable higher, NgramTable lower, int[][] counts, int n) {
        int[] ids = new int[n];
        for (int e = 0; e < higher.size(); e++) {
            for (int i = 0; i < n; i++) {
                ids[i] = higher.word(e, i + 1);
            }
            increment(lower, counts, n, higher.suffixKey(e, 1), ids, 0);
        }
    }

    private static Discounts discounts(int n, NgramTable table, int[] counts, int start) {
        long[] t = new long[5];
        for (int e = 0; e < table.size(); e++) {
            int c = counts[e];
            if (c >= 1 && c <= 4 && !(n == 1 && e == start)) {
                t[c]++;
            }
        }
        return Discounts.estimate(n, t[1], t[2], t[3], t[4]);
    }

    private static void unigrams(NgramTable table, int[] counts, Discounts d, int start, double[][] prob10,
                                 double[][] backoff10) {
        int v = table.size();
        double total = 0;
        double discounted = 0;
        for (int e = 0; e < v; e++) {
            if (e != start) {
                total += counts[e];
                discounted += d.of(counts[e]);
            }
        }
        double gamma = total == 0 ? 1 : discounted / total;
        double uniform = gamma / (v - 1);
        double[] p = new double[v];
        for (int e = 0; e < v; e++) {
            p[e] = e == start ? -99 : Math.log10((total == 0 ? 0 : (counts[e] - d.of(counts[e])) / total) + uniform);
        }
        prob10[0] = p;
        backoff10[0] = new double[v];
    }

    private void higherOrder(int n, NgramTable[] tables, int[] counts, Discounts d, double[][] prob10,
                             double[][] backoff10) {
        NgramTable table = tables[n - 1];
        NgramTable contexts = tables[n - 2];
        int size = table.size();
        int[] context = new int[size];
        double[] total = new double[contexts.size()];
        double[] discounted = new double[contexts.size()];
        for (int e = 0; e < size; e++) {
            int h = contexts.find(table.prefixKey(e, n - 1));
            if (h < 0) {
                throw new IllegalStateException("context of a " + n + "-gram missing at order " + (n - 1));
            }
            context[e] = h;
            total[h] += counts[e];
            discounted[h] += d.of(counts[e]);
        }
        NgramTable lower = tables[n - 2];
        double[] lowerProb = prob10[n - 2];
        double[] p = new double[size];
        for (int e = 0; e < size; e++) {
            int h = context[e];
            int suffix = lower.find(table.suffixKey(e, 1));
            double gamma = discounted[h] / total[h];
            double own = Math.max(counts[e] - d.of(counts[e]), 0) / total[h];
            p[e] = Math.log10(own + gamma * Math.pow(10, lowerProb[suffix]));
        }
        double[] b = new double[contexts.size()];
        for (int h = 0; h < b.length; h++) {
            b[h] = total[h] > 0 ? Math.log10(discounted[h] / total[h]) : 0;
        }
        prob10[n - 1] = p;
        backoff10[n - 2] = b;
        if (n == order) {
            backoff10[n - 1] = new double[size];
        }
    }

    /** Sentences as word ids in one flat array, with the vocabulary met so far and each word's count. */
    private static final class Corpus {
        private final Map<String, Integer> wordIds = new HashMap<>();
        private final List<String> words = new ArrayList<>();
        private int[] wordCounts = new int[1024];
        /** Token ids, sentence after sentence; renumbered by {@link #finalIds}. */
        int[] ids = new int[1 << 16];
        /** Sentence k is {@code ids[offsets[k]..offsets[k + 1])}. */
        int[] offsets = new int[1024];
        int sentences;
        int tokens;

        Corpus() {
            // <unk> and </s> are words even when the corpus never shows them.
            idOf(LanguageModel.UNKNOWN);
            idOf(LanguageModel.END);
        }

        void add(List<String> sentence) {
            if (tokens + sentence.size() > ids.length) {
                ids = Arrays.copyOf(ids, Math.max(tokens + sentence.size(), ids.length * 2));
            }
            for (String w : sentence) {
                if (w.isEmpty() || w.chars().anyMatch(Character::isWhitespace)) {
                    throw new IllegalArgumentException("sentence " + (sentences + 1) + ": the token '" + w
                            + "' is empty or holds white space, which an ARPA file cannot store");
                }
                // A literal <s> inside a sentence cannot be predicted: it counts as unknown.
                int id = idOf(w.equals(LanguageModel.START) ? LanguageModel.UNKNOWN : w);
                ids[tokens++] = id;
                wordCounts[id]++;
            }
            if (sentences + 2 > offsets.length) {
                offsets = Arrays.copyOf(offsets, offsets.length * 2);
            }
            offsets[++sentences] = tokens;
        }

        int idOf(String word) {
            Integer id = wordIds.get(word);
            if (id == null) {
                id = words.size();
                wordIds.put(word, id);
                words.add(word);
                if (id >= wordCounts.length) {
                    wordCounts = Arrays.copyOf(wordCounts, wordCounts.length * 2);
                }
            }
            return id;
        }

        /**
         * Renumbers the words by falling count (then alphabetically), rare words folded into {@code <unk>}, and
         * returns the words by id with {@code <s>} last.
         */
        String[] finalIds(int minCount) {
            int unk = wordIds.get(LanguageModel.UNKNOWN);
            int end = wordIds.get(LanguageModel.END);
            wordCounts[end] = sentences; // each sentence ends with one
            List<Integer> kept = new ArrayList<>();
            for (int i = 0; i < words.size(); i++) {
                if (i == unk || i == end || wordCounts[i] >= minCount) {
                    kept.add(i);
                } else {
                    wordCounts[unk] += wordCounts[i];
                }
            }
            kept.sort((a, b) -> wordCounts[a] != wordCounts[b] ? Integer.compare(wordCounts[b], wordCounts[a])
                    : words.get(a).compareTo(words.get(b)));
            int[] newId = new int[words.size()];
            Arrays.fill(newId, -1);
            String[] out = new String[kept.size() + 1];
            for (int i = 0; i < kept.size(); i++) {
                newId[kept.get(i)] = i;
                out[i] = words.get(kept.get(i));
            }
            for (int i = 0; i < words.size(); i++) {
                if (newId[i] < 0) {
                    newId[i] = newId[unk];
                }
            }
            ids = Arrays.copyOf(ids, tokens);
            for (int i = 0; i < tokens; i++) {
                ids[i] = newId[ids[i]];
            }
            out[kept.size()] = LanguageModel.START;
            return out;
        }
    }
}
