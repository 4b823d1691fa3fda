package org.pairlab.augment;

/**
 * The parameters of the pencil sketch ({@code sketch}).
 *
 * @param sigma blur of the inverted grey in pixels
 */
public record SketchParams(double sigma) {
}
