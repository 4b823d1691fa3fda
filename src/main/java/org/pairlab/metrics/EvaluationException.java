package org.pairlab.metrics;

/** An evaluation input that cannot be used; the message is one line naming what is wrong and where. */
public final class EvaluationException extends Exception {
    private static final long serialVersionUID = 1L;

    /** An error with a one-line message. */
    public EvaluationException(String message) {
        super(message);
    }

    /** An error with a one-line message and its cause. */
    public EvaluationException(String message, Throwable cause) {
        super(message, cause);
    }
}
