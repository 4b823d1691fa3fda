package org.pairlab.augment;

import java.util.List;
import org.pairlab.image.GreyImage;
import org.pairlab.image.PencilSketch;
import org.pairlab.image.SourceImage;

/** "sketch": a grey pencil sketch (grey, invert, blur, colour dodge); captions and boxes unchanged. */
public final class PencilSketchAugmenter extends GreyEditAugmenter<SketchParams> {
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
    protected GreyImage editGrey(SourceImage source, SketchParams params, long seed) {
        return PencilSketch.image(source, params.sigma());
    }
}
