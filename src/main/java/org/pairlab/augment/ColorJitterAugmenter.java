package org.pairlab.augment;

import java.awt.image.BufferedImage;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.pairlab.image.ColorJitter;
import org.pairlab.image.Planes;

/**
 * "color": brightness, contrast and saturation jitter with factors drawn from the seed. Captions stay as they
 * are, so colour words could become wrong under strong jitter; the defaults are mild for that reason.
 */
public final class ColorJitterAugmenter extends ImageEditAugmenter<ColorJitterParams> {
    public ColorJitterAugmenter() {
        super(ColorJitterParams.class);
    }

    @Override
    public String method() {
        return "color";
    }

    @Override
    public String displayName() {
        return "Colour jitter";
    }

    @Override
    public List<ParameterSpec> parameters() {
        return List.of(
                ParameterSpec.real("brightness", 0.2, 0, 0.9, "Brightness factor drawn from [1-b, 1+b]"),
                ParameterSpec.real("contrast", 0.2, 0, 0.9, "Contrast factor drawn from [1-c, 1+c]"),
                ParameterSpec.real("saturation", 0.2, 0, 0.9,
                        "Saturation factor drawn from [1-s, 1+s]; keep small so colour words stay true"));
    }

    /** The three factors, drawn in a fixed order from the seed. */
    static double[] factors(ColorJitterParams params, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        double[] f = new double[3];
        double[] ranges = {params.brightness(), params.contrast(), params.saturation()};
        for (int i = 0; i < 3; i++) {
            f[i] = 1 + ranges[i] * (2 * random.nextDouble() - 1);
        }
        return f;
    }

    @Override
    protected Map<String, Object> details(ColorJitterParams params, long seed, int width, int height) {
        double[] f = factors(params, seed);
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("brightnessFactor", f[0]);
        d.put("contrastFactor", f[1]);
        d.put("saturationFactor", f[2]);
        return d;
    }

    @Override
    protected BufferedImage edit(BufferedImage source, ColorJitterParams params, long seed) {
        double[] f = factors(params, seed);
        return ColorJitter.apply(Planes.of(source), f[0], f[1], f[2]).toImage();
    }
}
