package org.pairlab.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.pairlab.text.CaptionTagger;
import org.pairlab.text.InformativenessFilter;
import org.pairlab.text.InformativenessScorer;

/**
 * Times the informativeness score on COCO val2017 captions (25,014): tagger loading, tagging with one thread and
 * with two, and reports the corpus figures (vocabulary sizes, rho quantiles, share below the paper's threshold).
 */
public final class InformativenessBenchmark {
    private InformativenessBenchmark() {
    }

    /** Runs the benchmark on {@code sharedData/coco-captions-val2017} and returns the report. */
    public static String run(Path sharedData) {
        List<String> captions = read(sharedData.resolve("coco-captions-val2017/captions_val2017.json"));
        StringBuilder out = new StringBuilder();
        long t0 = System.nanoTime();
        CaptionTagger tagger = CaptionTagger.english();
        double loadS = seconds(t0);
        out.append(String.format(Locale.ROOT, "informativeness on COCO val2017: %,d captions; %d cores%n", captions.size(),
                Runtime.getRuntime().availableProcessors()));
        out.append(String.format(Locale.ROOT, "  tagger load            %8.2f s%n", loadS));
        // Warm-up: the JIT and each thread's OpenNLP tools.
        new InformativenessScorer(tagger, 2).score(captions.subList(0, Math.min(1000, captions.size())),
                InformativenessScorer.Progress.none(), () -> false);
        InformativenessScorer.Result result = null;
        for (int threads : new int[] {1, 2}) {
            long t = System.nanoTime();
            result = new InformativenessScorer(tagger, threads).score(captions, InformativenessScorer.Progress.none(), () -> false);
            double s = seconds(t);
            out.append(String.format(Locale.ROOT, "  score, %d thread%s       %8.2f s  %,10.0f captions/s%n", threads,
                    threads == 1 ? " " : "s", s, captions.size() / s));
        }
        double[] rho = result.rho().clone();
        Arrays.sort(rho);
        long below = Arrays.stream(rho).filter(r -> r < InformativenessFilter.DEFAULT_THRESHOLD).count();
        out.append(String.format(Locale.ROOT, "  vocabularies           %,d nouns, %,d descriptor-object bigrams%n",
                result.model().unigramVocabularySize(), result.model().bigramVocabularySize()));
        out.append(String.format(Locale.ROOT, "  rho quantiles          min %.2f  p10 %.2f  median %.2f  p90 %.2f  max %.2f%n",
                rho[0], q(rho, 0.1), q(rho, 0.5), q(rho, 0.9), rho[rho.length - 1]));
        out.append(String.format(Locale.ROOT, "  below 20               %,d captions (%.1f %%)%n", below, 100.0 * below / rho.length));
        return out.toString();
    }

    private static double q(double[] sorted, double p) {
        return sorted[(int) Math.min(sorted.length - 1, Math.round(p * (sorted.length - 1)))];
    }

    private static double seconds(long start) {
        return (System.nanoTime() - start) / 1e9;
    }

    private static List<String> read(Path file) {
        try {
            JsonNode root = new ObjectMapper().readTree(file.toFile());
            List<String> out = new ArrayList<>();
            root.get("annotations").forEach(a -> out.add(a.get("caption").asText()));
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + file + ": " + e.getMessage(), e);
        }
    }
}
