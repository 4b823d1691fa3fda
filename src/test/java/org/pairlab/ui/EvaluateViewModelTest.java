package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.metrics.CaptionEvaluation.ImageRow;
import org.pairlab.metrics.CaptionMetric;
import org.pairlab.metrics.EvaluationJob;
import org.pairlab.project.Json;
import org.pairlab.project.Project;
import org.pairlab.project.Run;
import org.pairlab.project.RunState;
import org.pairlab.runs.Job;
import org.pairlab.runs.JobContext;
import org.pairlab.runs.JobHandle.JobOutcome;
import org.pairlab.runs.JobRunner;
import org.pairlab.testing.SharedData;

/** The Evaluate view model without a window, on a real project's job runner and the toolkit's reference case. */
class EvaluateViewModelTest {
    private static final Executor DIRECT = Runnable::run;
    @TempDir
    Path dir;
    private Project project;
    private JobRunner runner;
    private JobsViewModel jobs;
    private EvaluateViewModel vm;
    private final Path dev = SharedData.root().resolve("cocoeval-dev");
    private final JsonNode expected = read(dev.resolve("expected.json"));

    private static JsonNode read(Path p) {
        try {
            return new ObjectMapper().readTree(p.toFile());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @BeforeEach
    void setUp() {
        project = Project.create(dir.resolve("e.pairlab"));
        runner = new JobRunner(project);
        runner.register(new EvaluationJob.Factory());
        jobs = new JobsViewModel(project, runner, DIRECT);
        vm = new EvaluateViewModel(JobLauncher.of(jobs), DIRECT);
    }

    @AfterEach
    void tearDown() {
        jobs.dispose();
        runner.close();
        project.close();
    }

    private void devFiles() {
        vm.referencesFileProperty().set(dev.resolve("a_fakecap_full_annotations.json").toString());
        vm.resultsFileProperty().set(dev.resolve("a_fakecap_full_results.json").toString());
    }

    private JobOutcome evaluate() throws Exception {
        return vm.evaluate().get(120, TimeUnit.SECONDS);
    }

    @Test
    void scoresTheDevSetLikeTheToolkitAndStoresTheCorpusScoresWithTheRun() throws Exception {
        assertFalse(vm.canEvaluateProperty().get(), "no files yet");
        devFiles();
        assertTrue(vm.canEvaluateProperty().get());
        // METEOR is off by default (slow); BLEU, ROUGE-L and CIDEr-D are on.
        assertFalse(vm.metricProperty(CaptionMetric.METEOR).get());
        JobOutcome o = evaluate();
        assertEquals(RunState.SUCCEEDED, o.state(), o.message());
        assertEquals("", vm.errorProperty().get());
        assertFalse(vm.runningProperty().get());
        assertEquals(1.0, vm.progressProperty().get());

        JsonNode corpus = expected.get("cases").get("a_fakecap_full").get("corpus");
        assertEquals(List.of("Bleu_1", "Bleu_2", "Bleu_3", "Bleu_4", "ROUGE_L", "CIDEr"),
                vm.corpus().stream().map(EvaluateViewModel.CorpusScore::key).toList());
        for (EvaluateViewModel.CorpusScore s : vm.corpus()) {
            assertEquals(corpus.get(s.key()).asDouble(), s.value(), 1e-6, s.key());
        }
        assertEquals(0.5997905185184199, score("CIDEr"), 1e-6);
        assertEquals(0.1908290437674253, score("Bleu_4"), 1e-6);
        assertEquals(1000, vm.rows().size());
        assertEquals(1000, vm.filteredRows().size());
        assertEquals(List.of("Bleu_1", "Bleu_2", "Bleu_3", "Bleu_4", "ROUGE_L", "CIDEr"), List.copyOf(vm.metricKeys()));
        assertTrue(vm.summaryProperty().get().startsWith("1,000 images evaluated"), vm.summaryProperty().get());

        // The run is in the project, with the corpus scores as its metrics and shown in the Jobs panel.
        Run run = project.runs().get(o.runId()).orElseThrow();
        assertEquals(EvaluationJob.KIND, run.kind());
        assertEquals(RunState.SUCCEEDED, run.state());
        Map<?, ?> stored = Json.read(run.metricsJson(), Map.class);
        assertEquals(1000, ((Number) stored.get("images")).intValue());
        assertEquals(corpus.get("CIDEr").asDouble(), ((Number) stored.get("CIDEr")).doubleValue(), 1e-6);
        assertEquals(o.runId(), jobs.runs().get(0).id());
        assertEquals(RunState.SUCCEEDED, jobs.runs().get(0).stateProperty().get());
    }

    private double score(String key) {
        return vm.corpus().stream().filter(s -> s.key().equals(key)).findFirst().orElseThrow().value();
    }

    @Test
    void histogramBinsCountEveryImageOnceAndMatchTheToolkitsPerImageScores() throws Exception {
        devFiles();
        evaluate();
        // CIDEr is shown first; its bins span 0 to the maximum rounded up to a half.
        assertEquals("CIDEr", vm.histogramMetricProperty().get());
        assertEquals(EvaluateViewModel.BINS, vm.histogram().size());
        assertEquals(1000, vm.histogram().stream().mapToLong(org.pairlab.metrics.Histogram.Bin::count).sum());
        JsonNode perImage = expected.get("per_image_all").get("a_fakecap_full");
        List<Double> cider = new ArrayList<>();
        perImage.forEach(n -> cider.add(n.get("CIDEr").asDouble()));
        double max = cider.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        double upper = Math.ceil(max * 2) / 2;
        assertEquals(upper, vm.histogram().get(EvaluateViewModel.BINS - 1).to(), 1e-12);
        int[] counts = new int[EvaluateViewModel.BINS];
        for (double v : cider) {
            counts[Math.min(EvaluateViewModel.BINS - 1, (int) (v / (upper / EvaluateViewModel.BINS)))]++;
        }
        assertEquals(java.util.Arrays.stream(counts).asLongStream().boxed().toList(),
                vm.histogram().stream().map(org.pairlab.metrics.Histogram.Bin::count).toList());

        vm.histogramMetricProperty().set("Bleu_4");
        assertEquals(1.0, vm.histogram().get(EvaluateViewModel.BINS - 1).to(), 1e-12);
        assertEquals(1000, vm.histogram().stream().mapToLong(org.pairlab.metrics.Histogram.Bin::count).sum());
        long low = perImage.findValues("Bleu_4").stream().filter(n -> n.asDouble() < 0.05).count();
        assertEquals(low, vm.histogram().get(0).count());
    }

    @Test
    void filterKeepsExactlyTheRowsMentioningTheWord() throws Exception {
        devFiles();
        evaluate();
        vm.filterProperty().set("Giraffe");
        List<ImageRow> expectedRows = vm.rows().stream().filter(r -> r.candidate().toLowerCase(Locale.ROOT)
                .contains("giraffe") || r.references().stream().anyMatch(s -> s.toLowerCase(Locale.ROOT)
                .contains("giraffe"))).toList();
        assertFalse(expectedRows.isEmpty());
        assertTrue(expectedRows.size() < 1000);
        assertEquals(expectedRows, List.copyOf(vm.filteredRows()));
        vm.filterProperty().set("404464");
        assertEquals(List.of(404464L), vm.filteredRows().stream().map(ImageRow::imageId).toList());
        vm.filterProperty().set("");
        assertEquals(1000, vm.filteredRows().size());
    }

    @Test
    void malformedResultsFileGivesAMessageNamingFileAndLine() throws Exception {
        Path bad = dir.resolve("broken_results.json");
        Files.writeString(bad, "[{\"image_id\": 404464, \"caption\": \"a man\"},\n {\"image_id\": 380932, \"caption\": ]\n");
        vm.referencesFileProperty().set(dev.resolve("a_fakecap_full_annotations.json").toString());
        vm.resultsFileProperty().set(bad.toString());
        JobOutcome o = evaluate();
        assertEquals(RunState.FAILED, o.state());
        String msg = vm.errorProperty().get();
        assertTrue(msg.contains("broken_results.json") && msg.contains("malformed JSON") && msg.contains("line 2"), msg);
        assertFalse(msg.contains("Exception") || msg.contains("\tat "), msg);
        assertEquals("Failed", vm.stageProperty().get());
        assertFalse(vm.runningProperty().get());
        assertTrue(vm.rows().isEmpty());
        assertNull(vm.resultProperty().get());
    }

    @Test
    void wrongFieldsAndUnknownImagesAndMissingFilesAreNamed() throws Exception {
        vm.referencesFileProperty().set(dev.resolve("a_fakecap_full_annotations.json").toString());
        Path unknown = dir.resolve("unknown.json");
        Files.writeString(unknown, "[{\"image_id\": 404464, \"caption\": \"a man\"}, {\"image_id\": 7, \"caption\": \"x\"}]");
        vm.resultsFileProperty().set(unknown.toString());
        assertEquals(RunState.FAILED, evaluate().state());
        assertTrue(vm.errorProperty().get().contains("unknown.json: image 7 (entry 1) is not in the references"),
                vm.errorProperty().get());

        Path noCaption = dir.resolve("nocaption.json");
        Files.writeString(noCaption, "[{\"image_id\": 404464, \"text\": \"a man\"}]");
        vm.resultsFileProperty().set(noCaption.toString());
        assertEquals(RunState.FAILED, evaluate().state());
        assertTrue(vm.errorProperty().get().contains("nocaption.json: entry 0: \"caption\" must be a string"),
                vm.errorProperty().get());

        vm.resultsFileProperty().set(dir.resolve("missing.json").toString());
        assertEquals(RunState.FAILED, evaluate().state());
        assertTrue(vm.errorProperty().get().endsWith("missing.json: no such file"), vm.errorProperty().get());

        // A later good run clears the error.
        vm.resultsFileProperty().set(dev.resolve("a_fakecap_full_results.json").toString());
        vm.metricProperty(CaptionMetric.BLEU).set(false);
        vm.metricProperty(CaptionMetric.ROUGE_L).set(false);
        assertEquals(RunState.SUCCEEDED, evaluate().state());
        assertEquals("", vm.errorProperty().get());
        assertEquals(List.of("CIDEr"), List.copyOf(vm.metricKeys()));
    }

    @Test
    void noMetricChosenCannotEvaluate() {
        devFiles();
        for (CaptionMetric m : CaptionMetric.values()) {
            vm.metricProperty(m).set(false);
        }
        assertFalse(vm.canEvaluateProperty().get());
        assertTrue(vm.evaluate().isCompletedExceptionally());
        assertEquals("Choose at least one metric.", vm.errorProperty().get());
    }

    @Test
    void cancellingAQueuedEvaluationEndsItCancelledAndTheNextOneStillRuns() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch started = new CountDownLatch(1);
        runner.submit(new Job() {
            @Override
            public String kind() {
                return "wait";
            }

            @Override
            public String title() {
                return "A job ahead in the queue";
            }

            @Override
            public Map<String, Object> params() {
                return Map.of();
            }

            @Override
            public Map<String, Object> run(JobContext context) throws Exception {
                started.countDown();
                release.await();
                return Map.of();
            }
        });
        started.await(20, TimeUnit.SECONDS);
        devFiles();
        var pending = vm.evaluate();
        assertTrue(vm.runningProperty().get());
        assertEquals(-1.0, vm.progressProperty().get(), "queued behind the other job");
        assertFalse(vm.canEvaluateProperty().get(), "one evaluation at a time");
        vm.cancel();
        release.countDown();
        JobOutcome o = pending.get(60, TimeUnit.SECONDS);
        assertEquals(RunState.CANCELLED, o.state());
        assertEquals("Cancelled", vm.stageProperty().get());
        assertTrue(vm.rows().isEmpty());
        assertEquals(RunState.CANCELLED, project.runs().get(o.runId()).orElseThrow().state());
        assertEquals(RunState.SUCCEEDED, evaluate().state());
        assertEquals(1000, vm.rows().size());
    }

    @Test
    void runsWithoutAProjectToo() throws Exception {
        try (StandaloneJobs standalone = new StandaloneJobs()) {
            EvaluateViewModel free = new EvaluateViewModel(standalone, DIRECT);
            free.referencesFileProperty().set(dev.resolve("a_fakecap_full_annotations.json").toString());
            free.resultsFileProperty().set(dev.resolve("a_fakecap_full_results.json").toString());
            JobOutcome o = free.evaluate().get(120, TimeUnit.SECONDS);
            assertEquals(RunState.SUCCEEDED, o.state(), o.message());
            assertEquals(1000, free.rows().size());
            assertEquals(0.5997905185184199, free.corpus().get(free.corpus().size() - 1).value(), 1e-6);
            free.resultsFileProperty().set(dir.resolve("none.json").toString());
            assertEquals(RunState.FAILED, free.evaluate().get(60, TimeUnit.SECONDS).state());
            assertTrue(free.errorProperty().get().endsWith("none.json: no such file"), free.errorProperty().get());
        }
    }

    @Test
    void histogramEdgesPutTheMaximumInTheLastBin() {
        List<ImageRow> rows = List.of(row(1, 0.0), row(2, 0.05), row(3, 0.999), row(4, 1.0));
        List<org.pairlab.metrics.Histogram.Bin> bins = EvaluateViewModel.histogram(rows, "Bleu_1", 20);
        assertEquals(1, bins.get(0).count());
        assertEquals(1, bins.get(1).count(), "0.05 starts the second bin");
        assertEquals(2, bins.get(19).count(), "0.999 and 1.0");
        assertEquals("0.95–1.00", bins.get(19).label());
    }

    private static ImageRow row(long id, double v) {
        return new ImageRow(id, "c", List.of("r"), "c", Map.of("Bleu_1", v));
    }
}
