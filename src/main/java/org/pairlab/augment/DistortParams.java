package org.pairlab.augment;

/**
 * The parameters of the elastic or swirl distortion ({@code distort}).
 *
 * @param mode "elastic" or "swirl"
 * @param strength displacement (elastic) or turn at the centre (swirl), 0 to 1
 * @param sigma elastic: smoothness of the displacement field in pixels
 * @param radius swirl: fall-off distance as a fraction of the short side
 * @param noise standard deviation of the added Gaussian noise
 */
public record DistortParams(String mode, double strength, double sigma, double radius, double noise) {
    /** Whether the warp is the swirl. */
    public boolean swirl() {
        return "swirl".equals(mode);
    }
}
