package org.pairlab.lm;

import java.util.List;
import org.pairlab.project.Decision;
import org.pairlab.project.ItemRef;
import org.pairlab.project.Project;

/**
 * The "drop candidates that add grammar errors to their source" filter: rejects the pending candidates whose scored
 * captions add grammar errors, under one review note, so the whole filter can be put back in one step. The CLI's
 * {@code filter grammar} and the workbench's Captions menu both use it.
 */
public final class GrammarRejections {
    /** The review note that marks the filter's rejections. */
    public static final String NOTE = "grammar filter: adds grammar errors to its source";

    private final Project project;

    public GrammarRejections(Project project) {
        this.project = project;
    }

    /** Pending candidates (of {@code method}, or every method when null) that add grammar errors. */
    public List<Long> pending(String method) {
        return project.candidates().pendingAddingGrammarErrors(method);
    }

    /** Rejects those candidates; returns how many were rejected. */
    public int reject(List<Long> candidateIds) {
        if (candidateIds.isEmpty()) {
            return 0;
        }
        return project.reviews().decideAll(candidateIds.stream().map(ItemRef::candidate).toList(), Decision.REJECT, NOTE);
    }

    /** Puts back every rejection this filter made that is still in force; returns how many. */
    public int putBack() {
        return project.reviews().undoAllWithNote(NOTE);
    }

    /** Candidates not scored yet (of {@code method}, or all when null): the filter cannot judge them. */
    public int unscored(String method) {
        return project.candidates().unscored(method).size();
    }
}
