package org.pairlab.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.pairlab.augment.cutswap.MiniLmWordEmbedder;
import org.pairlab.augment.erg.EmbeddedGenerator;
import org.pairlab.augment.erg.ErgModel;
import org.pairlab.augment.erg.ErgOptions;
import org.pairlab.augment.erg.ErgTrainer;
import org.pairlab.augment.erg.Graft;
import org.pairlab.augment.erg.GraftPlacement;
import org.pairlab.augment.erg.GraftRanker;
import org.pairlab.augment.erg.GraftScores;
import org.pairlab.augment.erg.PhraseBank;
import org.pairlab.augment.erg.PhraseExtractor;
import org.pairlab.augment.erg.PhraseProfile;
import org.pairlab.augment.erg.RetrievalType;
import org.pairlab.augment.erg.SceneIndex;
import org.pairlab.augment.erg.StylePhrase;
import org.pairlab.augment.erg.StyledCorpus;
import org.pairlab.augment.erg.Stylization;
import org.pairlab.augment.erg.StylizationJson;
import org.pairlab.augment.erg.StylizeSummary;
import org.pairlab.augment.erg.Stylizer;
import org.pairlab.augment.erg.VectorFileCache;
import org.pairlab.lm.SentenceScore;
import org.pairlab.lm.grammar.CaptionGrammar;
import org.pairlab.lm.grammar.GrammarOptions;
import org.pairlab.lm.style.CocoCaptions;
import org.pairlab.lm.style.LabelledCaption;
import org.pairlab.lm.style.StyleDataset;
import org.pairlab.metrics.Bleu;
import org.pairlab.metrics.TokenizedCorpus;
import org.pairlab.text.CaptionTagger;

/**
 * ERG's dev signal (issue point 8), {@code pairlab bench erg-dev}: FlickrStyle lines 0, 10, 20, ... and COCO images
 * whose id ends in 0 are held out. Per style: classifier accuracy on the held-out captions, the trigram LM's
 * perplexity on the held-out captions of its style, the paper's own training pairs (each held-out stylized caption's
 * phrase taken out, then grafted back by the generator: BLEU-4 to the original and classifier agreement, against the
 * caption without its phrase), and 300 held-out COCO captions stylized (share in the style, kept by all filters,
 * source words kept in order, unchanged outputs). Writes {@code erg-dev-<style>.jsonl} with every stylized caption.
 */
public final class ErgDevEvaluation {
    /** Held-out COCO captions stylized per style. */
    static final int FACTUAL_DEV = 300;

    private ErgDevEvaluation() {
    }

    /** Runs the evaluation for every style and returns the figures, one block of lines per style. */
    public static String run(Path sharedData, Path work) throws IOException {
        return run(sharedData, work, DEFAULT_REVIEW_SEED);
    }

    /** The review seed that reads 50 of the 300 stylized held-out captions (the rounds of docs/erg.md up to 4). */
    public static final long DEFAULT_REVIEW_SEED = 42;

    /**
     * As {@link #run(Path, Path)}; {@code reviewSeed} other than {@link #DEFAULT_REVIEW_SEED} writes the 50 review
     * outputs per style for 50 other unseen COCO captions (2nd to 5th captions of the held-out images) drawn with it,
     * so each reading round can take captions no earlier round read.
     */
    public static String run(Path sharedData, Path work, long reviewSeed) throws IOException {
        Map<String, Path> files = new java.util.TreeMap<>(Map.of(
                "humorous", sharedData.resolve("flickrstyle/humor.train.txt"),
                "romantic", sharedData.resolve("flickrstyle/romantic.train.txt")));
        List<StyledCorpus> train = new ArrayList<>();
        Map<String, List<String>> dev = new HashMap<>();
        for (Map.Entry<String, Path> e : files.entrySet()) {
            List<String> lines = StyleDataset.readLines(e.getValue());
            List<String> tr = new ArrayList<>();
            List<String> dv = new ArrayList<>();
            for (int i = 0; i < lines.size(); i++) {
                if (!lines.get(i).isBlank()) {
                    (i % 10 == 0 ? dv : tr).add(lines.get(i).strip());
                }
            }
            train.add(new StyledCorpus(e.getKey(), tr));
            dev.put(e.getKey(), dv);
        }
        List<String> factualTrain = new ArrayList<>();
        List<String> factualDev = new ArrayList<>();
        List<String> factualDevOthers = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        for (CocoCaptions.ImageCaption c : CocoCaptions.read(
                sharedData.resolve("coco-captions-val2017/captions_val2017.json"))) {
            if (seen.add(c.imageId())) {
                (c.imageId() % 10 == 0 ? factualDev : factualTrain).add(c.caption());
            } else if (c.imageId() % 10 == 0) {
                factualDevOthers.add(c.caption());
            }
        }
        List<String> reviewInputs = new ArrayList<>();
        if (reviewSeed != DEFAULT_REVIEW_SEED) {
            List<String> pool = new ArrayList<>(factualDevOthers);
            Collections.shuffle(pool, new Random(reviewSeed));
            reviewInputs.addAll(pool.subList(0, Math.min(50, pool.size())));
        }
        MiniLmWordEmbedder embedder = new MiniLmWordEmbedder();
        CaptionTagger tagger = CaptionTagger.english();
        VectorFileCache cache = new VectorFileCache(Optional.of(VectorFileCache.defaultDir()));
        StringBuilder out = new StringBuilder();
        for (String style : files.keySet()) {
            ErgModel model = new ErgTrainer(embedder, tagger, cache).build(train,
                    new StyledCorpus(StyledCorpus.FACTUAL, factualTrain), style, ErgOptions.DEFAULT, m -> System.err.println("erg-dev " + style + ": " + m));
            out.append(evaluate(model, dev, factualDev, embedder, tagger, work, reviewInputs));
        }
        return out.toString();
    }

    private static String evaluate(ErgModel model, Map<String, List<String>> dev, List<String> factualDev,
            MiniLmWordEmbedder embedder, CaptionTagger tagger, Path work, List<String> reviewInputs) throws IOException {
        String style = model.target();
        StringBuilder out = new StringBuilder();
        List<LabelledCaption> labelled = new ArrayList<>();
        dev.forEach((s, lines) -> lines.forEach(l -> labelled.add(new LabelledCaption(l, s))));
        factualDev.forEach(l -> labelled.add(new LabelledCaption(l, StyledCorpus.FACTUAL)));
        List<LabelledCaption> binary = labelled.stream()
                .filter(c -> c.style().equals(style) || c.style().equals(StyledCorpus.FACTUAL)).toList();
        int binaryRight = 0;
        for (LabelledCaption c : binary) {
            double[] p = model.classifier().probabilities(c.caption());
            int f = model.classifier().styles().indexOf(StyledCorpus.FACTUAL);
            int s = model.classifier().styles().indexOf(style);
            binaryRight += (p[s] > p[f]) == c.style().equals(style) ? 1 : 0;
        }
        SentenceScore ppl = SentenceScore.zero();
        for (String l : dev.get(style)) {
            ppl = ppl.plus(model.styleLm().scoreCaption(l));
        }
        out.append(String.format(Locale.ROOT, "%s: classifier accuracy (factual/humorous/romantic, dev) %s; "
                + "%s vs factual %.3f; trigram LM perplexity on held-out %s captions %.1f (unknown words left out), "
                + "%.1f (counted)%n", style, model.classifier().accuracy(labelled), style,
                (double) binaryRight / binary.size(), style, ppl.perplexityWithoutOov(), ppl.perplexity()));

        // The paper's training pairs: phrase out, then grafted back.
        PhraseExtractor extractor = new PhraseExtractor(model.classifier(), tagger);
        EmbeddedGenerator generator = new EmbeddedGenerator(tagger);
        GraftRanker ranker = new GraftRanker(model);
        Map<Long, List<String>> refs = new HashMap<>();
        Map<Long, String> rebuilt = new HashMap<>();
        Map<Long, String> stripped = new HashMap<>();
        int agreeRebuilt = 0;
        int agreeStripped = 0;
        int exact = 0;
        long n = 0;
        for (String caption : dev.get(style)) {
            StylePhrase phrase = extractor.extract(caption, style, model.options().epsilon());
            String remainder = phrase.remainder();
            if (phrase.isEmpty() || remainder.isBlank()) {
                continue;
            }
            List<GraftRanker.Scored> scored = new ArrayList<>();
            for (Graft g : generator.proposals(generator.read(remainder), phrase, -1)) {
                GraftScores s = ranker.score(g.text(), 1.0);
                scored.add(ranker.scored(g, s));
            }
            if (scored.isEmpty()) {
                continue;
            }
            String best = scored.stream().min(GraftRanker.BEST_FIRST).orElseThrow().graft().text();
            refs.put(n, List.of(caption));
            rebuilt.put(n, best);
            stripped.put(n, remainder);
            agreeRebuilt += model.classifier().predict(best).equals(style) ? 1 : 0;
            agreeStripped += model.classifier().predict(remainder).equals(style) ? 1 : 0;
            exact += norm(best).equals(norm(caption)) ? 1 : 0;
            n++;
        }
        double bleuRebuilt = new Bleu().score(TokenizedCorpus.of(refs, rebuilt)).corpus("Bleu_4");
        double bleuStripped = new Bleu().score(TokenizedCorpus.of(refs, stripped)).corpus("Bleu_4");
        out.append(String.format(Locale.ROOT, "%s: phrase put back into %d held-out captions: BLEU-4 %.3f "
                + "(without the phrase %.3f), same words as the original %.1f %%, classifier says %s %.1f %% "
                + "(without the phrase %.1f %%)%n", style, n, bleuRebuilt, bleuStripped, 100.0 * exact / n, style,
                100.0 * agreeRebuilt / n, 100.0 * agreeStripped / n));

        // COCO factual captions the model never saw.
        Stylizer stylizer = new Stylizer(model, embedder, new EmbeddedGenerator(tagger), new EmbeddedGenerator(tagger),
                new CaptionGrammar(GrammarOptions.defaults(), tagger));
        List<String> inputs = factualDev.subList(0, Math.min(FACTUAL_DEV, factualDev.size()));
        List<Stylization> results = stylizer.stylizeAll(inputs, i -> { });
        int keptWords = 0;
        int unchanged = 0;
        List<String> lines = new ArrayList<>();
        for (Stylization s : results) {
            keptWords += keepsWordsInOrder(s.source(), s.output()) ? 1 : 0;
            unchanged += norm(s.source()).equals(norm(s.output())) ? 1 : 0;
            lines.add(StylizationJson.line(s, "embedded"));
        }
        StylizeSummary summary = StylizeSummary.of(results, 0, 0);
        out.append(similarityByContent(model, inputs, results, embedder));
        out.append(String.format(Locale.ROOT, "%s: %d held-out COCO captions: in the style %.1f %%, kept by all filters "
                + "%.1f %% (style %.1f %%, perplexity < %.0f %.1f %%, similarity >= %.2f %.1f %%), mean perplexity %.1f, "
                + "all source words kept in order %.1f %%, unchanged %d%n", style, results.size(),
                pct(summary.styleOk(), results.size()), pct(summary.kept(), results.size()),
                pct(summary.styleOk(), results.size()), model.options().maxPerplexity(),
                pct(summary.perplexityOk(), results.size()), model.options().minSimilarity(),
                pct(summary.similarityOk(), results.size()), summary.meanPerplexity(),
                pct(keptWords, results.size()), unchanged));
        Files.createDirectories(work);
        Files.write(work.resolve("erg-dev-" + style + ".jsonl"), lines);
        out.append(bankCauses(stylizer, embedder, inputs, results, style, work));
        List<Stylization> sample = new ArrayList<>(results);
        Collections.shuffle(sample, new Random(DEFAULT_REVIEW_SEED));
        if (!reviewInputs.isEmpty()) {
            sample = stylizer.stylizeAll(reviewInputs, i -> { });
        }
        List<String> review = new ArrayList<>();
        for (Stylization s : sample.subList(0, Math.min(50, sample.size()))) {
            PhraseProfile profile = s.graft().scene() == PhraseBank.BANK_SCENE ? PhraseProfile.neutral()
                    : model.profiles().get(s.graft().scene());
            review.add(s.source() + "\n    " + s.output() + "\n    [" + s.graft().phrase() + " | "
                    + (s.graft().placement() == GraftPlacement.BANK ? "bank " + stylizer.bankClassOf(s.source())
                    .map(org.pairlab.augment.erg.BankClass::id).orElse("none") : profile.toString()) + " | "
                    + String.format(Locale.ROOT, "phrase p=%.2f | ", profile.styleProbability())
                    + String.format(Locale.ROOT, "p=%.2f ppl=%.0f sim=%.2f%s]", s.scores().styleProbability(),
                    s.scores().perplexity(), s.scores().similarity(), s.kept() ? " kept" : "")
                    + (s.graft().placement() == GraftPlacement.BANK ? "" : "\n    <= " + model.captions().get(s.graft().scene())));
        }
        Files.write(work.resolve("erg-review-" + style + ".txt"), review);
        List<String> phrases = new ArrayList<>();
        for (int i = 0; i < model.phrases().size(); i++) {
            phrases.add(model.phrases().get(i).phrase() + "\t" + model.profiles().get(i) + String.format(Locale.ROOT,
                    "\t%.2f\t", model.profiles().get(i).styleProbability()) + model.captions().get(i));
        }
        Files.write(work.resolve("erg-phrases-" + style + ".txt"), phrases);
        // How each bank clause reads to the classifier after the held-out captions of its class (all of them when
        // none is of its class), and how often the 300-caption run chose it, for curating the bank.
        List<String> bank = new ArrayList<>();
        int target = model.classifier().styles().indexOf(style);
        Map<org.pairlab.augment.erg.BankClass, List<String>> byClass = new java.util.EnumMap<>(
                org.pairlab.augment.erg.BankClass.class);
        for (String input : inputs) {
            stylizer.bankClassOf(input).ifPresent(c -> byClass.computeIfAbsent(c, k -> new ArrayList<>()).add(input));
        }
        Map<String, Integer> chosen = new HashMap<>();
        for (Stylization s : results) {
            if (s.graft().placement() == GraftPlacement.BANK) {
                chosen.merge(s.graft().phrase(), 1, Integer::sum);
            }
        }
        for (org.pairlab.augment.erg.BankClass c : PhraseBank.classes(style)) {
            List<String> ofClass = byClass.getOrDefault(c, List.of());
            List<String> readOn = ofClass.isEmpty() ? inputs : ofClass;
            for (String clause : PhraseBank.clauses(style, c)) {
                int inStyle = 0;
                double sum = 0;
                for (String input : readOn) {
                    double[] p = model.classifier().probabilities(PhraseBank.graft(input, clause).text());
                    sum += p[target];
                    int best = 0;
                    for (int k = 1; k < p.length; k++) {
                        best = p[k] > p[best] ? k : best;
                    }
                    inStyle += best == target ? 1 : 0;
                }
                bank.add(String.format(Locale.ROOT, "%s\t%s\tchosen %d of %d\tin the style %.1f %% of %d%s\tmean P %.2f"
                        + "\tP(clause alone) %.2f", c.id(), clause, chosen.getOrDefault(clause, 0), results.size(),
                        pct(inStyle, readOn.size()), readOn.size(), ofClass.isEmpty() ? " (all)" : "",
                        sum / Math.max(1, readOn.size()), model.classifier().probabilities(clause)[target]));
            }
        }
        Files.write(work.resolve("erg-bank-" + style + ".txt"), bank);
        return out.toString();
    }

    /**
     * The similarity filter read two ways (issue 15's open point): MiniLM cosine of the factual caption to the whole
     * stylized caption, as retrieval uses it, and to the stylized caption with its style phrase taken out (the scene's
     * factual content, which the paper's retrieval compares). Reports how many captions have a scene at 0.6 or more
     * each way, and the same for the scene of the chosen graft.
     */
    private static String similarityByContent(ErgModel model, List<String> inputs, List<Stylization> results,
            MiniLmWordEmbedder embedder) {
        List<String> remainders = model.phrases().stream().map(StylePhrase::remainder).toList();
        SceneIndex content = new SceneIndex(new VectorFileCache(Optional.of(VectorFileCache.defaultDir()))
                .vectors(embedder, remainders, embedder::embed));
        List<float[]> queries = embedder.embed(inputs);
        int wholeBest = 0;
        int contentBest = 0;
        int chosenWhole = 0;
        int chosenContent = 0;
        double threshold = model.options().minSimilarity();
        for (int i = 0; i < inputs.size(); i++) {
            float[] q = queries.get(i);
            wholeBest += model.textIndex().search(q, 1, -1, RetrievalType.T2T).get(0).similarity() >= threshold ? 1 : 0;
            contentBest += content.search(q, 1, -1, RetrievalType.T2T).get(0).similarity() >= threshold ? 1 : 0;
            int scene = results.get(i).graft().scene();
            if (scene == PhraseBank.BANK_SCENE) {
                continue;
            }
            chosenWhole += model.textIndex().similarity(q, scene) >= threshold ? 1 : 0;
            chosenContent += content.similarity(q, scene) >= threshold ? 1 : 0;
        }
        return String.format(Locale.ROOT, "%s: similarity >= %.2f to the whole stylized caption / to it without its "
                + "phrase: nearest scene %.1f %% / %.1f %%, scene of the chosen graft %.1f %% / %.1f %%%n",
                model.target(), threshold, pct(wholeBest, inputs.size()), pct(contentBest, inputs.size()),
                pct(chosenWhole, inputs.size()), pct(chosenContent, inputs.size()));
    }

    private static double pct(int k, int n) {
        return n == 0 ? 0 : 100.0 * k / n;
    }

    private static String norm(String s) {
        return String.join(" ", EmbeddedGenerator.wordsOf(s));
    }

    /** Whether every word of {@code source} appears in {@code output} in order (articles aside: "a" may become "an"). */
    static boolean keepsWordsInOrder(String source, String output) {
        List<String> s = EmbeddedGenerator.wordsOf(source).stream().filter(w -> !w.equals("a") && !w.equals("an")).toList();
        List<String> o = EmbeddedGenerator.wordsOf(output);
        int j = 0;
        for (String w : o) {
            if (j < s.size() && s.get(j).equals(w)) {
                j++;
            }
        }
        return j == s.size();
    }

    /**
     * Round 10: why each held-out caption about someone took a bank clause rather than a retrieved phrase (the stage
     * that stopped the retrieved path, {@link Stylizer#bankCause}), counted and written to
     * {@code erg-bank-causes-<style>.txt}; the summary line gives the retrieved share and the causes.
     */
    private static String bankCauses(Stylizer stylizer, MiniLmWordEmbedder embedder, List<String> inputs,
            List<Stylization> results, String style, Path work) throws IOException {
        List<float[]> vectors = embedder.embed(inputs);
        Map<String, Integer> counts = new java.util.TreeMap<>();
        List<String> lines = new ArrayList<>();
        int retrieved = 0;
        for (int i = 0; i < results.size(); i++) {
            Stylization s = results.get(i);
            retrieved += s.graft().placement() == GraftPlacement.BANK ? 0 : 1;
            java.util.Optional<String> cause = stylizer.bankCause(inputs.get(i), vectors.get(i), s);
            if (cause.isPresent()) {
                counts.merge(cause.get(), 1, Integer::sum);
                lines.add(cause.get() + "\t" + s.source());
            }
        }
        java.util.Collections.sort(lines);
        Files.write(work.resolve("erg-bank-causes-" + style + ".txt"), lines);
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT,
                "%s: retrieved phrases in %d of %d outputs; captions about someone that took the bank, by cause:%n",
                style, retrieved, results.size()));
        counts.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                .forEach(e -> b.append(String.format(Locale.ROOT, "  %4d  %s%n", e.getValue(), e.getKey())));
        return b.toString();
    }
}
