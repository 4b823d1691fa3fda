package org.pairlab.text;

import java.util.LinkedHashMap;
import java.util.Map;
import org.pairlab.project.AppliedFilter;
import org.pairlab.project.Project;
import org.pairlab.runs.Job;
import org.pairlab.runs.JobContext;
import org.pairlab.runs.JobFactory;
import org.pairlab.runs.JobParams;

/**
 * Applies the informativeness filter as a job: scores the scope (from the cache when it can) and excludes the captions
 * below the threshold in one transaction. It needs no checkpoint: nothing is written before the final transaction
 * except cached scores, which a rerun reuses.
 */
public final class InformativenessJob implements Job {
    /** Kind of the run. */
    public static final String KIND = "informativeness-filter";

    private final InformativenessFilter filter;
    private final double threshold;
    private final Long datasetId;
    private final String scope;

    /** {@code datasetId} null: every dataset; {@code scope} is the name recorded with the filter. */
    public InformativenessJob(InformativenessFilter filter, double threshold, Long datasetId, String scope) {
        this.filter = filter;
        this.threshold = threshold;
        this.datasetId = datasetId;
        this.scope = scope;
    }

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    public String title() {
        return "Informativeness filter < " + threshold + " (" + scope + ")";
    }

    @Override
    public Map<String, Object> params() {
        return JobParams.write(new InformativenessParams(threshold, datasetId, scope));
    }

    @Override
    public Map<String, Object> run(JobContext context) {
        context.progress(0, 1, "Scoring captions");
        InformativenessTable table = filter.table(datasetId,
                (done, total) -> context.progress(done, total, "Tagging captions"), context::cancelled);
        context.checkCancelled();
        AppliedFilter f = filter.apply(table, threshold, scope);
        context.log("Filter " + f.id() + ": excluded " + f.captionsExcluded() + " captions and " + f.samplesExcluded()
                + " samples (rho < " + threshold + ")");
        context.progress(1, 1, "Applied filter " + f.id());
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("filterId", f.id());
        m.put("captionsExcluded", f.captionsExcluded());
        m.put("samplesExcluded", f.samplesExcluded());
        return m;
    }

    /** Re-creates the job from its stored parameters. */
    public static final class Factory implements JobFactory {
        @Override
        public String kind() {
            return KIND;
        }

        @Override
        public InformativenessJob create(Project project, Map<String, Object> params) {
            InformativenessParams p = JobParams.read(params, InformativenessParams.class);
            return new InformativenessJob(new InformativenessFilter(project), p.threshold(), p.datasetId(),
                    String.valueOf(p.scope()));
        }
    }
}
