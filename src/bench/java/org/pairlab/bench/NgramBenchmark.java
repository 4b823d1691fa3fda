package org.pairlab.bench;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.pairlab.lm.LmTokenizer;
import org.pairlab.lm.SentenceScore;
import org.pairlab.lm.ngram.KneserNeyTrainer;
import org.pairlab.lm.ngram.NgramModel;
import org.pairlab.project.Json;

/**
 * {@code pairlab bench lm}: trains a Kneser-Ney trigram on 600k captions (the 25k val2017 captions 24 times over,
 * each copy after the first with two neighbouring words swapped at random, so the copies add new n-grams), then
 * times scoring and the ARPA round trip.
 */
public final class NgramBenchmark {
    private NgramBenchmark() {
    }

    /** Runs the benchmark with the val2017 captions {@code repeat} times over; returns the report. */
    public static String run(Path sharedData, Path work, int repeat) throws IOException {
        List<String> base = new ArrayList<>();
        JsonNode root = Json.MAPPER.readTree(sharedData.resolve("coco-captions-val2017/captions_val2017.json").toFile());
        root.get("annotations").forEach(a -> base.add(a.get("caption").asText()));
        List<String> captions = perturbedCopies(base, repeat);
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "lm bench: %,d captions (%,d val2017 x %d); %d cores%n", captions.size(),
                base.size(), repeat, Runtime.getRuntime().availableProcessors()));
        // Warm-up so the JIT has compiled the tokenizer and the counting loops.
        new KneserNeyTrainer(3, LmTokenizer.PTB).train(base);

        long t = System.nanoTime();
        long cpu = cpu();
        List<List<String>> tokens = captions.parallelStream().map(LmTokenizer.PTB::tokenize).toList();
        line(out, "PTB tokenize (2 threads)", captions.size(), t, cpu);
        t = System.nanoTime();
        cpu = cpu();
        NgramModel fromTokens = new KneserNeyTrainer(3, LmTokenizer.PTB).trainTokens(tokens);
        line(out, "train kn-3 on tokens", captions.size(), t, cpu);
        t = System.nanoTime();
        cpu = cpu();
        NgramModel model = new KneserNeyTrainer(3, LmTokenizer.PTB).train(captions);
        line(out, "train kn-3 from captions (tokenize incl.)", captions.size(), t, cpu);
        out.append(String.format(Locale.ROOT, "  model: %s; %,d / %,d / %,d n-grams; same as from tokens: %b%n",
                model.describe(), model.ngramCount(1), model.ngramCount(2), model.ngramCount(3),
                model.ngramCount(3) == fromTokens.ngramCount(3)));

        List<List<String>> scored = tokens.subList(0, Math.min(tokens.size(), 250_000));
        score(model, scored); // warm-up
        t = System.nanoTime();
        cpu = cpu();
        SentenceScore total = score(model, scored);
        line(out, "score tokenized captions (1 thread)", scored.size(), t, cpu);
        List<String> raw = captions.subList(0, scored.size());
        t = System.nanoTime();
        cpu = cpu();
        for (String c : raw) {
            model.scoreCaption(c);
        }
        line(out, "score captions, PTB incl. (1 thread)", raw.size(), t, cpu);
        t = System.nanoTime();
        cpu = cpu();
        double sum = 0;
        for (int i = 0; i < 2000; i++) {
            double[] lp = model.logProbs(model.advance(model.start(), model.vocabulary().get(i % 50)));
            sum += lp[0];
        }
        double s = (System.nanoTime() - t) / 1e9;
        out.append(String.format(Locale.ROOT, "  %-44s %9.3f ms per call (%,d words)%n", "logProbs over the vocabulary",
                s * 1000 / 2000, model.vocabulary().size()));

        Path arpa = work.resolve("bench-kn3.arpa");
        t = System.nanoTime();
        cpu = cpu();
        model.writeArpa(arpa);
        double w = (System.nanoTime() - t) / 1e9;
        t = System.nanoTime();
        cpu = cpu();
        NgramModel read = NgramModel.readArpa(arpa, LmTokenizer.PTB);
        double r = (System.nanoTime() - t) / 1e9;
        out.append(String.format(Locale.ROOT, "  ARPA write %.2f s, read %.2f s (%,d MB); training-set perplexity %.2f%s%n", w, r,
                Files.size(arpa) >> 20, total.perplexity(), read.ngramCount(3) == model.ngramCount(3) && sum < 0 ? "" : " (MISMATCH)"));
        Files.deleteIfExists(arpa);
        return out.toString();
    }

    private static SentenceScore score(NgramModel model, List<List<String>> sentences) {
        SentenceScore total = SentenceScore.zero();
        for (List<String> s : sentences) {
            total = total.plus(model.score(s));
        }
        return total;
    }

    static List<String> perturbedCopies(List<String> base, int repeat) {
        List<String> out = new ArrayList<>(base.size() * repeat);
        out.addAll(base);
        SplittableRandom random = new SplittableRandom(12);
        for (int r = 1; r < repeat; r++) {
            for (String c : base) {
                String[] words = c.trim().split("\\s+");
                if (words.length > 2) {
                    int i = random.nextInt(words.length - 1);
                    String x = words[i];
                    words[i] = words[i + 1];
                    words[i + 1] = x;
                }
                out.add(String.join(" ", words));
            }
        }
        return out;
    }

    /** Wall time and rate, and the process CPU time: on a shared machine the CPU rate is the fairer figure. */
    private static void line(StringBuilder out, String what, int n, long t0, long cpu0) {
        double s = (System.nanoTime() - t0) / 1e9;
        double c = (cpu() - cpu0) / 1e9;
        out.append(String.format(Locale.ROOT, "  %-42s %7.2f s %,10.0f captions/s | %6.2f CPU-s %,10.0f captions/CPU-s%n",
                what, s, n / s, c, n / c));
    }

    private static long cpu() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }
}
