package org.pairlab.metrics;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.nio.file.Path;
import java.util.Set;

/**
 * The parameters stored with a caption evaluation run ({@link EvaluationJob}, kind {@value EvaluationJob#KIND}): the
 * keys {@code references}, {@code results} and {@code metrics} runs have always been stored with.
 *
 * @param references the COCO captions file, as an absolute path
 * @param results the COCO results file, as an absolute path
 * @param metrics comma-separated toolkit names of the chosen metrics; null (or blank) for all
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record EvaluationParams(@JsonProperty(required = true) String references,
                               @JsonProperty(required = true) String results, String metrics) {
    /** The stored form of an evaluation of two files. */
    public static EvaluationParams of(EvaluationFiles files, String metrics) {
        return new EvaluationParams(files.references().toAbsolutePath().toString(),
                files.results().toAbsolutePath().toString(), metrics);
    }

    /** The files to evaluate. */
    public EvaluationFiles files() {
        return new EvaluationFiles(Path.of(references), Path.of(results));
    }

    /** The chosen metrics (all when none were stored). */
    public Set<CaptionMetric> metricSet() {
        return CaptionEvaluation.metrics(metrics);
    }
}
