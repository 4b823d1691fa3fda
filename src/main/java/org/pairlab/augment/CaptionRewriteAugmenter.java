package org.pairlab.augment;

import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.pairlab.image.ImageFormatException;
import org.pairlab.project.Candidate;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Recipe;

/** A caption-only method: the candidate is the source image and boxes unchanged with rewritten captions. */
public abstract class CaptionRewriteAugmenter implements Augmenter {
    private final CaptionRewriter rewriter;

    protected CaptionRewriteAugmenter(CaptionRewriter rewriter) {
        this.rewriter = rewriter;
    }

    /** The rewriter this method wraps. */
    public CaptionRewriter rewriter() {
        return rewriter;
    }

    @Override
    public String method() {
        return rewriter.method();
    }

    @Override
    public String displayName() {
        return rewriter.displayName();
    }

    @Override
    public List<ParameterSpec> parameters() {
        return rewriter.parameters();
    }

    @Override
    public Optional<Class<? extends Record>> parameterType() {
        return rewriter.parameterType();
    }

    @Override
    public Bound bind(Map<String, Object> params) {
        CaptionRewriter.Bound rewrite = rewriter.bind(params);
        return new Bound() {
            @Override
            public Map<String, Object> params() {
                return rewrite.params();
            }

            @Override
            public List<NewCandidate> propose(SourceSample source, long seed, AugmentContext context) {
                return CaptionRewriteAugmenter.this.propose(source, rewrite, seed, context);
            }
        };
    }

    @Override
    public List<NewCandidate> propose(SourceSample source, Map<String, Object> params, long seed, AugmentContext context) {
        return propose(source, rewriter.bind(params), seed, context);
    }

    private List<NewCandidate> propose(SourceSample source, CaptionRewriter.Bound rewrite, long seed,
                                       AugmentContext context) {
        List<String> original = source.captions().stream().map(c -> c.text()).toList();
        List<String> captions = rewrite.rewrite(source, original, new Random(seed), context);
        long id = source.sample().id();
        Recipe recipe = new Recipe(method(), rewrite.params(), seed, List.of(id), Map.of(), Map.of());
        return List.of(new NewCandidate(id, recipe, captions, source.boxes(), source.sample().width(),
                source.sample().height(), null, null));
    }

    @Override
    public BufferedImage render(Candidate candidate, AugmentContext context) throws ImageFormatException {
        return context.image(candidate.sampleId());
    }

    /** Antonym negation as a caption-only method ("antonym"). */
    public static final class Antonym extends CaptionRewriteAugmenter {
        public Antonym() {
            super(new AntonymRewriter(new TextTools()));
        }
    }

    /** Synonym replacement as a caption-only method ("synonym"). */
    public static final class Synonym extends CaptionRewriteAugmenter {
        public Synonym() {
            super(new SynonymRewriter(new TextTools()));
        }
    }

    /** The EDA baseline as a caption-only method ("eda"). */
    public static final class Eda extends CaptionRewriteAugmenter {
        public Eda() {
            super(new EdaRewriter(new TextTools()));
        }
    }
}
