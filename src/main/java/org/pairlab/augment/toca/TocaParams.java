package org.pairlab.augment.toca;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The parameters stored with a ToCa run ({@link TocaJob}), same keys and forms as before the record: tau as text
 * ({@code "inf"} for no limit), an absent source or pairs file as "".
 */
public record TocaParams(@JsonProperty(required = true) String name, String source,
                         @JsonProperty(required = true) String scenario, @JsonProperty(required = true) int count,
                         @JsonProperty(required = true) long seed, @JsonProperty(required = true) String tau,
                         @JsonProperty(required = true) int corpusSize, boolean grammarFilter,
                         @JsonProperty(required = true) double overgenerate, String pairs) {
    public TocaParams {
        source = source == null ? "" : source;
        pairs = pairs == null ? "" : pairs;
    }

    /** The tau value: infinity for "inf". */
    public double tauValue() {
        return tau.equals("inf") ? Double.POSITIVE_INFINITY : Double.parseDouble(tau);
    }
}
