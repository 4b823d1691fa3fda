package org.pairlab.augment.erg;

import java.util.EnumSet;
import java.util.Set;

/**
 * How ERG runs.
 *
 * @param epsilon       share of a stylized caption's words extracted as its style phrase (paper: 0.25)
 * @param neighbours    stylized scenes retrieved per factual caption (K)
 * @param minSimilarity retrieval similarity a kept caption needs (paper Fig. 3: 0.6)
 * @param maxPerplexity perplexity under the target style's trigram LM a kept caption must stay below (paper: 80)
 * @param retrieval     the retrieval types switched on; t2t is the one that needs no images
 * @param styleWeight   weight of ln P(target style) against LM fluency when ranking grafts
 * @param seed          seed for LLM requests and anything sampled
 */
public record ErgOptions(double epsilon, int neighbours, double minSimilarity, double maxPerplexity,
        Set<RetrievalType> retrieval, double styleWeight, long seed) {
    /** The paper's settings with t2t retrieval. */
    public static final ErgOptions DEFAULT = new ErgOptions(0.25, 16, 0.6, 80, EnumSet.of(RetrievalType.T2T), 1.5, 0);

    public ErgOptions {
        if (!(epsilon > 0 && epsilon <= 1)) {
            throw new IllegalArgumentException("epsilon must be in (0, 1], got " + epsilon);
        }
        if (neighbours < 1 || neighbours > 200) {
            throw new IllegalArgumentException("neighbours must be 1 to 200, got " + neighbours);
        }
        if (minSimilarity < -1 || minSimilarity > 1) {
            throw new IllegalArgumentException("similarity threshold must be in [-1, 1], got " + minSimilarity);
        }
        if (maxPerplexity <= 1) {
            throw new IllegalArgumentException("perplexity limit must be above 1, got " + maxPerplexity);
        }
        retrieval = retrieval.isEmpty() ? EnumSet.of(RetrievalType.T2T) : EnumSet.copyOf(retrieval);
    }

    /** These options with another ε. */
    public ErgOptions withEpsilon(double e) {
        return new ErgOptions(e, neighbours, minSimilarity, maxPerplexity, retrieval, styleWeight, seed);
    }

    /** These options with other retrieval types. */
    public ErgOptions withRetrieval(Set<RetrievalType> types) {
        return new ErgOptions(epsilon, neighbours, minSimilarity, maxPerplexity, types, styleWeight, seed);
    }

    /** These options with another seed. */
    public ErgOptions withSeed(long s) {
        return new ErgOptions(epsilon, neighbours, minSimilarity, maxPerplexity, retrieval, styleWeight, s);
    }

    /** These options with another similarity threshold. */
    public ErgOptions withMinSimilarity(double t) {
        return new ErgOptions(epsilon, neighbours, t, maxPerplexity, retrieval, styleWeight, seed);
    }
}
