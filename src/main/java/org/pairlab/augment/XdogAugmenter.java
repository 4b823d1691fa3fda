package org.pairlab.augment;

import java.util.List;
import org.pairlab.image.GreyImage;
import org.pairlab.image.SourceImage;
import org.pairlab.image.Xdog;

/** "xdog": an XDoG edge sketch (Winnemöller et al. 2012); captions and boxes unchanged. */
public final class XdogAugmenter extends GreyEditAugmenter<XdogParams> {
    public XdogAugmenter() {
        super(XdogParams.class);
    }

    @Override
    public String method() {
        return "xdog";
    }

    @Override
    public String displayName() {
        return "Edge sketch (XDoG)";
    }

    @Override
    public List<ParameterSpec> parameters() {
        return specs("");
    }

    /** XDoG's parameters, with a prefix when another method embeds them. */
    static List<ParameterSpec> specs(String prefix) {
        return List.of(
                ParameterSpec.real(prefix + "sigma", 0.8, 0.3, 10, "Smaller Gaussian in pixels: line width"),
                ParameterSpec.real(prefix + "k", 1.6, 1.1, 10, "Ratio of the two Gaussians (1.6 per the paper)"),
                ParameterSpec.real(prefix + "p", 20, 0, 200, "Sharpening strength of the DoG (paper: about 20)"),
                ParameterSpec.real(prefix + "epsilon", 0.1, -1, 1,
                        "Threshold on the sharpened luma in [0,1]; higher makes more ink"),
                ParameterSpec.real(prefix + "phi", 10, 0.1, 1000,
                        "Steepness of the tanh soft threshold; large gives hard black and white"));
    }

    @Override
    protected GreyImage editGrey(SourceImage source, XdogParams params, long seed) {
        return Xdog.image(source, params.filter());
    }
}
