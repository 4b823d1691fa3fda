package org.pairlab.lm;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The parameters stored with a caption-quality run ({@link CaptionQualityJob}).
 *
 * @param method the augmentation method whose unscored candidates are scored
 */
public record CaptionQualityParams(@JsonProperty(required = true) String method) {
}
