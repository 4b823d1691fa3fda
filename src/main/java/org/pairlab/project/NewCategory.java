package org.pairlab.project;

/** A category about to be written. */
public record NewCategory(Integer externalId, String name, String supercategory) {
}
