package org.pairlab.text;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The parameters stored with an informativeness run ({@link InformativenessJob}), same keys as before the record.
 *
 * @param threshold the score below which a caption is held back
 * @param datasetId the dataset scored, or null for every dataset
 * @param scope which captions the filter applies to
 */
public record InformativenessParams(@JsonProperty(required = true) double threshold, Long datasetId, String scope) {
}
