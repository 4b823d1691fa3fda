package org.pairlab.metrics;

import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * CIDEr-D as the toolkit's {@code cider_scorer.py} computes it (reported as "CIDEr").
 *
 * <p>TF-IDF vectors of 1- to 4-grams; the document frequency of an n-gram is the number of evaluated images
 * whose references contain it, and idf = log(number of images) - log(max(1, df)). Per order, candidate weights
 * are clipped by the reference weights, the cosine is multiplied by a Gaussian length penalty
 * exp(-delta^2 / (2 sigma^2)) with sigma = 6, the four orders are averaged, the result is averaged over the
 * references and multiplied by 10.
 *
 * <p>Toolkit details kept on purpose: the length in the penalty is the number of bigrams (the toolkit counts
 * lengths while looping over n-grams and tests the 0-based order against 1), a zero norm leaves the cosine at 0,
 * and with a single image the toolkit replaces log(1) = 0 by 1, so every n-gram gets idf 1 and the score is a plain
 * clipped tf cosine rather than 0. Because idf depends on the evaluated set, the same caption scores differently
 * in different sets; pass a {@link DocumentFrequency} built from a larger reference set to fix the weights.
 */
public final class CiderD implements CaptionScorer {
    private static final List<String> KEYS = List.of("CIDEr");
    private static final int N = TokenizedCorpus.MAX_ORDER;

    /**
     * Document frequencies from a fixed reference collection, used instead of the evaluated set's references.
     *
     * @param documents number of images (documents) the counts come from
     * @param counts for each n-gram (tokens joined by single spaces, orders 1 to 4), the number of images whose
     *     references contain it
     */
    public record DocumentFrequency(int documents, Map<String, Integer> counts) {
        /** Validates and copies. */
        public DocumentFrequency {
            if (documents < 1) {
                throw new IllegalArgumentException("A document frequency needs at least one document");
            }
            counts = Map.copyOf(counts);
        }

        /** Counts n-grams over images; each element holds one image's tokenized references. */
        public static DocumentFrequency fromReferences(Collection<? extends Collection<String>> referencesPerImage) {
            Map<String, Integer> counts = new HashMap<>();
            for (Collection<String> refs : referencesPerImage) {
                Set<String> seen = new HashSet<>();
                for (String ref : refs) {
                    String[] t = TokenizedCorpus.split(ref);
                    for (int k = 1; k <= N; k++) {
                        for (int i = 0; i + k <= t.length; i++) {
                            seen.add(String.join(" ", java.util.Arrays.copyOfRange(t, i, i + k)));
                        }
                    }
                }
                for (String g : seen) {
                    counts.merge(g, 1, Integer::sum);
                }
            }
            return new DocumentFrequency(referencesPerImage.size(), counts);
        }
    }

    private final double sigma;
    private final DocumentFrequency documentFrequency;

    /** The toolkit's CIDEr-D: sigma 6, document frequencies from the evaluated references. */
    public CiderD() {
        this(6.0, null);
    }

    /**
     * CIDEr-D with another length-penalty width and, optionally, fixed document frequencies.
     *
     * @param sigma width of the Gaussian length penalty
     * @param documentFrequency fixed document frequencies, or null to use the evaluated references
     */
    public CiderD(double sigma, DocumentFrequency documentFrequency) {
        this.sigma = sigma;
        this.documentFrequency = documentFrequency;
    }

    @Override
    public String name() {
        return "CIDEr";
    }

    @Override
    public List<String> keys() {
        return KEYS;
    }

    @Override
    public Score score(TokenizedCorpus corpus, Progress progress) {
        int n = corpus.size();
        double[][] idf = idf(corpus);
        double[] scores = new double[n];
        Parallel.forRange(n, 128, (from, to) -> {
            for (int i = from; i < to; i++) {
                scores[i] = imageScore(corpus.candidateNGrams[i], corpus.referenceNGrams[i], idf);
            }
        }, progress, name());
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("sigma", sigma);
        if (documentFrequency == null) {
            details.put("dfSource", "references of the evaluated images");
            details.put("documents", n);
            if (n == 1) {
                details.put("note", "single image: the toolkit uses 1 instead of log(1) = 0, so every n-gram has "
                        + "idf 1 and CIDEr is a clipped tf cosine");
            }
        } else {
            details.put("dfSource", "fixed document frequencies");
            details.put("documents", documentFrequency.documents());
        }
        return new Score(name(), Map.of(KEYS.get(0), NumpyStats.mean(scores)), corpus.imageIds(),
                Map.of(KEYS.get(0), Score.boxed(scores)), details);
    }

    /** idf per order and n-gram id: log(documents) - log(max(1, df)). */
    private double[][] idf(TokenizedCorpus corpus) {
        double[][] idf = new double[N][];
        if (documentFrequency == null) {
            int n = corpus.size();
            double refLen = n == 1 ? 1.0 : Math.log(n);
            for (int k = 0; k < N; k++) {
                int[] df = new int[corpus.ngramCount[k]];
                int[] lastImage = new int[corpus.ngramCount[k]];
                java.util.Arrays.fill(lastImage, -1);
                for (int i = 0; i < n; i++) {
                    for (NGrams ref : corpus.referenceNGrams[i]) {
                        for (int id : ref.ids[k]) {
                            // Count each image once however many of its references contain the n-gram.
                            if (lastImage[id] != i) {
                                lastImage[id] = i;
                                df[id]++;
                            }
                        }
                    }
                }
                idf[k] = new double[df.length];
                for (int id = 0; id < df.length; id++) {
                    idf[k][id] = refLen - Math.log(Math.max(1.0, df[id]));
                }
            }
        } else {
            int docs = documentFrequency.documents();
            double refLen = docs == 1 ? 1.0 : Math.log(docs);
            Map<String, Integer> counts = documentFrequency.counts();
            for (int k = 0; k < N; k++) {
                idf[k] = new double[corpus.ngramCount[k]];
                for (int id = 0; id < idf[k].length; id++) {
                    int df = counts.getOrDefault(corpus.ngramText(k, id), 0);
                    idf[k][id] = refLen - Math.log(Math.max(1.0, df));
                }
            }
        }
        return idf;
    }

    private double imageScore(NGrams cand, NGrams[] refs, double[][] idf) {
        double[][] candVec = new double[N][];
        double[] candNorm = new double[N];
        weigh(cand, idf, candVec, candNorm);
        int candLength = Math.max(0, cand.length - 1);
        double[] score = new double[N];
        double[][] refVec = new double[N][];
        double[] refNorm = new double[N];
        for (NGrams ref : refs) {
            weigh(ref, idf, refVec, refNorm);
            double delta = candLength - Math.max(0, ref.length - 1);
            double penalty = Math.pow(Math.E, -(delta * delta) / (2 * sigma * sigma));
            for (int k = 0; k < N; k++) {
                double val = clippedDot(cand.ids[k], candVec[k], ref.ids[k], refVec[k]);
                if (candNorm[k] != 0 && refNorm[k] != 0) {
                    val /= candNorm[k] * refNorm[k];
                }
                score[k] += val * penalty;
            }
        }
        double sum = 0.0;
        for (int k = 0; k < N; k++) {
            sum += score[k];
        }
        double avg = sum / N;
        avg /= refs.length;
        return avg * 10.0;
    }

    /** tf-idf weights of each order, aligned with {@code g.ids}, and their Euclidean norms. */
    private static void weigh(NGrams g, double[][] idf, double[][] vec, double[] norm) {
        for (int k = 0; k < N; k++) {
            int[] ids = g.ids[k];
            int[] counts = g.counts[k];
            double[] v = new double[ids.length];
            double sq = 0.0;
            for (int a = 0; a < ids.length; a++) {
                v[a] = counts[a] * idf[k][ids[a]];
                sq += v[a] * v[a];
            }
            vec[k] = v;
            norm[k] = Math.sqrt(sq);
        }
    }

    /** Sum over shared n-grams of min(candidate weight, reference weight) * reference weight. */
    private static double clippedDot(int[] ids, double[] w, int[] refIds, double[] refW) {
        double val = 0.0;
        int a = 0;
        int b = 0;
        while (a < ids.length && b < refIds.length) {
            if (ids[a] < refIds[b]) {
                a++;
            } else if (ids[a] > refIds[b]) {
                b++;
            } else {
                val += Math.min(w[a], refW[b]) * refW[b];
                a++;
                b++;
            }
        }
        return val;
    }
}
