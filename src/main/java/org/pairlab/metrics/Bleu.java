package org.pairlab.metrics;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * BLEU-1..4 as the toolkit's {@code bleu_scorer.py} computes it: corpus level, "closest" reference length.
 *
 * <p>Per-image values use the toolkit's smoothing constants ({@code tiny} = 1e-15 added to matches, {@code small}
 * = 1e-9 added to guesses and the reference length) in the same order of operations, which is why a perfect
 * unigram match reads 0.9999999999 rather than 1 and why per-image BLEU-4 is tiny, not 0, without a 4-gram match.
 */
public final class Bleu implements CaptionScorer {
    private static final double TINY = 1e-15;
    private static final double SMALL = 1e-9;
    private static final List<String> KEYS = List.of("Bleu_1", "Bleu_2", "Bleu_3", "Bleu_4");

    /**
     * The toolkit's BLEU totals ({@code totalcomps} plus {@code ratio}), named as it prints them.
     *
     * @param testlen total candidate tokens
     * @param reflen total effective ("closest") reference length
     * @param guess candidate n-grams per order 1..4
     * @param correct clipped matching n-grams per order 1..4
     * @param ratio {@code (testlen + 1e-15) / (reflen + 1e-9)}
     */
    public record Counts(long testlen, long reflen, List<Long> guess, List<Long> correct, double ratio) {
        /** Immutable copies. */
        public Counts {
            guess = List.copyOf(guess);
            correct = List.copyOf(correct);
        }
    }

    /** BLEU with n = 4. */
    public Bleu() {
    }

    @Override
    public String name() {
        return "Bleu";
    }

    @Override
    public List<String> keys() {
        return KEYS;
    }

    @Override
    public Score score(TokenizedCorpus corpus, Progress progress) {
        int n = corpus.size();
        int orders = KEYS.size();
        int[] testLen = new int[n];
        int[] refLen = new int[n];
        int[][] guess = new int[n][orders];
        int[][] correct = new int[n][orders];
        Parallel.forRange(n, 256, (from, to) -> {
            for (int i = from; i < to; i++) {
                cook(corpus, i, orders, testLen, refLen, guess[i], correct[i]);
            }
        }, progress, name());

        double[][] perImage = new double[orders][n];
        long totalTest = 0;
        long totalRef = 0;
        long[] totalGuess = new long[orders];
        long[] totalCorrect = new long[orders];
        for (int i = 0; i < n; i++) {
            totalTest += testLen[i];
            totalRef += refLen[i];
            double bleu = 1.0;
            for (int k = 0; k < orders; k++) {
                totalGuess[k] += guess[i][k];
                totalCorrect[k] += correct[i][k];
                bleu *= ((double) correct[i][k] + TINY) / ((double) guess[i][k] + SMALL);
                perImage[k][i] = Math.pow(bleu, 1.0 / (k + 1));
            }
            double ratio = (testLen[i] + TINY) / (refLen[i] + SMALL);
            if (ratio < 1) {
                for (int k = 0; k < orders; k++) {
                    perImage[k][i] *= Math.exp(1 - 1 / ratio);
                }
            }
        }
        double[] corpusBleu = new double[orders];
        double bleu = 1.0;
        for (int k = 0; k < orders; k++) {
            bleu *= (totalCorrect[k] + TINY) / (totalGuess[k] + SMALL);
            corpusBleu[k] = Math.pow(bleu, 1.0 / (k + 1));
        }
        double ratio = (totalTest + TINY) / (totalRef + SMALL);
        if (ratio < 1) {
            for (int k = 0; k < orders; k++) {
                corpusBleu[k] *= Math.exp(1 - 1 / ratio);
            }
        }
        Map<String, Double> corpusValues = new LinkedHashMap<>();
        Map<String, List<Double>> images = new LinkedHashMap<>();
        for (int k = 0; k < orders; k++) {
            corpusValues.put(KEYS.get(k), corpusBleu[k]);
            images.put(KEYS.get(k), Score.boxed(perImage[k]));
        }
        List<Long> g = new ArrayList<>();
        List<Long> c = new ArrayList<>();
        for (int k = 0; k < orders; k++) {
            g.add(totalGuess[k]);
            c.add(totalCorrect[k]);
        }
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("counts", new Counts(totalTest, totalRef, g, c, ratio));
        return new Score(name(), corpusValues, corpus.imageIds(), images, details);
    }

    /** The BLEU totals of a score computed by this class. */
    public static Counts counts(Score score) {
        Object c = score.details().get("counts");
        if (!(c instanceof Counts counts)) {
            throw new IllegalArgumentException("Not a BLEU score: " + score.scorer());
        }
        return counts;
    }

    /** {@code cook_test}: lengths, guesses and clipped matches of image {@code i}. */
    private static void cook(TokenizedCorpus corpus, int i, int orders, int[] testLen, int[] refLen, int[] guess,
            int[] correct) {
        NGrams cand = corpus.candidateNGrams[i];
        NGrams[] refs = corpus.referenceNGrams[i];
        int len = cand.length;
        testLen[i] = len;
        // "closest": min over (|l - testlen|, l), so ties go to the shorter reference.
        int best = -1;
        for (NGrams r : refs) {
            int d = Math.abs(r.length - len);
            if (best < 0 || d < Math.abs(best - len) || (d == Math.abs(best - len) && r.length < best)) {
                best = r.length;
            }
        }
        refLen[i] = best;
        for (int k = 0; k < orders; k++) {
            guess[k] = Math.max(0, len - k);
            int[] ids = cand.ids[k];
            int[] counts = cand.counts[k];
            int[] maxRef = new int[ids.length];
            for (NGrams r : refs) {
                int[] rIds = r.ids[k];
                int[] rCounts = r.counts[k];
                int a = 0;
                int b = 0;
                while (a < ids.length && b < rIds.length) {
                    if (ids[a] < rIds[b]) {
                        a++;
                    } else if (ids[a] > rIds[b]) {
                        b++;
                    } else {
                        maxRef[a] = Math.max(maxRef[a], rCounts[b]);
                        a++;
                        b++;
                    }
                }
            }
            int sum = 0;
            for (int a = 0; a < ids.length; a++) {
                sum += Math.min(counts[a], maxRef[a]);
            }
            correct[k] = sum;
        }
    }
}
