package org.pairlab.augment;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Map;

/**
 * The parameters stored with a cross-domain mix run ({@link CrossDomainMixJob}), same keys as before the record.
 *
 * @param params the mix's method parameters (source dataset, share, ...)
 * @param seed the run seed
 * @param sampleIds the target samples chosen, in order
 */
public record CrossDomainMixParams(@JsonProperty(required = true) Map<String, Object> params,
                                   @JsonProperty(required = true) long seed,
                                   @JsonProperty(required = true) List<Long> sampleIds) {
    public CrossDomainMixParams {
        sampleIds = List.copyOf(sampleIds);
    }
}
