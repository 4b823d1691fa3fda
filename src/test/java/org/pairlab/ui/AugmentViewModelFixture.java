package org.pairlab.ui;

import java.nio.file.Path;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.augment.Augmenters;
import org.pairlab.augment.GenerationJob;
import org.pairlab.project.Project;
import org.pairlab.runs.JobRunner;

/** Shared setup for Augment panel view-model tests: a real project with the COCO sample, a job runner, no window. */
abstract class AugmentViewModelFixture {
    protected static final Executor DIRECT = Runnable::run;
    @TempDir
    protected Path dir;
    protected Project project;
    protected Augmenters augmenters;
    protected JobRunner runner;
    protected MainViewModel main;
    protected AugmentViewModel vm;

    @BeforeEach
    void openProjectWithSample() throws Exception {
        project = Project.create(dir.resolve("a.pairlab"));
        project.datasets().insert(TestDatasetServices.readCoco(TestDatasetServices.cocoRequest("coco")));
        org.pairlab.testing.SharedData.giveCoastGuardASide(project);
        augmenters = new Augmenters();
        runner = new JobRunner(project);
        runner.register(new GenerationJob.Factory(augmenters));
        main = new MainViewModel(project, DIRECT, DIRECT);
        main.refresh().join();
        vm = new AugmentViewModel(project, augmenters, main, runner::submit, DIRECT, DIRECT);
    }

    @AfterEach
    void closeProject() {
        runner.close();
        project.close();
    }
}
