package org.pairlab.augment;

import org.pairlab.image.Xdog;

/**
 * The parameters of the posterise-and-edges composite ({@code composite}).
 *
 * @param levels tones per colour channel after posterising
 * @param smooth Gaussian smoothing before posterising, in pixels (0: none)
 * @param grey whether to work in grey
 * @param edgeSigma edge lines: XDoG's smaller Gaussian
 * @param edgeK edge lines: ratio of the two Gaussians
 * @param edgeP edge lines: sharpening strength
 * @param edgeEpsilon edge lines: threshold
 * @param edgePhi edge lines: steepness of the soft threshold
 */
public record CompositeParams(int levels, double smooth, boolean grey, double edgeSigma, double edgeK, double edgeP,
                              double edgeEpsilon, double edgePhi) {
    /** The edge lines' XDoG parameters. */
    public Xdog.Params edges() {
        return new Xdog.Params(edgeSigma, edgeK, edgeP, edgeEpsilon, edgePhi);
    }
}
