package org.pairlab.metrics;

import java.util.List;
import java.util.Map;

/**
 * ROUGE-L as the toolkit's {@code rouge.py} computes it: LCS F-measure with beta = 1.2, mean over images.
 *
 * <p>Precision and recall are maximised over the references independently (the best precision may come from
 * a different reference than the best recall), exactly as the toolkit does. The toolkit splits on single spaces
 * ({@code split(" ")}), unlike BLEU and CIDEr: an empty caption is one empty token (length 1), and a CoreNLP token
 * with a no-break space inside ("5 7/8") stays one token.
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
                scores[i] = imageScore(corpus.candidateSpaceTokens[i], corpus.referenceSpaceTokens[i], row);
            }
        }, progress, name());
        return new Score(name(), Map.of(KEYS.get(0), NumpyStats.mean(scores)), corpus.imageIds(),
                Map.of(KEYS.get(0), Score.boxed(scores)), Map.of("beta", beta));
    }

    private double imageScore(int[] cand, int[][] refs, int[] scratch) {
        double precMax = 0;
        double recMax = 0;
        for (int[] ref : refs) {
            int lcs = lcs(ref, cand, scratch);
            precMax = Math.max(precMax, lcs / (double) cand.length);
            recMax = Math.max(recMax, lcs / (double) ref.length);
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
