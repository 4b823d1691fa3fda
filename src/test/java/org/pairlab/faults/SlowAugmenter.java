package org.pairlab.faults;

import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Map;
import org.pairlab.augment.AugmentContext;
import org.pairlab.augment.Augmenter;
import org.pairlab.augment.GenerationJob;
import org.pairlab.augment.ParameterSpec;
import org.pairlab.augment.SourceSample;
import org.pairlab.project.Candidate;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Project;
import org.pairlab.project.Recipe;
import org.pairlab.runs.Job;
import org.pairlab.runs.JobFactory;

/** A caption-only method that takes a fixed time per sample, so a child process can be killed in the middle of a run. */
final class SlowAugmenter implements Augmenter {
    private final long millisPerSample;

    SlowAugmenter(long millisPerSample) {
        this.millisPerSample = millisPerSample;
    }

    @Override
    public String method() {
        return "slow";
    }

    @Override
    public String displayName() {
        return "Slow (test)";
    }

    @Override
    public List<ParameterSpec> parameters() {
        return List.of();
    }

    @Override
    public List<NewCandidate> propose(SourceSample source, Map<String, Object> params, long seed, AugmentContext context) {
        try {
            Thread.sleep(millisPerSample);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        Recipe r = new Recipe(method(), Map.of(), seed, List.of(source.sample().id()), Map.of(), Map.of());
        return List.of(new NewCandidate(source.sample().id(), r, List.of("slow caption " + seed), List.of(),
                source.sample().width(), source.sample().height(), null, null));
    }

    @Override
    public BufferedImage render(Candidate candidate, AugmentContext context) {
        throw new UnsupportedOperationException("slow candidates are not rendered");
    }

    /** A job over every sample of the project. */
    /** A run with seed 8; the fault tests' template project holds the candidates of seed 7. */
    static GenerationJob job(Project p, long millisPerSample) {
        return job(p, millisPerSample, 8);
    }

    static GenerationJob job(Project p, long millisPerSample, long seed) {
        return new GenerationJob(p, new SlowAugmenter(millisPerSample), Map.of(), seed, 0, GenerationJob.allSamples(p));
    }

    /** Re-creates the job on resume. */
    static JobFactory factory(long millisPerSample) {
        return new JobFactory() {
            @Override
            public String kind() {
                return "augment";
            }

            @Override
            public Job create(Project project, Map<String, Object> params) {
                return job(project, millisPerSample);
            }
        };
    }
}
