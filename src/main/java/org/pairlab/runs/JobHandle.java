package org.pairlab.runs;

import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import org.pairlab.project.RunState;

/** A submitted job: its run id, a way to cancel it and the outcome. */
public final class JobHandle {
    private final long runId;
    private final AtomicBoolean cancel;
    private final CompletableFuture<JobOutcome> outcome;

    JobHandle(long runId, AtomicBoolean cancel, CompletableFuture<JobOutcome> outcome) {
        this.runId = runId;
        this.cancel = cancel;
        this.outcome = outcome;
    }

    public long runId() {
        return runId;
    }

    /** Asks the job to stop at its next check. */
    public void cancel() {
        cancel.set(true);
    }

    public CompletableFuture<JobOutcome> outcome() {
        return outcome;
    }

    /** How a job ended. */
    public record JobOutcome(long runId, RunState state, String message, Map<String, Object> metrics) {
    }
}
