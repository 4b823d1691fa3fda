package org.pairlab.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.pairlab.augment.cutswap.MiniLmWordEmbedder;
import org.pairlab.augment.erg.EmbeddedGenerator;
import org.pairlab.augment.erg.ErgModel;
import org.pairlab.augment.erg.ErgOptions;
import org.pairlab.augment.erg.ErgTrainer;
import org.pairlab.augment.erg.RetrievalType;
import org.pairlab.augment.erg.SceneIndex;
import org.pairlab.augment.erg.StyledCorpus;
import org.pairlab.augment.erg.Stylization;
import org.pairlab.augment.erg.StylizeSummary;
import org.pairlab.augment.erg.Stylizer;
import org.pairlab.augment.erg.VectorFileCache;
import org.pairlab.lm.grammar.CaptionGrammar;
import org.pairlab.lm.grammar.GrammarOptions;
import org.pairlab.lm.style.CocoCaptions;
import org.pairlab.lm.style.StyleDataset;
import org.pairlab.text.CaptionTagger;

/**
 * {@code pairlab bench erg}: (1) retrieval over 100k stylized caption vectors (the 12k real FlickrStyle MiniLM vectors,
 * repeated with small noise to 100k), per query with and without encoding the query; (2) {@code stylize} of 300
 * COCO captions as humorous with the embedded generator, model building (corpus vectors from the cache when
 * present) timed apart from stylizing.
 */
public final class ErgBenchmark {
    private ErgBenchmark() {
    }

    /** Runs both parts and returns the figures as text, one line each. */
    public static String run(Path sharedData, Path work, int corpusSize) throws IOException {
        MiniLmWordEmbedder embedder = new MiniLmWordEmbedder();
        CaptionTagger tagger = CaptionTagger.english();
        VectorFileCache cache = new VectorFileCache(Optional.of(VectorFileCache.defaultDir()));
        List<String> humor = StyleDataset.readLines(sharedData.resolve("flickrstyle/humor.train.txt"));
        List<String> romantic = StyleDataset.readLines(sharedData.resolve("flickrstyle/romantic.train.txt"));
        List<String> styled = new ArrayList<>(humor);
        styled.addAll(romantic);
        long e0 = System.nanoTime();
        List<float[]> real = cache.vectors(embedder, styled, embedder::embed);
        double embedSeconds = (System.nanoTime() - e0) / 1e9;

        Random random = new Random(7);
        List<float[]> vectors = new ArrayList<>(corpusSize);
        for (int i = 0; i < corpusSize; i++) {
            float[] v = real.get(i % real.size()).clone();
            if (i >= real.size()) {
                for (int d = 0; d < v.length; d++) {
                    v[d] += (float) (random.nextGaussian() * 0.02);
                }
            }
            vectors.add(v);
        }
        SceneIndex index = new SceneIndex(vectors);
        List<String> factualTrain = new ArrayList<>();
        List<String> factualDev = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        for (CocoCaptions.ImageCaption c : CocoCaptions.read(
                sharedData.resolve("coco-captions-val2017/captions_val2017.json"))) {
            if (seen.add(c.imageId())) {
                (c.imageId() % 10 == 0 ? factualDev : factualTrain).add(c.caption());
            }
        }
        List<String> queries = factualDev.subList(0, 300);
        embedder.embed(queries.subList(0, 5)); // warm-up: model load
        double[] search = new double[queries.size()];
        double[] both = new double[queries.size()];
        for (int i = 0; i < queries.size(); i++) {
            long t0 = System.nanoTime();
            float[] q = embedder.embed(List.of(queries.get(i))).get(0);
            long t1 = System.nanoTime();
            index.search(q, 16, -1, RetrievalType.T2T);
            long t2 = System.nanoTime();
            search[i] = (t2 - t1) / 1e6;
            both[i] = (t2 - t0) / 1e6;
        }
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "erg retrieval: %,d vectors of %d dims; search per query median %.1f ms, "
                + "p95 %.1f ms; with query encoding median %.1f ms, p95 %.1f ms (%d queries; %d cores)%n",
                index.size(), index.dimensions(), pct(search, 50), pct(search, 95), pct(both, 50), pct(both, 95),
                queries.size(), Runtime.getRuntime().availableProcessors()));
        out.append(String.format(Locale.ROOT, "erg corpus vectors: %,d FlickrStyle captions in %.1f s "
                + "(from the cache when it held them)%n", styled.size(), embedSeconds));

        Path factualFile = work.resolve("factual.txt");
        Files.write(factualFile, queries);
        long s0 = System.nanoTime();
        ErgModel model = new ErgTrainer(embedder, tagger, cache).build(
                List.of(new StyledCorpus("humorous", humor), new StyledCorpus("romantic", romantic)),
                new StyledCorpus(StyledCorpus.FACTUAL, factualTrain), "humorous", ErgOptions.DEFAULT, s -> { });
        long s1 = System.nanoTime();
        Stylizer stylizer = new Stylizer(model, embedder, new EmbeddedGenerator(tagger), new EmbeddedGenerator(tagger),
                new CaptionGrammar(GrammarOptions.defaults(), tagger));
        List<Stylization> results = stylizer.stylizeAll(queries, i -> { });
        long s2 = System.nanoTime();
        StylizeSummary summary = StylizeSummary.of(results, (s1 - s0) / 1e9, (s2 - s1) / 1e9);
        out.append("erg stylize humorous: ").append(summary.describe()).append('\n');
        return out.toString();
    }

    private static double pct(double[] values, int p) {
        double[] v = values.clone();
        Arrays.sort(v);
        return v[Math.min(v.length - 1, (int) Math.ceil(p / 100.0 * v.length) - 1)];
    }
}
