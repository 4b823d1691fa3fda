package org.pairlab.lm;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Draws sentences from any {@link LanguageModel}, word by word from {@link LanguageModel#logProbs}, until
 * {@link LanguageModel#END} or the length limit. {@code <unk>} is never drawn (a caption with it is of no use).
 *
 * @param model       the model to sample from
 * @param temperature divides the log probabilities: 1 samples the model as it is, below 1 sharpens, above flattens;
 *                    0 always takes the most likely word
 * @param maxLength   the most words a sentence gets (it is cut there, without {@code </s>})
 */
public record LmSampler(LanguageModel model, double temperature, int maxLength) {
    /** Checks the settings. */
    public LmSampler {
        if (!(temperature >= 0) || Double.isInfinite(temperature)) {
            throw new IllegalArgumentException("temperature must be 0 or more, got " + temperature);
        }
        if (maxLength < 1) {
            throw new IllegalArgumentException("maximum length must be at least 1, got " + maxLength);
        }
    }

    /** One sentence's tokens (without {@code </s>}), drawn with {@code random}. */
    public List<String> sample(SplittableRandom random) {
        List<String> vocabulary = model.vocabulary();
        int end = vocabulary.indexOf(LanguageModel.END);
        int unknown = vocabulary.indexOf(LanguageModel.UNKNOWN);
        List<String> out = new ArrayList<>();
        LmState state = model.start();
        while (out.size() < maxLength) {
            int w = draw(model.logProbs(state), unknown, random);
            if (w == end) {
                break;
            }
            String word = vocabulary.get(w);
            out.add(word);
            state = model.advance(state, word);
        }
        return out;
    }

    /** {@code count} sentences from a generator seeded with {@code seed}: the same seed gives the same sentences. */
    public List<List<String>> sample(int count, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<List<String>> out = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            out.add(sample(random));
        }
        return out;
    }

    private int draw(double[] logProbs, int skip, SplittableRandom random) {
        int best = -1;
        double max = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < logProbs.length; i++) {
            if (i != skip && logProbs[i] > max) {
                max = logProbs[i];
                best = i;
            }
        }
        if (temperature == 0 || best < 0) {
            return best;
        }
        // Softmax of logProbs / T, shifted by the maximum so exp never overflows.
        double[] weights = new double[logProbs.length];
        double total = 0;
        for (int i = 0; i < logProbs.length; i++) {
            double w = i == skip ? 0 : Math.exp((logProbs[i] - max) / temperature);
            weights[i] = w;
            total += w;
        }
        double r = random.nextDouble() * total;
        for (int i = 0; i < weights.length; i++) {
            r -= weights[i];
            if (r < 0 && weights[i] > 0) {
                return i;
            }
        }
        return best;
    }
}
