package org.pairlab.project;

/**
 * The project file itself cannot be used for what was asked: missing, not a PairLab project, from a newer PairLab,
 * damaged, locked by another writer, or read-only when a change must be saved. The command line exits 3 on it.
 */
public class ProjectUnusableException extends StoreException {
    public ProjectUnusableException(String message) {
        super(message);
    }

    public ProjectUnusableException(String message, Throwable cause) {
        super(message, cause);
    }
}
