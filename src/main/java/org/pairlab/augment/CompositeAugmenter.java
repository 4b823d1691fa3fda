package org.pairlab.augment;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import org.pairlab.image.GaussianBlur;
import org.pairlab.image.Planes;
import org.pairlab.image.Posterize;
import org.pairlab.image.Xdog;

/**
 * "composite": a comic-like abstraction: the image smoothed, posterised to a few tones per channel, and
 * XDoG lines multiplied over it. The classical stand-in for the paper's CycleGAN "composite".
 */
public final class CompositeAugmenter extends ImageEditAugmenter<CompositeParams> {
    private static final String EDGE = "edge";

    public CompositeAugmenter() {
        super(CompositeParams.class);
    }

    @Override
    public String method() {
        return "composite";
    }

    @Override
    public String displayName() {
        return "Composite (posterise + edges)";
    }

    @Override
    public List<ParameterSpec> parameters() {
        List<ParameterSpec> list = new ArrayList<>();
        list.add(ParameterSpec.integer("levels", 4, 2, 32, "Tones per colour channel after posterising"));
        list.add(ParameterSpec.real("smooth", 2.0, 0, 20, "Gaussian smoothing before posterising, in pixels (0 = none)"));
        list.add(ParameterSpec.flag("grey", false, "Work in grey, like the paper's grey-scale composites"));
        for (ParameterSpec s : XdogAugmenter.specs(EDGE)) {
            String n = s.name().substring(EDGE.length());
            list.add(new ParameterSpec(EDGE + Character.toUpperCase(n.charAt(0)) + n.substring(1), s.type(),
                    n.equals("sigma") ? 1.0 : s.defaultValue(), s.min(), s.max(), s.choices(), "Edge lines: " + s.description()));
        }
        return List.copyOf(list);
    }

    @Override
    protected BufferedImage edit(BufferedImage source, CompositeParams params, long seed) {
        Planes p = Planes.of(source);
        int w = p.width();
        int h = p.height();
        float[] lines = Xdog.apply(p.grey(), w, h, params.edges());
        double smooth = params.smooth();
        int levels = params.levels();
        Planes.PlaneOp tone = plane -> Posterize.apply(smooth > 0 ? GaussianBlur.blur(plane, w, h, smooth) : plane, levels);
        if (params.grey()) {
            float[] g = multiply(tone.apply(p.grey()), lines);
            return Planes.greyImage(g, w, h);
        }
        Planes toned = p.map(tone);
        return new Planes(w, h, multiply(toned.r(), lines), multiply(toned.g(), lines), multiply(toned.b(), lines)).toImage();
    }

    private static float[] multiply(float[] a, float[] lines) {
        for (int i = 0; i < a.length; i++) {
            a[i] *= lines[i];
        }
        return a;
    }
}
