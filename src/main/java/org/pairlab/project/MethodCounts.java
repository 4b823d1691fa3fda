package org.pairlab.project;

/** How many candidates of one method stand where in review. */
public record MethodCounts(long pending, long accepted, long rejected) {
    public long total() {
        return pending + accepted + rejected;
    }
}
