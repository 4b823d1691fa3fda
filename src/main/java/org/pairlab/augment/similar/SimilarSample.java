package org.pairlab.augment.similar;

/** A sample ranked by its cosine similarity to the one asked about (1 = same direction). */
public record SimilarSample(long sampleId, double similarity) {
}
