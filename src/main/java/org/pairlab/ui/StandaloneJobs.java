package org.pairlab.ui;

import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import org.pairlab.dataset.QuietJobContext;
import org.pairlab.project.RunState;
import org.pairlab.runs.Job;
import org.pairlab.runs.JobCancelledException;
import org.pairlab.runs.JobContext;
import org.pairlab.runs.JobHandle.JobOutcome;

/**
 * Runs jobs one at a time on a background thread without a project: nothing is recorded, there is no Jobs panel
 * and no resume. Used by the Evaluate window opened from the welcome screen.
 */
public final class StandaloneJobs implements JobLauncher, AutoCloseable {
    private final ExecutorService executor = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "pairlab-standalone-job");
        t.setDaemon(true);
        return t;
    });

    /** A launcher with its own thread; close it to stop it. */
    public StandaloneJobs() {
    }

    @Override
    public Launch launch(Job job) {
        AtomicBoolean cancel = new AtomicBoolean();
        CompletableFuture<JobOutcome> outcome = new CompletableFuture<>();
        executor.execute(() -> outcome.complete(execute(job, cancel)));
        return new Launch(() -> cancel.set(true), outcome);
    }

    private static JobOutcome execute(Job job, AtomicBoolean cancel) {
        // Nothing is stored and nothing resumes; the job's own listener drives the view. Only cancel is wired.
        JobContext ctx = new QuietJobContext() {
            @Override
            public boolean cancelled() {
                return cancel.get();
            }
        };
        try {
            Map<String, Object> metrics = job.run(ctx);
            return new JobOutcome(0, RunState.SUCCEEDED, "Finished", metrics == null ? Map.of() : metrics);
        } catch (JobCancelledException e) {
            return new JobOutcome(0, RunState.CANCELLED, "Cancelled", Map.of());
        } catch (Exception | Error e) {
            return new JobOutcome(0, RunState.FAILED, Errors.describe(e), Map.of());
        }
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }
}
