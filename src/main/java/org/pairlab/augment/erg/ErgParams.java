package org.pairlab.augment.erg;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pairlab.augment.ParameterRecords;
import org.pairlab.augment.ParameterSpec;

/**
 * The typed parameters of {@code augment --method erg}; {@link #SPECS} is the Augment panel's form and the CLI's
 * {@code --set} list.
 *
 * @param style         the target style: a style label of one of the project's datasets
 * @param epsilon       share of words extracted as a style phrase
 * @param neighbours    stylized scenes retrieved per sample
 * @param threshold     retrieval similarity a kept candidate needs
 * @param maxPerplexity perplexity limit under the target style's trigram LM
 * @param t2t           caption-to-caption retrieval (MiniLM)
 * @param i2t           image-to-caption retrieval (the project's CLIP model, {@code alignment.model})
 * @param t2i           caption-to-image retrieval (the caption's CLIP text vector against the stylized images)
 * @param i2i           image-to-image retrieval (the sample's CLIP image vector against the stylized images)
 * @param keepRejected  also propose candidates that fail a filter (their scores say which)
 */
public record ErgParams(String style, double epsilon, int neighbours, double threshold,
        @JsonProperty("max_perplexity") double maxPerplexity, boolean t2t, boolean i2t, boolean t2i, boolean i2i,
        @JsonProperty("keep_rejected") boolean keepRejected) {
    /** The form. */
    public static final List<ParameterSpec> SPECS = List.of(
            new ParameterSpec("style", ParameterSpec.Type.TEXT, "humorous", null, null, List.of(),
                    "Target style: the style label of a dataset of the project (import --text F --style NAME)."),
            ParameterSpec.real("epsilon", 0.25, 0.05, 0.5, "Share of a stylized caption's words taken as its style phrase."),
            ParameterSpec.integer("neighbours", 16, 1, 64, "Stylized scenes retrieved per sample."),
            ParameterSpec.real("threshold", 0.6, 0.0, 1.0, "Retrieval similarity a kept candidate needs."),
            ParameterSpec.real("max_perplexity", 80, 2, 10_000, "Perplexity under the style's trigram LM a kept candidate stays below."),
            ParameterSpec.flag("t2t", true, "Retrieve by caption similarity (MiniLM)."),
            ParameterSpec.flag("i2t", false, "Also retrieve stylized captions near the sample's image (the project's CLIP model)."),
            ParameterSpec.flag("t2i", false, "Also retrieve stylized samples whose image is near the caption (needs stylized datasets with images and the project's CLIP model)."),
            ParameterSpec.flag("i2i", false, "Also retrieve stylized samples whose image is near the sample's image (needs stylized datasets with images and the project's CLIP model)."),
            ParameterSpec.flag("keep_rejected", true, "Also propose candidates that fail a filter (scores say which)."));

    public ErgParams {
        if (style == null || style.isBlank()) {
            throw new IllegalArgumentException("Parameter 'style' needs a style name, e.g. humorous");
        }
        style = style.strip();
        if (!t2t && !i2t && !t2i && !i2i) {
            throw new IllegalArgumentException("ERG needs at least one retrieval type (t2t, i2t, t2i, i2i)");
        }
    }

    /** Whether a retrieval needs the project's CLIP model (i2t, t2i or i2i). */
    public boolean needsClip() {
        return i2t || t2i || i2i;
    }

    /** Reads a parameter map (a form's, {@code --set}'s or a recipe's): defaults filled in, each value checked. */
    public static ErgParams from(Map<String, Object> p) {
        return ParameterRecords.read(ErgAugmenter.METHOD, SPECS, p, ErgParams.class);
    }

    /** The ERG options these parameters mean. */
    public ErgOptions options(long seed) {
        Set<RetrievalType> types = EnumSet.noneOf(RetrievalType.class);
        if (t2t) {
            types.add(RetrievalType.T2T);
        }
        if (i2t) {
            types.add(RetrievalType.I2T);
        }
        if (t2i) {
            types.add(RetrievalType.T2I);
        }
        if (i2i) {
            types.add(RetrievalType.I2I);
        }
        return new ErgOptions(epsilon, neighbours, threshold, maxPerplexity, types,
                ErgOptions.DEFAULT.styleWeight(), seed);
    }
}
