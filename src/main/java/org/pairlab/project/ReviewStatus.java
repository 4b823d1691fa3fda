package org.pairlab.project;

/** Where a sample or candidate stands in review. */
public enum ReviewStatus {
    PENDING, ACCEPTED, REJECTED;

    /** The value stored in the project file. */
    public String db() {
        return name().toLowerCase();
    }

    public static ReviewStatus fromDb(String s) {
        return valueOf(s.toUpperCase());
    }
}
