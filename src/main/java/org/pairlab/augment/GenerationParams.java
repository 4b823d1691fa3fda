package org.pairlab.augment;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Map;

/**
 * The parameters stored with a generation run ({@link GenerationJob}, kind {@code augment}); the keys are those runs
 * have always been stored with, so older runs still resume.
 *
 * @param method the image (or caption) method's name
 * @param params its parameter values, defaults filled in
 * @param captionMethod the caption rewrite combined with it, or null for none
 * @param captionParams that rewrite's parameter values, or null for none
 * @param seed the run seed
 * @param limit at most this many samples (0 = all)
 * @param sampleIds the samples to visit, in order
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record GenerationParams(@JsonProperty(required = true) String method, Map<String, Object> params,
                               String captionMethod, Map<String, Object> captionParams,
                               @JsonProperty(required = true) long seed, int limit,
                               @JsonProperty(required = true) List<Long> sampleIds) {
    public GenerationParams {
        params = params == null ? Map.of() : params;
        sampleIds = List.copyOf(sampleIds);
    }
}
