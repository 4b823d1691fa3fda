package org.pairlab.augment.erg;

/**
 * Figures of one {@code stylize} run.
 *
 * @param captions        factual captions stylized
 * @param kept            outputs that passed every filter
 * @param styleOk         outputs the classifier puts in the target style
 * @param perplexityOk    outputs under the perplexity limit
 * @param similarityOk    outputs whose scene was similar enough
 * @param meanPerplexity  mean perplexity under the target style's LM
 * @param buildSeconds    time to build the model (classifier, LMs, phrases, vectors)
 * @param stylizeSeconds  time to stylize the captions
 */
public record StylizeSummary(int captions, int kept, int styleOk, int perplexityOk, int similarityOk,
        double meanPerplexity, double buildSeconds, double stylizeSeconds) {
    /** One line for people. */
    public String describe() {
        return String.format(java.util.Locale.ROOT, "%d captions: %d kept (%.1f %%), in the style %.1f %%, "
                + "perplexity < limit %.1f %%, similarity >= threshold %.1f %%, mean perplexity %.1f; "
                + "model %.1f s, stylizing %.1f s", captions, kept, pct(kept), pct(styleOk), pct(perplexityOk),
                pct(similarityOk), meanPerplexity, buildSeconds, stylizeSeconds);
    }

    private double pct(int n) {
        return captions == 0 ? 0 : 100.0 * n / captions;
    }

    /** The figures of {@code results}. */
    public static StylizeSummary of(java.util.List<Stylization> results, double buildSeconds, double stylizeSeconds) {
        int kept = 0;
        int style = 0;
        int ppl = 0;
        int sim = 0;
        double sum = 0;
        int finite = 0;
        for (Stylization s : results) {
            kept += s.kept() ? 1 : 0;
            style += s.scores().styleOk() ? 1 : 0;
            ppl += s.scores().perplexityOk() ? 1 : 0;
            sim += s.scores().similarityOk() ? 1 : 0;
            if (Double.isFinite(s.scores().perplexity())) {
                sum += s.scores().perplexity();
                finite++;
            }
        }
        return new StylizeSummary(results.size(), kept, style, ppl, sim, finite == 0 ? Double.NaN : sum / finite,
                buildSeconds, stylizeSeconds);
    }
}
