package org.pairlab.augment;

import org.pairlab.lm.LanguageModel;

/**
 * Keeps a rewrite only when the project's caption language model finds it about as likely as its source: its
 * per-token ln P over known words may fall at most {@code maxDrop} below the source's (issue 14 point 5; synonym rewrites used to be
 * three times less likely than their sources).
 */
public record FluencyCheck(LanguageModel model, double maxDrop) implements RewriteCheck {
    /** The parameter name rewriters use for {@code maxDrop}. */
    public static final String PARAMETER = "max_fluency_drop";
    /** The default drop: ln P per token may fall by 0.5 (a rewrite of ten tokens at most ~150 times less likely). */
    public static final double DEFAULT_DROP = 0.5;

    /** The parameter spec rewriters list. */
    public static ParameterSpec parameter() {
        return ParameterSpec.real(PARAMETER, DEFAULT_DROP, 0.0, 10.0,
                "Drop rewrites whose log-probability per word, under the project's caption language model, falls more "
                        + "than this below the source caption's (10 keeps every rewrite)");
    }

    /** The check for a run's parameters; every rewrite passes when the drop is 10 or more (the check is off). */
    public static RewriteCheck of(AugmentContext context, double drop) {
        return drop >= 10 ? RewriteCheck.ACCEPT_ALL : new FluencyCheck(context.captionModel(), drop);
    }

    @Override
    public boolean accepts(String source, String rewritten) {
        // Known words only: a synonym the project's captions never used is not unlikely for that reason alone.
        double before = model.scoreCaption(source).perKnownTokenLogProb();
        double after = model.scoreCaption(rewritten).perKnownTokenLogProb();
        return after >= before - maxDrop;
    }
}
