package org.pairlab.lm;

/**
 * A sentence's score under a {@link LanguageModel}.
 *
 * @param logProb    ln P of the tokens and the end symbol
 * @param tokens     tokens scored, the end symbol included
 * @param oov        tokens outside the model's vocabulary
 * @param oovLogProb the part of {@code logProb} that the out-of-vocabulary tokens contributed
 */
public record SentenceScore(double logProb, int tokens, int oov, double oovLogProb) {
    /** Mean ln P per scored token (end symbol included); the fluency unit PairLab compares captions with. */
    public double perTokenLogProb() {
        return tokens == 0 ? 0 : logProb / tokens;
    }

    /**
     * Mean ln P per token over the tokens the model knows (unknown words' own probabilities left out; their effect on
     * the words after them stays): a fair comparison when a rewrite brings in a word the corpus never had.
     */
    public double perKnownTokenLogProb() {
        int n = tokens - oov;
        return n <= 0 ? 0 : (logProb - oovLogProb) / n;
    }

    /** Perplexity with unknown words counted (KenLM's "including OOVs"). */
    public double perplexity() {
        return Math.exp(-perTokenLogProb());
    }

    /** Perplexity without the unknown words (SRILM's {@code ppl}). */
    public double perplexityWithoutOov() {
        int n = tokens - oov;
        return n <= 0 ? Double.NaN : Math.exp(-(logProb - oovLogProb) / n);
    }

    /** Adds two scores, for corpus perplexity. */
    public SentenceScore plus(SentenceScore other) {
        return new SentenceScore(logProb + other.logProb, tokens + other.tokens, oov + other.oov,
                oovLogProb + other.oovLogProb);
    }

    /** The empty score. */
    public static SentenceScore zero() {
        return new SentenceScore(0, 0, 0, 0);
    }
}
