package org.pairlab.project;

/** One original image of a dataset; {@code path} is relative to the dataset root. */
public record Sample(long id, long datasetId, String externalId, String path, int width, int height,
                     String checksum, String split, ReviewStatus status) {
    /** True for a caption without an image (imported from a text file, or synthesized): its path is empty. */
    public boolean textOnly() {
        return path == null || path.isEmpty();
    }
}
