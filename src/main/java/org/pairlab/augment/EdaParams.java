package org.pairlab.augment;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The parameters of the EDA baseline ({@code eda}).
 *
 * @param op the operation: swap, delete, insert or synonym
 * @param alpha share of words changed
 * @param mix how many captions per image are rewritten ({@link CaptionMix})
 * @param maxFluencyDrop with op synonym: the {@link FluencyCheck}'s allowed drop (10: off)
 */
public record EdaParams(String op, double alpha, String mix,
                        @JsonProperty(FluencyCheck.PARAMETER) double maxFluencyDrop) {
}
