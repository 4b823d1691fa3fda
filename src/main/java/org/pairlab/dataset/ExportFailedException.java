package org.pairlab.dataset;

/** An export could not be written; the message names the folder or file and the reason. */
public class ExportFailedException extends RuntimeException {
    public ExportFailedException(String message) {
        super(message);
    }

    public ExportFailedException(String message, Throwable cause) {
        super(message, cause);
    }
}
