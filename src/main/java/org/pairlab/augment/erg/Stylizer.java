package org.pairlab.augment.erg;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;
import java.util.HashMap;
import java.util.Map;
import org.pairlab.lm.grammar.CaptionGrammar;
import org.pairlab.lm.grammar.GrammarIssue;
import org.pairlab.ml.WordEmbedder;
import org.pairlab.text.TaggedCaption;

/**
 * Runs Algorithm 1's RETRIEVE and GENERATE with the filters for factual captions: retrieve the K most similar
 * stylized scenes, graft each scene's style phrase every way the {@link EmbeddedGenerator} knows, score all with
 * {@link GraftRanker}, keep the best. Thread-safe; {@link #stylizeAll} uses every core.
 */
public final class Stylizer {
    /** When the K scenes give no usable phrase, this many more are searched. */
    private static final int WIDER_SEARCH = 64;
    /** The best grafts checked for grammar, in order, before the best one is taken anyway. */
    static final int GRAMMAR_CHECKED = 4;
    /** How many of the corpus's most stylish phrases are tried when retrieval gives nothing in the style. */
    static final int ANCHORS = 24;
    private List<Integer> anchors;
    private final ErgModel model;
    private final WordEmbedder embedder;
    private final EmbeddedGenerator reader;
    private final GraftGenerator generator;
    private final CaptionGrammar grammar;
    private final GraftRanker ranker;

    /**
     * A stylizer over {@code model}, embedding queries with {@code embedder} (the model's own encoder), reading
     * captions with {@code reader}, writing grafts with {@code generator} and checking their grammar with
     * {@code grammar}'s own (tagger-based) rules.
     */
    public Stylizer(ErgModel model, WordEmbedder embedder, EmbeddedGenerator reader, GraftGenerator generator,
            CaptionGrammar grammar) {
        this.model = model;
        this.embedder = embedder;
        this.reader = reader;
        this.generator = generator;
        this.grammar = grammar;
        this.ranker = new GraftRanker(model);
    }

    /** The model it runs. */
    public ErgModel model() {
        return model;
    }

    /** Stylizes every caption, in input order; {@code done} is told each finished index. */
    public List<Stylization> stylizeAll(List<String> factual, IntConsumer done) {
        List<float[]> vectors = new ArrayList<>(factual.size());
        for (int i = 0; i < factual.size(); i += 256) {
            vectors.addAll(embedder.embed(factual.subList(i, Math.min(factual.size(), i + 256))));
        }
        return IntStream.range(0, factual.size()).parallel().mapToObj(i -> {
            Stylization s = stylize(factual.get(i), vectors.get(i));
            done.accept(i);
            return s;
        }).toList();
    }

    /** Stylizes one caption whose sentence vector is {@code vector} (t2t retrieval only). */
    public Stylization stylize(String factual, float[] vector) {
        return stylize(factual, vector, java.util.Optional.empty());
    }

    /**
     * Stylizes one caption whose sentence vector is {@code vector}; with {@code imageVector} (the sample's CLIP image
     * vector) and the model's CLIP index, stylized captions near the image are retrieved too (i2t) and merged with
     * the t2t scenes, each scene keeping its higher similarity.
     */
    public Stylization stylize(String factual, float[] vector, java.util.Optional<float[]> imageVector) {
        if (factual.isBlank()) {
            throw new IllegalArgumentException("cannot stylize an empty caption");
        }
        TaggedCaption tagged = reader.read(factual);
        int k = model.options().neighbours();
        List<SceneMatch> matches = model.textIndex().search(vector, k, -1, RetrievalType.T2T);
        if (imageVector.isPresent() && model.clipIndex().isPresent()
                && model.options().retrieval().contains(RetrievalType.I2T)) {
            matches = merge(matches, model.clipIndex().get().search(imageVector.get(), k, -1, RetrievalType.I2T));
        }
        if (!model.options().retrieval().contains(RetrievalType.T2T)) {
            matches = matches.stream().filter(m -> m.type() != RetrievalType.T2T).toList();
        }
        List<GraftRanker.Scored> scored = graftAll(tagged, matches);
        if (scored.stream().noneMatch(s -> s.scores().styleOk())) {
            // No graft reads as the style: look further, among less similar scenes.
            matches = model.textIndex().search(vector, WIDER_SEARCH, -1, RetrievalType.T2T);
            scored = graftAll(tagged, matches);
        }
        if (scored.stream().noneMatch(s -> s.scores().styleOk())) {
            // Still nothing in the style: the corpus's most stylish phrases, scored with their real similarity.
            List<SceneMatch> anchors = anchors().stream()
                    .map(i -> new SceneMatch(i, model.textIndex().similarity(vector, i), RetrievalType.T2T)).toList();
            List<GraftRanker.Scored> more = graftAll(tagged, anchors);
            if (more.stream().anyMatch(s -> s.scores().styleOk())) {
                scored = new ArrayList<>(scored);
                scored.addAll(more);
                matches = new ArrayList<>(matches);
                matches.addAll(anchors);
            }
        }
        if (scored.isEmpty()) {
            throw new IllegalStateException("no style phrase of the " + model.target() + " corpus could be grafted "
                    + "into '" + factual + "'");
        }
        GraftRanker.Scored best = grammatical(tagged.text(), scored);
        List<RetrievedScene> retrieved = matches.stream().limit(Math.max(k, 1 + indexOf(matches, best))).map(m -> new RetrievedScene(m.item(),
                model.captions().get(m.item()), model.phrases().get(m.item()).phrase(), m.similarity(), m.type()))
                .toList();
        return new Stylization(tagged.text(), best.graft().text(), model.target(), best.graft(), best.scores(),
                retrieved, scored.size());
    }

    /**
     * The {@link #ANCHORS} clause phrases that read most as the target style by themselves (computed once): the last
     * resort when no retrieved scene gives a graft in the style.
     */
    private synchronized List<Integer> anchors() {
        if (anchors == null) {
            int s = model.classifier().styles().indexOf(model.target());
            List<Integer> items = new ArrayList<>();
            for (int i = 0; i < model.phrases().size(); i++) {
                if (model.phrases().get(i).kind() == PhraseKind.CLAUSE) {
                    items.add(i);
                }
            }
            Map<Integer, Double> p = new HashMap<>();
            items.forEach(i -> p.put(i, model.classifier().probabilities(model.phrases().get(i).phrase())[s]));
            items.sort(java.util.Comparator.comparingDouble((Integer i) -> -p.get(i)).thenComparingInt(i -> i));
            anchors = List.copyOf(items.subList(0, Math.min(ANCHORS, items.size())));
        }
        return anchors;
    }

    /** Both lists, one entry per scene (the more similar), most similar first. */
    static List<SceneMatch> merge(List<SceneMatch> a, List<SceneMatch> b) {
        Map<Integer, SceneMatch> best = new java.util.LinkedHashMap<>();
        for (SceneMatch m : a) {
            best.merge(m.item(), m, (x, y) -> x.similarity() >= y.similarity() ? x : y);
        }
        for (SceneMatch m : b) {
            best.merge(m.item(), m, (x, y) -> x.similarity() >= y.similarity() ? x : y);
        }
        return best.values().stream().sorted(java.util.Comparator.comparingDouble(SceneMatch::similarity).reversed()
                .thenComparingInt(SceneMatch::item)).toList();
    }

    private static int indexOf(List<SceneMatch> matches, GraftRanker.Scored best) {
        for (int i = 0; i < matches.size(); i++) {
            if (matches.get(i).item() == best.graft().scene()) {
                return i;
            }
        }
        return 0;
    }

    /**
     * The best graft that adds no grammar error to the source, among the best {@link #GRAMMAR_CHECKED} (PairLab's
     * agreement, article, doubled-word and subject-verb checks); the best one when all of them add errors.
     */
    private GraftRanker.Scored grammatical(String source, List<GraftRanker.Scored> scored) {
        List<GraftRanker.Scored> sorted = scored.stream().sorted(GraftRanker.BEST_FIRST).toList();
        List<GrammarIssue> sourceIssues = grammar.pairLabIssues(source);
        for (GraftRanker.Scored s : sorted.subList(0, Math.min(GRAMMAR_CHECKED, sorted.size()))) {
            if (GrammarIssue.added(sourceIssues, grammar.pairLabIssues(s.graft().text())) == 0) {
                return s;
            }
        }
        return sorted.get(0);
    }

    private List<GraftRanker.Scored> graftAll(TaggedCaption tagged, List<SceneMatch> matches) {
        List<GraftRanker.Scored> out = new ArrayList<>();
        String source = tagged.text();
        Map<Integer, Double> similarity = new HashMap<>();
        matches.forEach(m -> similarity.put(m.item(), m.similarity()));
        for (Graft g : generator.proposals(tagged, matches, model)) {
            if (g.text().strip().equalsIgnoreCase(source) || g.text().isBlank()) {
                continue;
            }
            GraftScores s = ranker.score(g.text(), similarity.getOrDefault(g.scene(), 0.0));
            out.add(ranker.scored(g, s));
        }
        return out;
    }
}
