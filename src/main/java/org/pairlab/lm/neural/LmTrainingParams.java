package org.pairlab.lm.neural;

/**
 * The parameters stored with an LSTM training run ({@link LmTrainingJob}, kind {@value LmTrainingJob#KIND}): the
 * keys {@code settings}, {@code dataset}, {@code gpu} and {@code label} runs have always been stored with.
 *
 * @param settings the model sizes and training settings (defaults when absent)
 * @param dataset the dataset whose captions to train on (0: all)
 * @param gpu whether a GPU is preferred when one is present
 * @param label the researcher's name for the model ("" for none)
 */
public record LmTrainingParams(LstmSettings settings, long dataset, boolean gpu, String label) {
    public LmTrainingParams {
        settings = settings == null ? LstmSettings.defaults() : settings;
        label = label == null ? "" : label;
    }
}
