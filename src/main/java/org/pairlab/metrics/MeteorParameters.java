package org.pairlab.metrics;

/**
 * METEOR's parameters; {@link #TOOLKIT} holds Meteor 1.5's English defaults ("-l en", task "default"/"rank").
 *
 * @param alpha weight of precision against recall in the harmonic mean
 * @param beta exponent of the fragmentation penalty
 * @param gamma maximum fragmentation penalty
 * @param delta weight of content words against function words
 * @param exactWeight weight of exact matches
 * @param stemWeight weight of stem matches
 * @param synonymWeight weight of WordNet synonym matches
 * @param beamSize beam width of the alignment search
 * @param stemmer stemmer of the stem module
 */
public record MeteorParameters(double alpha, double beta, double gamma, double delta, double exactWeight,
        double stemWeight, double synonymWeight, int beamSize, Stemmer stemmer) {

    /** Stemmers for the stem module. */
    public enum Stemmer {
        /** Snowball's English ("Porter2") stemmer, the one Meteor 1.5 uses. */
        SNOWBALL_ENGLISH,
        /** The original Porter (1980) stemmer. */
        PORTER
    }

    /** Meteor 1.5 English defaults: alpha 0.85, beta 0.2, gamma 0.6, delta 0.75, weights 1.0 / 0.6 / 0.8. */
    public static final MeteorParameters TOOLKIT = new MeteorParameters(0.85, 0.2, 0.6, 0.75, 1.0, 0.6, 0.8, 40,
            Stemmer.SNOWBALL_ENGLISH);

    /** Validates the ranges Meteor assumes. */
    public MeteorParameters {
        if (alpha < 0 || alpha > 1 || delta < 0 || delta > 1 || gamma < 0 || gamma > 1 || beta < 0) {
            throw new IllegalArgumentException("METEOR needs 0<=alpha,gamma,delta<=1 and beta>=0");
        }
        if (beamSize < 1) {
            throw new IllegalArgumentException("beamSize must be positive");
        }
        if (stemmer == null) {
            throw new IllegalArgumentException("stemmer is required");
        }
    }

    double[] moduleWeights() {
        return new double[] {exactWeight, stemWeight, synonymWeight};
    }
}
