package org.pairlab.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.Project;
import org.pairlab.runs.Job;
import org.pairlab.runs.JobRunner;

/** Import and export jobs run through the job runner, and their factories re-create them from stored parameters. */
class JobsTest {
    @TempDir
    Path tmp;

    @Test
    void importAndExportJobsRoundTripTheirParameters() throws Exception {
        try (Project project = Project.create(tmp.resolve("p.pairlab")); JobRunner runner = new JobRunner(project)) {
            ImportJob imp = new ImportJob(project, TestData.coco("coco", false), 50_000_000L);
            Job again = new ImportJobFactory().create(project, imp.params());
            assertEquals(imp.params(), again.params());
            assertEquals(TestData.coco("coco", false), ((ImportJob) again).request());
            runner.runHere(again);
            assertEquals(107, project.samples().ofDataset(1).size());

            ExportJob exp = new ExportJob(project, new ExportRequest(ExportFormat.JSONL, tmp.resolve("out"),
                    EnumSet.of(ExportInclude.ORIGINALS), "val2017", false));
            ExportJob exp2 = (ExportJob) new ExportJobFactory().create(project, exp.params());
            assertEquals(exp.request(), exp2.request());
            runner.runHere(exp2);
            long lines = Files.readAllLines(tmp.resolve("out/captions.jsonl")).size();
            assertEquals(53, lines);
            assertTrue(project.runs().list().size() >= 2);
        }
    }
}
