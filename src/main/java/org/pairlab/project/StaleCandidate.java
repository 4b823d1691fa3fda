package org.pairlab.project;

import java.util.List;
import java.util.Map;

/**
 * A candidate whose source boxes were edited after it was made. {@code earlierStatus}, {@code earlierDetails} and
 * {@code earlierBoxes} are the candidate as the reviewer judged it, kept for comparison after it is re-rendered;
 * {@code refreshedAt} is null while it waits to be re-rendered.
 */
public record StaleCandidate(long candidateId, long boxEditId, ReviewStatus earlierStatus,
                             Map<String, Object> earlierDetails, List<Box> earlierBoxes, String markedAt,
                             String refreshedAt, String refreshNote) {
    /** True while the candidate still shows its old boxes. */
    public boolean waiting() {
        return refreshedAt == null;
    }

    /** One line for the reviewer: whether it waits or was redone, and the decision made on the old boxes. */
    public String describe() {
        String earlier = earlierStatus == ReviewStatus.PENDING ? "not reviewed before"
                : "reviewed as " + earlierStatus.db() + " with the old boxes";
        return (waiting() ? "Source boxes edited: waiting to be re-rendered" + (refreshNote == null ? "" : " (" + refreshNote + ")")
                : "Re-rendered after a box edit") + "; " + earlier + " (" + earlierBoxes.size() + " boxes then).";
    }
}
