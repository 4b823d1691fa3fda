package org.pairlab.project;

/** A caption of a sample. */
public record Caption(long id, long sampleId, String externalId, int position, String text) {
}
