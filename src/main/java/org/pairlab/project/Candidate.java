package org.pairlab.project;

import java.util.List;

/** An augmentation candidate: its recipe, the captions and boxes it carries, and where it stands in review. */
public record Candidate(long id, long sampleId, Recipe recipe, List<String> captions, List<Box> boxes, int width,
                        int height, Double score, ReviewStatus status, Long runId, String createdAt) {
}
