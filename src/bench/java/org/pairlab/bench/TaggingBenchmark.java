package org.pairlab.bench;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.ToIntFunction;
import opennlp.tools.util.Span;
import org.pairlab.augment.cutswap.NounLemmaTagger;
import org.pairlab.project.Json;
import org.pairlab.text.CaptionTagger;
import org.pairlab.text.OpenNlpEnglishModels;

/**
 * {@code pairlab bench tagging}: captions per second of each step of caption tagging on the COCO val2017 captions
 * (tokenizer, POS tagger, lemmatizer) and of the taggers built from them, on one thread and on a thread per core,
 * so the report shows where tagging spends its time. Rates are per CPU-second of the tagging threads (robust on a
 * shared, loaded machine; a quiet 2-core machine tags about twice the one-thread rate) and per wall-clock second.
 */
public final class TaggingBenchmark {
    private TaggingBenchmark() {
    }

    /** Runs every stage and returns the report. */
    public static String run(Path sharedData, int threads) throws Exception {
        List<String> captions = cocoCaptions(sharedData.resolve("coco-captions-val2017/captions_val2017.json"));
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "Caption tagging, COCO val2017 (%,d captions), %d cores, %d threads:%n",
                captions.size(), Runtime.getRuntime().availableProcessors(), threads));
        long t0 = System.nanoTime();
        OpenNlpEnglishModels models = OpenNlpEnglishModels.load();
        out.append(String.format(Locale.ROOT, "  load OpenNLP models: %.2f s%n", (System.nanoTime() - t0) / 1e9));
        ThreadLocal<OpenNlpEnglishModels.Tools> tools = models.perThreadTools();
        ToIntFunction<String> tokens = c -> tools.get().tokenizer().tokenizePos(c).length;
        ToIntFunction<String> posTags = c -> {
            OpenNlpEnglishModels.Tools t = tools.get();
            return t.tagger().tag(Span.spansToStrings(t.tokenizer().tokenizePos(c), c)).length;
        };
        CaptionTagger full = CaptionTagger.english();
        ToIntFunction<String> withLemmas = c -> full.tag(c, true).tokens().size();
        ToIntFunction<String> withoutLemmas = c -> full.tag(c, false).tokens().size();
        NounLemmaTagger nouns = NounLemmaTagger.english();
        ToIntFunction<String> nounLemmas = c -> nouns.tag(c).tokens().size();

        out.append(line("tokenizer only", tokens, captions, threads));
        out.append(line("tokenizer + POS tagger", posTags, captions, threads));
        out.append(line("CaptionTagger, no lemmas", withoutLemmas, captions, threads));
        out.append(line("NounLemmaTagger (CutSwap)", nounLemmas, captions, threads));
        // Lemmas come from RememberingLemmatizer (OpenNLP's lemmas, its model's answers remembered): all captions now.
        out.append(line("CaptionTagger with lemmas", withLemmas, captions, threads));
        return out.toString();
    }

    private static String line(String name, ToIntFunction<String> step, List<String> captions, int threads)
            throws Exception {
        // The first pass warms the JIT and each thread's OpenNLP tools; the second is measured.
        rate(step, captions.subList(0, Math.min(5000, captions.size())), threads);
        double[] r = rate(step, captions, threads);
        return String.format(Locale.ROOT, "  %-38s %,9.0f captions per CPU-second, %,9.0f captions/s wall on %d threads%n",
                name, r[0], r[1], threads);
    }

    /** Captions per CPU-second and per wall-clock second of {@code step} over {@code captions}, {@code threads} at a time. */
    static double[] rate(ToIntFunction<String> step, List<String> captions, int threads) throws Exception {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        AtomicInteger next = new AtomicInteger();
        AtomicLong sink = new AtomicLong();
        AtomicLong cpu = new AtomicLong();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            long t0 = System.nanoTime();
            List<Future<?>> futures = new ArrayList<>();
            for (int k = 0; k < threads; k++) {
                futures.add(pool.submit(() -> {
                    long c0 = mx.getCurrentThreadCpuTime();
                    long n = 0;
                    for (int i = next.getAndIncrement(); i < captions.size(); i = next.getAndIncrement()) {
                        n += step.applyAsInt(captions.get(i));
                    }
                    cpu.addAndGet(mx.getCurrentThreadCpuTime() - c0);
                    sink.addAndGet(n);
                }));
            }
            for (Future<?> f : futures) {
                f.get();
            }
            double secs = (System.nanoTime() - t0) / 1e9;
            if (sink.get() == 0) {
                throw new IllegalStateException("tagging produced no tokens");
            }
            return new double[] {captions.size() / (cpu.get() / 1e9), captions.size() / secs};
        } finally {
            pool.shutdownNow();
        }
    }

    private static List<String> cocoCaptions(Path file) throws IOException {
        JsonNode root = Json.MAPPER.readTree(file.toFile());
        List<String> out = new ArrayList<>();
        for (JsonNode a : root.get("annotations")) {
            out.add(a.get("caption").asText());
        }
        return out;
    }
}
