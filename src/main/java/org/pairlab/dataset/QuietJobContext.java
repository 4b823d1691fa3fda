package org.pairlab.dataset;

import java.util.Optional;
import org.pairlab.runs.JobContext;

/**
 * A job context for running a job outside the job runner (tests, benchmarks, the standalone Evaluate window): nothing
 * is recorded or shown; extend it to watch only what you need.
 */
public class QuietJobContext implements JobContext {
    @Override
    public long runId() {
        return 0;
    }

    @Override
    public void progress(long done, long total, String message) {
        // nobody is watching
    }

    @Override
    public void log(String line) {
        // nobody is watching
    }

    @Override
    public void checkpoint(String json) {
        // nothing resumes outside the job runner, so checkpoints are not needed
    }

    @Override
    public Optional<String> resumeFrom() {
        return Optional.empty();
    }

    @Override
    public boolean cancelled() {
        return false;
    }
}
