package org.pairlab.lm.style;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

/** Trains a {@link StyleClassifier} from labelled captions, by logistic regression or naive Bayes. */
public final class StyleTrainer {
    /** Weights are rounded to 1/ROUND, so saved files stay small and a loaded model equals the trained one. */
    private static final double ROUND = 1e4;

    private StyleTrainer() {
    }

    /**
     * Trains on {@code captions}; the styles are the labels found, in sorted order.
     *
     * @throws IllegalArgumentException when fewer than two styles are present
     */
    public static StyleClassifier train(List<LabelledCaption> captions, StyleTrainingOptions options) {
        List<String> styles = new ArrayList<>(new TreeSet<>(captions.stream().map(LabelledCaption::style).toList()));
        if (styles.size() < 2) {
            throw new IllegalArgumentException("style training needs captions of two or more styles, got " + styles);
        }
        List<List<String>> docs = new ArrayList<>(captions.size());
        Map<String, Integer> df = new HashMap<>();
        Map<String, Set<String>> usedBy = new HashMap<>();
        for (LabelledCaption c : captions) {
            List<String> f = StyleFeatures.of(StyleFeatures.tokens(c.caption()));
            docs.add(f);
            for (String x : f) {
                df.merge(x, 1, Integer::sum);
                usedBy.computeIfAbsent(x, u -> new HashSet<>(2)).add(c.style());
            }
        }
        Map<String, Integer> index = new LinkedHashMap<>();
        new TreeSet<>(df.keySet()).forEach(f -> {
            if (df.get(f) >= options.minFeatureCount() && usedBy.get(f).size() >= options.minStyles()) {
                index.put(f, index.size());
            }
        });
        int[][] x = new int[docs.size()][];
        int[] y = new int[docs.size()];
        for (int i = 0; i < docs.size(); i++) {
            x[i] = docs.get(i).stream().filter(index::containsKey).mapToInt(index::get).toArray();
            y[i] = styles.indexOf(captions.get(i).style());
        }
        int k = styles.size();
        double[] bias = new double[k];
        double[][] w = new double[index.size()][k];
        String method;
        if (options.method() == StyleTrainingOptions.Method.NAIVE_BAYES) {
            naiveBayes(x, y, k, options.smoothing(), bias, w);
            method = "naive-bayes";
        } else {
            logistic(x, y, k, options, bias, w);
            method = "logistic-regression";
        }
        Map<String, double[]> weights = new HashMap<>();
        index.forEach((f, i) -> {
            double[] v = canonical(w[i]);
            if (v != null) {
                weights.put(f, v);
            }
        });
        return new StyleClassifier(method, styles, canonical0(bias), weights);
    }

    /**
     * Subtracts the mean over styles (a feature that adds the same to every style does not change the softmax) and
     * rounds; null when nothing is left, so the feature need not be kept.
     */
    private static double[] canonical(double[] w) {
        double[] v = canonical0(w);
        for (double d : v) {
            if (d != 0) {
                return v;
            }
        }
        return null;
    }

    private static double[] canonical0(double[] w) {
        double mean = 0;
        for (double d : w) {
            mean += d / w.length;
        }
        double[] v = new double[w.length];
        for (int c = 0; c < w.length; c++) {
            // Dividing by a whole number gives the double nearest the decimal, which JSON writes briefly.
            v[c] = Math.round((w[c] - mean) * ROUND) / ROUND;
        }
        return v;
    }

    private static void naiveBayes(int[][] x, int[] y, int k, double alpha, double[] bias, double[][] w) {
        double[] docs = new double[k];
        double[] tokens = new double[k];
        double[][] counts = new double[w.length][k];
        for (int i = 0; i < x.length; i++) {
            docs[y[i]]++;
            for (int f : x[i]) {
                counts[f][y[i]]++;
                tokens[y[i]]++;
            }
        }
        for (int c = 0; c < k; c++) {
            bias[c] = Math.log(docs[c] / x.length);
            double denominator = tokens[c] + alpha * w.length;
            for (int f = 0; f < w.length; f++) {
                w[f][c] = Math.log((counts[f][c] + alpha) / denominator);
            }
        }
    }

    /**
     * Softmax regression by SGD. The L2 decay touches every weight each step; it is kept as one shared scale
     * ({@code w = scale * v}) so a step costs only the example's features.
     */
    private static void logistic(int[][] x, int[] y, int k, StyleTrainingOptions o, double[] bias, double[][] w) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < x.length; i++) {
            order.add(i);
        }
        Random random = new Random(o.seed());
        double scale = 1;
        double[] z = new double[k];
        for (int epoch = 0; epoch < o.epochs(); epoch++) {
            Collections.shuffle(order, random);
            double rate = o.learningRate() / (1 + epoch);
            for (int i : order) {
                for (int c = 0; c < k; c++) {
                    z[c] = bias[c];
                }
                for (int f : x[i]) {
                    for (int c = 0; c < k; c++) {
                        z[c] += scale * w[f][c];
                    }
                }
                softmax(z);
                scale *= 1 - rate * o.l2();
                for (int c = 0; c < k; c++) {
                    double g = z[c] - (c == y[i] ? 1 : 0);
                    bias[c] -= rate * g;
                    for (int f : x[i]) {
                        w[f][c] -= rate * g / scale;
                    }
                }
                if (scale < 1e-6) {
                    for (double[] row : w) {
                        for (int c = 0; c < k; c++) {
                            row[c] *= scale;
                        }
                    }
                    scale = 1;
                }
            }
        }
        for (double[] row : w) {
            for (int c = 0; c < k; c++) {
                row[c] *= scale;
            }
        }
    }

    private static void softmax(double[] z) {
        double max = Double.NEGATIVE_INFINITY;
        for (double v : z) {
            max = Math.max(max, v);
        }
        double sum = 0;
        for (int c = 0; c < z.length; c++) {
            z[c] = Math.exp(z[c] - max);
            sum += z[c];
        }
        for (int c = 0; c < z.length; c++) {
            z[c] /= sum;
        }
    }
}
