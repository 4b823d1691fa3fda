package org.pairlab.ml.train;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The parameters stored with a model evaluation run ({@link ModelEvaluationJob}), same keys as before the record;
 * a key missing from an older run takes the default the job has always given it.
 */
public record ModelEvaluationParams(@JsonProperty(required = true) long trainingRun, Integer beam, Integer samples,
                                    Double temperature, Integer limit, Boolean gpu) {
    public ModelEvaluationParams {
        beam = beam == null ? 3 : beam;
        samples = samples == null ? 0 : samples;
        temperature = temperature == null ? 1.0 : temperature;
        limit = limit == null ? 0 : limit;
        gpu = gpu == null || gpu;
    }
}
