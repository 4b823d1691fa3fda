package org.pairlab.project;

/** A box about to be written; {@code category} is a category name of the same dataset. */
public record NewBox(String externalId, String category, double x, double y, double w, double h, Double score,
                     BoxSource source, boolean crowd) {
}
