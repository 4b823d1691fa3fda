package org.pairlab.augment.cutswap;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * What generation reads: a dataset's object index, the project's object clusters (word -> cluster) and how those
 * clusters were made (the embedder, recorded in every recipe; empty when the project did not record it).
 */
public record CutSwapModel(ObjectIndex index, Map<String, Integer> clusters, String fingerprint,
                           Optional<WordClusters.Made> made, DonorGrounding grounding) {
    public CutSwapModel {
        clusters = Map.copyOf(clusters);
    }

    public CutSwapModel(ObjectIndex index, Map<String, Integer> clusters, String fingerprint,
                        Optional<WordClusters.Made> made) {
        this(index, clusters, fingerprint, made, new DonorGrounding(index));
    }

    public CutSwapModel(ObjectIndex index, Map<String, Integer> clusters, String fingerprint) {
        this(index, clusters, fingerprint, Optional.empty());
    }

    /** The other lemmas in the cluster of {@code lemma}, sorted; empty when the lemma is in no cluster. */
    public List<String> clusterOf(String lemma) {
        Integer k = clusters.get(lemma);
        if (k == null) {
            return List.of();
        }
        return new TreeMap<>(clusters).entrySet().stream().filter(e -> e.getValue().equals(k)).map(Map.Entry::getKey).toList();
    }

    /** The recipe's {@code embedder} detail: {id, checksums} of the embedder that made the clusters. */
    public Optional<Map<String, Object>> embedderDetail() {
        return made.map(m -> Map.of("id", m.embedder(), "checksums", new TreeMap<>(m.embedderChecksums())));
    }
}
