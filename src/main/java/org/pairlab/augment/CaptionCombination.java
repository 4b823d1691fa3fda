package org.pairlab.augment;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;
import org.pairlab.image.ImageFormatException;
import org.pairlab.project.Candidate;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Recipe;

/**
 * An image method and a caption rewrite forming one candidate (e.g. an XDoG sketch with antonym captions). The recipe
 * keeps the image method, so rendering goes through it unchanged, and records {@value #CAPTION_METHOD} and
 * {@value #CAPTION_PARAMS} in its params; the candidate's captions are the rewritten ones.
 */
public final class CaptionCombination implements Augmenter {
    /** Recipe param naming the caption rewrite. */
    public static final String CAPTION_METHOD = "caption_method";
    /** Recipe param holding the caption rewrite's parameters. */
    public static final String CAPTION_PARAMS = "caption_params";
    // Caption draws use their own stream so the image method's draws stay those of the image method alone.
    private static final long CAPTION_SALT = 0x5DEECE66DL;

    private final Augmenter image;
    private final CaptionRewriter rewriter;
    private final CaptionRewriter.Bound rewrite;

    /** @param captionParams the rewrite's parameters (missing ones take their defaults) */
    public CaptionCombination(Augmenter image, CaptionRewriter rewriter, Map<String, Object> captionParams) {
        if (image instanceof CaptionRewriteAugmenter || image instanceof CaptionCombination) {
            throw new IllegalArgumentException("--caption-method combines an image method with a caption rewrite; '"
                    + image.method() + "' is not an image method");
        }
        this.image = image;
        this.rewriter = rewriter;
        this.rewrite = rewriter.bind(captionParams);
    }

    public CaptionRewriter rewriter() {
        return rewriter;
    }

    /** The rewrite's parameters, every one filled in, as recipes store them. */
    public Map<String, Object> captionParams() {
        return rewrite.params();
    }

    @Override
    public String method() {
        return image.method();
    }

    @Override
    public String displayName() {
        return image.displayName() + " + " + rewriter.displayName();
    }

    @Override
    public List<ParameterSpec> parameters() {
        return image.parameters();
    }

    @Override
    public Optional<Class<? extends Record>> parameterType() {
        return image.parameterType();
    }

    @Override
    public Bound bind(Map<String, Object> params) {
        Bound imageMethod = image.bind(params);
        return new Bound() {
            @Override
            public Map<String, Object> params() {
                return imageMethod.params();
            }

            @Override
            public List<NewCandidate> propose(SourceSample source, long seed, AugmentContext context)
                    throws ImageFormatException {
                return combine(source, imageMethod.propose(source, seed, context), seed, context);
            }
        };
    }

    @Override
    public List<NewCandidate> propose(SourceSample source, Map<String, Object> params, long seed, AugmentContext context)
            throws ImageFormatException {
        return combine(source, image.propose(source, params, seed, context), seed, context);
    }

    /** The image method's candidates with their captions rewritten. */
    private List<NewCandidate> combine(SourceSample source, List<NewCandidate> made, long seed, AugmentContext context) {
        List<NewCandidate> out = new ArrayList<>();
        Random random = new Random(seed ^ CAPTION_SALT);
        for (NewCandidate k : made) {
            List<String> captions = rewrite.rewrite(source, k.captions(), random, context);
            Map<String, Object> p = new TreeMap<>(k.recipe().params());
            p.put(CAPTION_METHOD, rewriter.method());
            p.put(CAPTION_PARAMS, rewrite.params());
            Recipe r = k.recipe();
            Recipe recipe = new Recipe(r.method(), p, r.seed(), r.sourceSampleIds(), r.modelChecksums(), r.details());
            out.add(new NewCandidate(k.sampleId(), recipe, captions, k.boxes(), k.width(), k.height(), k.score(), k.runId()));
        }
        return out;
    }

    @Override
    public BufferedImage render(Candidate candidate, AugmentContext context) throws ImageFormatException {
        return image.render(candidate, context);
    }

    @Override
    public byte[] renderPng(Candidate candidate, AugmentContext context) throws ImageFormatException {
        return image.renderPng(candidate, context);
    }
}
