package org.pairlab.augment.erg;

/**
 * Every score ERG's filters (paper §3.4) look at for one grafted caption, and whether each passed.
 *
 * @param styleProbability P(target style | caption) from the style classifier
 * @param predictedStyle   the classifier's most probable style
 * @param perplexity       perplexity under the target style's trigram LM (unknown words left out, as SRILM)
 * @param similarity       retrieval similarity of the scene the phrase came from
 * @param fluency          mean ln P per token under the ranking LM (style and factual captions)
 * @param styleOk          the classifier puts it in the target style
 * @param perplexityOk     perplexity below the limit
 * @param similarityOk     similarity at or above the threshold
 */
public record GraftScores(double styleProbability, String predictedStyle, double perplexity, double similarity,
        double fluency, boolean styleOk, boolean perplexityOk, boolean similarityOk) {
    /** Whether all three filters passed. */
    public boolean kept() {
        return styleOk && perplexityOk && similarityOk;
    }

    /** How many filters passed (0 to 3), to order candidates none of which passed all. */
    public int passed() {
        return (styleOk ? 1 : 0) + (perplexityOk ? 1 : 0) + (similarityOk ? 1 : 0);
    }
}
