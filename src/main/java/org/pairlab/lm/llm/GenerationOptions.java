package org.pairlab.lm.llm;

/**
 * How to sample: temperature, the most tokens per answer, the seed of the first answer, and how many answers to
 * return (answer i is asked with seed {@code seed + i}, so each is cached and reproducible on its own).
 */
public record GenerationOptions(double temperature, int maxTokens, long seed, int count) {
    public GenerationOptions {
        if (!(temperature >= 0 && temperature <= 2)) {
            throw new IllegalArgumentException("temperature " + temperature + " is outside 0..2");
        }
        if (maxTokens < 1) {
            throw new IllegalArgumentException("max tokens " + maxTokens + " must be at least 1");
        }
        if (count < 1) {
            throw new IllegalArgumentException("count " + count + " must be at least 1");
        }
    }

    /** One answer with these settings. */
    public static GenerationOptions one(double temperature, int maxTokens, long seed) {
        return new GenerationOptions(temperature, maxTokens, seed, 1);
    }
}
