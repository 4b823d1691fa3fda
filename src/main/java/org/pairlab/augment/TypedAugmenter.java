package org.pairlab.augment;

import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pairlab.image.ImageFormatException;
import org.pairlab.project.Candidate;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Recipe;

/**
 * Base of the methods whose parameters are a record {@code P}: the map a form or {@code --set} gives is read into
 * {@code P} once ({@link ParameterRecords}), and proposing and rendering receive the record. The recipe stores the
 * record written back as a map ({@link #stored}), which has the keys and values it always had.
 */
public abstract class TypedAugmenter<P extends Record> implements Augmenter {
    private final Class<P> type;

    protected TypedAugmenter(Class<P> type) {
        this.type = type;
    }

    @Override
    public final Optional<Class<? extends Record>> parameterType() {
        return Optional.of(type);
    }

    /** The values as this method's record: defaults filled in, each checked; a bad key or value is named. */
    public final P read(Map<String, ?> params) {
        return ParameterRecords.read(method(), parameters(), params, type);
    }

    /** A stored recipe's parameters as the record (see {@link ParameterRecords#readRecipe}). */
    public final P recipeParams(Recipe recipe) {
        return ParameterRecords.readRecipe(method(), parameters(), recipe.params(), type);
    }

    /** The record as the map a recipe stores. */
    protected static Map<String, Object> stored(Record params) {
        return ParameterRecords.write(params);
    }

    @Override
    public final Bound bind(Map<String, Object> params) {
        P p = read(params);
        Map<String, Object> stored = stored(p);
        return new Bound() {
            @Override
            public Map<String, Object> params() {
                return stored;
            }

            @Override
            public List<NewCandidate> propose(SourceSample source, long seed, AugmentContext context)
                    throws ImageFormatException {
                return TypedAugmenter.this.propose(source, p, seed, context);
            }
        };
    }

    @Override
    public final List<NewCandidate> propose(SourceSample source, Map<String, Object> params, long seed,
                                            AugmentContext context) throws ImageFormatException {
        return propose(source, read(params), seed, context);
    }

    /** Proposes candidates for one sample with these parameters. */
    public abstract List<NewCandidate> propose(SourceSample source, P params, long seed, AugmentContext context)
            throws ImageFormatException;

    @Override
    public final BufferedImage render(Candidate candidate, AugmentContext context) throws ImageFormatException {
        return render(candidate, recipeParams(candidate.recipe()), context);
    }

    /** Renders the candidate image from its recipe, whose parameters are {@code params}. */
    protected abstract BufferedImage render(Candidate candidate, P params, AugmentContext context)
            throws ImageFormatException;
}
