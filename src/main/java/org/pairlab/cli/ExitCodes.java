package org.pairlab.cli;

import java.util.concurrent.CancellationException;
import org.pairlab.project.ProjectUnusableException;
import org.pairlab.project.RunState;
import org.pairlab.runs.JobCancelledException;
import org.pairlab.runs.JobHandle;

/** The exit codes of every command (docs/cli.md) and the one place an exception is mapped to one. */
public final class ExitCodes {
    /** The command did what was asked. */
    public static final int OK = 0;
    /** The work ran and failed (a bad input file, a failed run, a model error). */
    public static final int FAILED = 1;
    /** Bad usage: an unknown option, a bad value, a missing argument; nothing was written and no run recorded. */
    public static final int USAGE = 2;
    /** The project file cannot be used: missing, not a project, newer schema, damaged, locked, read-only for a change. */
    public static final int PROJECT_UNUSABLE = 3;
    /** Interrupted (Ctrl-C / SIGINT, or the run was cancelled); the run is recorded as cancelled and can be resumed. */
    public static final int INTERRUPTED = 130;

    private ExitCodes() {
    }

    /** The exit code for an exception that ended a command. */
    public static int of(Throwable ex) {
        for (Throwable t = ex; t != null; t = t.getCause()) {
            if (t instanceof ProjectUnusableException) {
                return PROJECT_UNUSABLE;
            }
            if (t instanceof RunInterruptedException || t instanceof JobCancelledException
                    || t instanceof CancellationException || t instanceof InterruptedException) {
                return INTERRUPTED;
            }
            if (t instanceof UsageException || t instanceof picocli.CommandLine.ParameterException) {
                return USAGE;
            }
            if (t instanceof WorkFailedException) {
                return FAILED;
            }
        }
        // Anything else (including IllegalArgumentException from the core: a malformed input file) is failed work;
        // commands turn bad option values into UsageException before anything runs.
        return FAILED;
    }

    /** Returns normally if the run succeeded; else throws the exception for how it ended (130 or 1), naming the run. */
    public static void requireSucceeded(String what, JobHandle.JobOutcome out) {
        requireSucceeded(what, out, java.util.Map.of());
    }

    /** As {@link #requireSucceeded(String, JobHandle.JobOutcome)}, with fields for the --json error object. */
    public static void requireSucceeded(String what, JobHandle.JobOutcome out, java.util.Map<String, ?> details) {
        if (out.state() == RunState.SUCCEEDED) {
            return;
        }
        String message = what + " (run " + out.runId() + ") " + out.state().db() + ": " + out.message();
        if (out.state() == RunState.CANCELLED || out.state() == RunState.INTERRUPTED) {
            throw new RunInterruptedException(message + "; resume it with: pairlab resume FILE --run " + out.runId());
        }
        throw new WorkFailedException(message, details);
    }
}
