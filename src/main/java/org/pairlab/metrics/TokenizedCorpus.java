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
    /** Tokens as ROUGE-L's {@code split(" ")} sees them (only ' ' separates; "" is one empty token). */
    final int[][] candidateSpaceTokens;
    final int[][][] referenceSpaceTokens;
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
        candidateSpaceTokens = new int[n][];
        referenceSpaceTokens = new int[n][][];
        Map<String, Integer> vocab = new HashMap<>();
        List<String> words = new ArrayList<>();
        // Pass 1 (serial, ids must be shared): tokens to ids.
        int totalTokens = 0;
        for (int i = 0; i < n; i++) {
            Sample s = samples.get(i);
            imageIds[i] = s.imageId();
            candidateTokens[i] = intern(split(s.candidate()), vocab, words);
            candidateSpaceTokens[i] = spaceTokens(s.candidate(), candidateTokens[i], vocab, words);
            totalTokens += candidateTokens[i].length;
            int r = s.references().size();
            referenceTokens[i] = new int[r][];
            referenceSpaceTokens[i] = new int[r][];
            for (int j = 0; j < r; j++) {
                String ref = s.references().get(j);
                referenceTokens[i][j] = intern(split(ref), vocab, words);
                referenceSpaceTokens[i][j] = spaceTokens(ref, referenceTokens[i][j], vocab, words);
                totalTokens += referenceTokens[i][j].length;
            }
        }
        // Pass 2 (serial): n-grams to per-order ids, at each position of each sentence.
        LongIntHashMap[] tables = new LongIntHashMap[MAX_ORDER];
        for (int k = 1; k < MAX_ORDER; k++) {
            // Distinct n-grams are far fewer than occurrences; start at a quarter and let the table grow.
            tables[k] = new LongIntHashMap(Math.max(1 << 12, totalTokens / 4));
        }
        IntPairs[] keysByOrder = new IntPairs[MAX_ORDER];
        for (int k = 0; k < MAX_ORDER; k++) {
            keysByOrder[k] = new IntPairs();
        }
        int[][][] candPositional = new int[n][][];
        int[][][][] refPositional = new int[n][][][];
        for (int i = 0; i < n; i++) {
            candPositional[i] = positional(candidateTokens[i], tables, keysByOrder);
            refPositional[i] = new int[referenceTokens[i].length][][];
            for (int j = 0; j < referenceTokens[i].length; j++) {
                refPositional[i][j] = positional(referenceTokens[i][j], tables, keysByOrder);
            }
        }
        // Pass 3 (parallel, independent per sentence): sorted distinct ids and counts.
        Parallel.forRange(n, 256, (from, to) -> {
            for (int i = from; i < to; i++) {
                candidateNGrams[i] = NGrams.fromPositional(candidateTokens[i].length, candPositional[i]);
                referenceNGrams[i] = new NGrams[referenceTokens[i].length];
                for (int j = 0; j < referenceTokens[i].length; j++) {
                    referenceNGrams[i][j] = NGrams.fromPositional(referenceTokens[i][j].length, refPositional[i][j]);
                }
            }
        }, Progress.NONE, "indexing");
        vocabulary = words.toArray(new String[0]);
        ngramCount = new int[MAX_ORDER];
        ngramCount[0] = vocabulary.length;
        prefixOf = new int[MAX_ORDER][];
        lastTokenOf = new int[MAX_ORDER][];
        for (int k = 1; k < MAX_ORDER; k++) {
            ngramCount[k] = tables[k].size();
            prefixOf[k] = Arrays.copyOf(keysByOrder[k].first, keysByOrder[k].size);
            lastTokenOf[k] = Arrays.copyOf(keysByOrder[k].second, keysByOrder[k].size);
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

    /** The n-gram of the given order (0-based: 0 = unigram) and id, tokens joined by spaces. */
    String ngramText(int order, int id) {
        if (order == 0) {
            return vocabulary[id];
        }
        return ngramText(order - 1, prefixOf[order][id]) + " " + vocabulary[lastTokenOf[order][id]];
    }

    /**
     * Python's {@code str.split()}, which BLEU and CIDEr use: runs of Unicode whitespace separate tokens, none are
     * empty. This includes the no-break space CoreNLP puts inside "5 7/8", so such a token counts as two here.
     */
    static String[] split(String s) {
        List<String> out = new ArrayList<>(16);
        int n = s.length();
        int i = 0;
        while (i < n) {
            while (i < n && isPythonSpace(s.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < n && !isPythonSpace(s.charAt(i))) {
                i++;
            }
            if (i > start) {
                out.add(s.substring(start, i));
            }
        }
        return out.toArray(new String[0]);
    }

    /** Python's {@code str.isspace()} for one character (Java's isWhitespace misses the no-break spaces). */
    static boolean isPythonSpace(char c) {
        return Character.isWhitespace(c) || c == '\u00A0' || c == '\u2007' || c == '\u202F' || c == '\u0085';
    }

    /** Tokens of {@code split(" ")}; shares {@code pythonTokens} when both splits agree (the usual case). */
    private static int[] spaceTokens(String s, int[] pythonTokens, Map<String, Integer> vocab, List<String> words) {
        boolean plain = !s.isEmpty() && s.charAt(0) != ' ' && s.charAt(s.length() - 1) != ' ' && !s.contains("  ");
        for (int i = 0; plain && i < s.length(); i++) {
            char c = s.charAt(i);
            plain = c == ' ' || !isPythonSpace(c);
        }
        return plain ? pythonTokens : intern(s.split(" ", -1), vocab, words);
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

    /** Per order, the id of the n-gram starting at each position. */
    private static int[][] positional(int[] tokens, LongIntHashMap[] tables, IntPairs[] keysByOrder) {
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
                    keysByOrder[k].add(prev[i], tokens[i + k]);
                }
                ids[i] = id;
            }
            positional[k] = ids;
        }
        return positional;
    }

    /** A growable pair of int arrays (prefix id, last token id per n-gram id), to avoid one object per n-gram. */
    private static final class IntPairs {
        int[] first = new int[1024];
        int[] second = new int[1024];
        int size;

        void add(int a, int b) {
            if (size == first.length) {
                first = Arrays.copyOf(first, size * 2);
                second = Arrays.copyOf(second, size * 2);
            }
            first[size] = a;
            second[size++] = b;
        }
    }

    @Override
    public String toString() {
        return "TokenizedCorpus[" + size() + " images, " + vocabulary.length + " tokens, n-grams "
                + Arrays.toString(ngramCount) + "]";
    }
}
