package org.pairlab.ml.train;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.Project;

/** The one reading of a training run for the run views: state line, log tail, curves (long ones averaged down). */
class RunMonitorTest {
    @TempDir
    Path dir;

    @Test
    void aRunIsReadWithItsLogTailAndCurvesAndLongCurvesAreAveragedDown() throws Exception {
        try (Project p = Project.create(dir.resolve("p.pairlab"))) {
            long run = p.runs().create("lm-train", "Train LSTM", "{}");
            p.runs().started(run);
            for (int i = 1; i <= 5; i++) {
                p.runs().appendLog(run, "line " + i + "\n");
            }
            p.runs().progress(run, 0.5, "epoch 1 of 2");
            TrainingStore store = new TrainingStore(p);
            List<TrainingStore.Point> loss = new ArrayList<>();
            for (int step = 1; step <= 10; step++) {
                loss.add(new TrainingStore.Point(step, step));
            }
            store.addPoints(run, "loss", loss);
            store.addPoints(run, "heldout_perplexity", List.of(new TrainingStore.Point(10, 42.5)));

            RunMonitor monitor = new RunMonitor(p, 2);
            RunMonitor.Snapshot s = monitor.load(run, List.of(new RunMonitor.Curve("loss", 5),
                    new RunMonitor.Curve("heldout_perplexity", 0))).orElseThrow();
            assertEquals(0.5, s.progress(), 1e-9);
            assertTrue(s.status().endsWith("epoch 1 of 2"), s.status());
            assertEquals("line 4\nline 5\n", s.logTail());
            // Ten points drawn as five: pairs averaged, each at its pair's last step.
            assertEquals(List.of(new TrainingStore.Point(2, 1.5), new TrainingStore.Point(4, 3.5),
                    new TrainingStore.Point(6, 5.5), new TrainingStore.Point(8, 7.5), new TrainingStore.Point(10, 9.5)),
                    s.curves().get("loss"));
            assertEquals(List.of(new TrainingStore.Point(10, 42.5)), s.curves().get("heldout_perplexity"));
            assertEquals(List.of("loss", "heldout_perplexity"), List.copyOf(s.curves().keySet()));
            assertTrue(monitor.load(run + 1, List.of()).isEmpty());
            assertEquals("", monitor.tail(null));
        }
    }
}
