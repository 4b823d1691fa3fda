package org.pairlab.project;

/**
 * One edit of a source sample's boxes. {@code before} is null when the box was added, {@code after} null when it was
 * deleted; {@code undoneAt} is set once the edit was undone.
 */
public record BoxEdit(long id, long sampleId, long boxId, BoxEdit.Action action, Box before, Box after,
                      String editedAt, String undoneAt) {
    /** What the reviewer did to the box. */
    public enum Action {
        ADD, MOVE, RELABEL, DELETE;

        String db() {
            return name().toLowerCase();
        }

        static Action fromDb(String s) {
            return valueOf(s.toUpperCase());
        }
    }

    /** True once the edit was undone. */
    public boolean undone() {
        return undoneAt != null;
    }
}
