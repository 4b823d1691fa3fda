package org.pairlab.augment.toca;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.Candidate;
import org.pairlab.project.NewCaption;
import org.pairlab.project.NewDataset;
import org.pairlab.project.NewSample;
import org.pairlab.project.Project;
import org.pairlab.project.RunState;
import org.pairlab.project.Sample;
import org.pairlab.project.Sha256;
import org.pairlab.runs.JobHandle;
import org.pairlab.runs.JobRunner;

/**
 * ToCa as a project job (kind {@value TocaJob#KIND}) on the 56 COCO captions: cancelled once its first chunk of
 * candidates is stored, then resumed through the {@link JobRunner}; the resumed run stores the rest and no candidate
 * twice, and its log says so.
 */
class TocaJobTest {
    @Test
    void aCancelledRunResumesWithoutDuplicateCandidates(@TempDir Path dir) throws Exception {
        List<String> corpus = TocaCorpora.coco56().corpus();
        try (Project p = Project.create(dir.resolve("t.pairlab")); JobRunner runner = new JobRunner(p)) {
            runner.register(new TocaJob.Factory());
            List<NewSample> samples = new ArrayList<>();
            for (int i = 0; i < corpus.size(); i++) {
                samples.add(new NewSample("s" + i, "", 0, 0, Sha256.hex(corpus.get(i)), null,
                        List.of(new NewCaption("s" + i, corpus.get(i))), List.of()));
            }
            p.datasets().insert(new NewDataset("coco56", dir, "text", List.of(), "{}", List.of(), samples));
            // No grammar filter and no over-generation: the job's storing and resuming is what is tested here.
            TocaSettings settings = new TocaSettings(Scenario.IN_DOMAIN, 150, 3, Double.POSITIVE_INFINITY, 56, false, 1,
                    2, Integer.MAX_VALUE);
            TocaJob job = new TocaJob(p, new TocaJob.Request("toca150", "coco56", settings, null));
            java.util.concurrent.atomic.AtomicBoolean cancelOnce = new java.util.concurrent.atomic.AtomicBoolean(true);
            runner.addListener(u -> {
                if (u.logLine() != null && u.logLine().contains("candidates stored") && cancelOnce.getAndSet(false)) {
                    // after the first chunk: the next chunk's check stops the run
                    runner.active(u.runId()).ifPresent(JobHandle::cancel);
                }
            });
            JobHandle.JobOutcome first = runner.submit(job).outcome().get(5, TimeUnit.MINUTES);
            assertEquals(RunState.CANCELLED, first.state(), first.message());
            long datasetId = p.datasets().byName("toca150").orElseThrow().id();
            int afterCancel = candidates(p, datasetId).size();
            assertTrue(afterCancel > 0 && afterCancel < 150, afterCancel + " stored before the cancel");

            JobHandle.JobOutcome resumed = runner.resume(first.runId()).outcome().get(5, TimeUnit.MINUTES);
            assertEquals(RunState.SUCCEEDED, resumed.state(), resumed.message());
            List<Candidate> stored = candidates(p, datasetId);
            assertEquals(150, stored.size());
            Set<String> captions = new HashSet<>();
            for (Candidate c : stored) {
                assertTrue(captions.add(c.captions().get(0)), "stored twice: " + c.captions());
                assertEquals(first.runId(), c.runId());
            }
            assertEquals(afterCancel, ((Number) resumed.metrics().get("alreadyStored")).intValue());
            String log = p.runs().get(first.runId()).orElseThrow().log();
            assertTrue(log.contains("resuming") && log.contains("not stored again"), log);
            assertEquals(1, p.datasets().list().stream().filter(d -> d.name().equals("toca150")).count());

            // A new run into the same name is refused before anything is recorded.
            int runs = p.runs().list().size();
            assertThrows(IllegalArgumentException.class,
                    () -> runner.submit(new TocaJob(p, new TocaJob.Request("toca150", "coco56", settings, null))));
            assertEquals(runs, p.runs().list().size());
        }
    }

    private static List<Candidate> candidates(Project p, long datasetId) {
        List<Candidate> out = new ArrayList<>();
        for (Sample s : p.samples().ofDataset(datasetId)) {
            out.addAll(p.candidates().ofSample(s.id()));
        }
        return out;
    }
}
