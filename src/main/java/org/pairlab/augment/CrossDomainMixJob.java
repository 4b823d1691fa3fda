package org.pairlab.augment;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.pairlab.project.Dataset;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Project;
import org.pairlab.runs.Job;
import org.pairlab.runs.JobContext;
import org.pairlab.runs.JobFactory;
import org.pairlab.runs.JobParams;

/**
 * Adds exactly round(share x selection) pairs of another dataset to a training selection as "mix" candidates
 * ({@link CrossDomainMix}); the plan is fixed by the seed, so a resumed run continues after its last stored chunk.
 */
public final class CrossDomainMixJob implements Job {
    public static final String KIND = "mix";
    private static final int CHUNK = 64;

    private final Project project;
    private final MixParams params;
    private final long seed;
    private final List<Long> selection;

    /** @param selection the training selection (samples of the source dataset itself are left out) */
    public CrossDomainMixJob(Project project, Map<String, Object> params, long seed, List<Long> selection) {
        this.project = project;
        this.params = new CrossDomainMix().read(params);
        this.seed = seed;
        this.selection = List.copyOf(selection);
        CrossDomainMix.sourceDataset(project, this.params); // a bad name fails before the run starts
    }

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    public String title() {
        return "Mix in pairs from " + params.sourceDataset();
    }

    @Override
    public Map<String, Object> params() {
        return JobParams.write(new CrossDomainMixParams(ParameterRecords.write(params), seed, selection));
    }

    @Override
    public Map<String, Object> run(JobContext ctx) throws Exception {
        Dataset source = CrossDomainMix.sourceDataset(project, params);
        List<Long> targets = CrossDomainMix.targets(project, source, selection);
        double share = params.share();
        List<Long> plan = CrossDomainMix.plan(project, source, targets.size(), share, seed);
        TreeSet<String> targetNames = new TreeSet<>();
        for (long id : targets.subList(0, Math.min(targets.size(), 1000))) {
            project.samples().get(id).ifPresent(s -> targetNames.add(CrossDomainMix.datasetName(project, s.datasetId())));
        }
        String targetDataset = String.join(",", targetNames);
        int start = ctx.resumeFrom().map(Integer::parseInt).orElse(0);
        ctx.log("Adding " + plan.size() + " pairs of " + source.name() + " to " + targets.size() + " selected samples ("
                + share * 100 + " %)" + (start > 0 ? ", resuming after " + start : ""));
        Map<String, Integer> rejected = new TreeMap<>();
        List<NewCandidate> pending = new ArrayList<>();
        int made = 0;
        for (int i = start; i < plan.size(); i++) {
            ctx.checkCancelled();
            try {
                NewCandidate k = CrossDomainMix.candidate(project, plan.get(i), params, seed, targetDataset);
                pending.add(new NewCandidate(k.sampleId(), k.recipe(), k.captions(), k.boxes(), k.width(), k.height(),
                        null, ctx.runId()));
            } catch (RejectedException e) {
                rejected.merge(e.reason(), 1, Integer::sum);
            }
            if (pending.size() >= CHUNK || i == plan.size() - 1) {
                List<NewCandidate> chunk = List.copyOf(pending);
                project.candidates().insert(chunk);
                made += chunk.size();
                pending.clear();
                ctx.checkpoint(Integer.toString(i + 1));
            }
            ctx.progress(i + 1, plan.size(), (i + 1) + " of " + plan.size() + " pairs");
        }
        Map<String, Object> metrics = new LinkedHashMap<>();
        metrics.put("method", CrossDomainMix.METHOD);
        metrics.put("samplesVisited", targets.size());
        metrics.put("candidatesMade", made);
        metrics.put("rejected", rejected);
        return metrics;
    }

    /** Re-creates mix jobs from their stored parameters. */
    public static final class Factory implements JobFactory {
        @Override
        public String kind() {
            return KIND;
        }

        @Override
        public Job create(Project project, Map<String, Object> p) {
            CrossDomainMixParams stored = JobParams.read(p, CrossDomainMixParams.class);
            return new CrossDomainMixJob(project, stored.params(), stored.seed(), stored.sampleIds());
        }
    }
}
