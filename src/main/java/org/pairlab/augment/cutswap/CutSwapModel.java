package org.pairlab.augment.cutswap;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** What generation reads: a dataset's object index and the project's object clusters (word -> cluster). */
public record CutSwapModel(ObjectIndex index, Map<String, Integer> clusters, String fingerprint) {
    public CutSwapModel {
        clusters = Map.copyOf(clusters);
    }

    /** The other lemmas in the cluster of {@code lemma}, sorted; empty when the lemma is in no cluster. */
    public List<String> clusterOf(String lemma) {
        Integer k = clusters.get(lemma);
        if (k == null) {
            return List.of();
        }
        return new TreeMap<>(clusters).entrySet().stream().filter(e -> e.getValue().equals(k)).map(Map.Entry::getKey).toList();
    }
}
