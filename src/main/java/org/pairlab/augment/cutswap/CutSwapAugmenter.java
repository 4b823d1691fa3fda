package org.pairlab.augment.cutswap;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.Supplier;
import org.pairlab.augment.AugmentContext;
import org.pairlab.augment.ParameterSpec;
import org.pairlab.augment.RejectedException;
import org.pairlab.augment.SourceSample;
import org.pairlab.augment.TypedAugmenter;
import org.pairlab.image.ImageFormatException;
import org.pairlab.image.Rasters;
import org.pairlab.ml.AlignmentModels;
import org.pairlab.ml.AlignmentScorer;
import org.pairlab.ml.WordEmbedder;
import org.pairlab.project.Box;
import org.pairlab.project.Candidate;
import org.pairlab.project.Caption;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Project;
import org.pairlab.project.Recipe;

/**
 * CutSwap (seed 002, §3.2): swaps one object of a caption for another object of its cluster, in the caption and in
 * the image at once, by pasting a box of the new object from another image of the dataset into the object's boxes.
 */
public final class CutSwapAugmenter extends TypedAugmenter<CutSwapParams> {
    public static final String METHOD = "cutswap";
    public static final String UNRANKED = "unranked: no alignment model configured";

    /** Stable rejection reasons (counted per reason by the generation job). */
    public static final String NO_OBJECT = "no object word in captions";
    public static final String NO_BOX = "object has no box in image";
    public static final String AREA_SMALL = "object area below minimum";
    public static final String AREA_LARGE = "object area above maximum";
    public static final String NO_ALTERNATIVE = "no other object in cluster";
    public static final String NO_PATCH = "no source patch for new object";
    public static final String NOT_GROUNDED = "no donor whose captions name the new object for its box";
    public static final String ONLY_PRESENT = "every other object of the cluster is already in the image";
    public static final String SAME_CAPTION = "caption unchanged or already proposed";
    public static final String BAD_ASPECT = "no patch with similar aspect ratio";
    public static final String LOW_DENSITY = "no patch with enough pixels";
    public static final String COVERS_OTHER = "would cover another named object";
    public static final String BELOW_THRESHOLD = "below alignment threshold";

    /** Reasons in pipeline order: when nothing is made, the reason of the step reached furthest is reported. */
    private static final List<String> STAGES = List.of(NO_OBJECT, NO_BOX, AREA_SMALL, AREA_LARGE, COVERS_OTHER,
            NO_ALTERNATIVE, ONLY_PRESENT, NO_PATCH, NOT_GROUNDED, BAD_ASPECT, LOW_DENSITY, SAME_CAPTION, BELOW_THRESHOLD);

    private static final int SCORE_BATCH = 32;

    /** Says, before a run, that the object index and clusters of a dataset are still to be built. */
    public static final String PREPROCESSING_NEEDED = "Pre-processing needed for dataset %s: the first Preview or "
            + "Generate tags its captions and clusters the object words before anything is proposed (this takes a "
            + "while). Augment / CutSwap pre-processing runs it as a job with progress.";

    private final AlignmentScorerProvider scorers;
    /** Resolves the project's alignment.model setting for {@link #notice}; null when scorers come from elsewhere. */
    private final AlignmentModels alignment;
    private final WordEmbedderProvider embedders;
    private final CutSwapModelCache models;
    private final RasterCache rasters = new RasterCache(64);

    /**
     * The service-loader constructor: re-ranking with the first alignment scorer registered as a service, else the
     * CLIP model chosen in the project's {@code alignment.model} setting (none: unranked); object words clustered
     * with the project's {@link ClusterEmbedders} choice (that CLIP model's text encoder, else MiniLM).
     */
    public CutSwapAugmenter() {
        this(AlignmentModels.standard());
    }

    private CutSwapAugmenter(AlignmentModels standard) {
        this(AlignmentScorerProvider.discover(new ConfiguredAlignmentScorers(standard)), new ClusterEmbedders(standard),
                standard);
    }

    /** Clusters with the same embedder for every project, whatever its settings (tests, benchmarks). */
    public CutSwapAugmenter(AlignmentScorerProvider scorers, Supplier<WordEmbedder> embedder) {
        this(scorers, WordEmbedderProvider.fixed(embedder), null);
    }

    /**
     * @param embedders the word embedder each project's object words are clustered with
     * @param alignment how the project's alignment.model setting resolves, for the notice when it names no usable
     *                  model; null when {@code scorers} does not read that setting (then no alignment notice is given)
     */
    public CutSwapAugmenter(AlignmentScorerProvider scorers, WordEmbedderProvider embedders, AlignmentModels alignment) {
        super(CutSwapParams.class);
        this.scorers = scorers;
        // A provider registered as a service does not read the setting, so the setting says nothing about ranking.
        this.alignment = scorers instanceof ConfiguredAlignmentScorers ? alignment : null;
        this.embedders = embedders;
        this.models = new CutSwapModelCache(embedders);
    }

    @Override
    public String method() {
        return METHOD;
    }

    @Override
    public String displayName() {
        return "CutSwap";
    }

    @Override
    public List<ParameterSpec> parameters() {
        return List.of(
                ParameterSpec.integer("n_p", 32, 1, 512, "Caption variants per original caption"),
                ParameterSpec.integer("n_i", 4, 1, 64, "Images (source patches) per caption variant"),
                ParameterSpec.integer("top_k", 3, 1, 64, "Candidates kept per original caption"),
                ParameterSpec.real("threshold", 0.28, -1, 1, "Minimum image-text alignment score (with an alignment model)"),
                ParameterSpec.integer("captions", 5, 1, 20, "Captions of a sample to augment (each is an original pair)"),
                ParameterSpec.real("nms_iou", 0.5, 0.05, 1, "IoU above which same-category boxes count as one object (NMS)"),
                ParameterSpec.real("min_area", 0.10, 0, 1, "Smallest share of the image the replaced boxes may cover"),
                ParameterSpec.real("max_area", 0.70, 0, 1, "Largest share of the image the replaced boxes may cover"),
                ParameterSpec.real("max_aspect_ratio", 1.5, 1, 10, "Largest ratio between patch and box aspect ratios"),
                ParameterSpec.real("max_upscale", 2.0, 1, 10, "Largest linear enlargement of a source patch"),
                ParameterSpec.real("max_left_out", 0.5, 0, 1, "Largest share of the patch left out to spare other named objects"),
                ParameterSpec.integer("feather", 6, 0, 64, "Width in pixels of the blended seam inside the box edge"));
    }

    /**
     * The alignment model's state when it is missing or unusable ({@link AlignmentModels#NOT_CONFIGURED} or why the
     * setting does not resolve), and which datasets still need pre-processing.
     */
    @Override
    public Optional<String> notice(Project project) {
        List<String> lines = new ArrayList<>();
        if (alignment != null) {
            AlignmentModels.Choice c = alignment.choose(project.settings());
            if (c.model().isEmpty()) {
                lines.add(c.message());
            }
        }
        if (embedders instanceof ClusterEmbedders chooser) {
            try {
                chooser.choose(project.settings());
            } catch (RuntimeException e) {
                lines.add(e.getMessage()); // e.g. cutswap.embedder = clip without a CLIP model: say so before a run
            }
        }
        CutSwapPreprocessor pre = models.preprocessor(project);
        ObjectVocabulary vocabulary = ObjectVocabulary.load(project);
        for (var d : project.datasets().list()) {
            if (!pre.isCurrent(d.id(), vocabulary)) {
                lines.add(String.format(PREPROCESSING_NEEDED, "\"" + d.name() + "\""));
            }
        }
        return lines.isEmpty() ? Optional.empty() : Optional.of(String.join("\n", lines));
    }

    /** The pre-processed data for a project's dataset (built on first use if no pre-processing job ran). */
    public CutSwapModel model(Project project, long datasetId) {
        return models.get(project, datasetId);
    }

    @Override
    public List<NewCandidate> propose(SourceSample source, CutSwapParams params, long seed, AugmentContext context)
            throws ImageFormatException {
        CutSwapModel model = models.get(context.project(), source.sample().datasetId());
        Optional<AlignmentScorer> scorer = scorers.scorer(context.project());
        SplittableRandom rng = new SplittableRandom(seed);
        Map<String, Integer> reasons = new TreeMap<>();
        List<NewCandidate> out = new ArrayList<>();
        int captions = params.captions();
        int used = 0;
        Set<String> made = new HashSet<>();
        for (int ci = 0; ci < source.captions().size() && used < captions; ci++) {
            Caption caption = source.captions().get(ci);
            List<Proposal> proposals;
            try {
                proposals = proposeForCaption(source, caption, model, params, rng);
            } catch (RejectedException e) {
                reasons.merge(e.reason(), 1, Integer::sum);
                continue;
            }
            used++;
            List<Proposal> kept = rank(proposals, scorer, params, context, seed, rng, reasons);
            for (Proposal p : kept) {
                // Two original captions can give the same swapped caption with the same patch: keep it once.
                if (made.add(normalised(p.caption()) + "\t" + patchBox(p.candidate()))) {
                    out.add(p.candidate());
                } else {
                    reasons.merge(SAME_CAPTION, 1, Integer::sum);
                }
            }
        }
        if (out.isEmpty()) {
            throw new RejectedException(furthest(reasons.keySet()));
        }
        if (!reasons.isEmpty()) {
            // What else was tried for this sample and why it failed, so the preview can explain fewer candidates.
            out.replaceAll(k -> withDetail(k, "rejections", new TreeMap<>(reasons)));
        }
        return out;
    }

    private static NewCandidate withDetail(NewCandidate k, String key, Object value) {
        Recipe r = k.recipe();
        Map<String, Object> details = new LinkedHashMap<>(r.details());
        details.put(key, value);
        return new NewCandidate(k.sampleId(), new Recipe(r.method(), r.params(), r.seed(), r.sourceSampleIds(),
                r.modelChecksums(), details), k.captions(), k.boxes(), k.width(), k.height(), k.score(), k.runId());
    }

    static String furthest(java.util.Collection<String> reasons) {
        return reasons.stream().max(Comparator.comparingInt(STAGES::indexOf)).orElse(NO_OBJECT);
    }

    /** One proposed candidate, before ranking. */
    record Proposal(NewCandidate candidate, String caption) {
    }

    /** All caption variants x patches for one original caption. */
    List<Proposal> proposeForCaption(SourceSample source, Caption caption, CutSwapModel model, CutSwapParams params,
                                     SplittableRandom rng) {
        return proposeForCaption(source, caption, model, params, rng, m -> true);
    }

    /** As above, with parameters as a form gives them (tests). */
    List<Proposal> proposeForCaption(SourceSample source, Caption caption, CutSwapModel model, Map<String, Object> params,
                                     SplittableRandom rng) {
        return proposeForCaption(source, caption, model, read(params), rng, m -> true);
    }

    /** As below, with parameters as a form gives them (tests). */
    List<Proposal> proposeForCaption(SourceSample source, Caption caption, CutSwapModel model, Map<String, Object> params,
                                     SplittableRandom rng, java.util.function.Predicate<ObjectMention> which) {
        return proposeForCaption(source, caption, model, read(params), rng, which);
    }

    /** As above, trying only the mentions {@code which} accepts (tests aim at one object this way). */
    List<Proposal> proposeForCaption(SourceSample source, Caption caption, CutSwapModel model, CutSwapParams params,
                                     SplittableRandom rng, java.util.function.Predicate<ObjectMention> which) {
        List<ObjectMention> named = model.index().mentions(caption.id()).stream().filter(m -> m.category() != null).toList();
        List<ObjectMention> mentions = named.stream().filter(m -> model.clusters().containsKey(m.lemma())).toList();
        if (mentions.isEmpty()) {
            throw new RejectedException(NO_OBJECT);
        }
        List<ObjectMention> order = new ArrayList<>(mentions.stream().filter(which).toList());
        shuffle(order, rng);
        Set<String> reasons = new HashSet<>();
        for (ObjectMention m : order) {
            try {
                return proposeForMention(source, caption, m, named, model, params, rng);
            } catch (RejectedException e) {
                reasons.add(e.reason());
            }
        }
        throw new RejectedException(furthest(reasons));
    }

    private List<Proposal> proposeForMention(SourceSample source, Caption caption, ObjectMention mention,
                                             List<ObjectMention> all, CutSwapModel model, CutSwapParams params,
                                             SplittableRandom rng) {
        int width = source.sample().width();
        int height = source.sample().height();
        List<BoxMath.Rect> targets = BoxMath.nms(rects(source.boxes(), mention.category()), params.nmsIou());
        if (targets.isEmpty()) {
            throw new RejectedException(NO_BOX);
        }
        double share = BoxMath.unionArea(targets) / ((double) width * height);
        if (share < params.minArea()) {
            throw new RejectedException(AREA_SMALL);
        }
        if (share > params.maxArea()) {
            throw new RejectedException(AREA_LARGE);
        }
        List<BoxMath.Rect> protect = protectedBoxes(source.boxes(), mention, all, targets);
        double leftOut = PatchCompositor.leftOutFraction(targets, protect, width, height);
        if (leftOut > params.maxLeftOut()) {
            throw new RejectedException(COVERS_OTHER);
        }
        // A category the image already shows would make the caption name two of it ("a dog and a dog").
        Set<String> present = new HashSet<>();
        source.boxes().forEach(b -> present.add(b.category()));
        present.remove(mention.category());
        List<TextVariant> any = TextVariants.of(mention, model, Integer.MAX_VALUE, rng);
        if (any.isEmpty()) {
            throw new RejectedException(NO_ALTERNATIVE);
        }
        List<TextVariant> absent = any.stream().filter(v -> !present.contains(v.category()))
                .filter(v -> Gender.agrees(caption.text(), v.lemma())).toList();
        if (absent.isEmpty()) {
            throw new RejectedException(ONLY_PRESENT);
        }
        List<TextVariant> variants = absent.subList(0, Math.min(params.captionVariants(), absent.size()));
        List<Proposal> out = new ArrayList<>();
        Map<String, Integer> reasons = new TreeMap<>();
        Set<String> seen = new HashSet<>();
        for (TextVariant v : variants) {
            List<ObjectIndex.PatchRef> patches;
            try {
                patches = PatchChooser.choose(v, source.sample().id(), mention, targets, model, params, rng);
            } catch (RejectedException e) {
                reasons.merge(e.reason(), 1, Integer::sum);
                continue;
            }
            String text = SwapCaptionWriter.rewrite(caption.text(), mention, model.index().form(v.lemma(), mention.plural()),
                    v.attribute());
            for (ObjectIndex.PatchRef p : patches) {
                // Never the source caption again, nor the same caption with the same patch twice.
                if (sameText(text, caption.text()) || !seen.add(normalised(text) + "\t" + p.boxId())) {
                    reasons.merge(SAME_CAPTION, 1, Integer::sum);
                    continue;
                }
                out.add(new Proposal(candidate(source, caption, mention, v, text, p, targets, protect, leftOut, model, params),
                        text));
            }
        }
        if (out.isEmpty()) {
            throw new RejectedException(reasons.isEmpty() ? NO_PATCH : furthest(reasons.keySet()));
        }
        return out;
    }

    @SuppressWarnings("unchecked")
    private static Object patchBox(NewCandidate k) {
        return ((Map<String, Object>) k.recipe().details().get("patch_source")).get("box_id");
    }

    private static boolean sameText(String a, String b) {
        return normalised(a).equals(normalised(b));
    }

    private static String normalised(String text) {
        return text.strip().replaceAll("\\s+", " ").toLowerCase(java.util.Locale.ROOT);
    }

    /**
     * Boxes of other objects named in the caption that the patch must not cover: those of other categories that are
     * smaller than the replaced box they overlap (a larger box, such as the table under a pizza, lies behind it).
     */
    private static List<BoxMath.Rect> protectedBoxes(List<Box> boxes, ObjectMention mention, List<ObjectMention> all,
                                                     List<BoxMath.Rect> targets) {
        Set<String> named = new HashSet<>();
        for (ObjectMention m : all) {
            if (m.category() != null && !m.category().equals(mention.category())) {
                named.add(m.category());
            }
        }
        List<BoxMath.Rect> out = new ArrayList<>();
        for (Box b : boxes) {
            if (!named.contains(b.category())) {
                continue;
            }
            BoxMath.Rect r = new BoxMath.Rect(b.x(), b.y(), b.w(), b.h(), 0);
            for (BoxMath.Rect t : targets) {
                if (BoxMath.intersection(r, t) > 0 && r.area() < t.area()) {
                    out.add(r);
                    break;
                }
            }
        }
        return out;
    }

    private NewCandidate candidate(SourceSample source, Caption caption, ObjectMention mention, TextVariant v, String text,
                                   ObjectIndex.PatchRef patch, List<BoxMath.Rect> targets, List<BoxMath.Rect> protect,
                                   double leftOut, CutSwapModel model, CutSwapParams params) {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("caption_id", caption.id());
        details.put("original_caption", caption.text());
        details.put("object", Map.of("text", mention.text(), "lemma", mention.lemma(), "category", mention.category(),
                "plural", mention.plural()));
        details.put("new_object", Map.of("lemma", v.lemma(), "category", v.category()));
        details.put("original_attribute", String.join(" ", mention.attributeWords()));
        details.put("new_attribute", v.attribute() == null ? "" : v.attribute());
        details.put("replaced_boxes", targets.stream().map(BoxMath.Rect::xywh).toList());
        details.put("patch_source", Map.of("sample_id", patch.sampleId(), "box_id", patch.boxId(),
                "box", List.of(patch.x(), patch.y(), patch.w(), patch.h())));
        details.put("protected_boxes", protect.stream().map(BoxMath.Rect::xywh).toList());
        details.put("left_out", leftOut);
        details.put("ranking", UNRANKED);
        model.embedderDetail().ifPresent(e -> details.put("embedder", e));
        List<Box> boxes = new ArrayList<>();
        for (Box b : source.boxes()) {
            boolean replaced = b.category().equals(mention.category())
                    && targets.stream().anyMatch(t -> t.x() == b.x() && t.y() == b.y() && t.w() == b.w() && t.h() == b.h());
            boxes.add(replaced ? new Box(b.id(), v.category(), b.x(), b.y(), b.w(), b.h(), b.score(), b.source(), b.crowd()) : b);
        }
        Recipe recipe = new Recipe(METHOD, stored(params), 0, List.of(source.sample().id(), patch.sampleId()), Map.of(), details);
        return new NewCandidate(source.sample().id(), recipe, List.of(text), boxes, source.sample().width(),
                source.sample().height(), null, null);
    }

    /**
     * Keeps top_k per original caption: by alignment score above the threshold, or, with no alignment model, the
     * most fluent under the project's caption language model.
     */
    private List<Proposal> rank(List<Proposal> proposals, Optional<AlignmentScorer> scorer, CutSwapParams params,
                                AugmentContext context, long seed, SplittableRandom rng, Map<String, Integer> reasons)
            throws ImageFormatException {
        int topK = params.topK();
        if (scorer.isEmpty()) {
            // Without CLIP, keep the captions the project's caption language model finds most fluent (issue 14
            // point 3), not top_k at random; the seeded shuffle only breaks ties.
            List<Proposal> shuffled = new ArrayList<>(proposals);
            shuffle(shuffled, rng);
            var lm = context.captionModel();
            Map<Proposal, Double> fluency = new java.util.IdentityHashMap<>();
            for (Proposal p : shuffled) {
                fluency.put(p, lm.scoreCaption(p.caption()).perTokenLogProb());
            }
            List<Proposal> ranked = new ArrayList<>(shuffled);
            ranked.sort(Comparator.comparingDouble((Proposal p) -> -fluency.get(p)));
            List<Proposal> out = new ArrayList<>();
            for (Proposal p : ranked.subList(0, Math.min(topK, ranked.size()))) {
                Proposal kept = withSeed(p, seed, null, Map.of(), UNRANKED);
                Map<String, Object> details = new LinkedHashMap<>(kept.candidate().recipe().details());
                details.put("fluency_rank", fluency.get(p));
                Recipe r = kept.candidate().recipe();
                NewCandidate k = kept.candidate();
                out.add(new Proposal(new NewCandidate(k.sampleId(), new Recipe(r.method(), r.params(), r.seed(),
                        r.sourceSampleIds(), r.modelChecksums(), details), k.captions(), k.boxes(), k.width(), k.height(),
                        k.score(), k.runId()), kept.caption()));
            }
            return out;
        }
        AlignmentScorer s = scorer.get();
        // Scored in batches so n_p x n_i rendered images (128 by default) are never all in memory at once.
        float[] scores = new float[proposals.size()];
        for (int from = 0; from < proposals.size(); from += SCORE_BATCH) {
            List<BufferedImage> images = new ArrayList<>();
            List<String> texts = new ArrayList<>();
            for (Proposal p : proposals.subList(from, Math.min(proposals.size(), from + SCORE_BATCH))) {
                images.add(renderRecipe(p.candidate().sampleId(), p.candidate().recipe(), params.feather(), context));
                texts.add(p.caption());
            }
            float[] batch = s.score(images, texts);
            System.arraycopy(batch, 0, scores, from, batch.length);
        }
        double threshold = params.threshold();
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < scores.length; i++) {
            if (scores[i] >= threshold) {
                order.add(i);
            } else {
                reasons.merge(BELOW_THRESHOLD, 1, Integer::sum);
            }
        }
        order.sort(Comparator.comparingDouble((Integer i) -> -scores[i]).thenComparingInt(i -> i));
        List<Proposal> out = new ArrayList<>();
        for (int i : order.subList(0, Math.min(topK, order.size()))) {
            out.add(withSeed(proposals.get(i), seed, (double) scores[i], s.checksums(), "scored by " + s.name()));
        }
        return out;
    }

    private static Proposal withSeed(Proposal p, long seed, Double score, Map<String, String> checksums, String ranking) {
        NewCandidate k = p.candidate();
        Recipe r = k.recipe();
        Map<String, Object> details = new LinkedHashMap<>(r.details());
        details.put("ranking", ranking);
        if (score != null) {
            details.put("score", score);
        }
        Recipe recipe = new Recipe(r.method(), r.params(), seed, r.sourceSampleIds(), checksums, details);
        return new Proposal(new NewCandidate(k.sampleId(), recipe, k.captions(), k.boxes(), k.width(), k.height(), score,
                k.runId()), p.caption());
    }

    @Override
    public org.pairlab.augment.Reboxed rebox(Candidate candidate, AugmentContext context) {
        return CutSwapRebox.rebox(candidate, context.project());
    }

    @Override
    protected BufferedImage render(Candidate candidate, CutSwapParams params, AugmentContext context)
            throws ImageFormatException {
        return renderRecipe(candidate.sampleId(), candidate.recipe(), params.feather(), context);
    }

    @SuppressWarnings("unchecked")
    private BufferedImage renderRecipe(long sampleId, Recipe recipe, int feather, AugmentContext context)
            throws ImageFormatException {
        Map<String, Object> d = recipe.details();
        Map<String, Object> patch = (Map<String, Object>) d.get("patch_source");
        PatchCompositor.Raster target = rasters.get(sampleId, context);
        PatchCompositor.Raster source = rasters.get(((Number) patch.get("sample_id")).longValue(), context);
        BoxMath.Rect patchRect = rect((List<Number>) patch.get("box"));
        List<BoxMath.Rect> targets = ((List<List<Number>>) d.get("replaced_boxes")).stream().map(CutSwapAugmenter::rect).toList();
        List<BoxMath.Rect> protect = ((List<List<Number>>) d.get("protected_boxes")).stream().map(CutSwapAugmenter::rect).toList();
        int[] pixels = PatchCompositor.composite(target, source, patchRect, targets, protect, feather);
        BufferedImage out = new BufferedImage(target.width(), target.height(), BufferedImage.TYPE_INT_RGB);
        System.arraycopy(pixels, 0, Rasters.pixels(out), 0, pixels.length);
        return out;
    }

    private static BoxMath.Rect rect(List<Number> xywh) {
        return new BoxMath.Rect(xywh.get(0).doubleValue(), xywh.get(1).doubleValue(), xywh.get(2).doubleValue(),
                xywh.get(3).doubleValue(), 0);
    }

    static List<BoxMath.Rect> rects(List<Box> boxes, String category) {
        List<BoxMath.Rect> out = new ArrayList<>();
        for (Box b : boxes) {
            if (!b.crowd() && b.category().equals(category) && b.w() >= 1 && b.h() >= 1) {
                out.add(new BoxMath.Rect(b.x(), b.y(), b.w(), b.h(), b.score() == null ? 0 : b.score()));
            }
        }
        return out;
    }

    static <T> void shuffle(List<T> list, SplittableRandom rng) {
        for (int i = list.size() - 1; i > 0; i--) {
            int j = rng.nextInt(i + 1);
            T t = list.get(i);
            list.set(i, list.get(j));
            list.set(j, t);
        }
    }

    /** A tagger supplier that loads the OpenNLP models once, on first need. */
    public static Supplier<Tagging> lazyTagger() {
        return new Supplier<>() {
            private Tagging tagger;

            @Override
            public synchronized Tagging get() {
                if (tagger == null) {
                    tagger = NounLemmaTagger.english()::tag;
                }
                return tagger;
            }
        };
    }
}
