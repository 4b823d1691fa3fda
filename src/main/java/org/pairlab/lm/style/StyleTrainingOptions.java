package org.pairlab.lm.style;

/**
 * How a {@link StyleClassifier} is trained.
 *
 * @param method          logistic regression or naive Bayes
 * @param l2              L2 penalty per example for logistic regression (weight decay each step: 1 - rate * l2)
 * @param epochs          passes of stochastic gradient descent over the training set (logistic regression)
 * @param learningRate    initial step size, decayed as rate / (1 + epoch)
 * @param smoothing       add-alpha smoothing of naive Bayes feature counts
 * @param minFeatureCount features seen in fewer training captions are dropped
 * @param minStyles       features seen in the captions of fewer styles are dropped; 2 keeps only words and bigrams
 *                        that at least two styles use, so a word only one corpus has ("giraffe" in COCO, never in
 *                        FlickrStyle) cannot decide the style by topic
 * @param seed            shuffling seed; the same data and options give the same model
 */
public record StyleTrainingOptions(Method method, double l2, int epochs, double learningRate, double smoothing,
        int minFeatureCount, int minStyles, long seed) {
    /** The two learners. */
    public enum Method {
        /** Multinomial (softmax) logistic regression with an L2 penalty, by SGD. */
        LOGISTIC_REGRESSION,
        /** Naive Bayes over present-or-absent features (binarized multinomial NB). */
        NAIVE_BAYES
    }

    /** The default, logistic regression, which did better on the FlickrStyle/COCO dev split (docs/language-models.md). */
    public static final StyleTrainingOptions DEFAULT =
            new StyleTrainingOptions(Method.LOGISTIC_REGRESSION, 1e-4, 12, 0.2, 1.0, 2, 1, 17);

    public StyleTrainingOptions {
        if (epochs < 1 || learningRate <= 0 || l2 < 0 || smoothing <= 0 || minFeatureCount < 1 || minStyles < 1) {
            throw new IllegalArgumentException("bad style training options: epochs " + epochs + ", rate "
                    + learningRate + ", l2 " + l2 + ", smoothing " + smoothing + ", min count " + minFeatureCount);
        }
    }

    /** These options with another method. */
    public StyleTrainingOptions withMethod(Method m) {
        return new StyleTrainingOptions(m, l2, epochs, learningRate, smoothing, minFeatureCount, minStyles, seed);
    }

    /** These options with another L2 penalty. */
    public StyleTrainingOptions withL2(double penalty) {
        return new StyleTrainingOptions(method, penalty, epochs, learningRate, smoothing, minFeatureCount, minStyles,
                seed);
    }

    /** These options keeping only features used by at least {@code styles} styles. */
    public StyleTrainingOptions withMinStyles(int styles) {
        return new StyleTrainingOptions(method, l2, epochs, learningRate, smoothing, minFeatureCount, styles, seed);
    }
}
