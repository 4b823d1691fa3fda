package org.pairlab.project;

/** One recorded review decision; {@code previous} is the status it replaced, restored on undo. */
public record Review(long id, ItemRef item, Decision decision, ReviewStatus previous, String note, String decidedAt,
                     String undoneAt) {
    /** True when this decision was made as part of a bulk action ({@link Reviews#decideBatch}). */
    public boolean batchNote() {
        return note != null && note.startsWith(ReviewBatch.PREFIX);
    }
}
