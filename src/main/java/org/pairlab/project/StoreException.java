package org.pairlab.project;

/** A project-file operation failed; the message names the file and what went wrong. */
public class StoreException extends RuntimeException {
    public StoreException(String message) {
        super(message);
    }

    public StoreException(String message, Throwable cause) {
        super(message, cause);
    }
}
