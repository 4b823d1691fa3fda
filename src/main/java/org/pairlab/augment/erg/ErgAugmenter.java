package org.pairlab.augment.erg;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.pairlab.augment.AugmentContext;
import org.pairlab.augment.TypedAugmenter;
import org.pairlab.augment.ParameterSpec;
import org.pairlab.augment.SourceSample;
import org.pairlab.augment.cutswap.MiniLmWordEmbedder;
import org.pairlab.image.ImageFormatException;
import org.pairlab.lm.CaptionQualityScorer;
import org.pairlab.lm.grammar.CaptionGrammar;
import org.pairlab.lm.grammar.GrammarOptions;
import org.pairlab.ml.AlignmentModels;
import org.pairlab.ml.ClipModel;
import org.pairlab.project.Candidate;
import org.pairlab.project.Dataset;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Project;
import org.pairlab.project.Recipe;
import org.pairlab.text.CaptionTagger;

/**
 * ERG in a project ({@code augment --method erg}): the project's datasets with a style label are the stylized
 * corpora, those without are the factual ones; each factual sample's first caption is stylized with the embedded
 * generator, and the candidate is the same image with the stylized caption. The recipe's details carry the phrase,
 * where it went, every score and filter result, and the retrieved scenes, so review and export show them and
 * {@link #renderCaption} writes the same text again. With the project's CLIP model ({@code alignment.model}), i2t
 * retrieves stylized captions near the sample's image, and, for stylized datasets with images, t2i retrieves
 * stylized samples whose image is near the caption and i2i those whose image is near the sample's image.
 */
public final class ErgAugmenter extends TypedAugmenter<ErgParams> {
    /** The method id. */
    public static final String METHOD = "erg";
    /** Factual captions the classifier and ranking LM learn from, at most (the first ones, in caption id order). */
    static final int MAX_FACTUAL = 50_000;

    private final MiniLmWordEmbedder embedder = new MiniLmWordEmbedder();
    private final Map<String, Stylizer> stylizers = new LinkedHashMap<>();
    private CaptionTagger tagger;
    private ClipModel clip;

    public ErgAugmenter() {
        super(ErgParams.class);
    }

    @Override
    public String method() {
        return METHOD;
    }

    @Override
    public String displayName() {
        return "ERG style grafting";
    }

    @Override
    public List<ParameterSpec> parameters() {
        return ErgParams.SPECS;
    }

    @Override
    public Optional<String> notice(Project project) {
        List<String> styles = new ArrayList<>();
        for (Dataset d : project.datasets().list()) {
            project.datasets().style(d.id()).ifPresent(styles::add);
        }
        if (styles.isEmpty()) {
            return Optional.of("ERG needs stylized captions: import them as a dataset with a style label "
                    + "(pairlab import FILE --text F --style humorous). The first run trains the style classifier "
                    + "and embeds the stylized captions (a minute or two).");
        }
        return Optional.of("Stylized datasets: " + String.join(", ", styles) + ". The first run trains the style "
                + "classifier and embeds the stylized captions (a minute or two).");
    }

    @Override
    public List<NewCandidate> propose(SourceSample source, ErgParams p, long seed, AugmentContext context) {
        if (source.captions().isEmpty()) {
            return List.of();
        }
        Project project = context.project();
        if (project.datasets().style(source.sample().datasetId()).isPresent()) {
            return List.of(); // a stylized sample is a source of phrases, not a factual caption to stylize
        }
        Stylizer stylizer = stylizer(project, p, seed, context);
        String caption = source.captions().get(0).text();
        Optional<float[]> image = Optional.empty();
        if ((p.i2t() || p.i2i()) && !source.sample().textOnly()) {
            try {
                image = Optional.of(clip(project).encodeImages(List.of(context.image(source.sample().id())))[0]);
            } catch (ImageFormatException e) {
                throw new IllegalStateException("ERG image retrieval: cannot read the image of sample "
                        + source.sample().id() + ": " + e.getMessage(), e);
            }
        }
        Optional<float[]> clipText = p.t2i() ? Optional.of(clip(project).encodeTexts(List.of(caption))[0])
                : Optional.empty();
        SceneQuery query = new SceneQuery(embedder.embed(List.of(caption)).get(0), image, clipText);
        Stylization s;
        PhraseUsage usage = usage(context, p.style());
        synchronized (usage) {
            s = stylizer.stylize(caption, query, usage);
            if (!s.kept() && !p.keepRejected()) {
                return List.of();
            }
            // Only what becomes a candidate counts, so a resumed run rebuilds the same usage from its candidates.
            usage.add(s.graft().phrase());
        }
        long id = source.sample().id();
        Map<String, Object> details = new TreeMap<>(details(s));
        if (s.graft().placement() == GraftPlacement.BANK) {
            // Review and the round readings group bank clauses by the class of thing they were chosen for.
            stylizer.bankClassOf(caption).ifPresent(c -> details.put("bank_class", c.id()));
        }
        // Quality scores and the review's word diff compare with the caption that was rewritten.
        details.put(CaptionQualityScorer.ORIGINAL_CAPTION, caption);
        Recipe recipe = new Recipe(METHOD, stored(p), seed, List.of(id), embedder.checksums(), details);
        return List.of(new NewCandidate(id, recipe, List.of(s.output()), source.boxes(), source.sample().width(),
                source.sample().height(), s.scores().styleProbability(), null));
    }

    /**
     * The phrase usage of the run {@code context} serves, shared by all its samples so a run spreads its phrases and
     * bank clauses as {@code stylize} does; rebuilt from the run's stored ERG candidates when a run resumes (each
     * stored candidate's phrase counted once, as when it was chosen). Outside a run (a preview) a fresh usage, so a
     * preview shows what a sample gives on its own.
     */
    static PhraseUsage usage(AugmentContext context, String style) {
        if (context.runId().isEmpty()) {
            return new PhraseUsage();
        }
        long run = context.runId().get();
        return context.runState(METHOD + ".usage." + style, PhraseUsage.class, () -> {
            PhraseUsage u = new PhraseUsage();
            for (Candidate c : context.project().candidates().ofRun(run, METHOD)) {
                Object phrase = c.recipe().details().get("phrase");
                if (phrase != null && style.equals(c.recipe().details().get("style"))) {
                    u.add(String.valueOf(phrase));
                }
            }
            return u;
        });
    }

    /** What review and export read: the phrase, its place, scores, filters and retrieved scenes. */
    static Map<String, Object> details(Stylization s) {
        Map<String, Object> d = new TreeMap<>();
        d.put("style", s.style());
        d.put("source", s.source());
        d.put("output", s.output());
        d.put("phrase", s.graft().phrase());
        d.put("phrase_start", s.graft().phraseStart());
        d.put("phrase_end", s.graft().phraseEnd());
        d.put("placement", s.graft().placement().name().toLowerCase(java.util.Locale.ROOT));
        d.put("phrase_source", s.graft().placement() == GraftPlacement.BANK ? "bank" : "scene");
        d.put("style_probability", s.scores().styleProbability());
        d.put("perplexity", Double.isFinite(s.scores().perplexity()) ? s.scores().perplexity() : -1.0);
        d.put("similarity", s.scores().similarity());
        d.put("fluency", s.scores().fluency());
        d.put("filter_style", s.scores().styleOk());
        d.put("filter_perplexity", s.scores().perplexityOk());
        d.put("filter_similarity", s.scores().similarityOk());
        d.put("kept", s.kept());
        List<Map<String, Object>> retrieved = new ArrayList<>();
        for (RetrievedScene r : s.retrieved()) {
            Map<String, Object> m = new TreeMap<>();
            m.put("caption", r.caption());
            m.put("phrase", r.phrase());
            m.put("similarity", r.similarity());
            m.put("type", r.type().id());
            retrieved.add(m);
        }
        d.put("retrieved", retrieved);
        return d;
    }

    /**
     * The candidate's caption written again from its recipe: the recorded phrase grafted into the recorded source
     * caption at the recorded place, by the same generator.
     *
     * @throws IllegalArgumentException when the recipe is not an ERG recipe or its graft cannot be made again
     */
    public String renderCaption(Recipe recipe) {
        if (!METHOD.equals(recipe.method())) {
            throw new IllegalArgumentException("not an ERG recipe: method " + recipe.method());
        }
        Map<String, Object> d = recipe.details();
        String source = String.valueOf(d.get("source"));
        String phrase = String.valueOf(d.get("phrase"));
        String placement = String.valueOf(d.get("placement")).toUpperCase(java.util.Locale.ROOT);
        int start = ((Number) d.get("phrase_start")).intValue();
        if (GraftPlacement.BANK.name().equals(placement)) {
            Graft g = PhraseBank.graft(source, phrase);
            if (g.phraseStart() == start) {
                return g.text();
            }
        }
        EmbeddedGenerator generator = new EmbeddedGenerator(tagger());
        for (PhraseKind kind : PhraseKind.values()) {
            StylePhrase p = new StylePhrase(phrase, phrase, 0, phrase.length(), kind, 1);
            for (Graft g : generator.proposals(generator.read(source), p, 0)) {
                if (g.placement().name().equals(placement) && g.phraseStart() == start) {
                    return g.text();
                }
            }
        }
        throw new IllegalArgumentException("the ERG recipe's graft of '" + phrase + "' (" + placement + " at " + start
                + ") cannot be made again in '" + source + "'");
    }

    @Override
    protected BufferedImage render(Candidate candidate, ErgParams params, AugmentContext context)
            throws ImageFormatException {
        return context.image(candidate.sampleId());
    }

    /** One model per project, caption set and parameters, built on first use. */
    private synchronized Stylizer stylizer(Project project, ErgParams p, long seed, AugmentContext context) {
        String key = project.file().toAbsolutePath() + "|" + project.samples().captionFingerprint() + "|" + p.style()
                + "|" + p.epsilon() + "|" + p.neighbours() + "|" + p.threshold() + "|" + p.maxPerplexity() + "|"
                + p.t2t() + "|" + p.i2t() + "|" + p.t2i() + "|" + p.i2i();
        Stylizer s = stylizers.get(key);
        if (s == null) {
            List<StyledCorpus> styled = new ArrayList<>();
            List<String> factual = new ArrayList<>();
            Map<String, List<String>> byStyle = new TreeMap<>();
            for (Dataset d : project.datasets().list()) {
                Optional<String> style = project.datasets().style(d.id());
                List<String> texts = project.samples().captionTexts(d.id());
                if (style.isPresent()) {
                    byStyle.computeIfAbsent(style.get(), k -> new ArrayList<>()).addAll(texts);
                } else if (factual.size() < MAX_FACTUAL) {
                    factual.addAll(texts.subList(0, Math.min(texts.size(), MAX_FACTUAL - factual.size())));
                }
            }
            if (!byStyle.containsKey(p.style())) {
                throw new IllegalArgumentException("no dataset of the project has the style '" + p.style()
                        + "'; styles present: " + byStyle.keySet() + " (import stylized captions with --style)");
            }
            if (factual.isEmpty()) {
                throw new IllegalArgumentException("ERG needs factual captions: a dataset without a style label");
            }
            byStyle.forEach((k, v) -> styled.add(new StyledCorpus(k, v)));
            ErgModel model = new ErgTrainer(embedder, tagger(), new VectorFileCache(Optional.of(
                    project.cacheDir().resolve("erg")))).build(styled, new StyledCorpus(StyledCorpus.FACTUAL, factual),
                    p.style(), p.options(seed), m -> { });
            VectorFileCache cache = new VectorFileCache(Optional.of(project.cacheDir().resolve("erg")));
            if (p.i2t()) {
                model = model.withClipIndex(clipIndex(clip(project), model.captions(), cache));
            }
            if (p.t2i() || p.i2i()) {
                model = model.withImageIndex(sceneImages(project, p.style(), model, context, cache));
            }
            s = new Stylizer(model, embedder, new EmbeddedGenerator(tagger()), new EmbeddedGenerator(tagger()),
                    new CaptionGrammar(GrammarOptions.defaults(), tagger()));
            stylizers.clear();
            stylizers.put(key, s);
        }
        return s;
    }

    /** The project's CLIP model, loaded once; an error naming the setting when none is configured. */
    private synchronized ClipModel clip(Project project) {
        if (clip == null) {
            clip = AlignmentModels.standard().openModel(project.settings()).orElseThrow(() ->
                    new IllegalArgumentException("ERG image retrieval (i2t, t2i, i2i) needs a CLIP model: set the project's "
                            + AlignmentModels.SETTING + " (pairlab config P " + AlignmentModels.SETTING + " DIR)"));
        }
        return clip;
    }

    /** CLIP text vectors of the stylized captions, in batches, kept in the project's cache folder. */
    private static SceneIndex clipIndex(ClipModel clip, List<String> captions, VectorFileCache cache) {
        return new SceneIndex(cache.vectors(clipId(clip) + "|text", captions, texts -> {
            List<float[]> vectors = new ArrayList<>(texts.size());
            for (int i = 0; i < texts.size(); i += 64) {
                vectors.addAll(java.util.Arrays.asList(clip.encodeTexts(texts.subList(i,
                        Math.min(texts.size(), i + 64)))));
            }
            return vectors;
        }));
    }

    /**
     * CLIP image vectors of the target style's scenes that have an image (a stylized dataset imported with its
     * images): each of the model's stylized captions is matched to the first stylized sample of that style carrying
     * it. Vectors are kept in the project's cache folder, keyed by the images' paths.
     *
     * @throws IllegalArgumentException when no stylized sample of the style has an image
     */
    private SceneImages sceneImages(Project project, String style, ErgModel model, AugmentContext context,
            VectorFileCache cache) {
        Map<String, org.pairlab.project.Sample> byCaption = new java.util.HashMap<>();
        for (Dataset d : project.datasets().list()) {
            if (!project.datasets().style(d.id()).map(style::equals).orElse(false)) {
                continue;
            }
            for (org.pairlab.project.Sample sample : project.samples().ofDataset(d.id())) {
                if (sample.textOnly()) {
                    continue;
                }
                for (org.pairlab.project.Caption c : project.samples().captions(sample.id())) {
                    byCaption.putIfAbsent(c.text().strip(), sample);
                }
            }
        }
        List<Integer> items = new ArrayList<>();
        List<org.pairlab.project.Sample> samples = new ArrayList<>();
        for (int i = 0; i < model.captions().size(); i++) {
            org.pairlab.project.Sample sample = byCaption.get(model.captions().get(i).strip());
            if (sample != null) {
                items.add(i);
                samples.add(sample);
            }
        }
        if (items.isEmpty()) {
            throw new IllegalArgumentException("ERG's t2i and i2i retrieval need stylized images: no '" + style
                    + "' dataset has samples with images whose captions give a style phrase (text-only corpora "
                    + "have none); import the stylized captions with their images, or use t2t and i2t");
        }
        ClipModel clip = clip(project);
        List<String> keys = samples.stream().map(s -> s.id() + "|" + s.path()).toList();
        List<float[]> vectors = cache.vectors(clipId(clip) + "|image", keys, k -> {
            List<float[]> out = new ArrayList<>(samples.size());
            for (int i = 0; i < samples.size(); i += 16) {
                List<BufferedImage> batch = new ArrayList<>();
                for (org.pairlab.project.Sample s : samples.subList(i, Math.min(samples.size(), i + 16))) {
                    try {
                        batch.add(context.image(s.id()));
                    } catch (ImageFormatException e) {
                        throw new IllegalStateException("ERG t2i/i2i: cannot read the image of stylized sample "
                                + s.id() + " (" + s.path() + "): " + e.getMessage(), e);
                    }
                }
                out.addAll(java.util.Arrays.asList(clip.encodeImages(batch)));
            }
            return out;
        });
        return new SceneImages(new SceneIndex(vectors), items.stream().mapToInt(Integer::intValue).toArray());
    }

    private static String clipId(ClipModel clip) {
        return "clip|" + clip.name() + "|" + new TreeMap<>(clip.checksums());
    }

    private synchronized CaptionTagger tagger() {
        if (tagger == null) {
            tagger = CaptionTagger.english();
        }
        return tagger;
    }
}
