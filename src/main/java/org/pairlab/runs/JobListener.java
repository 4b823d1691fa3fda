package org.pairlab.runs;

/** Hears about job progress; called on the job's thread, so UIs hand it to their own thread. */
@FunctionalInterface
public interface JobListener {
    void onUpdate(JobUpdate update);
}
