package org.pairlab.project;

/** Points at one reviewable item. */
public record ItemRef(ItemKind kind, long id) {
    public static ItemRef sample(long id) {
        return new ItemRef(ItemKind.SAMPLE, id);
    }

    public static ItemRef candidate(long id) {
        return new ItemRef(ItemKind.CANDIDATE, id);
    }
}
