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
 *
 * @param <P> the method's parameter record
 */
public abstract class ImageEditAugmenter<P extends Record> extends TypedAugmenter<P> {
    protected ImageEditAugmenter(Class<P> type) {
        super(type);
    }

    /** Re-makes the edited image; must depend only on the image, the parameters and the seed. */
    protected abstract BufferedImage edit(BufferedImage source, P params, long seed);

    /** The edit alone, on an image in memory (what {@code bench filters} times); values as a form gives them. */
    public final BufferedImage editImage(BufferedImage source, Map<String, Object> params, long seed) {
        return edit(source, read(params), seed);
    }

    /** What the method decided from the seed, stored in the recipe for reviewers (e.g. the drawn angle). */
    protected Map<String, Object> details(P params, long seed, int width, int height) {
        return Map.of();
    }

    @Override
    public List<NewCandidate> propose(SourceSample source, P params, long seed, AugmentContext context) {
        int w = source.sample().width();
        int h = source.sample().height();
        Recipe recipe = new Recipe(method(), stored(params), seed, List.of(source.sample().id()), Map.of(),
                details(params, seed, w, h));
        List<String> captions = source.captions().stream().map(Caption::text).toList();
        return List.of(new NewCandidate(source.sample().id(), recipe, captions, source.boxes(), w, h, null, null));
    }

    @Override
    protected BufferedImage render(Candidate candidate, P params, AugmentContext context) throws ImageFormatException {
        return edit(context.image(candidate.sampleId()), params, candidate.recipe().seed());
    }
}
