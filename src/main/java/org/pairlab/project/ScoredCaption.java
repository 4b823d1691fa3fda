package org.pairlab.project;

/** A caption with its sample and dataset, and a cached score ({@code null} when none is stored). */
public record ScoredCaption(long captionId, long sampleId, long datasetId, String text, Double score) {
}
