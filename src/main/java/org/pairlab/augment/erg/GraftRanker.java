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
     * A scored graft. {@code fit} (0 to 3, {@link PhraseProfile#fit}) says how well the phrase fits the caption's
     * subject: 0 when its pronouns disagree ("his" after "a woman", "they are hungry" after a plate) or it needs
     * someone and the caption is about a thing; {@code clean} is false when the phrase itself has a grammar problem
     * or typo. {@code uses} is how often the phrase was already chosen in this run (penalised, to spread usage).
     */
    public record Scored(Graft graft, GraftScores scores, double rank, int fit, boolean clean) {
        /** Whether nothing is known to be wrong: a clean phrase that fits the subject. */
        public boolean usable() {
            return clean && fit > 0;
        }

        /** Whether it is usable, in the style, and fits as well as {@code wanted} or better. */
        public boolean good(int wanted) {
            return usable() && scores.styleOk() && fit >= wanted;
        }
    }

    /** {@code graft} with its scores and rank, its phrase fitting the caption's subject as {@code profile} says. */
    public Scored scored(Graft graft, GraftScores s, PhraseProfile profile, CaptionSubject subject) {
        return new Scored(graft, s, rank(graft, s) + PHRASE_STYLE_WEIGHT * profile.styleProbability(),
                profile.fit(subject), profile.clean());
    }

    /** {@code graft} with its scores and rank, for a phrase with no profile (asks nothing of the subject). */
    public Scored scored(Graft graft, GraftScores s) {
        return new Scored(graft, s, rank(graft, s), 3, true);
    }

    /** Weight of P(style | phrase alone) in the rank: a phrase that is the style by itself reads as the style. */
    static final double PHRASE_STYLE_WEIGHT = 1.0;

    /**
     * Best first, lowest {@code uses} penalty aside: a usable phrase (clean, agreeing with the subject), then the
     * style filter, then how well the phrase's scene fits the subject, then perplexity, then similarity, then rank,
     * then text for a stable order. The similarity filter comes late: MiniLM similarity between COCO and FlickrStyle
     * captions seldom reaches 0.6, and a fitting phrase matters more than a near scene (docs/erg.md).
     */
    public static Comparator<Scored> bestFirst(java.util.function.ToDoubleFunction<Scored> penalty) {
        return bestFirst(penalty, s -> false);
    }

    /**
     * As {@link #bestFirst(java.util.function.ToDoubleFunction)}, and a graft whose phrase is {@code overused} in
     * this run ranks below every graft that passes the same filters with the same fit, whatever their ranks: only
     * the filters and the fit outrank variety, so no check is loosened to avoid a repeat.
     */
    public static Comparator<Scored> bestFirst(java.util.function.ToDoubleFunction<Scored> penalty,
            java.util.function.Predicate<Scored> overused) {
        return Comparator.comparing((Scored s) -> !s.usable())
                .thenComparing(s -> !s.scores().styleOk())
                .thenComparingInt(s -> -s.fit())
                .thenComparing(s -> !s.scores().perplexityOk())
                .thenComparing(s -> !s.scores().similarityOk())
                .thenComparing(overused::test)
                .thenComparingDouble(s -> -(s.rank() - penalty.applyAsDouble(s)))
                .thenComparing(s -> s.graft().text());
    }

    /** {@link #bestFirst} with no usage penalty. */
    public static final Comparator<Scored> BEST_FIRST = bestFirst(s -> 0);
}
