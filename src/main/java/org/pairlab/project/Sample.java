package org.pairlab.project;

/** One original image of a dataset; {@code path} is relative to the dataset root. */
public record Sample(long id, long datasetId, String externalId, String path, int width, int height,
                     String checksum, String split, ReviewStatus status) {
}
