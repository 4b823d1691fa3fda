package org.pairlab.augment.similar;

import java.util.LinkedHashMap;
import java.util.Map;
import org.pairlab.project.Project;
import org.pairlab.runs.Job;
import org.pairlab.runs.JobContext;
import org.pairlab.runs.JobFactory;

/**
 * Kind {@code embed}: computes and caches every sample's caption or image vectors for "more like this", so the
 * workbench's ranking afterwards is instant. Resuming re-runs it; vectors already cached are read back.
 */
public final class EmbeddingJob implements Job {
    /** The run kind. */
    public static final String KIND = "embed";
    private final Project project;
    private final SimilarBy by;
    private EmbeddedSamples result;

    /** A job embedding {@code project}'s samples by {@code by}. */
    public EmbeddingJob(Project project, SimilarBy by) {
        this.project = project;
        this.by = by;
    }

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    public String title() {
        return "Embed samples by " + by.word();
    }

    @Override
    public Map<String, Object> params() {
        return Map.of("by", by.word());
    }

    @Override
    public Map<String, Object> run(JobContext context) {
        result = new SampleEmbeddings(project).embed(by, (done, total) -> {
            context.checkCancelled();
            context.progress(done, total, "embedding " + by.word() + "s");
        });
        Map<String, Object> metrics = new LinkedHashMap<>();
        metrics.put("samples", result.size());
        metrics.put("encoder", result.encoderId());
        metrics.put("dimensions", result.size() == 0 ? 0 : result.vectors().get(0).length);
        return metrics;
    }

    /** The vectors once {@link #run} finished; null before. */
    public EmbeddedSamples result() {
        return result;
    }

    /** Re-creates an {@code embed} job from its stored parameters. */
    public static final class Factory implements JobFactory {
        @Override
        public String kind() {
            return KIND;
        }

        @Override
        public Job create(Project project, Map<String, Object> params) {
            Object by = params.get("by");
            if (by == null) {
                throw new IllegalArgumentException("embed run parameters lack 'by'");
            }
            return new EmbeddingJob(project, SimilarBy.parse(by.toString()));
        }
    }
}
