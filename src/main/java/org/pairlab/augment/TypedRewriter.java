package org.pairlab.augment;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

/**
 * Base of the caption rewrites whose parameters are a record {@code P}: the map is read into {@code P} once
 * ({@link ParameterRecords}) and the rewrite receives the record.
 */
public abstract class TypedRewriter<P extends Record> implements CaptionRewriter {
    private final Class<P> type;

    protected TypedRewriter(Class<P> type) {
        this.type = type;
    }

    @Override
    public final Optional<Class<? extends Record>> parameterType() {
        return Optional.of(type);
    }

    /** The values as this rewrite's record: defaults filled in, each checked; a bad key or value is named. */
    public final P read(Map<String, ?> params) {
        return ParameterRecords.read(method(), parameters(), params, type);
    }

    @Override
    public final Bound bind(Map<String, Object> params) {
        P p = read(params);
        Map<String, Object> stored = ParameterRecords.write(p);
        return new Bound() {
            @Override
            public Map<String, Object> params() {
                return stored;
            }

            @Override
            public List<String> rewrite(SourceSample source, List<String> captions, Random random,
                                        AugmentContext context) {
                return TypedRewriter.this.rewrite(source, captions, p, random, context);
            }
        };
    }

    @Override
    public final List<String> rewrite(SourceSample source, List<String> captions, Map<String, Object> params,
                                      Random random, AugmentContext context) {
        return rewrite(source, captions, read(params), random, context);
    }

    /** As {@link CaptionRewriter#rewrite}, with the parameters as the record. */
    public abstract List<String> rewrite(SourceSample source, List<String> captions, P params, Random random,
                                         AugmentContext context);
}
