package org.pairlab.augment;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.ImageFormatException;
import org.pairlab.image.SampleImages;
import org.pairlab.project.Json;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Project;
import org.pairlab.project.Sample;
import org.pairlab.runs.Job;
import org.pairlab.runs.JobContext;
import org.pairlab.runs.JobFactory;

/** Proposes candidates of one augmentation method for a list of original samples, checkpointing as it goes. */
public final class GenerateJob implements Job {
    /** The run kind of generation jobs. */
    public static final String KIND = "augment";
    private static final int BATCH = 100;

    private final Project project;
    private final Augmenter augmenter;
    private final List<Long> sampleIds;
    private final Map<String, Object> params;
    private final long seed;

    public GenerateJob(Project project, Augmenter augmenter, List<Long> sampleIds, Map<String, Object> params, long seed) {
        this.project = project;
        this.augmenter = augmenter;
        this.sampleIds = List.copyOf(sampleIds);
        this.params = Map.copyOf(params);
        this.seed = seed;
    }

    /** The augmenter's parameters, each at its default. */
    public static Map<String, Object> defaults(Augmenter a) {
        Map<String, Object> m = new HashMap<>();
        a.parameters().forEach(p -> m.put(p.name(), p.defaultValue()));
        return m;
    }

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    public String title() {
        return "Generate " + augmenter.displayName() + " (" + sampleIds.size() + " samples)";
    }

    @Override
    public Map<String, Object> params() {
        return Map.of("method", augmenter.method(), "sampleIds", sampleIds, "params", params, "seed", seed);
    }

    @Override
    public Map<String, Object> run(JobContext ctx) throws Exception {
        AugmentContext actx = new AugmentContext(project, new SampleImages(project, new ImageDecoder()));
        int start = ctx.resumeFrom().map(j -> ((Number) Json.read(j, Map.class).get("next")).intValue()).orElse(0);
        List<NewCandidate> batch = new ArrayList<>();
        int made = 0;
        int skipped = 0;
        for (int i = start; i < sampleIds.size(); i++) {
            ctx.checkCancelled();
            long id = sampleIds.get(i);
            Sample s = project.samples().get(id).orElse(null);
            if (s == null) {
                skipped++;
                continue;
            }
            SourceSample src = new SourceSample(s, project.samples().captions(id), project.samples().boxes(id));
            try {
                // Seed per sample so a resumed run proposes exactly what an uninterrupted one would have.
                for (NewCandidate k : augmenter.propose(src, params, seed + id, actx)) {
                    batch.add(new NewCandidate(k.sampleId(), k.recipe(), k.captions(), k.boxes(), k.width(), k.height(),
                            k.score(), ctx.runId()));
                }
            } catch (ImageFormatException e) {
                skipped++;
                ctx.log("Skipped sample " + id + ": " + e.getMessage());
            }
            if (batch.size() >= BATCH || i == sampleIds.size() - 1) {
                made += batch.size();
                project.candidates().insert(batch);
                batch.clear();
                ctx.checkpoint(Json.write(Map.of("next", i + 1)));
            }
            ctx.progress(i + 1, sampleIds.size(), (i + 1) + " / " + sampleIds.size() + " samples");
        }
        if (!batch.isEmpty()) {
            made += batch.size();
            project.candidates().insert(batch);
        }
        ctx.log("Proposed " + made + " candidates, skipped " + skipped + " samples");
        return Map.of("candidates", made, "skipped", skipped);
    }

    /** Re-creates generation jobs from their stored parameters, so interrupted ones can be resumed. */
    public static final class Factory implements JobFactory {
        private final Augmenters augmenters;

        public Factory(Augmenters augmenters) {
            this.augmenters = augmenters;
        }

        @Override
        public String kind() {
            return KIND;
        }

        @Override
        @SuppressWarnings("unchecked")
        public Job create(Project project, Map<String, Object> p) {
            List<Long> ids = ((List<Number>) p.get("sampleIds")).stream().map(Number::longValue).toList();
            return new GenerateJob(project, augmenters.require((String) p.get("method")), ids,
                    (Map<String, Object>) p.get("params"), ((Number) p.get("seed")).longValue());
        }
    }
}
