package org.pairlab.lm.llm;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;

/** Maps a list on a few threads, results in input order; the first failure cancels the rest and is rethrown. */
final class BoundedBatch {
    private BoundedBatch() {
    }

    static <T, R> List<R> map(List<T> items, int threads, Function<T, R> work) {
        if (items.size() <= 1 || threads <= 1) {
            return items.stream().map(work).toList();
        }
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, items.size()), r -> {
            Thread t = new Thread(r, "pairlab-llm");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<R>> futures = new ArrayList<>(items.size());
            for (T item : items) {
                futures.add(pool.submit(() -> work.apply(item)));
            }
            List<R> out = new ArrayList<>(items.size());
            for (Future<R> f : futures) {
                out.add(f.get());
            }
            return out;
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException re) {
                throw re;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(cause);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LlmException(LlmProblem.INTERRUPTED, "LLM requests were interrupted", e);
        } finally {
            pool.shutdownNow();
        }
    }
}
