package org.pairlab.cli;

import org.pairlab.runs.JobListener;
import org.pairlab.runs.JobUpdate;

/** Prints a foreground run's id once and then its log lines, for commands that run long jobs. */
final class ProgressPrinter implements JobListener {
    private long announced = -1;

    @Override
    public void onUpdate(JobUpdate u) {
        if (u.runId() != announced) {
            announced = u.runId();
            System.out.println("Run " + u.runId() + ": " + u.title());
        }
        if (u.logLine() != null && !u.logLine().isBlank() && !u.state().finished()) {
            System.out.println("  " + u.logLine());
        }
    }
}
