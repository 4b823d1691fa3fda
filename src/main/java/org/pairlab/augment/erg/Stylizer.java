package org.pairlab.augment.erg;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;
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
    private final ErgModel model;
    private final WordEmbedder embedder;
    private final EmbeddedGenerator generator;
    private final GraftRanker ranker;

    /** A stylizer over {@code model}, embedding queries with {@code embedder} (the model's own encoder). */
    public Stylizer(ErgModel model, WordEmbedder embedder, EmbeddedGenerator generator) {
        this.model = model;
        this.embedder = embedder;
        this.generator = generator;
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

    /** Stylizes one caption whose sentence vector is {@code vector}. */
    public Stylization stylize(String factual, float[] vector) {
        if (factual.isBlank()) {
            throw new IllegalArgumentException("cannot stylize an empty caption");
        }
        TaggedCaption tagged = generator.read(factual.strip());
        int k = model.options().neighbours();
        List<SceneMatch> matches = model.textIndex().search(vector, k, -1, RetrievalType.T2T);
        List<GraftRanker.Scored> scored = graftAll(tagged, matches);
        if (scored.stream().noneMatch(s -> s.scores().styleOk())) {
            // No graft reads as the style: look further, among less similar scenes.
            matches = model.textIndex().search(vector, WIDER_SEARCH, -1, RetrievalType.T2T);
            scored = graftAll(tagged, matches);
        }
        if (scored.isEmpty()) {
            throw new IllegalStateException("no style phrase of the " + model.target() + " corpus could be grafted "
                    + "into '" + factual + "'");
        }
        GraftRanker.Scored best = scored.stream().min(GraftRanker.BEST_FIRST).orElseThrow();
        List<RetrievedScene> retrieved = matches.stream().limit(Math.max(k, 1 + indexOf(matches, best))).map(m -> new RetrievedScene(m.item(),
                model.captions().get(m.item()), model.phrases().get(m.item()).phrase(), m.similarity(), m.type()))
                .toList();
        return new Stylization(factual.strip(), best.graft().text(), model.target(), best.graft(), best.scores(),
                retrieved, scored.size());
    }

    private static int indexOf(List<SceneMatch> matches, GraftRanker.Scored best) {
        for (int i = 0; i < matches.size(); i++) {
            if (matches.get(i).item() == best.graft().scene()) {
                return i;
            }
        }
        return 0;
    }

    private List<GraftRanker.Scored> graftAll(TaggedCaption tagged, List<SceneMatch> matches) {
        List<GraftRanker.Scored> out = new ArrayList<>();
        String source = tagged.text().strip();
        for (SceneMatch m : matches) {
            StylePhrase phrase = model.phrases().get(m.item());
            for (Graft g : generator.proposals(tagged, phrase, m.item())) {
                if (g.text().equalsIgnoreCase(source)) {
                    continue;
                }
                GraftScores s = ranker.score(g.text(), m.similarity());
                out.add(new GraftRanker.Scored(g, s, ranker.rank(g, s)));
            }
        }
        return out;
    }
}
