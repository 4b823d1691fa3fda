package org.pairlab.project;

/** A reviewer's decision on a sample or a candidate. */
public enum Decision {
    ACCEPT(ReviewStatus.ACCEPTED), REJECT(ReviewStatus.REJECTED), UNDECIDED(ReviewStatus.PENDING);

    private final ReviewStatus result;

    Decision(ReviewStatus result) {
        this.result = result;
    }

    /** The status an item has after this decision. */
    public ReviewStatus result() {
        return result;
    }

    String db() {
        return name().toLowerCase();
    }
}
