package org.pairlab.project;

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
        params = Map.copyOf(new TreeMap<>(params));
        sourceSampleIds = List.copyOf(sourceSampleIds);
        modelChecksums = Map.copyOf(modelChecksums);
        details = Map.copyOf(details);
    }
}
