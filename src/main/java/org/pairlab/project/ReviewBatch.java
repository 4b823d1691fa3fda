package org.pairlab.project;

/**
 * A bulk decision recorded as one review step: {@code note} is stored on each of its reviews ({@code batch:<uuid>}),
 * which is how undo finds the whole step again.
 */
public record ReviewBatch(String note, Decision decision, int count) {
    /** Start of the note every review of a batch carries. */
    public static final String PREFIX = "batch:";
}
