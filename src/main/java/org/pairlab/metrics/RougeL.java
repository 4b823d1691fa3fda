package org.pairlab.metrics;

import java.util.List;
import java.util.Map;

/**
 * ROUGE-L as the toolkit's {@code rouge.py} computes it: LCS F-measure with beta = 1.2, mean over images.
 *
 * <p>Precision and recall are maximised over the references independently (the best precision may come from
 * a different reference than the best recall), exactly as the toolkit does. The toolkit splits on single spaces,
 * so an empty caption counts as one empty token: its length is 1 and it matches nothing.
 */
public final class RougeL implements CaptionScorer {
    private static final List<String> KEYS = List.of("ROUGE_L");
    private final double beta;

    /** ROUGE-L with the toolkit's beta = 1.2. */
    public RougeL() {
        this(1.2);
    }

    /** ROUGE-L with another recall weight {@code beta}. */
    public RougeL(double beta) {
        this.beta = beta;
    }

    @Override
    public String name() {
        return "ROUGE_L";
    }

    @Override
    public List<String> keys() {
        return KEYS;
    }

    @Override
    public Score score(TokenizedCorpus corpus, Progress progress) {
        int n = corpus.size();
        double[] scores = new double[n];
        Parallel.forRange(n, 256, (from, to) -> {
            int[] row = new int[64];
            for (int i = from; i < to; i++) {
                scores[i] = imageScore(corpus.candidateTokens[i], corpus.referenceTokens[i], row);
            }
        }, progress, name());
        return new Score(name(), Map.of(KEYS.get(0), NumpyStats.mean(scores)), corpus.imageIds(),
                Map.of(KEYS.get(0), Score.boxed(scores)), Map.of("beta", beta));
    }

    private double imageScore(int[] cand, int[][] refs, int[] scratch) {
        double precMax = 0;
        double recMax = 0;
        // "".split(" ") is [""]: one token that equals no real token.
        int candLen = Math.max(1, cand.length);
        for (int[] ref : refs) {
            // Two empty captions are both [""] to the toolkit, and those single empty tokens match.
            int lcs = cand.length == 0 && ref.length == 0 ? 1 : lcs(ref, cand, scratch);
            precMax = Math.max(precMax, lcs / (double) candLen);
            recMax = Math.max(recMax, lcs / (double) Math.max(1, ref.length));
        }
        if (precMax != 0 && recMax != 0) {
            double b2 = beta * beta;
            return ((1 + b2) * precMax * recMax) / (recMax + b2 * precMax);
        }
        return 0.0;
    }

    /** Length of the longest common subsequence, one DP row at a time. */
    static int lcs(int[] a, int[] b, int[] scratch) {
        if (a.length == 0 || b.length == 0) {
            return 0;
        }
        int[] row = scratch.length > b.length ? scratch : new int[b.length + 1];
        java.util.Arrays.fill(row, 0, b.length + 1, 0);
        for (int i = 1; i <= a.length; i++) {
            int diag = 0;
            int ai = a[i - 1];
            for (int j = 1; j <= b.length; j++) {
                int up = row[j];
                if (ai == b[j - 1]) {
                    row[j] = diag + 1;
                } else if (row[j - 1] > up) {
                    row[j] = row[j - 1];
                }
                diag = up;
            }
        }
        return row[b.length];
    }
}
