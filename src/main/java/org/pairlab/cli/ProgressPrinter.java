package org.pairlab.cli;

import org.pairlab.runs.JobListener;
import org.pairlab.runs.JobUpdate;

/**
 * Prints a foreground run's id once and then its log lines, for commands that run long jobs: on stdout normally, on
 * stderr with --json (stdout keeps its one JSON object), nowhere with --quiet.
 */
final class ProgressPrinter implements JobListener {
    private final CommonOptions common;
    private long announced = -1;

    ProgressPrinter(CommonOptions common) {
        this.common = common;
    }

    @Override
    public void onUpdate(JobUpdate u) {
        if (u.runId() != announced) {
            announced = u.runId();
            line("Run " + u.runId() + ": " + u.title());
        }
        if (u.logLine() != null && !u.logLine().isBlank() && !u.state().finished()) {
            line("  " + u.logLine());
        }
    }

    private void line(String s) {
        if (common.json()) {
            common.note(s);
        } else {
            common.say(s);
        }
    }
}
