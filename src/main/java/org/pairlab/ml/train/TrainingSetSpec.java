package org.pairlab.ml.train;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Which pairs a training run learns from (seed 002 §4.6): a share of the original training samples (low-resource
 * subsets 10/30/70/100 %) plus accepted candidates of chosen methods, as a share of the chosen originals (10/20/30 %).
 *
 * @param datasetId the dataset (0: every dataset of the project)
 * @param originalsShare share of the original training samples, in (0, 1]
 * @param augmentMethods methods whose ACCEPTED candidates may join (empty: a baseline run)
 * @param augmentShare candidates to add, as a share of the chosen originals (0 for a baseline)
 */
public record TrainingSetSpec(long datasetId, double originalsShare,
                              @JsonProperty("augment") List<String> augmentMethods, double augmentShare) {
    /** Checks the shares. */
    public TrainingSetSpec {
        augmentMethods = List.copyOf(augmentMethods);
        if (originalsShare <= 0 || originalsShare > 1) {
            throw new IllegalArgumentException("originalsShare must be in (0, 1], got " + originalsShare);
        }
        if (augmentShare < 0) {
            throw new IllegalArgumentException("augmentShare must be >= 0, got " + augmentShare);
        }
        if (augmentShare > 0 && augmentMethods.isEmpty()) {
            throw new IllegalArgumentException("augmentShare " + augmentShare + " needs at least one method in augment");
        }
    }

    /** All originals, no candidates. */
    public static TrainingSetSpec baseline() {
        return new TrainingSetSpec(0, 1.0, List.of(), 0);
    }

    public boolean augmented() {
        return augmentShare > 0;
    }

    public Map<String, Object> toMap() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("datasetId", datasetId);
        m.put("originalsShare", originalsShare);
        m.put("augment", augmentMethods);
        m.put("augmentShare", augmentShare);
        return m;
    }

    /** The keys {@link #from} reads. */
    public static List<String> keys() {
        return List.of("datasetId", "originalsShare", "augment", "augmentShare");
    }

    /** From stored params or CLI strings ({@code augment=flip,cutswap}). */
    public static TrainingSetSpec from(Map<String, ?> m) {
        Object methods = m.containsKey("augment") ? m.get("augment") : List.of();
        List<String> list = methods instanceof List<?> l ? l.stream().map(Object::toString).toList()
                : java.util.Arrays.stream(methods.toString().split(",")).map(String::strip).filter(s -> !s.isEmpty())
                        .toList();
        return new TrainingSetSpec(number(m, "datasetId", 0).longValue(), number(m, "originalsShare", 1.0).doubleValue(),
                list, number(m, "augmentShare", 0).doubleValue());
    }

    private static Number number(Map<String, ?> m, String k, Number dflt) {
        Object v = m.get(k);
        if (v == null) {
            return dflt;
        }
        if (v instanceof Number n) {
            return n;
        }
        try {
            return Double.parseDouble(v.toString().strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(k + " must be a number, got \"" + v + "\"");
        }
    }
}
