package org.pairlab.augment;

import java.awt.image.BufferedImage;
import java.util.List;
import org.pairlab.image.PencilSketch;
import org.pairlab.image.Planes;

/** "sketch": a grey pencil sketch (grey, invert, blur, colour dodge); captions and boxes unchanged. */
public final class PencilSketchAugmenter extends ImageEditAugmenter<SketchParams> {
    public PencilSketchAugmenter() {
        super(SketchParams.class);
    }

    @Override
    public String method() {
        return "sketch";
    }

    @Override
    public String displayName() {
        return "Pencil sketch";
    }

    @Override
    public List<ParameterSpec> parameters() {
        return List.of(ParameterSpec.real("sigma", 3.5, 0.5, 50,
                "Blur of the inverted grey in pixels; larger gives broader, softer strokes "
                        + "(3.5 = OpenCV's sigma for the usual 21x21 kernel)"));
    }

    @Override
    protected BufferedImage edit(BufferedImage source, SketchParams params, long seed) {
        int w = source.getWidth();
        int h = source.getHeight();
        float[] sketch = PencilSketch.apply(Planes.greyOf(source), w, h, params.sigma());
        return Planes.greyImage(sketch, w, h);
    }
}
