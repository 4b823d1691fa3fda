package org.pairlab.augment;

import org.pairlab.image.Xdog;

/**
 * The parameters of the XDoG edge sketch ({@code xdog}).
 *
 * @param sigma the smaller Gaussian in pixels (line width)
 * @param k ratio of the two Gaussians
 * @param p sharpening strength of the DoG
 * @param epsilon threshold on the sharpened luma
 * @param phi steepness of the soft threshold
 */
public record XdogParams(double sigma, double k, double p, double epsilon, double phi) {
    /** As the filter takes them. */
    public Xdog.Params filter() {
        return new Xdog.Params(sigma, k, p, epsilon, phi);
    }
}
