package org.pairlab.dataset;

/** Which items an export contains. */
public enum ExportInclude {
    /** Original samples that were not rejected. */
    ORIGINALS,
    /** Candidates that were accepted, rendered from their recipes. */
    ACCEPTED
}
