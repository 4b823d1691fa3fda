package org.pairlab.runs;

import java.util.Map;

/** Long work that runs off the UI thread, reports progress, can be cancelled and, where it checkpoints, resumed. */
public interface Job {
    /** Kind of run, e.g. "import", "export", "augment"; used to re-create the job on resume. */
    String kind();

    /** A short title for the Jobs panel. */
    String title();

    /** Parameters, stored with the run; {@link JobFactory} re-creates the job from them. */
    Map<String, Object> params();

    /**
     * Checks the request before anything is recorded: a job that would be refused throws here (with the reason), so
     * a rejected command leaves no run behind. Default: nothing to check.
     */
    default void precheck() {
    }

    /** Does the work; returns metrics to store with the run (may be empty). */
    Map<String, Object> run(JobContext context) throws Exception;
}
