package org.pairlab.augment.erg;

import java.util.Comparator;

/**
 * Scores grafts and applies the paper's three filters (§3.4): the classifier puts the caption in the target style,
 * its perplexity under the target style's trigram LM is below the limit, and its scene was retrieved with enough
 * similarity. Among proposals, those passing more filters win, then the higher {@link #rank}: fluency under the
 * ranking LM plus the style weight times ln P(target). Thread-safe.
 */
public final class GraftRanker {
    /** A replaced factual modifier loses a source word; this much mean ln P per token is its price. */
    static final double REPLACE_PENALTY = 0.15;
    /** Weight of the retrieval similarity: a phrase from a closer scene fits the factual content better. */
    static final double SIMILARITY_WEIGHT = 2.0;
    private final ErgModel model;
    private final int target;

    /** A ranker for {@code model}'s target style. */
    public GraftRanker(ErgModel model) {
        this.model = model;
        this.target = model.classifier().styles().indexOf(model.target());
        if (target < 0) {
            throw new IllegalArgumentException("the style classifier does not know '" + model.target() + "'");
        }
    }

    /** Every score of {@code text}, its phrase retrieved with {@code similarity}. */
    public GraftScores score(String text, double similarity) {
        double[] p = model.classifier().probabilities(text);
        int best = 0;
        for (int c = 1; c < p.length; c++) {
            if (p[c] > p[best]) {
                best = c;
            }
        }
        double perplexity = model.styleLm().scoreCaption(text).perplexityWithoutOov();
        double fluency = model.rankLm().scoreCaption(text).perTokenLogProb();
        ErgOptions o = model.options();
        return new GraftScores(p[target], model.classifier().styles().get(best), perplexity, similarity, fluency,
                best == target, perplexity < o.maxPerplexity(), similarity >= o.minSimilarity());
    }

    /** The ranking value of a scored graft (higher is better). */
    public double rank(Graft graft, GraftScores s) {
        double penalty = graft.placement() == GraftPlacement.REPLACE_MODIFIER ? REPLACE_PENALTY : 0;
        return s.fluency() + model.options().styleWeight() * Math.log(Math.max(1e-9, s.styleProbability()))
                + SIMILARITY_WEIGHT * s.similarity() - penalty;
    }

    /**
     * A scored graft; {@code fits} is false when the phrase refers to someone ("for his lover", "like they are
     * really hungry") and the caption names no person or animal (a plate of cake).
     */
    public record Scored(Graft graft, GraftScores scores, double rank, boolean fits) {
    }

    /** {@code graft} with its scores and rank. */
    public Scored scored(Graft graft, GraftScores s) {
        return new Scored(graft, s, rank(graft, s),
                !Animacy.needsSomeone(graft.phrase()) || Animacy.hasSomeone(graft.text(), graft.phrase()));
    }

    /**
     * Best first: all filters passed, then the style filter (reading as the style matters most), then a phrase that
     * fits the caption's subject, then perplexity,
     * then higher rank, then text for a stable order.
     */
    public static final Comparator<Scored> BEST_FIRST = Comparator
            .comparing((Scored s) -> !s.scores().kept())
            .thenComparing(s -> !s.scores().styleOk())
            .thenComparing(s -> !s.fits())
            .thenComparing(s -> !s.scores().perplexityOk())
            .thenComparingDouble(s -> -s.rank())
            .thenComparing(s -> s.graft().text());
}
