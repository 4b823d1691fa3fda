package org.pairlab.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.Project;
import org.pairlab.project.Run;
import org.pairlab.project.RunState;
import org.pairlab.runs.JobHandle;
import org.pairlab.runs.JobRunner;

/** Issue 13, item 3: a disk that fills up during an import is reported as a full disk, in the outcome and the run. */
class DiskFullImportTest {
    @TempDir
    Path tmp;

    @Test
    void aFullDiskDuringImportSaysSoAndWritesNothing() {
        try (Project p = Project.create(tmp.resolve("p.pairlab")); JobRunner runner = new JobRunner(p)) {
            long pages = p.read(c -> {
                try (var s = c.createStatement(); var rs = s.executeQuery("PRAGMA page_count")) {
                    rs.next();
                    return rs.getLong(1);
                }
            });
            // Room for the run's own row, not for 107 samples with 535 captions and 984 boxes.
            p.write(c -> {
                try (var s = c.createStatement()) {
                    s.execute("PRAGMA max_page_count = " + (pages + 4));
                }
                return null;
            });
            JobHandle.JobOutcome out = runner.runHere(new ImportJob(p, TestData.coco("coco", false)));
            assertEquals(RunState.FAILED, out.state());
            assertTrue(out.message().contains("the disk is full"), out.message());
            assertFalse(out.message().contains("no transaction is active"), out.message());
            Run run = p.runs().get(out.runId()).orElseThrow();
            assertTrue(run.message().contains("the disk is full"), run.message());
            assertEquals(0, p.summary().datasets(), "nothing of the import was kept");
        }
    }
}
