package org.pairlab.metrics;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * A COCO captions file (references) and a COCO results file ({@code [{image_id, caption}]}) to evaluate.
 *
 * @param references the reference captions
 * @param results the candidate captions
 */
public record EvaluationFiles(Path references, Path results) implements EvaluationSource {
    /** Parameter keys as stored with a run. */
    static final String REFERENCES = "references";
    static final String RESULTS = "results";

    /** Both files are required. */
    public EvaluationFiles {
        Objects.requireNonNull(references, "references");
        Objects.requireNonNull(results, "results");
    }

    @Override
    public String describe() {
        Path name = results.getFileName();
        return name == null ? results.toString() : name.toString();
    }

    @Override
    public Map<String, Object> params() {
        Map<String, Object> p = new LinkedHashMap<>();
        p.put(REFERENCES, references.toAbsolutePath().toString());
        p.put(RESULTS, results.toAbsolutePath().toString());
        return p;
    }

    @Override
    public CaptionEvaluation.Input read(CaptionEvaluation service) throws EvaluationException {
        return service.read(references, results);
    }
}
