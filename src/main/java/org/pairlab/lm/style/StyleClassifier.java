package org.pairlab.lm.style;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Tells which style a caption is written in (factual, humorous, romantic, ...): a linear model over word unigrams and
 * bigrams ({@link StyleFeatures}) with a softmax over the styles, trained by {@link StyleTrainer} as logistic
 * regression or naive Bayes. ERG uses it to find a caption's style words ({@link #importance}) and to check that a
 * grafted caption reads in the style. Immutable and thread-safe.
 */
public final class StyleClassifier {
    /** Version of the JSON file layout. */
    public static final int FORMAT = 1;

    private final String method;
    private final List<String> styles;
    private final double[] bias;
    private final Map<String, double[]> weights;

    /**
     * A model from its parts.
     *
     * @param method  how it was trained, for {@link #describe()}
     * @param styles  the style names, in the order of {@code bias} and of each weight vector
     * @param bias    per-style bias
     * @param weights per-feature weight vectors, one entry per style
     */
    public StyleClassifier(String method, List<String> styles, double[] bias, Map<String, double[]> weights) {
        if (styles.size() < 2 || bias.length != styles.size()) {
            throw new IllegalArgumentException("a style classifier needs two or more styles and one bias each, got "
                    + styles + " and " + bias.length + " biases");
        }
        this.method = method;
        this.styles = List.copyOf(styles);
        this.bias = bias.clone();
        this.weights = new HashMap<>();
        weights.forEach((f, w) -> {
            if (w.length != styles.size()) {
                throw new IllegalArgumentException("feature '" + f + "' has " + w.length + " weights for "
                        + styles.size() + " styles");
            }
            this.weights.put(f, w.clone());
        });
    }

    /** The styles it tells apart. */
    public List<String> styles() {
        return styles;
    }

    /** E.g. {@code "logistic-regression, 3 styles, 41,230 features"}. */
    public String describe() {
        return String.format(java.util.Locale.ROOT, "%s, %d styles, %,d features", method, styles.size(),
                weights.size());
    }

    /** P(style | caption) for every style, in {@link #styles()} order. */
    public double[] probabilities(String caption) {
        return probabilities(StyleFeatures.tokens(caption));
    }

    /** P(style | tokens) for every style, in {@link #styles()} order. */
    public double[] probabilities(List<String> tokens) {
        double[] z = bias.clone();
        for (String f : StyleFeatures.of(tokens)) {
            double[] w = weights.get(f);
            if (w != null) {
                for (int c = 0; c < z.length; c++) {
                    z[c] += w[c];
                }
            }
        }
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
        return z;
    }

    /**
     * P(style | caption).
     *
     * @throws IllegalArgumentException naming the styles known when {@code style} is not one of them
     */
    public double probability(String caption, String style) {
        return probabilities(caption)[indexOf(style)];
    }

    /** The most probable style of {@code caption}. */
    public String predict(String caption) {
        double[] p = probabilities(caption);
        int best = 0;
        for (int c = 1; c < p.length; c++) {
            if (p[c] > p[best]) {
                best = c;
            }
        }
        return styles.get(best);
    }

    /**
     * Deletion importance of each word of {@code caption} for {@code style}: how much P(style) drops when the word is
     * deleted; the most important word first (ERG's style-phrase extraction takes the top share of these).
     */
    public List<WordImportance> importance(String caption, String style) {
        int s = indexOf(style);
        List<String> tokens = StyleFeatures.tokens(caption);
        double full = probabilities(tokens)[s];
        List<WordImportance> out = new ArrayList<>(tokens.size());
        for (int i = 0; i < tokens.size(); i++) {
            List<String> without = new ArrayList<>(tokens);
            without.remove(i);
            out.add(new WordImportance(tokens.get(i), i, full - probabilities(without)[s]));
        }
        out.sort(Comparator.comparingDouble(WordImportance::drop).reversed()
                .thenComparingInt(WordImportance::index));
        return out;
    }

    /** The share of {@code captions} whose predicted style is their label. */
    public Accuracy accuracy(List<LabelledCaption> captions) {
        int correct = 0;
        for (LabelledCaption c : captions) {
            if (predict(c.caption()).equals(c.style())) {
                correct++;
            }
        }
        return new Accuracy(correct, captions.size());
    }

    /** The {@code n} features that most favour {@code style} over the mean of the others, strongest first. */
    public List<String> topFeatures(String style, int n) {
        int s = indexOf(style);
        return weights.entrySet().stream()
                .sorted(Comparator.comparingDouble((Map.Entry<String, double[]> e) -> -margin(e.getValue(), s))
                        .thenComparing(Map.Entry::getKey))
                .limit(n).map(Map.Entry::getKey).toList();
    }

    private static double margin(double[] w, int s) {
        double others = 0;
        for (int c = 0; c < w.length; c++) {
            others += c == s ? 0 : w[c];
        }
        return w[s] - others / (w.length - 1);
    }

    private int indexOf(String style) {
        int s = styles.indexOf(style);
        if (s < 0) {
            throw new IllegalArgumentException("unknown style '" + style + "'; this classifier knows " + styles);
        }
        return s;
    }

    /** The JSON layout of a saved classifier. */
    record FileContent(int format, String method, List<String> styles, double[] bias, Map<String, double[]> weights) {
    }

    /** Writes the model as JSON (a few hundred kilobytes for the FlickrStyle/COCO styles). */
    public void save(Path file) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        new ObjectMapper().disable(SerializationFeature.INDENT_OUTPUT)
                .writeValue(file.toFile(), new FileContent(FORMAT, method, styles, bias, new java.util.TreeMap<>(weights)));
    }

    /**
     * Reads a model written by {@link #save}.
     *
     * @throws IOException naming the file when it is not a style classifier of a known format
     */
    public static StyleClassifier load(Path file) throws IOException {
        FileContent c;
        try {
            c = new ObjectMapper().readValue(file.toFile(), FileContent.class);
        } catch (IOException e) {
            throw new IOException(file + ": not a style classifier file (" + e.getMessage() + ")", e);
        }
        if (c.format() != FORMAT || c.styles() == null || c.bias() == null || c.weights() == null) {
            throw new IOException(file + ": style classifier format " + c.format() + " with fields missing or "
                    + "unknown; this version reads format " + FORMAT);
        }
        try {
            return new StyleClassifier(c.method(), c.styles(), c.bias(), c.weights());
        } catch (IllegalArgumentException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
    }
}
