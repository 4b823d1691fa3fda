package org.pairlab.augment;

import java.util.Collections;
import java.util.List;
import java.util.Optional;
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

    /** The record holding this rewrite's parameters (see {@link TypedRewriter}); empty for one on a plain map. */
    default Optional<Class<? extends Record>> parameterType() {
        return Optional.empty();
    }

    /**
     * This rewrite with its parameters read and checked once (a generation run's combination uses it for every
     * candidate). Throws IllegalArgumentException naming an unknown key or a bad value. Default: the checked map.
     */
    default Bound bind(Map<String, Object> params) {
        Map<String, Object> checked = Collections.unmodifiableMap(GenerationJob.withDefaults(method(), parameters(),
                params));
        CaptionRewriter self = this;
        return new Bound() {
            @Override
            public Map<String, Object> params() {
                return checked;
            }

            @Override
            public List<String> rewrite(SourceSample source, List<String> captions, Random random,
                                        AugmentContext context) {
                return self.rewrite(source, captions, checked, random, context);
            }
        };
    }

    /** A rewrite with its parameters read. */
    interface Bound {
        /** The parameters as recipes store them, every one filled in. */
        Map<String, Object> params();

        /** As {@link CaptionRewriter#rewrite} with these parameters. */
        List<String> rewrite(SourceSample source, List<String> captions, Random random, AugmentContext context);
    }
}
