package org.pairlab.augment;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.SampleImages;
import org.pairlab.project.Candidate;
import org.pairlab.project.Project;
import org.pairlab.project.Recipe;
import org.pairlab.project.StaleCandidate;
import org.pairlab.runs.Job;
import org.pairlab.runs.JobContext;
import org.pairlab.runs.JobFactory;
import org.pairlab.runs.JobParams;

/**
 * Re-renders the candidates made stale by box edits: each is redone by its method for the source sample's current
 * boxes ({@link Augmenter#rebox}), rendered to check the recipe still draws, and stored (back to pending, the earlier
 * decision kept in its stale mark and the review history). A candidate that cannot be redone stays waiting with the
 * reason. Work is per candidate, so a resumed or repeated run simply takes the ones still waiting.
 */
public final class StaleRefreshJob implements Job {
    /** The run kind. */
    public static final String KIND = "refresh-stale";
    private final Project project;
    private final Augmenters augmenters;

    public StaleRefreshJob(Project project, Augmenters augmenters) {
        this.project = project;
        this.augmenters = augmenters;
    }

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    public String title() {
        return "Re-render candidates after box edits";
    }

    @Override
    public Map<String, Object> params() {
        return Map.of(); // StaleRefreshParams has no keys (Jackson writes no empty records)
    }

    @Override
    public Map<String, Object> run(JobContext ctx) throws Exception {
        List<StaleCandidate> waiting = project.boxEdits().waiting();
        CandidateRenderer renderer = new CandidateRenderer(augmenters,
                new AugmentContext(project, new SampleImages(project, new ImageDecoder())));
        int refreshed = 0;
        int failed = 0;
        for (int i = 0; i < waiting.size(); i++) {
            ctx.checkCancelled();
            long id = waiting.get(i).candidateId();
            Candidate k = project.candidates().get(id).orElse(null);
            if (k == null) {
                continue; // removed since it was marked; the mark went with it
            }
            try {
                Reboxed redone = augmenters.require(k.recipe().method()).rebox(k, renderer.context());
                Recipe r = k.recipe();
                Candidate updated = new Candidate(k.id(), k.sampleId(), new Recipe(r.method(), r.params(), r.seed(),
                        r.sourceSampleIds(), r.modelChecksums(), redone.details()), k.captions(), redone.boxes(), k.width(),
                        k.height(), k.score(), k.status(), k.runId(), k.createdAt());
                if (!project.samples().get(k.sampleId()).orElseThrow().textOnly()) {
                    renderer.render(updated);
                }
                project.boxEdits().refreshed(id, redone.details(), redone.boxes());
                refreshed++;
            } catch (RuntimeException | org.pairlab.image.ImageFormatException e) {
                String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
                project.boxEdits().refreshFailed(id, why);
                ctx.log("candidate " + id + " not re-rendered: " + why);
                failed++;
            }
            ctx.progress(i + 1, waiting.size(), "candidate " + id);
        }
        ctx.log(refreshed + " candidates re-rendered, " + failed + " could not be");
        Map<String, Object> metrics = new LinkedHashMap<>();
        metrics.put("refreshed", refreshed);
        metrics.put("failed", failed);
        return metrics;
    }

    /** Re-creates the job on resume. */
    public static final class Factory implements JobFactory {
        private final Augmenters augmenters;

        /** The factory of the installed methods; how {@code META-INF/services} makes it. */
        public Factory() {
            this(new Augmenters());
        }

        public Factory(Augmenters augmenters) {
            this.augmenters = augmenters;
        }

        @Override
        public String kind() {
            return KIND;
        }

        @Override
        public Job create(Project project, Map<String, Object> params) {
            JobParams.read(params, StaleRefreshParams.class);
            return new StaleRefreshJob(project, augmenters);
        }
    }
}
