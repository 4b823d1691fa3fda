package org.pairlab.lm.neural;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.lm.SentenceScore;
import org.pairlab.ml.TorchRuntime;
import org.pairlab.ml.train.TrainingStore;
import org.pairlab.project.Project;
import org.pairlab.project.Run;
import org.pairlab.project.RunState;
import org.pairlab.runs.JobHandle;
import org.pairlab.runs.JobRunner;
import org.pairlab.testing.SharedData;

/** LSTM language-model training as a run of a real project (coco-sample captions) on the CPU: cancel and resume. */
class LmTrainingJobTest {
    @TempDir
    static Path dir;
    static Project project;
    static JobRunner runner;

    static LstmSettings settings() {
        return LstmSettings.tiny().with(Map.of("epochs", 2, "minCount", 1));
    }

    @BeforeAll
    static void setUp() throws Exception {
        project = Project.create(dir.resolve("t.pairlab"));
        project.datasets().insert(SharedData.cocoSampleDataset("coco", 107));
        runner = new JobRunner(project);
        runner.register(new LmTrainingJob.Factory());
    }

    @AfterAll
    static void tearDown() {
        runner.close();
        project.close();
    }

    @Test
    void interruptedRunResumesAfterItsLastEpochAndEndsAsAnUninterruptedOne() throws Exception {
        AtomicReference<JobHandle> handle = new AtomicReference<>();
        runner.addListener(u -> {
            if (u.logLine() != null && u.logLine().startsWith("Checkpoint after epoch 1 ") && handle.get() != null) {
                handle.get().cancel();
            }
        });
        synchronized (this) {
            handle.set(runner.submit(new LmTrainingJob(project, settings(), 0, false, "resume test")));
        }
        JobHandle.JobOutcome first = handle.get().outcome().get(10, TimeUnit.MINUTES);
        assertEquals(RunState.CANCELLED, first.state(), first.message());
        long id = first.runId();
        assertTrue(project.runs().get(id).orElseThrow().checkpointJson().contains("\"epoch\":1"));

        JobHandle.JobOutcome resumed = runner.resume(id).outcome().get(10, TimeUnit.MINUTES);
        assertEquals(RunState.SUCCEEDED, resumed.state(), resumed.message());
        Run done = project.runs().get(id).orElseThrow();
        assertTrue(done.log().contains("Resuming after epoch 1 of 2"), done.log());
        assertTrue(done.log().contains("Split: held out the val/test splits"), done.log());

        TrainingStore store = new TrainingStore(project);
        List<TrainingStore.Point> ppl = store.curve(id, "heldout_perplexity");
        assertEquals(2, ppl.size(), "one held-out perplexity per epoch: " + ppl);
        assertTrue(ppl.get(1).value() < ppl.get(0).value(), "perplexity should fall: " + ppl);
        double unigram = ((Number) resumed.metrics().get("unigramPerplexity")).doubleValue();
        assertTrue(ppl.get(1).value() < unigram, ppl + " vs unigram " + unigram);
        List<TrainingStore.Point> loss = store.curve(id, "loss");
        assertEquals(ppl.get(1).step(), loss.size(), "one loss point per update, none lost or doubled");
        Map<String, TrainingStore.Artifact> files = store.artifacts(id);
        assertTrue(files.keySet().containsAll(List.of("lstm", "vocabulary", "optimizer")), files.toString());

        JobHandle.JobOutcome straight = runner.runHere(new LmTrainingJob(project, settings(), 0, false, "straight"));
        assertEquals(RunState.SUCCEEDED, straight.state(), straight.message());
        List<TrainingStore.Point> straightLoss = store.curve(straight.runId(), "loss");
        for (int i = 0; i < loss.size(); i++) {
            assertEquals(straightLoss.get(i).value(), loss.get(i).value(), 1e-5, "loss at update " + (i + 1));
        }
        assertEquals(store.artifacts(straight.runId()).get("lstm").sha256(), files.get("lstm").sha256(),
                "resumed and uninterrupted runs end with identical parameters");

        // The run folder's files load as a LanguageModel that scores the held-out captions as the run measured.
        Path runDir = store.runDir(id);
        assertTrue(Files.isRegularFile(runDir.resolve(LstmModelFiles.PARAMS)));
        ProjectCaptions captions = ProjectCaptions.of(project, 0);
        try (LstmLanguageModel lm = LstmLanguageModel.load(TorchRuntime.cpu(), runDir)) {
            SentenceScore total = SentenceScore.zero();
            for (String c : captions.heldOut()) {
                total = total.plus(lm.scoreCaption(c));
            }
            assertEquals(ppl.get(1).value(), total.perplexity(), 1e-3 * total.perplexity());
        }
    }

    @Test
    void unknownSettingsAreRefusedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> LmTrainingJob.fromParams(project, Map.of("hiden", 3)));
        assertTrue(e.getMessage().contains("'hiden'"), e.getMessage());
        LmTrainingJob job = LmTrainingJob.fromParams(project, Map.of("hidden", "64", "epochs", 2));
        assertEquals(64, job.settings().hidden());
        assertEquals(job.params(), LmTrainingJob.fromParams(project, job.params()).params());
    }
}
