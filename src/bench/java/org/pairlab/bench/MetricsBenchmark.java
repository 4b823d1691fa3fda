package org.pairlab.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;
import org.pairlab.metrics.Bleu;
import org.pairlab.metrics.CiderD;
import org.pairlab.metrics.Meteor;
import org.pairlab.metrics.PtbTokenizer;
import org.pairlab.metrics.RougeL;
import org.pairlab.metrics.Score;
import org.pairlab.metrics.TokenizedCorpus;

/**
 * Times tokenisation and each metric on COCO val2017 captions (5,000 images, 25,014 captions).
 *
 * <p>Per image, the caption with the lowest annotation id is the candidate and the others are the references.
 * Every stage runs once to warm up, then {@link #RUNS} times; the report gives the median and the minimum.
 * Run with {@code java -cp ... MetricsBenchmark [SHARED_DATA_DIR]}.
 */
public final class MetricsBenchmark {
    /** Timed runs per stage after the warm-up. */
    public static final int RUNS = 5;

    private MetricsBenchmark() {
    }

    /**
     * The benchmark input: per image, the first caption by annotation id is the candidate, the rest references.
     *
     * @param file the captions file
     * @param imageIds images in the file's order (those with at least two captions)
     * @param candidateLines raw candidates, one per image
     * @param referenceLines raw references of all images, image after image
     * @param referenceCounts references per image
     */
    public record Val2017(Path file, List<Long> imageIds, List<String> candidateLines, List<String> referenceLines,
            List<Integer> referenceCounts) {

        /** Tokenized as the toolkit does it (one run per side) and indexed. */
        public TokenizedCorpus corpus() {
            PtbTokenizer tokenizer = new PtbTokenizer();
            return corpus(tokenizer.tokenizeAll(referenceLines), tokenizer.tokenizeAll(candidateLines));
        }

        TokenizedCorpus corpus(List<String> refTokens, List<String> candTokens) {
            List<TokenizedCorpus.Sample> samples = new ArrayList<>();
            int r = 0;
            for (int i = 0; i < imageIds.size(); i++) {
                samples.add(new TokenizedCorpus.Sample(imageIds.get(i), refTokens.subList(r, r + referenceCounts.get(i)),
                        candTokens.get(i)));
                r += referenceCounts.get(i);
            }
            return TokenizedCorpus.of(samples);
        }
    }

    /** Loads {@code sharedData}/coco-captions-val2017/captions_val2017.json as benchmark input. */
    public static Val2017 val2017(Path sharedData) {
        Path file = sharedData.resolve("coco-captions-val2017").resolve("captions_val2017.json");
        JsonNode root;
        try {
            root = new ObjectMapper().readTree(file.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + file, e);
        }
        // Image order of the file; per image its captions sorted by annotation id.
        Map<Long, List<long[]>> byImage = new LinkedHashMap<>();
        List<String> texts = new ArrayList<>();
        for (JsonNode img : root.get("images")) {
            byImage.put(img.get("id").asLong(), new ArrayList<>());
        }
        for (JsonNode a : root.get("annotations")) {
            texts.add(a.get("caption").asText());
            byImage.computeIfAbsent(a.get("image_id").asLong(), k -> new ArrayList<>())
                    .add(new long[] {a.get("id").asLong(), texts.size() - 1});
        }
        List<Long> ids = new ArrayList<>();
        List<String> candLines = new ArrayList<>();
        List<String> refLines = new ArrayList<>();
        List<Integer> refCounts = new ArrayList<>();
        for (Map.Entry<Long, List<long[]>> e : byImage.entrySet()) {
            List<long[]> caps = e.getValue();
            if (caps.size() < 2) {
                continue;
            }
            caps.sort((x, y) -> Long.compare(x[0], y[0]));
            ids.add(e.getKey());
            candLines.add(texts.get((int) caps.get(0)[1]));
            for (int i = 1; i < caps.size(); i++) {
                refLines.add(texts.get((int) caps.get(i)[1]));
            }
            refCounts.add(caps.size() - 1);
        }
        return new Val2017(file, ids, candLines, refLines, refCounts);
    }

    /** Runs the benchmark on {@code sharedData}/coco-captions-val2017 and returns a printable report. */
    public static String run(Path sharedData) {
        Val2017 data = val2017(sharedData);
        List<Long> ids = data.imageIds();
        List<String> candLines = data.candidateLines();
        List<String> refLines = data.referenceLines();
        Path file = data.file();
        PtbTokenizer tokenizer = new PtbTokenizer();
        StringBuilder report = new StringBuilder();
        report.append(String.format(Locale.ROOT, "PairLab caption metrics benchmark: %s%n", file));
        report.append(String.format(Locale.ROOT, "%d images, %d candidates, %d references; %d CPU cores, Java %s%n",
                ids.size(), candLines.size(), refLines.size(), Runtime.getRuntime().availableProcessors(),
                System.getProperty("java.version")));
        report.append(String.format(Locale.ROOT, "warm-up 1 run, then median (min) of %d runs, milliseconds%n", RUNS));

        List<List<String>> tokens = timed(report, "tokenize (PTB, both sides)",
                () -> List.of(tokenizer.tokenizeAll(refLines), tokenizer.tokenizeAll(candLines)));
        TokenizedCorpus corpus = timed(report, "n-gram index (TokenizedCorpus)", () -> data.corpus(tokens.get(0),
                tokens.get(1)));
        Score bleu = timed(report, "BLEU-1..4", () -> new Bleu().score(corpus));
        Score rouge = timed(report, "ROUGE-L", () -> new RougeL().score(corpus));
        Score cider = timed(report, "CIDEr-D", () -> new CiderD().score(corpus));
        long t0 = System.nanoTime();
        Meteor meteor = new Meteor();
        double load = (System.nanoTime() - t0) / 1e6;
        t0 = System.nanoTime();
        meteor.score(corpus);
        double cold = (System.nanoTime() - t0) / 1e6;
        report.append(String.format(Locale.ROOT, "  %-34s %9.1f%n", "METEOR: load WordNet", load));
        report.append(String.format(Locale.ROOT, "  %-34s %9.1f%n", "METEOR: first run (WordNet lookups)", cold));
        Score met = timed(report, "METEOR (cached WordNet)", () -> meteor.score(corpus));
        report.append(String.format(Locale.ROOT, "scores: Bleu_4 %.4f, METEOR %.4f, ROUGE_L %.4f, CIDEr %.4f%n",
                bleu.corpus("Bleu_4"), met.corpus("METEOR"), rouge.corpus("ROUGE_L"), cider.corpus("CIDEr")));
        return report.toString();
    }

    private static <T> T timed(StringBuilder report, String label, Supplier<T> work) {
        T result = work.get();
        double[] ms = new double[RUNS];
        for (int i = 0; i < RUNS; i++) {
            long t = System.nanoTime();
            result = work.get();
            ms[i] = (System.nanoTime() - t) / 1e6;
        }
        Arrays.sort(ms);
        report.append(String.format(Locale.ROOT, "  %-34s %9.1f (%.1f)%n", label, ms[RUNS / 2], ms[0]));
        return result;
    }

    /** Prints the report; the optional argument is the shared data directory (default {@code ../shared/data}). */
    public static void main(String[] args) {
        Path dir = args.length > 0 ? Path.of(args[0])
                : Path.of(System.getProperty("pairlab.sharedData", "../shared/data"));
        System.out.print(run(dir));
    }
}
