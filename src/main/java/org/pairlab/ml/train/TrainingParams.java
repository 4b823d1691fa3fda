package org.pairlab.ml.train;

import org.pairlab.ml.caption.CaptionModelConfig;

/**
 * The parameters stored with a training run ({@link TrainingJob}): the keys {@code model}, {@code trainingSet},
 * {@code gpu} and {@code label} that runs have always been stored with.
 *
 * @param gpu whether a GPU is preferred when one is present
 * @param label the researcher's name for the run ("" for none)
 */
public record TrainingParams(CaptionModelConfig model, TrainingSetSpec trainingSet, boolean gpu, String label) {
    public TrainingParams {
        model = model == null ? CaptionModelConfig.defaults() : model;
        trainingSet = trainingSet == null ? TrainingSetSpec.baseline() : trainingSet;
        label = label == null ? "" : label;
    }
}
