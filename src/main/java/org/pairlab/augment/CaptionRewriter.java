package org.pairlab.augment;

import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * A caption-only rewrite (antonym negation, synonym replacement, EDA). Used alone through
 * {@link CaptionRewriteAugmenter} (the image stays the source image) or combined with an image method through
 * {@link CaptionCombination}, so one candidate carries both the edited image and the rewritten captions.
 */
public interface CaptionRewriter {
    /** The method's id, e.g. "antonym". */
    String method();

    /** A name for people. */
    String displayName();

    /** Every parameter with its default. */
    List<ParameterSpec> parameters();

    /**
     * The candidate's captions for a source sample: some or all rewritten, as the parameters say. Deterministic for a
     * given {@code random} state. Throws {@link RejectedException} when nothing in the captions can be rewritten.
     *
     * @param captions the captions to start from (the source's, or those another method already changed)
     */
    List<String> rewrite(SourceSample source, List<String> captions, Map<String, Object> params, Random random,
                         AugmentContext context);
}
