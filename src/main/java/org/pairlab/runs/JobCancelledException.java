package org.pairlab.runs;

/** Thrown inside a job when the user cancelled it. */
public class JobCancelledException extends RuntimeException {
    public JobCancelledException() {
        super("Cancelled by the user");
    }
}
