package org.pairlab.cli;

/** The run was cancelled or interrupted (Ctrl-C, SIGTERM) before it finished (exit code 130); it can be resumed. */
public final class RunInterruptedException extends RuntimeException {
    public RunInterruptedException(String message) {
        super(message);
    }
}
