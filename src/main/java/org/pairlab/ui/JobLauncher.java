package org.pairlab.ui;

import java.util.concurrent.CompletableFuture;
import org.pairlab.runs.Job;
import org.pairlab.runs.JobHandle;
import org.pairlab.runs.JobHandle.JobOutcome;

/**
 * Where a view model runs its job: the open project's {@link org.pairlab.runs.JobRunner} (recorded, shown in the
 * Jobs panel) or {@link StandaloneJobs} when no project is open.
 */
@FunctionalInterface
public interface JobLauncher {
    /** A started job: how to cancel it and how it ended. */
    record Launch(Runnable cancel, CompletableFuture<JobOutcome> outcome) {
    }

    /** Queues {@code job}; fails (throws) only if it cannot be started at all. */
    Launch launch(Job job);

    /** Jobs go through the Jobs panel of an open project. */
    static JobLauncher of(JobsViewModel jobs) {
        return job -> {
            JobHandle h = jobs.submit(job);
            return new Launch(h::cancel, h.outcome());
        };
    }
}
