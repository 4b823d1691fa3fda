package org.pairlab.augment;

/**
 * Decides whether a rewritten caption is kept (issue 14 point 5): synonym replacement and EDA call it for every
 * caption they change, and a rejected rewrite leaves the caption as it was. The default accepts everything; the
 * language backbone ({@code org.pairlab.lm}) will supply one that keeps a rewrite only when the language model finds
 * it about as likely as its source (e.g. log P(rewrite) - log P(source) above a threshold).
 */
@FunctionalInterface
public interface RewriteCheck {
    /** Keeps every rewrite. */
    RewriteCheck ACCEPT_ALL = (source, rewritten) -> true;

    /** Whether {@code rewritten}, made from {@code source}, may be proposed. */
    boolean accepts(String source, String rewritten);
}
