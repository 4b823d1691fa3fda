package org.pairlab.augment;

/**
 * The parameters of the small rotation ({@code rotate}).
 *
 * @param maxAngle the angle is drawn from [-maxAngle, maxAngle] degrees
 * @param fill what fills the uncovered corners: "black" or "edge"
 */
public record RotateParams(double maxAngle, String fill) {
}
