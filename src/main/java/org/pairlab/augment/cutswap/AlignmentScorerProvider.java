package org.pairlab.augment.cutswap;

import java.util.Optional;
import java.util.ServiceLoader;
import org.pairlab.ml.AlignmentScorer;
import org.pairlab.project.Project;

/**
 * Supplies the alignment model CutSwap re-ranks with, if one is configured for the project. The provider owns the
 * scorer (opens it once, closes it when it is done); CutSwap only calls {@link AlignmentScorer#score}.
 */
@FunctionalInterface
public interface AlignmentScorerProvider {
    /** No alignment model: candidates are kept unranked. */
    AlignmentScorerProvider NONE = project -> Optional.empty();

    Optional<AlignmentScorer> scorer(Project project);

    /** The first provider registered as a service, else {@link #NONE}. */
    static AlignmentScorerProvider discover() {
        return discover(NONE);
    }

    /** The first provider registered as a service, else {@code fallback}. */
    static AlignmentScorerProvider discover(AlignmentScorerProvider fallback) {
        return ServiceLoader.load(AlignmentScorerProvider.class).findFirst().orElse(fallback);
    }
}
