package org.pairlab.augment;

import java.awt.image.BufferedImage;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.pairlab.image.Planes;
import org.pairlab.image.Warp;

/**
 * "distort": an elastic or swirl warp plus Gaussian noise, the classical stand-in for the paper's
 * over-trained "distorted" CycleGAN. The random field (and the swirl centre) come from the recipe seed.
 * Boxes are kept: the warp moves content by a few percent of the image, which the reviewer judges.
 */
public final class DistortAugmenter extends ImageEditAugmenter<DistortParams> {
    public DistortAugmenter() {
        super(DistortParams.class);
    }

    @Override
    public String method() {
        return "distort";
    }

    @Override
    public String displayName() {
        return "Distortion (elastic / swirl + noise)";
    }

    @Override
    public List<ParameterSpec> parameters() {
        return List.of(
                ParameterSpec.choice("mode", "elastic", List.of("elastic", "swirl"), "Kind of warp"),
                ParameterSpec.real("strength", 0.5, 0, 1,
                        "Elastic: RMS displacement = strength x 4 % of the short side; swirl: turn at the centre = strength x 2 pi"),
                ParameterSpec.real("sigma", 16, 2, 200,
                        "Elastic: smoothness of the random displacement field, in pixels (Simard et al. 2003 sigma)"),
                ParameterSpec.real("radius", 0.5, 0.05, 2,
                        "Swirl: fall-off distance as a fraction of the short side"),
                ParameterSpec.real("noise", 0.03, 0, 0.5, "Standard deviation of added Gaussian noise (pixel range = 1)"));
    }

    @Override
    protected Map<String, Object> details(DistortParams params, long seed, int width, int height) {
        if (!params.swirl()) {
            return Map.of();
        }
        double[] c = swirlCentre(new SplittableRandom(seed), width, height);
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("centreX", c[0]);
        d.put("centreY", c[1]);
        return d;
    }

    /** The swirl centre: uniformly in the middle half of the image. */
    private static double[] swirlCentre(SplittableRandom random, int w, int h) {
        return new double[] {w * (0.25 + 0.5 * random.nextDouble()), h * (0.25 + 0.5 * random.nextDouble())};
    }

    @Override
    protected BufferedImage edit(BufferedImage source, DistortParams params, long seed) {
        Planes p = Planes.of(source);
        int w = p.width();
        int h = p.height();
        int shortSide = Math.min(w, h);
        SplittableRandom random = new SplittableRandom(seed);
        double strength = params.strength();
        Warp.Map map;
        if (params.swirl()) {
            double[] c = swirlCentre(random, w, h);
            map = Warp.swirl(w, h, c[0], c[1], strength * 2 * Math.PI, params.radius() * shortSide);
        } else {
            map = Warp.elastic(w, h, strength * 0.04 * shortSide, params.sigma(), random);
        }
        Planes warped = Warp.remap(p, map, Warp.Border.CLAMP);
        return Warp.noise(warped, params.noise(), random).toImage();
    }
}
