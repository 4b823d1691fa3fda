package org.pairlab.runs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.augment.Augmenters;
import org.pairlab.augment.GenerationJob;
import org.pairlab.project.Project;
import org.pairlab.project.Run;
import org.pairlab.project.RunState;
import org.pairlab.testing.SharedData;

class JobRunnerTest {
    @TempDir
    Path dir;

    @Test
    void jobRecordsProgressLogAndMetrics() throws Exception {
        try (Project p = Project.create(dir.resolve("p.pairlab")); JobRunner runner = new JobRunner(p)) {
            List<JobUpdate> updates = new ArrayList<>();
            runner.addListener(updates::add);
            JobHandle h = runner.submit(new CountingJob(20, null));
            JobHandle.JobOutcome out = h.outcome().get(30, TimeUnit.SECONDS);
            assertEquals(RunState.SUCCEEDED, out.state());
            Run run = p.runs().get(h.runId()).orElseThrow();
            assertEquals(RunState.SUCCEEDED, run.state());
            assertEquals(1.0, run.progress());
            assertTrue(run.log().contains("step 19"), run.log());
            assertTrue(run.metricsJson().contains("\"steps\":20"), run.metricsJson());
            assertTrue(updates.stream().anyMatch(u -> u.state() == RunState.RUNNING));
            assertTrue(updates.stream().anyMatch(u -> u.eta().isPresent()), "ETA is reported while running");
        }
    }

    @Test
    void cancelStopsTheJobAndFailureIsRecorded() throws Exception {
        try (Project p = Project.create(dir.resolve("p.pairlab")); JobRunner runner = new JobRunner(p)) {
            CountDownLatch started = new CountDownLatch(1);
            JobHandle h = runner.submit(new CountingJob(1_000_000, started));
            assertTrue(started.await(10, TimeUnit.SECONDS));
            h.cancel();
            assertEquals(RunState.CANCELLED, h.outcome().get(30, TimeUnit.SECONDS).state());
            JobHandle f = runner.submit(new Job() {
                public String kind() { return "test"; }
                public String title() { return "failing"; }
                public Map<String, Object> params() { return Map.of(); }
                public Map<String, Object> run(JobContext c) { throw new IllegalStateException("disk full"); }
            });
            JobHandle.JobOutcome out = f.outcome().get(30, TimeUnit.SECONDS);
            assertEquals(RunState.FAILED, out.state());
            assertEquals("disk full", p.runs().get(f.runId()).orElseThrow().message());
        }
    }

    @Test
    void runCutOffByACrashIsInterruptedOnReopenAndResumesWithoutDuplicates() throws Exception {
        Path file = dir.resolve("p.pairlab");
        long runId;
        int samples;
        try (Project p = Project.create(file)) {
            p.datasets().insert(SharedData.cocoSampleDataset("coco", 107));
            samples = GenerationJob.allSamples(p).size();
            try (JobRunner runner = new JobRunner(p)) {
                Augmenters aug = new Augmenters();
                GenerationJob job = new GenerationJob(p, aug.require("flip"), Map.of(), 3, 0, GenerationJob.allSamples(p));
                runId = p.runs().create(job.kind(), job.title(), org.pairlab.project.Json.write(job.params()));
                // Simulate a crash after the first chunk: work done and checkpointed, run left "running".
                p.runs().started(runId);
                JobRunner.class.getName();
            }
            GenerationJob first = new GenerationJob(p, new Augmenters().require("flip"), Map.of(), 3, 64,
                    GenerationJob.allSamples(p));
            try (JobRunner r2 = new JobRunner(p)) {
                JobHandle.JobOutcome o = r2.runHere(first);
                assertEquals(64, ((Number) o.metrics().get("candidatesMade")).intValue());
                // Move what the partial run made onto the crashed run, as if it had made them.
                p.write(c -> c.createStatement().executeUpdate("UPDATE candidates SET run_id = " + runId));
                p.runs().checkpoint(runId, "64");
            }
        }
        try (Project p = Project.open(file); JobRunner runner = new JobRunner(p)) {
            assertEquals(RunState.INTERRUPTED, p.runs().get(runId).orElseThrow().state());
            runner.register(new GenerationJob.Factory(new Augmenters()));
            JobHandle.JobOutcome out = runner.resume(runId).outcome().get(60, TimeUnit.SECONDS);
            assertEquals(RunState.SUCCEEDED, out.state(), out.message());
            assertEquals(samples - 64, ((Number) out.metrics().get("candidatesMade")).intValue());
            assertEquals(samples, p.summary().candidates().get("flip").total(), "each sample exactly once");
            assertTrue(p.runs().get(runId).orElseThrow().log().contains("Resuming after sample 64"));
        }
    }

    /** Counts to n, one progress step each, optionally signalling when it starts. */
    private record CountingJob(int n, CountDownLatch started) implements Job {
        public String kind() {
            return "test";
        }

        public String title() {
            return "count to " + n;
        }

        public Map<String, Object> params() {
            return Map.of("n", n);
        }

        public Map<String, Object> run(JobContext c) throws Exception {
            if (started != null) {
                started.countDown();
            }
            for (int i = 0; i < n; i++) {
                c.checkCancelled();
                if (n <= 100) {
                    c.log("step " + i);
                    Thread.sleep(30);
                }
                c.progress(i + 1, n, "step " + i);
            }
            return Map.of("steps", n);
        }
    }
}
