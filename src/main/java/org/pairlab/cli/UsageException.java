package org.pairlab.cli;

/** A command was given a value it cannot use (exit code 2); thrown before anything is written or recorded. */
public final class UsageException extends RuntimeException {
    public UsageException(String message) {
        super(message);
    }
}
