package org.pairlab.ml.caption;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pairlab.runs.JobParams;

/**
 * Hyper-parameters of the Show-Attend-Tell captioner and its training. Stored with every training run; a baseline
 * and an augmented run of one experiment share all of them.
 *
 * @param imageSize images are squashed to imageSize x imageSize (a multiple of 16: four 2x2 poolings)
 * @param channels output channels of the four conv blocks; the last is the feature size of each grid cell
 * @param embed word embedding size
 * @param hidden LSTM hidden size
 * @param attention attention layer size
 * @param dropout dropout before the word classifier
 * @param alphaC weight of the doubly stochastic attention regularisation, lambda * sum_p (1 - sum_t alpha)^2
 * @param learningRate Adam learning rate
 * @param clip gradients are clipped to [-clip, clip] (as the reference implementation does)
 * @param batchSize image-caption pairs per update
 * @param steps number of updates (fixed, so that runs of an experiment make the same number)
 * @param maxWords captions are cut to this many words
 * @param minCount words seen fewer times in the training captions become {@code <unk>}
 * @param validateEvery validate (greedy decoding, CIDEr-D) and checkpoint every this many updates
 * @param patience stop after this many validations without a better CIDEr-D (0: never stop early)
 * @param seed seed of initialisation, shuffling and dropout
 * @param encoder {@value #SCRATCH} for the CNN trained with the decoder, or the name or folder of a frozen
 *     {@code image-features} TorchScript extractor whose cached features replace the CNN
 */
public record CaptionModelConfig(int imageSize, List<Integer> channels, int embed, int hidden, int attention,
        double dropout, double alphaC, double learningRate, double clip, int batchSize, int steps, int maxWords,
        int minCount, int validateEvery, int patience, long seed, String encoder) {
    /** The {@code encoder} value for the CNN trained from scratch. */
    public static final String SCRATCH = "scratch";

    /** Checks ranges, naming the parameter. */
    public CaptionModelConfig {
        channels = List.copyOf(channels);
        if (imageSize < 16 || imageSize % 16 != 0) {
            throw new IllegalArgumentException("imageSize must be a positive multiple of 16, got " + imageSize);
        }
        if (channels.size() != 4 || channels.stream().anyMatch(c -> c < 1)) {
            throw new IllegalArgumentException("channels must be four positive numbers, got " + channels);
        }
        positive("embed", embed);
        positive("hidden", hidden);
        positive("attention", attention);
        positive("batchSize", batchSize);
        positive("steps", steps);
        positive("maxWords", maxWords);
        positive("minCount", minCount);
        positive("validateEvery", validateEvery);
        if (dropout < 0 || dropout >= 1) {
            throw new IllegalArgumentException("dropout must be in [0, 1), got " + dropout);
        }
        encoder = encoder == null || encoder.isBlank() ? SCRATCH : encoder.strip();
        if (learningRate <= 0 || clip <= 0 || alphaC < 0 || patience < 0) {
            throw new IllegalArgumentException("learningRate and clip must be > 0, alphaC and patience >= 0");
        }
    }

    private static void positive(String name, int v) {
        if (v < 1) {
            throw new IllegalArgumentException(name + " must be at least 1, got " + v);
        }
    }

    /** The default model: 96x96 images, a 6x6 grid of 256-d features, 512-d LSTM (seed 003's SAT, scaled down). */
    public static CaptionModelConfig defaults() {
        return new CaptionModelConfig(96, List.of(32, 64, 128, 256), 256, 512, 256, 0.5, 1.0, 4e-4, 5.0, 32, 6000,
                20, 5, 500, 5, 42L, SCRATCH);
    }

    /** A tiny model for tests and quick looks: 32x32 images, small layers. */
    public static CaptionModelConfig tiny() {
        return new CaptionModelConfig(32, List.of(8, 16, 16, 32), 32, 96, 32, 0.1, 1.0, 3e-3, 5.0, 16, 300, 16, 1,
                100, 0, 7L, SCRATCH);
    }

    /** Whether a frozen feature extractor replaces the CNN. */
    public boolean usesFeatureExtractor() {
        return !SCRATCH.equals(encoder);
    }

    /** Grid cells per image of the CNN. */
    public int positions() {
        int g = imageSize / 16;
        return g * g;
    }

    /** The feature size of a grid cell. */
    public int featureSize() {
        return channels.get(3);
    }

    /** As a JSON-friendly map (the run's stored parameters). */
    public Map<String, Object> toMap() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("imageSize", imageSize);
        m.put("channels", channels);
        m.put("embed", embed);
        m.put("hidden", hidden);
        m.put("attention", attention);
        m.put("dropout", dropout);
        m.put("alphaC", alphaC);
        m.put("learningRate", learningRate);
        m.put("clip", clip);
        m.put("batchSize", batchSize);
        m.put("steps", steps);
        m.put("maxWords", maxWords);
        m.put("minCount", minCount);
        m.put("validateEvery", validateEvery);
        m.put("patience", patience);
        m.put("seed", seed);
        m.put("encoder", encoder);
        return m;
    }

    /** The keys {@link #with} accepts. */
    public static List<String> keys() {
        return List.copyOf(defaults().toMap().keySet());
    }

    /**
     * This config with values from a map (strings as the CLI's {@code --set} gives them, or numbers as stored JSON
     * has them); unknown keys are an error naming them.
     */
    public CaptionModelConfig with(Map<String, ?> values) {
        Map<String, Object> m = toMap();
        for (Map.Entry<String, ?> e : values.entrySet()) {
            if (!m.containsKey(e.getKey())) {
                throw new IllegalArgumentException("Unknown model parameter '" + e.getKey() + "'; known: " + keys());
            }
            m.put(e.getKey(), e.getValue());
        }
        m.put("channels", channelList(m.get("channels")));
        return JobParams.read(m, CaptionModelConfig.class, "Model parameters");
    }

    private static List<Integer> channelList(Object v) {
        if (v instanceof List<?> l) {
            return l.stream().map(o -> o instanceof Number n ? n.intValue() : Integer.parseInt(o.toString().strip()))
                    .toList();
        }
        String s = v.toString().replace("[", "").replace("]", "");
        try {
            return java.util.Arrays.stream(s.split("[,x ]+")).filter(t -> !t.isBlank()).map(String::strip)
                    .map(Integer::parseInt).toList();
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("channels must be four numbers like 32,64,128,256, got \"" + v + "\"");
        }
    }
}
