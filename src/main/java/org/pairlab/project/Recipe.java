package org.pairlab.project;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * How a candidate was made: enough to render it again bit for bit. {@code details} holds what the method decided
 * (e.g. the patch source and replaced boxes of a swap); {@code modelChecksums} the models it used.
 */
public record Recipe(String method, Map<String, Object> params, long seed, List<Long> sourceSampleIds,
                     Map<String, String> modelChecksums, Map<String, Object> details) {
    public Recipe {
        // Sorted maps, not Map.copyOf (whose iteration order changes from one JVM to the next): anything that
        // iterates a recipe (hashes, logs, text) gives the same result in every process.
        params = sorted(params);
        sourceSampleIds = List.copyOf(sourceSampleIds);
        modelChecksums = sorted(modelChecksums);
        details = sorted(details);
    }

    private static <V> Map<String, V> sorted(Map<String, V> map) {
        for (Map.Entry<String, V> e : map.entrySet()) {
            if (e.getKey() == null || e.getValue() == null) {
                throw new NullPointerException("recipe map entry " + e.getKey() + " is null"); // as Map.copyOf refused
            }
        }
        return Collections.unmodifiableSortedMap(new TreeMap<>(map));
    }
}
