package org.pairlab.ui;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javafx.application.Platform;
import org.pairlab.augment.Augmenters;
import org.pairlab.augment.GenerationJob;
import org.pairlab.dataset.ExportJobFactory;
import org.pairlab.dataset.ImportJobFactory;
import org.pairlab.project.Project;
import org.pairlab.runs.JobRunner;

/** Everything that lives as long as one open project: the job runner, the view models and their threads. */
public final class ProjectSession implements AutoCloseable {
    private final Project project;
    private final Augmenters augmenters = new Augmenters();
    private final JobRunner runner;
    private final ExecutorService io;
    private final MainViewModel main;
    private final SampleViewModel sample;
    private final JobsViewModel jobs;
    private final ThumbnailCache thumbnails;

    public ProjectSession(Project project) {
        this.project = project;
        this.runner = new JobRunner(project);
        runner.register(new GenerationJob.Factory(augmenters));
        runner.register(new ImportJobFactory());
        runner.register(new ExportJobFactory());
        runner.register(new org.pairlab.ml.train.TrainingJob.Factory());
        runner.register(new org.pairlab.ml.train.EvaluationJob.Factory());
        // One reader thread: queries are short and the reader connection is used one at a time anyway.
        this.io = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "pairlab-ui-io");
            t.setDaemon(true);
            return t;
        });
        this.main = new MainViewModel(project, io, Platform::runLater);
        this.sample = new SampleViewModel(project, augmenters, io, Platform::runLater);
        this.jobs = new JobsViewModel(project, runner, Platform::runLater);
        this.thumbnails = new ThumbnailCache(project, sample);
    }

    public Project project() {
        return project;
    }

    public Augmenters augmenters() {
        return augmenters;
    }

    public JobRunner runner() {
        return runner;
    }

    public MainViewModel main() {
        return main;
    }

    public SampleViewModel sample() {
        return sample;
    }

    public JobsViewModel jobs() {
        return jobs;
    }

    public ThumbnailCache thumbnails() {
        return thumbnails;
    }

    @Override
    public void close() {
        jobs.dispose();
        thumbnails.close();
        runner.close();
        io.shutdownNow();
        project.close();
    }
}
