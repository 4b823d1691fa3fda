package org.pairlab.augment;

import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Map;
import org.pairlab.image.ImageFormatException;
import org.pairlab.project.Candidate;
import org.pairlab.project.Caption;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Recipe;

/**
 * Base of the edits that keep the image's geometry: one candidate per sample with the original captions and
 * boxes; the recipe holds the parameters and seed, and rendering re-runs {@link #edit} on the source image.
 */
public abstract class ImageEditAugmenter implements Augmenter {
    /** Re-makes the edited image; must depend only on the image, the recipe's params and its seed. */
    protected abstract BufferedImage edit(BufferedImage source, Map<String, Object> params, long seed);

    /** The edit alone, on an image in memory (what {@code bench filters} times). */
    public final BufferedImage editImage(BufferedImage source, Map<String, Object> params, long seed) {
        return edit(source, params, seed);
    }

    /** What the method decided from the seed, stored in the recipe for reviewers (e.g. the drawn angle). */
    protected Map<String, Object> details(Map<String, Object> params, long seed, int width, int height) {
        return Map.of();
    }

    @Override
    public List<NewCandidate> propose(SourceSample source, Map<String, Object> params, long seed, AugmentContext context)
            throws ImageFormatException {
        int w = source.sample().width();
        int h = source.sample().height();
        Recipe recipe = new Recipe(method(), params, seed, List.of(source.sample().id()), Map.of(),
                details(params, seed, w, h));
        List<String> captions = source.captions().stream().map(Caption::text).toList();
        return List.of(new NewCandidate(source.sample().id(), recipe, captions, source.boxes(), w, h, null, null));
    }

    @Override
    public BufferedImage render(Candidate candidate, AugmentContext context) throws ImageFormatException {
        return edit(context.image(candidate.sampleId()), candidate.recipe().params(), candidate.recipe().seed());
    }

    static double real(Map<String, Object> params, String name) {
        return number(params, name).doubleValue();
    }

    static int integer(Map<String, Object> params, String name) {
        return number(params, name).intValue();
    }

    static String text(Map<String, Object> params, String name) {
        Object v = params.get(name);
        if (v == null) {
            throw new IllegalArgumentException("The recipe has no parameter '" + name + "'");
        }
        return v.toString();
    }

    static boolean flag(Map<String, Object> params, String name) {
        Object v = params.get(name);
        if (v instanceof Boolean b) {
            return b;
        }
        throw new IllegalArgumentException("The recipe's parameter '" + name + "' is not true/false: " + v);
    }

    private static Number number(Map<String, Object> params, String name) {
        Object v = params.get(name);
        if (v instanceof Number n) {
            return n;
        }
        throw new IllegalArgumentException("The recipe's parameter '" + name + "' is not a number: " + v);
    }
}
