package org.pairlab.cli;

import org.pairlab.project.StoreException;
import org.pairlab.runs.Job;

/**
 * Runs a job's own checks (input files exist, the export target is safe, the split and names exist) before the run
 * is recorded: a refusal there is bad usage (exit 2), and nothing has been written.
 */
final class Prechecks {
    private Prechecks() {
    }

    /** The job's precheck, with its refusal as a {@link UsageException}; project-file problems pass through (exit 3/1). */
    static <J extends Job> J checked(J job) {
        try {
            job.precheck();
        } catch (StoreException e) {
            throw e;
        } catch (RuntimeException e) {
            throw new UsageException(CliErrors.describe(e));
        }
        return job;
    }
}
