package org.pairlab.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.Json;
import org.pairlab.project.Project;
import org.pairlab.project.Run;
import org.pairlab.project.RunState;
import org.pairlab.runs.JobHandle;
import org.pairlab.runs.JobRunner;

/** The evaluation as a run: stored metrics and params, cancel in the middle, re-run from the stored params. */
class EvaluationJobTest {
    @TempDir
    Path dir;
    private Project project;
    private JobRunner runner;
    private Path refs;
    private Path results;

    @BeforeEach
    void setUp() {
        project = Project.create(dir.resolve("j.pairlab"));
        runner = new JobRunner(project);
        runner.register(new EvaluationJob.Factory());
        refs = TestData.cocoevalDev().resolve("a_fakecap_full_annotations.json");
        results = TestData.cocoevalDev().resolve("a_fakecap_full_results.json");
    }

    @AfterEach
    void tearDown() {
        runner.close();
        project.close();
    }

    @Test
    void storesCorpusScoresAndParamsAndReportsStages() throws Exception {
        List<String> stages = new CopyOnWriteArrayList<>();
        EvaluationJob job = new EvaluationJob(new EvaluationFiles(refs, results),
                EnumSet.of(CaptionMetric.BLEU, CaptionMetric.CIDER), new CaptionEvaluation(), (f, s) -> stages.add(s));
        assertEquals("Evaluate a_fakecap_full_results.json (Bleu, CIDEr)", job.title());
        JobHandle.JobOutcome o = runner.submit(job).outcome().get(120, TimeUnit.SECONDS);
        assertEquals(RunState.SUCCEEDED, o.state(), o.message());
        Run run = project.runs().get(o.runId()).orElseThrow();
        Map<?, ?> metrics = Json.read(run.metricsJson(), Map.class);
        assertEquals(java.util.Set.of("images", "Bleu_1", "Bleu_2", "Bleu_3", "Bleu_4", "CIDEr"), metrics.keySet());
        assertEquals(1000, ((Number) metrics.get("images")).intValue());
        assertEquals(0.5997905185184199, ((Number) metrics.get("CIDEr")).doubleValue(), 1e-6);
        Map<?, ?> params = Json.read(run.paramsJson(), Map.class);
        assertEquals(refs.toAbsolutePath().toString(), params.get("references"));
        assertEquals("Bleu,CIDEr", params.get("metrics"));
        assertTrue(run.log().contains("CIDEr 0.600"), run.log());
        assertTrue(stages.contains("tokenizing") && stages.contains("Bleu") && stages.contains("CIDEr"), stages.toString());
        assertEquals(1000, job.result().images().size());
    }

    @Test
    void cancelDuringScoringStopsTheRunAndLeavesTheRunnerUsable() throws Exception {
        CompletableFuture<JobHandle> handle = new CompletableFuture<>();
        EvaluationJob job = new EvaluationJob(new EvaluationFiles(refs, results), EnumSet.allOf(CaptionMetric.class),
                new CaptionEvaluation(), (f, s) -> {
                    if ("Bleu".equals(s)) {
                        handle.join().cancel();
                    }
                });
        handle.complete(runner.submit(job));
        JobHandle.JobOutcome o = handle.get().outcome().get(120, TimeUnit.SECONDS);
        assertEquals(RunState.CANCELLED, o.state(), o.message());
        assertNull(job.result());
        assertEquals(RunState.CANCELLED, project.runs().get(o.runId()).orElseThrow().state());

        // The cancelled run evaluates again from its stored parameters (no checkpoint: it starts over),
        // on the same runner thread, which must not still carry the interrupt.
        JobHandle.JobOutcome again = runner.resume(o.runId()).outcome().get(180, TimeUnit.SECONDS);
        assertEquals(RunState.SUCCEEDED, again.state(), again.message());
        assertEquals(o.runId(), again.runId());
        assertFalse(again.metrics().isEmpty());
        assertTrue(again.metrics().containsKey("METEOR"));
        assertEquals(0.1908290437674253, ((Number) again.metrics().get("Bleu_4")).doubleValue(), 1e-6);
    }
}
