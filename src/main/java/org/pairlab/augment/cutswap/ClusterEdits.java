package org.pairlab.augment.cutswap;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Carries a reviewer's cluster edits over to a fresh clustering (e.g. after the word embedder changed). An edited
 * word (moved, merged or split off) keeps the company it was edited into: it joins the new cluster that holds most of
 * the unedited words of its old cluster; when its old cluster has no unedited words (a split-off group, two merged
 * clusters), those words stay together as a cluster of their own. Unedited words follow the new clustering.
 */
final class ClusterEdits {
    private ClusterEdits() {
    }

    /** The fresh clustering with the edits applied. */
    static Map<String, Integer> carryOver(Map<String, Integer> old, Set<String> edited, Map<String, Integer> fresh) {
        Map<String, Integer> out = new TreeMap<>(fresh);
        int next = fresh.values().stream().mapToInt(Integer::intValue).max().orElse(-1) + 1;
        Map<Integer, List<String>> oldClusters = new TreeMap<>();
        new TreeMap<>(old).forEach((w, k) -> oldClusters.computeIfAbsent(k, x -> new ArrayList<>()).add(w));
        for (List<String> words : oldClusters.values()) {
            List<String> moved = words.stream().filter(w -> edited.contains(w) && fresh.containsKey(w)).toList();
            if (moved.isEmpty()) {
                continue;
            }
            List<String> companions = words.stream().filter(w -> !edited.contains(w) && fresh.containsKey(w)).toList();
            int target;
            if (companions.isEmpty()) {
                target = next++;
            } else {
                Map<Integer, Integer> votes = new HashMap<>();
                companions.forEach(w -> votes.merge(fresh.get(w), 1, Integer::sum));
                // Most companions wins; ties go to the lower cluster number so the result is deterministic.
                target = new TreeMap<>(votes).entrySet().stream()
                        .max((a, b) -> a.getValue().equals(b.getValue()) ? Integer.compare(b.getKey(), a.getKey())
                                : Integer.compare(a.getValue(), b.getValue()))
                        .orElseThrow().getKey();
            }
            moved.forEach(w -> out.put(w, target));
        }
        return out;
    }

    /** The edited words that still exist in {@code assignments}, sorted. */
    static Set<String> kept(Set<String> edited, Map<String, Integer> assignments) {
        Set<String> out = new TreeSet<>(edited);
        out.retainAll(assignments.keySet());
        return out;
    }
}
