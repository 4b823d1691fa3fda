package org.pairlab.project;

import java.util.List;

/** A candidate about to be stored. */
public record NewCandidate(long sampleId, Recipe recipe, List<String> captions, List<Box> boxes, int width, int height,
                           Double score, Long runId) {
}
