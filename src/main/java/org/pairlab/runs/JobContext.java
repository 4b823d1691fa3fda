package org.pairlab.runs;

import java.util.Optional;

/** What a running job can see and say: progress, log, checkpoints, cancellation. */
public interface JobContext {
    /** The run's id in the project. */
    long runId();

    /** Reports that {@code done} of {@code total} units are finished. */
    void progress(long done, long total, String message);

    /** Appends a line to the run's log. */
    void log(String line);

    /** Stores a checkpoint (JSON) from which a resumed run continues. */
    void checkpoint(String json);

    /** The checkpoint of an earlier, interrupted attempt of this run, if any. */
    Optional<String> resumeFrom();

    /** True once the user asked to cancel. */
    boolean cancelled();

    /** Throws {@link JobCancelledException} once the user asked to cancel. */
    default void checkCancelled() {
        if (cancelled() || Thread.currentThread().isInterrupted()) {
            throw new JobCancelledException();
        }
    }
}
