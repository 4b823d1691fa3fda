package org.pairlab.ui;

import java.util.List;
import java.util.Optional;
import org.pairlab.lm.CaptionQualityJob;
import org.pairlab.lm.GrammarRejections;
import org.pairlab.project.Project;
import org.pairlab.runs.JobHandle;
import org.pairlab.runs.JobRunner;

/**
 * The Captions menu's caption-quality actions, without a window: score the candidates not scored yet (a job), reject
 * the pending candidates that add grammar errors (after the view confirms the count), and put those back.
 */
public final class CaptionQualityActions {
    private final Project project;
    private final JobRunner runner;
    private final GrammarRejections grammar;

    public CaptionQualityActions(Project project, JobRunner runner) {
        this.project = project;
        this.runner = runner;
        this.grammar = new GrammarRejections(project);
    }

    /** How many candidates have no language scores yet. */
    public int unscored() {
        return grammar.unscored(null);
    }

    /** Queues scoring of every unscored candidate; empty when all are scored already. */
    public Optional<JobHandle> scoreUnscored() {
        if (unscored() == 0) {
            return Optional.empty();
        }
        return Optional.of(runner.submit(new CaptionQualityJob(project, null)));
    }

    /** What the confirmation asks about: the candidates the filter would reject, and how many it cannot judge. */
    public record GrammarPreview(List<Long> candidates, int unscored) {
        public GrammarPreview {
            candidates = List.copyOf(candidates);
        }

        /** The question for the confirmation dialog. */
        public String question() {
            String s = candidates.size() + (candidates.size() == 1 ? " pending candidate adds" : " pending candidates add")
                    + " grammar errors to its source captions. Reject " + (candidates.size() == 1 ? "it" : "them")
                    + "? (Recorded in the review history; Captions > Put back grammar rejections undoes it.)";
            return unscored == 0 ? s : s + "\n" + unscored + " candidates are not scored yet and are not judged; "
                    + "run Captions > Score captions first to include them.";
        }
    }

    /** The pending candidates that add grammar errors, for the confirmation. */
    public GrammarPreview previewGrammarRejections() {
        return new GrammarPreview(grammar.pending(null), grammar.unscored(null));
    }

    /** Rejects the previewed candidates; returns how many. */
    public int rejectAddingGrammarErrors(GrammarPreview preview) {
        return grammar.reject(preview.candidates());
    }

    /** Puts back every rejection the grammar filter made; returns how many. */
    public int putBackGrammarRejections() {
        return grammar.putBack();
    }
}
