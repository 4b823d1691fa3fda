package org.pairlab.lm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.Project;
import org.pairlab.project.RunState;
import org.pairlab.project.Sha256;
import org.pairlab.runs.JobRunner;
import org.pairlab.testing.SharedData;

/** The n-gram training run on real COCO captions: held-out split, file, registration, re-creation from its params. */
class NgramTrainingJobTest {
    @TempDir
    Path dir;

    @Test
    void trainsRegistersAndIsReCreatedFromItsStoredParameters() throws Exception {
        try (Project p = Project.create(dir.resolve("j.pairlab")); JobRunner runner = new JobRunner(p)) {
            p.datasets().insert(SharedData.cocoSampleDataset("coco", 30));
            NgramTrainingSettings s = new NgramTrainingSettings(null, "coco", 4, LmTokenizer.PTB, 2, null);
            assertEquals("kn4-ptb-coco", s.name());
            NgramTrainingJob job = new NgramTrainingJob(p, s);
            var out = runner.runHere(job);
            assertEquals(RunState.SUCCEEDED, out.state(), out.message());
            var m = p.languageModels().byName("kn4-ptb-coco").orElseThrow();
            Path file = Path.of(m.file());
            assertEquals(dir.resolve("j.pairlab.lm").resolve("kn4-ptb-coco.arpa"), file);
            assertEquals(Sha256.ofFile(file), m.sha256());
            assertEquals(4, ((Number) m.settings().get("order")).intValue());
            assertEquals(2, ((Number) m.settings().get("minCount")).intValue());
            assertEquals(m.heldoutPerplexity(), ((Number) out.metrics().get("heldOutPerplexity")).doubleValue(), 1e-12);
            try (var files = Files.list(file.getParent())) {
                assertEquals(List.of(file), files.toList(), "no partial file left behind");
            }

            NgramTrainingJob again = (NgramTrainingJob) new NgramTrainingJob.Factory().create(p, job.params());
            assertEquals(job.params(), again.params());
            assertEquals(job.target(), again.target());

            HeldOutSplit split = HeldOutSplit.of(List.of("a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"), 10);
            assertEquals(List.of("j"), split.heldOut());
            assertEquals(10, split.train().size());

            var missing = runner.runHere(new NgramTrainingJob(p, NgramTrainingSettings.of("nope", 3, LmTokenizer.PTB)));
            assertEquals(RunState.FAILED, missing.state());
            assertTrue(missing.message().contains("no dataset 'nope'"), missing.message());
            IllegalArgumentException order = assertThrows(IllegalArgumentException.class,
                    () -> NgramTrainingSettings.of(null, 6, LmTokenizer.PTB));
            assertTrue(order.getMessage().contains("order 6"), order.getMessage());
        }
    }
}
