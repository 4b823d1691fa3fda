package org.pairlab.augment;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The parameters of cross-domain caption mixing ({@code mix}); {@link CrossDomainMixJob} stores them as its
 * {@code params} map.
 *
 * @param sourceDataset the project dataset whose pairs are added
 * @param share pairs added per selected sample
 */
public record MixParams(@JsonProperty("source_dataset") String sourceDataset, double share) {
}
