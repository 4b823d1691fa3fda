package org.pairlab.text;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

/**
 * Scores a corpus of captions: tags every caption (in parallel, the tagger being the slow part), builds the corpus
 * probabilities from all of them and gives each caption its rho.
 */
public final class InformativenessScorer {
    private static final int CHUNK = 256;

    /** Told how many captions are tagged so far. */
    @FunctionalInterface
    public interface Progress {
        void update(int done, int total);

        /** Tells nobody. */
        static Progress none() {
            return (done, total) -> { };
        }
    }

    /** The scores of a corpus, in the order of its captions, and the model they came from. */
    public record Result(InformativenessModel model, List<CaptionNGrams> ngrams, double[] rho) {
    }

    private final CaptionTagger tagger;
    private final int threads;

    /** {@code threads}: how many captions are tagged at once (at least 1). */
    public InformativenessScorer(CaptionTagger tagger, int threads) {
        this.tagger = tagger;
        this.threads = Math.max(1, threads);
    }

    /** Threads to use by default: the machine's cores. */
    public static int defaultThreads() {
        return Runtime.getRuntime().availableProcessors();
    }

    /** Tags and scores the corpus; throws {@link CancellationException} once {@code cancelled} answers true. */
    public Result score(List<String> captions, Progress progress, BooleanSupplier cancelled) {
        List<CaptionNGrams> ngrams = extract(captions, progress, cancelled);
        InformativenessModel model = InformativenessModel.fromCorpus(ngrams);
        double[] rho = new double[ngrams.size()];
        for (int i = 0; i < rho.length; i++) {
            rho[i] = model.rho(ngrams.get(i));
        }
        return new Result(model, ngrams, rho);
    }

    /** The n-grams of each caption, in order. */
    public List<CaptionNGrams> extract(List<String> captions, Progress progress, BooleanSupplier cancelled) {
        int n = captions.size();
        CaptionNGrams[] out = new CaptionNGrams[n];
        AtomicInteger done = new AtomicInteger();
        int chunks = (n + CHUNK - 1) / CHUNK;
        if (threads == 1 || chunks <= 1) {
            for (int c = 0; c < chunks; c++) {
                tagChunk(captions, out, c, cancelled);
                progress.update(done.addAndGet(Math.min(n, (c + 1) * CHUNK) - c * CHUNK), n);
            }
            return Arrays.asList(out);
        }
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, chunks), r -> {
            Thread t = new Thread(r, "pairlab-tagger");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (int c = 0; c < chunks; c++) {
                int chunk = c;
                futures.add(pool.submit(() -> {
                    tagChunk(captions, out, chunk, cancelled);
                    progress.update(done.addAndGet(Math.min(n, (chunk + 1) * CHUNK) - chunk * CHUNK), n);
                }));
            }
            for (Future<?> f : futures) {
                try {
                    f.get();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new CancellationException("Scoring interrupted");
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof RuntimeException r) {
                        throw r;
                    }
                    throw new IllegalStateException(e.getCause());
                }
            }
        } finally {
            pool.shutdownNow();
        }
        return Arrays.asList(out);
    }

    private void tagChunk(List<String> captions, CaptionNGrams[] out, int chunk, BooleanSupplier cancelled) {
        if (cancelled.getAsBoolean()) {
            throw new CancellationException("Scoring cancelled");
        }
        int to = Math.min(captions.size(), (chunk + 1) * CHUNK);
        for (int i = chunk * CHUNK; i < to; i++) {
            // Surface forms are counted, so the lemmatizer is not needed.
            out[i] = CaptionNGrams.of(tagger.tag(captions.get(i), false));
        }
    }
}
