package org.pairlab.project;

/** A caption about to be written. */
public record NewCaption(String externalId, String text) {
}
