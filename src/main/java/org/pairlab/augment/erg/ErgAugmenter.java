package org.pairlab.augment.erg;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.pairlab.augment.AugmentContext;
import org.pairlab.augment.Augmenter;
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
 * {@link #renderCaption} writes the same text again. With {@code i2t} on, stylized captions near the sample's image
 * under the project's CLIP model are retrieved too; t2i and i2i need stylized images, which text corpora lack.
 */
public final class ErgAugmenter implements Augmenter {
    /** The method id. */
    public static final String METHOD = "erg";
    /** Factual captions the classifier and ranking LM learn from, at most (the first ones, in caption id order). */
    static final int MAX_FACTUAL = 50_000;

    private final MiniLmWordEmbedder embedder = new MiniLmWordEmbedder();
    private final Map<String, Stylizer> stylizers = new LinkedHashMap<>();
    private CaptionTagger tagger;
    private ClipModel clip;

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
    public List<NewCandidate> propose(SourceSample source, Map<String, Object> params, long seed,
            AugmentContext context) {
        if (source.captions().isEmpty()) {
            return List.of();
        }
        ErgParams p = ErgParams.from(params);
        Project project = context.project();
        if (project.datasets().style(source.sample().datasetId()).isPresent()) {
            return List.of(); // a stylized sample is a source of phrases, not a factual caption to stylize
        }
        Stylizer stylizer = stylizer(project, p, seed);
        String caption = source.captions().get(0).text();
        Optional<float[]> image = Optional.empty();
        if (p.i2t() && !source.sample().textOnly()) {
            try {
                image = Optional.of(clip(project).encodeImages(List.of(context.image(source.sample().id())))[0]);
            } catch (ImageFormatException e) {
                throw new IllegalStateException("ERG i2t: cannot read the image of sample " + source.sample().id()
                        + ": " + e.getMessage(), e);
            }
        }
        Stylization s = stylizer.stylize(caption, embedder.embed(List.of(caption)).get(0), image);
        if (!s.kept() && !p.keepRejected()) {
            return List.of();
        }
        long id = source.sample().id();
        Map<String, Object> details = new TreeMap<>(details(s));
        // Quality scores and the review's word diff compare with the caption that was rewritten.
        details.put(CaptionQualityScorer.ORIGINAL_CAPTION, caption);
        Recipe recipe = new Recipe(METHOD, params, seed, List.of(id), embedder.checksums(), details);
        return List.of(new NewCandidate(id, recipe, List.of(s.output()), source.boxes(), source.sample().width(),
                source.sample().height(), s.scores().styleProbability(), null));
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
    public BufferedImage render(Candidate candidate, AugmentContext context) throws ImageFormatException {
        return context.image(candidate.sampleId());
    }

    /** One model per project, caption set and parameters, built on first use. */
    private synchronized Stylizer stylizer(Project project, ErgParams p, long seed) {
        String key = project.file().toAbsolutePath() + "|" + project.samples().captionFingerprint() + "|" + p.style()
                + "|" + p.epsilon() + "|" + p.neighbours() + "|" + p.threshold() + "|" + p.maxPerplexity() + "|"
                + p.t2t() + "|" + p.i2t();
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
            if (p.i2t()) {
                model = model.withClipIndex(clipIndex(clip(project), model.captions()));
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
                    new IllegalArgumentException("ERG i2t retrieval needs a CLIP model: set the project's "
                            + AlignmentModels.SETTING + " (pairlab config P " + AlignmentModels.SETTING + " DIR)"));
        }
        return clip;
    }

    /** CLIP text vectors of the stylized captions, in batches. */
    private static SceneIndex clipIndex(ClipModel clip, List<String> captions) {
        List<float[]> vectors = new ArrayList<>(captions.size());
        for (int i = 0; i < captions.size(); i += 64) {
            vectors.addAll(java.util.Arrays.asList(clip.encodeTexts(captions.subList(i,
                    Math.min(captions.size(), i + 64)))));
        }
        return new SceneIndex(vectors);
    }

    private synchronized CaptionTagger tagger() {
        if (tagger == null) {
            tagger = CaptionTagger.english();
        }
        return tagger;
    }
}
