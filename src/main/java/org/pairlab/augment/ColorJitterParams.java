package org.pairlab.augment;

/**
 * The parameters of the colour jitter ({@code color}): each factor is drawn from [1-x, 1+x].
 *
 * @param brightness range of the brightness factor
 * @param contrast range of the contrast factor
 * @param saturation range of the saturation factor
 */
public record ColorJitterParams(double brightness, double contrast, double saturation) {
}
