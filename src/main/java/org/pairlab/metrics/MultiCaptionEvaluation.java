package org.pairlab.metrics;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Accuracy of several candidate captions per image: oracle best-of-k and consensus re-ranking (seed 002, 4.3.1).
 *
 * <p>All captions are tokenized (see {@link PtbTokenizer}). Images are processed in ascending id order.
 */
public final class MultiCaptionEvaluation {

    /**
     * Oracle scores: for every key, per image the best of its candidates, averaged over images.
     *
     * @param values per key (e.g. {@code CIDEr}), the mean over images of the best per-image value
     * @param chosen per key, per image id, the index of the candidate that gave the best value
     */
    public record OracleResult(Map<String, Double> values, Map<String, Map<Long, Integer>> chosen) {
        /** Copies. */
        public OracleResult {
            values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
            Map<String, Map<Long, Integer>> c = new LinkedHashMap<>();
            chosen.forEach((k, v) -> c.put(k, Collections.unmodifiableMap(new TreeMap<>(v))));
            chosen = Collections.unmodifiableMap(c);
        }
    }

    /**
     * One candidate after re-ranking.
     *
     * @param index position of the candidate in the input list
     * @param caption the tokenized candidate
     * @param score mean CIDEr-D against the consensus captions
     */
    public record RankedCaption(int index, String caption, double score) {
    }

    private MultiCaptionEvaluation() {
    }

    /**
     * Oracle best-of-k: every candidate "slot" j (the j-th candidate of each image) is scored as one toolkit run
     * against the references, and per image and key the best slot is kept (each metric chooses for itself, as in
     * the COS-CVAE protocol). The value is the mean of the per-image best values, so for BLEU it is the mean of
     * per-image BLEU, not a corpus BLEU.
     *
     * @param scorers the metrics
     * @param references per image, its tokenized references
     * @param candidates per image, its k tokenized candidates (k may differ between images)
     */
    public static OracleResult oracle(List<CaptionScorer> scorers, Map<Long, List<String>> references,
            Map<Long, List<String>> candidates) {
        Map<Long, List<String>> cands = new TreeMap<>(candidates);
        int k = 0;
        for (List<String> c : cands.values()) {
            k = Math.max(k, c.size());
        }
        Map<String, Map<Long, Double>> best = new LinkedHashMap<>();
        Map<String, Map<Long, Integer>> chosen = new LinkedHashMap<>();
        for (int slot = 0; slot < k; slot++) {
            Map<Long, List<String>> refs = new LinkedHashMap<>();
            Map<Long, String> slotCands = new LinkedHashMap<>();
            for (Map.Entry<Long, List<String>> e : cands.entrySet()) {
                if (e.getValue().size() > slot) {
                    List<String> r = references.get(e.getKey());
                    if (r == null) {
                        throw new IllegalArgumentException("Image " + e.getKey() + " has candidates but no references");
                    }
                    refs.put(e.getKey(), r);
                    slotCands.put(e.getKey(), e.getValue().get(slot));
                }
            }
            TokenizedCorpus corpus = TokenizedCorpus.of(refs, slotCands);
            for (CaptionScorer scorer : scorers) {
                Score s = scorer.score(corpus);
                for (String key : s.keys()) {
                    Map<Long, Double> b = best.computeIfAbsent(key, x -> new TreeMap<>());
                    Map<Long, Integer> ch = chosen.computeIfAbsent(key, x -> new TreeMap<>());
                    for (int i = 0; i < corpus.size(); i++) {
                        long id = corpus.imageId(i);
                        double v = s.image(key, i);
                        if (!b.containsKey(id) || v > b.get(id)) {
                            b.put(id, v);
                            ch.put(id, slot);
                        }
                    }
                }
            }
        }
        Map<String, Double> values = new LinkedHashMap<>();
        best.forEach((key, perImage) -> {
            double[] v = perImage.values().stream().mapToDouble(Double::doubleValue).toArray();
            values.put(key, NumpyStats.mean(v));
        });
        return new OracleResult(values, chosen);
    }

    /**
     * Consensus re-ranking: each candidate is scored by its CIDEr-D against a consensus set and the candidates are
     * sorted best first (ties keep input order).
     *
     * <p>The consensus set of an image is, as in Devlin et al. (2015) and the COS-CVAE protocol, the captions of
     * its nearest training images, which the caller finds (image features are outside this package). Without
     * one ({@code consensus} null or missing the image), the image's other candidates are used, so the most
     * typical candidate wins. CIDEr-D weights come from {@code documentFrequency}, or, when null, from the
     * consensus sets themselves (one document per image).
     *
     * @param candidates per image, its tokenized candidates
     * @param consensus per image, the tokenized captions of its nearest training images, or null
     * @param documentFrequency CIDEr-D document frequencies, or null
     * @return per image, its candidates best first
     */
    public static Map<Long, List<RankedCaption>> consensusRerank(Map<Long, List<String>> candidates,
            Map<Long, List<String>> consensus, CiderD.DocumentFrequency documentFrequency) {
        Map<Long, List<String>> cands = new TreeMap<>(candidates);
        List<List<String>> documents = new ArrayList<>();
        List<TokenizedCorpus.Sample> samples = new ArrayList<>();
        long sampleId = 0;
        for (Map.Entry<Long, List<String>> e : cands.entrySet()) {
            List<String> set = consensus == null ? null : consensus.get(e.getKey());
            List<String> caps = e.getValue();
            documents.add(set != null ? set : caps);
            for (int i = 0; i < caps.size(); i++) {
                List<String> refs;
                if (set != null) {
                    refs = set;
                } else {
                    refs = new ArrayList<>(caps);
                    refs.remove(i);
                    if (refs.isEmpty()) {
                        refs = List.of(caps.get(i));
                    }
                }
                samples.add(new TokenizedCorpus.Sample(sampleId++, refs, caps.get(i)));
            }
        }
        Map<Long, List<RankedCaption>> out = new LinkedHashMap<>();
        if (samples.isEmpty()) {
            return out;
        }
        CiderD.DocumentFrequency df = documentFrequency != null ? documentFrequency
                : CiderD.DocumentFrequency.fromReferences(documents);
        Score s = new CiderD(6.0, df).score(TokenizedCorpus.of(samples));
        int j = 0;
        for (Map.Entry<Long, List<String>> e : cands.entrySet()) {
            List<RankedCaption> ranked = new ArrayList<>();
            for (int i = 0; i < e.getValue().size(); i++) {
                ranked.add(new RankedCaption(i, e.getValue().get(i), s.image("CIDEr", j++)));
            }
            ranked.sort((a, b) -> Double.compare(b.score(), a.score()));
            out.put(e.getKey(), List.copyOf(ranked));
        }
        return out;
    }

    /** The first {@code k} captions of each ranking, e.g. the best 5 for the diversity metrics. */
    public static Map<Long, List<String>> top(Map<Long, List<RankedCaption>> ranked, int k) {
        Map<Long, List<String>> out = new LinkedHashMap<>();
        ranked.forEach((id, list) -> {
            List<String> caps = new ArrayList<>();
            for (int i = 0; i < Math.min(k, list.size()); i++) {
                caps.add(list.get(i).caption());
            }
            out.put(id, caps);
        });
        return out;
    }
}
