package org.pairlab.project;

/** One recorded review decision; {@code previous} is the status it replaced, restored on undo. */
public record Review(long id, ItemRef item, Decision decision, ReviewStatus previous, String note, String decidedAt,
                     String undoneAt) {
}
