package org.pairlab.metrics;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import opennlp.tools.stemmer.PorterStemmer;
import opennlp.tools.stemmer.snowball.SnowballStemmer;

/**
 * METEOR as the toolkit runs Meteor 1.5 ({@code -l en -norm}), minus the paraphrase module.
 *
 * <p>Each candidate is aligned to each reference with exact, stem (Snowball English) and WordNet synonym
 * matches; the segment statistics of the best-scoring reference are kept (the first one on ties). The
 * per-image value is that segment's score; the corpus value is computed from the statistics summed over all
 * images, as Meteor's {@code EVAL} does, not from the mean of the per-image values.
 *
 * <p>Score of a set of statistics: weighted precision P and recall R (module weights times delta for content
 * words and 1 - delta for function words, over delta-weighted lengths), Fmean = 1 / ((1 - alpha) / P + alpha / R),
 * fragmentation frag = chunks / mean matched words (0 for a perfect one-chunk match), penalty
 * gamma * frag^beta, score = Fmean * (1 - penalty).
 *
 * <p>Not reproduced: Meteor 1.5's paraphrase module (its English table, {@code paraphrase-en.gz}, is not
 * available), so scores come out a little lower than the toolkit's; see {@code docs/metrics.md}. Constructing a
 * scorer loads WordNet (about half a second); instances are thread-safe and cache WordNet lookups.
 */
public final class Meteor implements CaptionScorer {
    private static final List<String> KEYS = List.of("METEOR");

    // Meteor 1.5's English function words (resources/function/english.words): the most frequent words of its
    // training data, weighted by 1 - delta. Punctuation entries never occur in PTB-filtered captions but are kept.
    private static final Set<String> FUNCTION_WORDS = Set.of("the", ",", ".", "to", "of", "and", "a", "in", "that",
            "for", "\"", "is", "on", "'s", "it", "with", "was", "as", "said", "at", "he", "by", "be", "from", "have",
            "has", "are", "his", "but", "an", "this", "not", "i", "will", "\u2019", "they", ")", "-rrb-", "(", "-lrb-",
            "who", "their", "had", "we", "which", "were", "been", "more", "or", "s", "its", "would", "about", "new",
            "one", "after", "you", ":", "also", "up", "when", "there", "than", "$", "all", "out", "her", "people", "she",
            "year", "two", "-", "can", "if", "last", "first", "\u201C", "over", "other", "\u201D", "into", "some",
            "what", "so", "--", "no", "time", "years", "could", "?", "'t", "\u2014", "'");

    private final MeteorParameters parameters;
    private final WordNetSynonyms wordNet;

    /** METEOR with Meteor 1.5's English defaults; loads WordNet. */
    public Meteor() {
        this(MeteorParameters.TOOLKIT);
    }

    /** METEOR with other parameters; loads WordNet. */
    public Meteor(MeteorParameters parameters) {
        this.parameters = parameters;
        this.wordNet = new WordNetSynonyms();
    }

    /** The parameters in use. */
    public MeteorParameters parameters() {
        return parameters;
    }

    @Override
    public String name() {
        return "METEOR";
    }

    @Override
    public List<String> keys() {
        return KEYS;
    }

    @Override
    public Score score(TokenizedCorpus corpus, Progress progress) {
        int n = corpus.size();
        Thread caller = Thread.currentThread();
        // Meteor re-tokenizes the toolkit's tokens; intern the resulting words once for the whole corpus.
        Map<String, Integer> ids = new HashMap<>();
        List<String> vocabulary = new ArrayList<>();
        int[][] cand = new int[n][];
        int[][][] refs = new int[n][][];
        for (int i = 0; i < n; i++) {
            TokenizedCorpus.Sample s = corpus.samples().get(i);
            cand[i] = words(s.candidate(), ids, vocabulary);
            refs[i] = new int[s.references().size()][];
            for (int r = 0; r < refs[i].length; r++) {
                refs[i][r] = words(s.references().get(r), ids, vocabulary);
            }
        }
        progress.update(0.0, name() + ": WordNet");
        MeteorAligner.Words words = describe(vocabulary, caller);
        MeteorAligner aligner = new MeteorAligner(parameters.beamSize());
        MeteorAligner.Stats[] best = new MeteorAligner.Stats[n];
        double[] scores = new double[n];
        Parallel.forRange(n, 64, (from, to) -> {
            for (int i = from; i < to; i++) {
                MeteorAligner.Stats chosen = null;
                double chosenScore = -1;
                for (int[] ref : refs[i]) {
                    MeteorAligner.Stats st = aligner.align(cand[i], ref, words);
                    double sc = metrics(st)[0];
                    if (sc > chosenScore) {
                        chosen = st;
                        chosenScore = sc;
                    }
                }
                best[i] = chosen;
                scores[i] = chosenScore;
            }
        }, progress, name());
        MeteorAligner.Stats total = new MeteorAligner.Stats();
        for (MeteorAligner.Stats st : best) {
            total.add(st);
        }
        double[] m = metrics(total);
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("precision", m[1]);
        details.put("recall", m[2]);
        details.put("fMean", m[3]);
        details.put("fragPenalty", m[4]);
        details.put("chunks", total.chunks);
        details.put("matchesExactStemSynonym", List.of(total.testContent[0] + total.testFunction[0],
                total.testContent[1] + total.testFunction[1], total.testContent[2] + total.testFunction[2]));
        details.put("modules", List.of("exact", "stem", "synonym"));
        details.put("note", "Meteor 1.5 without its paraphrase module; corpus value from summed statistics");
        return new Score(name(), Map.of(KEYS.get(0), m[0]), corpus.imageIds(), Map.of(KEYS.get(0),
                Score.boxed(scores)), details);
    }

    /** METEOR of one candidate against its references (tokenized), without corpus context. */
    public double segmentScore(String candidate, List<String> references) {
        Map<String, Integer> ids = new HashMap<>();
        List<String> vocabulary = new ArrayList<>();
        int[] c = words(candidate, ids, vocabulary);
        List<int[]> rs = new ArrayList<>();
        for (String r : references) {
            rs.add(words(r, ids, vocabulary));
        }
        MeteorAligner.Words words = describe(vocabulary, Thread.currentThread());
        MeteorAligner aligner = new MeteorAligner(parameters.beamSize());
        double best = -1;
        for (int[] r : rs) {
            best = Math.max(best, metrics(aligner.align(c, r, words))[0]);
        }
        return best;
    }

    private static int[] words(String tokenized, Map<String, Integer> ids, List<String> vocabulary) {
        String normalized = MeteorNormalizer.normalize(tokenized);
        String[] w = TokenizedCorpus.split(normalized);
        int[] out = new int[w.length];
        for (int i = 0; i < w.length; i++) {
            Integer id = ids.get(w[i]);
            if (id == null) {
                id = vocabulary.size();
                ids.put(w[i], id);
                vocabulary.add(w[i]);
            }
            out[i] = id;
        }
        return out;
    }

    /** Stems, synonym sets and function-word flags of every distinct word. */
    private MeteorAligner.Words describe(List<String> vocabulary, Thread caller) {
        int v = vocabulary.size();
        int[] stem = new int[v];
        long[][] synonyms = new long[v][];
        boolean[] function = new boolean[v];
        Map<String, Integer> stemIds = new HashMap<>();
        // Stemmers keep state between calls; one per evaluation, used on this thread only.
        SnowballStemmer snowball = new SnowballStemmer(SnowballStemmer.ALGORITHM.ENGLISH);
        PorterStemmer porter = new PorterStemmer();
        for (int i = 0; i < v; i++) {
            if ((i & 255) == 0) {
                Parallel.checkCancelled(caller);
            }
            String w = vocabulary.get(i);
            String s = parameters.stemmer() == MeteorParameters.Stemmer.PORTER ? porter.stem(w)
                    : snowball.stem(w).toString();
            stem[i] = stemIds.computeIfAbsent(s, k -> stemIds.size());
            synonyms[i] = wordNet.synonymSets(w);
            function[i] = FUNCTION_WORDS.contains(w);
        }
        return new MeteorAligner.Words(stem, synonyms, function);
    }

    /** Meteor's {@code computeMetrics}: {score, precision, recall, fMean, fragPenalty}. */
    private double[] metrics(MeteorAligner.Stats s) {
        double delta = parameters.delta();
        double[] w = parameters.moduleWeights();
        double testWeightedLength = delta * (s.testLength - s.testFunctionWords) + (1.0 - delta) * s.testFunctionWords;
        double refWeightedLength = delta * (s.referenceLength - s.referenceFunctionWords)
                + (1.0 - delta) * s.referenceFunctionWords;
        double testWeighted = 0;
        double refWeighted = 0;
        for (int m = 0; m < MeteorAligner.MODULES; m++) {
            testWeighted += s.testContent[m] * w[m] * delta;
        }
        for (int m = 0; m < MeteorAligner.MODULES; m++) {
            refWeighted += s.referenceContent[m] * w[m] * delta;
        }
        for (int m = 0; m < MeteorAligner.MODULES; m++) {
            testWeighted += s.testFunction[m] * w[m] * (1.0 - delta);
        }
        for (int m = 0; m < MeteorAligner.MODULES; m++) {
            refWeighted += s.referenceFunction[m] * w[m] * (1.0 - delta);
        }
        double precision = testWeighted / testWeightedLength;
        double recall = refWeighted / refWeightedLength;
        double alpha = parameters.alpha();
        double fMean = 1.0 / (((1.0 - alpha) / precision) + (alpha / recall));
        double frag = s.perfect() ? 0 : s.chunks / ((s.testWordMatches + s.referenceWordMatches) / 2);
        double fragPenalty = parameters.gamma() * Math.pow(frag, parameters.beta());
        double score = fMean * (1.0 - fragPenalty);
        // No matches gives 0/0 somewhere: Meteor reports 0.
        score = Double.isNaN(score) ? 0 : Math.max(score, 0.0);
        return new double[] {score, precision, recall, fMean, fragPenalty};
    }
}
