package org.pairlab.ml;

/** A model that cannot be found, verified, loaded or run; the message names the file. */
public class ModelException extends RuntimeException {
    public ModelException(String message) {
        super(message);
    }

    public ModelException(String message, Throwable cause) {
        super(message, cause);
    }
}
