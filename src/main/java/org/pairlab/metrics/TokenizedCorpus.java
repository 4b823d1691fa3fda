package org.pairlab.metrics;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * Tokenized candidates and references of a set of images, with their n-grams counted once for all scorers.
 *
 * <p>Tokens are interned to ints and n-grams (orders 1 to 4) to dense per-order ids, so scorers intersect
 * sentences by merging sorted int arrays instead of hashing strings. Images are kept in ascending id order,
 * the order the toolkit's reference numbers were produced in. Immutable and thread-safe once built.
 */
public final class TokenizedCorpus {
    /** The highest n-gram order precomputed (BLEU-4, CIDEr-D n=4). */
    public static final int MAX_ORDER = 4;

    /**
     * One image: its tokenized references and candidate (tokens joined by single spaces).
     *
     * @param imageId the image id
     * @param references tokenized reference captions, at least one
     * @param candidate the tokenized candidate caption; may be empty
     */
    public record Sample(long imageId, List<String> references, String candidate) {
        /** Validates and copies. */
        public Sample {
            Objects.requireNonNull(candidate, "candidate");
            references = List.copyOf(references);
            if (references.isEmpty()) {
                throw new IllegalArgumentException("Image " + imageId + " has no reference captions");
            }
        }
    }

    private final List<Sample> samples;
    private final long[] imageIds;
    final int[][] candidateTokens;
    final int[][][] referenceTokens;
    final NGrams[] candidateNGrams;
    final NGrams[][] referenceNGrams;
    /** Number of distinct n-grams per order (ids are {@code 0 .. size-1}). */
    final int[] ngramCount;
    private final String[] vocabulary;
    /** Per order k >= 1, for each id: its prefix (order k-1) id and last token id, to spell n-grams back. */
    private final int[][] prefixOf;
    private final int[][] lastTokenOf;

    private TokenizedCorpus(List<Sample> samples) {
        this.samples = List.copyOf(samples);
        int n = samples.size();
        imageIds = new long[n];
        candidateTokens = new int[n][];
        referenceTokens = new int[n][][];
        candidateNGrams = new NGrams[n];
        referenceNGrams = new NGrams[n][];
        Map<String, Integer> vocab = new HashMap<>();
        List<String> words = new ArrayList<>();
        LongIntHashMap[] tables = new LongIntHashMap[MAX_ORDER];
        for (int k = 1; k < MAX_ORDER; k++) {
            tables[k] = new LongIntHashMap(1 << 12);
        }
        List<List<int[]>> keysByOrder = new ArrayList<>();
        for (int k = 0; k < MAX_ORDER; k++) {
            keysByOrder.add(new ArrayList<>());
        }
        for (int i = 0; i < n; i++) {
            Sample s = samples.get(i);
            imageIds[i] = s.imageId();
            candidateTokens[i] = intern(split(s.candidate()), vocab, words);
            candidateNGrams[i] = ngrams(candidateTokens[i], tables, keysByOrder);
            int r = s.references().size();
            referenceTokens[i] = new int[r][];
            referenceNGrams[i] = new NGrams[r];
            for (int j = 0; j < r; j++) {
                referenceTokens[i][j] = intern(split(s.references().get(j)), vocab, words);
                referenceNGrams[i][j] = ngrams(referenceTokens[i][j], tables, keysByOrder);
            }
        }
        vocabulary = words.toArray(new String[0]);
        ngramCount = new int[MAX_ORDER];
        ngramCount[0] = vocabulary.length;
        prefixOf = new int[MAX_ORDER][];
        lastTokenOf = new int[MAX_ORDER][];
        for (int k = 1; k < MAX_ORDER; k++) {
            ngramCount[k] = tables[k].size();
            List<int[]> keys = keysByOrder.get(k);
            prefixOf[k] = new int[keys.size()];
            lastTokenOf[k] = new int[keys.size()];
            for (int id = 0; id < keys.size(); id++) {
                prefixOf[k][id] = keys.get(id)[0];
                lastTokenOf[k][id] = keys.get(id)[1];
            }
        }
    }

    /** A corpus of the given samples, sorted by ascending image id; ids must be unique. */
    public static TokenizedCorpus of(List<Sample> samples) {
        List<Sample> sorted = new ArrayList<>(samples);
        sorted.sort((a, b) -> Long.compare(a.imageId(), b.imageId()));
        for (int i = 1; i < sorted.size(); i++) {
            if (sorted.get(i).imageId() == sorted.get(i - 1).imageId()) {
                throw new IllegalArgumentException("Image " + sorted.get(i).imageId() + " appears twice");
            }
        }
        return new TokenizedCorpus(sorted);
    }

    /**
     * A corpus from the toolkit's {@code gts}/{@code res} dictionaries; both must cover the same images.
     *
     * @param references per image, its tokenized references
     * @param candidates per image, its tokenized candidate
     */
    public static TokenizedCorpus of(Map<Long, List<String>> references, Map<Long, String> candidates) {
        for (Long id : candidates.keySet()) {
            if (!references.containsKey(id)) {
                throw new IllegalArgumentException("Image " + id + " has a candidate but no references");
            }
        }
        List<Sample> samples = new ArrayList<>();
        for (Map.Entry<Long, List<String>> e : new TreeMap<>(references).entrySet()) {
            String cand = candidates.get(e.getKey());
            if (cand == null) {
                throw new IllegalArgumentException("Image " + e.getKey() + " has references but no candidate");
            }
            samples.add(new Sample(e.getKey(), e.getValue(), cand));
        }
        return new TokenizedCorpus(samples);
    }

    /** Number of images. */
    public int size() {
        return samples.size();
    }

    /** The samples in evaluation order. */
    public List<Sample> samples() {
        return samples;
    }

    /** Image id at {@code index}. */
    public long imageId(int index) {
        return imageIds[index];
    }

    /** All image ids in evaluation order. */
    public List<Long> imageIds() {
        List<Long> out = new ArrayList<>(imageIds.length);
        for (long id : imageIds) {
            out.add(id);
        }
        return out;
    }

    /** Number of distinct tokens. */
    public int vocabularySize() {
        return vocabulary.length;
    }

    String token(int id) {
        return vocabulary[id];
    }

    /** The n-gram of the given order (0-based: 0 = unigram) and id, tokens joined by spaces. */
    String ngramText(int order, int id) {
        if (order == 0) {
            return vocabulary[id];
        }
        return ngramText(order - 1, prefixOf[order][id]) + " " + vocabulary[lastTokenOf[order][id]];
    }

    /** Python's {@code str.split()}: runs of whitespace separate tokens, none are empty. */
    static String[] split(String s) {
        String t = s.strip();
        if (t.isEmpty()) {
            return new String[0];
        }
        return t.split("\\s+");
    }

    private static int[] intern(String[] tokens, Map<String, Integer> vocab, List<String> words) {
        int[] ids = new int[tokens.length];
        for (int i = 0; i < tokens.length; i++) {
            Integer id = vocab.get(tokens[i]);
            if (id == null) {
                id = words.size();
                vocab.put(tokens[i], id);
                words.add(tokens[i]);
            }
            ids[i] = id;
        }
        return ids;
    }

    private static NGrams ngrams(int[] tokens, LongIntHashMap[] tables, List<List<int[]>> keysByOrder) {
        int len = tokens.length;
        int[][] positional = new int[MAX_ORDER][];
        positional[0] = tokens;
        for (int k = 1; k < MAX_ORDER; k++) {
            int count = Math.max(0, len - k);
            int[] ids = new int[count];
            int[] prev = positional[k - 1];
            for (int i = 0; i < count; i++) {
                // The (k+1)-gram at i is the k-gram at i extended by token i+k; the pair is a unique long key.
                long key = ((long) prev[i] << 32) | (tokens[i + k] & 0xFFFFFFFFL);
                int before = tables[k].size();
                int id = tables[k].intern(key);
                if (id == before) {
                    keysByOrder.get(k).add(new int[] {prev[i], tokens[i + k]});
                }
                ids[i] = id;
            }
            positional[k] = ids;
        }
        return NGrams.fromPositional(len, positional);
    }

    @Override
    public String toString() {
        return "TokenizedCorpus[" + size() + " images, " + vocabulary.length + " tokens, n-grams "
                + Arrays.toString(ngramCount) + "]";
    }
}
