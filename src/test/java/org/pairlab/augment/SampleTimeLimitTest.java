package org.pairlab.augment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.RunState;
import org.pairlab.runs.JobHandle;
import org.pairlab.runs.JobRunner;
import org.pairlab.project.Candidate;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Project;
import org.pairlab.project.Recipe;
import org.pairlab.testing.SharedData;

/** Issue 13, item 4: a sample that takes too long is skipped with a logged reason; the run goes on. */
class SampleTimeLimitTest {
    @TempDir
    Path tmp;

    /** Hangs on the second sample (as EDA did on a 1 MB caption), proposes one caption-only candidate otherwise. */
    private static final class HangsOnce implements Augmenter {
        private long calls;

        @Override
        public String method() {
            return "hangs-once";
        }

        @Override
        public String displayName() {
            return "Hangs once";
        }

        @Override
        public List<ParameterSpec> parameters() {
            return List.of();
        }

        @Override
        public List<NewCandidate> propose(SourceSample source, Map<String, Object> params, long seed,
                                          AugmentContext context) {
            if (++calls == 2) {
                long until = System.nanoTime() + Duration.ofSeconds(30).toNanos();
                while (System.nanoTime() < until && !Thread.currentThread().isInterrupted()) {
                    Thread.onSpinWait(); // busy, like a runaway loop over a huge caption
                }
                return List.of();
            }
            Recipe r = new Recipe(method(), Map.of(), seed, List.of(source.sample().id()), Map.of(), Map.of());
            return List.of(new NewCandidate(source.sample().id(), r, List.of("a caption"), List.of(),
                    source.sample().width(), source.sample().height(), null, null));
        }

        @Override
        public BufferedImage render(Candidate candidate, AugmentContext context) {
            throw new UnsupportedOperationException("not rendered in this test");
        }
    }

    @Test
    void aHangingSampleIsSkippedAndTheOthersAreKept() throws Exception {
        try (Project p = Project.create(tmp.resolve("p.pairlab"))) {
            p.datasets().insert(SharedData.cocoSampleDataset("coco", 3));
            GenerationJob job = new GenerationJob(p, new HangsOnce(), Map.of(), 1, 0, GenerationJob.allSamples(p))
                    .withSampleTimeLimit(Duration.ofMillis(500));
            JobHandle.JobOutcome out;
            try (JobRunner runner = new JobRunner(p)) {
                out = runner.runHere(job);
            }
            assertEquals(RunState.SUCCEEDED, out.state(), out.message());
            Map<String, Object> m = out.metrics();
            List<String> log = List.of(p.runs().get(out.runId()).orElseThrow().log().split("\n"));
            assertEquals(2, m.get("candidatesMade"));
            assertEquals(Map.of("took longer than 500 ms", 1), m.get("rejected"));
            assertTrue(log.stream().anyMatch(l -> l.matches("Sample \\d+ \\(.*\\) skipped: it took longer than 500 ms")),
                    log.toString());
        }
    }
}
