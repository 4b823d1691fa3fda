package org.pairlab.cli;

import java.util.Map;

/**
 * The command's work ran and failed (exit code 1); the message says what failed and why. {@code details} (e.g. an
 * import's problems) go into the {@code --json} error object beside the message.
 */
public final class WorkFailedException extends RuntimeException {
    private final transient Map<String, ?> details;

    public WorkFailedException(String message) {
        this(message, Map.of());
    }

    public WorkFailedException(String message, Map<String, ?> details) {
        super(message);
        this.details = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(details));
    }

    /** Fields for the JSON error object; empty when there are none. */
    public Map<String, ?> details() {
        return details;
    }
}
