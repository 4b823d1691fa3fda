package org.pairlab.augment;

import java.awt.image.BufferedImage;
import java.util.Map;
import org.pairlab.image.GreyImage;
import org.pairlab.image.ImageFormatException;
import org.pairlab.image.SourceImage;
import org.pairlab.project.Candidate;

/**
 * Base of the edits whose output is grey (sketch, XDoG): they read the source's luma, shared with the other grey
 * edits of the same source ({@link AugmentContext#source}), and make 8-bit grey levels that go to the PNG writer as
 * they are. Callers that want an RGB image (previews, {@link #editImage}) get the same levels in one.
 *
 * @param <P> the method's parameter record
 */
public abstract class GreyEditAugmenter<P extends Record> extends ImageEditAugmenter<P> {
    protected GreyEditAugmenter(Class<P> type) {
        super(type);
    }

    /**
     * Re-makes the edited image as grey levels; must depend only on the source, the parameters and the seed. The
     * caller closes the result.
     */
    protected abstract GreyImage editGrey(SourceImage source, P params, long seed);

    /**
     * The edit alone on a decoded source (what {@code bench filters} times); values as a form gives them. The caller
     * closes the result.
     */
    public final GreyImage editGrey(SourceImage source, Map<String, Object> params, long seed) {
        return editGrey(source, read(params), seed);
    }

    @Override
    protected final BufferedImage edit(BufferedImage source, P params, long seed) {
        try (SourceImage s = SourceImage.of(source); GreyImage grey = editGrey(s, params, seed)) {
            return grey.toImage();
        }
    }

    @Override
    protected final BufferedImage render(Candidate candidate, P params, AugmentContext context)
            throws ImageFormatException {
        try (GreyImage grey = grey(candidate, params, context)) {
            return grey.toImage();
        }
    }

    @Override
    public final byte[] renderPng(Candidate candidate, AugmentContext context) throws ImageFormatException {
        try (GreyImage grey = grey(candidate, recipeParams(candidate.recipe()), context)) {
            return Pngs.bytes(grey);
        }
    }

    private GreyImage grey(Candidate candidate, P params, AugmentContext context) throws ImageFormatException {
        try (SourceImage source = context.source(candidate.sampleId())) {
            return editGrey(source, params, candidate.recipe().seed());
        }
    }
}
