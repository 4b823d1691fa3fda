package org.pairlab.augment;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The parameters of synonym replacement ({@code synonym}).
 *
 * @param p geometric parameter of the number of words replaced
 * @param q geometric parameter of the synonym rank
 * @param mix how many captions per image are rewritten ({@link CaptionMix})
 * @param maxFluencyDrop the {@link FluencyCheck}'s allowed drop (10: off)
 */
public record SynonymParams(double p, double q, String mix,
                            @JsonProperty(FluencyCheck.PARAMETER) double maxFluencyDrop) {
}
