package org.pairlab.metrics;

import java.util.Map;

/**
 * Where the captions of one evaluation come from: two COCO files today, a project's run later.
 *
 * <p>{@link #params()} is stored with the run so {@link EvaluationJob.Factory} can rebuild the source on resume.
 */
public interface EvaluationSource {
    /** A short name for titles and messages, e.g. the results file's name. */
    String describe();

    /** Plain values (strings, numbers) that identify this source; stored as the run's parameters. */
    Map<String, Object> params();

    /**
     * Reads the references and candidates.
     *
     * @throws EvaluationException on missing or malformed input, with a message naming the file and field
     */
    CaptionEvaluation.Input read(CaptionEvaluation service) throws EvaluationException;
}
