package org.pairlab.augment;

/**
 * Decides whether a rewritten caption is kept (issue 14 point 5): synonym replacement and EDA call it for every
 * caption they change, and a rejected rewrite leaves the caption as it was. The default accepts everything; the
 * language backbone ({@code org.pairlab.lm}) will supply one that keeps a rewrite only when the language model finds
 * it about as likely as its source ({@link FluencyCheck}).
 */
@FunctionalInterface
public interface RewriteCheck {
    /** Keeps every rewrite. */
    RewriteCheck ACCEPT_ALL = (source, rewritten) -> true;

    /** Whether {@code rewritten}, made from {@code source}, may be proposed. */
    boolean accepts(String source, String rewritten);

    /** How many rewrites of one caption are drawn before giving up on it. */
    int ATTEMPTS = 5;

    /**
     * Draws rewrites of {@code source} until one passes every check (at most {@link #ATTEMPTS}); empty when none does
     * or the rewriter has nothing to change. Draws come from the rewriter's seeded random, so the result is repeatable.
     */
    static java.util.Optional<String> firstAccepted(String source, java.util.function.Supplier<java.util.Optional<String>> draw,
                                                    RewriteCheck... checks) {
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            java.util.Optional<String> r = draw.get();
            if (r.isEmpty()) {
                return r;
            }
            boolean ok = true;
            for (RewriteCheck c : checks) {
                ok &= c.accepts(source, r.get());
            }
            if (ok) {
                return r;
            }
        }
        return java.util.Optional.empty();
    }
}
