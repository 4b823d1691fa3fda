package org.pairlab.project;

import java.util.Map;

/**
 * A filter applied to the project's captions: what it was (name and parameters), when, how many captions and samples
 * it excluded when applied, and when it was reverted ({@code revertedAt} null while it is in force).
 */
public record AppliedFilter(long id, String name, Map<String, Object> params, String appliedAt, String revertedAt,
                            int captionsExcluded, int samplesExcluded) {
    public AppliedFilter {
        params = Map.copyOf(params);
    }

    /** True while the filter's exclusions are in force. */
    public boolean active() {
        return revertedAt == null;
    }
}
