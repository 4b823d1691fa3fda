package org.pairlab.metrics;

import java.util.concurrent.CancellationException;
import java.util.stream.IntStream;

/** Runs independent per-image work in chunks on the common pool, with progress and cancellation. */
final class Parallel {
    private Parallel() {
    }

    /** Work on the index range {@code [from, to)}. */
    @FunctionalInterface
    interface RangeBody {
        void run(int from, int to);
    }

    /**
     * Runs {@code body} over {@code [0, n)} in chunks, possibly in parallel.
     *
     * <p>Each chunk first checks whether the calling thread was interrupted; the workers are pool threads, so the
     * caller's flag is the one a UI job sets when the user cancels.
     */
    static void forRange(int n, int chunk, RangeBody body, Progress progress, String stage) {
        Thread caller = Thread.currentThread();
        int chunks = (n + chunk - 1) / chunk;
        Object lock = new Object();
        int[] done = {0};
        IntStream range = IntStream.range(0, chunks);
        if (chunks > 1) {
            range = range.parallel();
        }
        range.forEach(c -> {
            checkCancelled(caller);
            int from = c * chunk;
            int to = Math.min(n, from + chunk);
            body.run(from, to);
            synchronized (lock) {
                done[0] += to - from;
                progress.update((double) done[0] / n, stage);
            }
        });
        checkCancelled(caller);
    }

    static void checkCancelled(Thread caller) {
        if (caller.isInterrupted()) {
            throw new CancellationException("Evaluation cancelled");
        }
    }
}
