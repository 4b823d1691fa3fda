package org.pairlab.augment.cutswap;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The parameters stored with a CutSwap pre-processing run ({@link CutSwapPreprocessJob}), same keys as before.
 *
 * @param datasetId the dataset whose captions are tagged
 * @param force whether the object index is rebuilt even when a cached one fits; null (not stored) for no
 */
public record CutSwapPreprocessParams(@JsonProperty(required = true) long datasetId, Boolean force) {
    /** Whether the index is rebuilt. */
    public boolean rebuild() {
        return Boolean.TRUE.equals(force);
    }
}
