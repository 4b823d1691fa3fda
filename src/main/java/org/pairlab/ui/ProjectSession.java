package org.pairlab.ui;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javafx.application.Platform;
import org.pairlab.augment.Augmenters;
import org.pairlab.augment.LexiconService;
import org.pairlab.project.Project;
import org.pairlab.runs.JobRunner;
import org.pairlab.text.WordNetLookup;

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
    private final ExecutorService augmentWork;
    private final AugmentViewModel augment;
    private LexiconViewModel lexicons;
    private final CurationViewModel curation;
    private final FirstScreen firstScreen;

    public ProjectSession(Project project) {
        this.project = project;
        this.runner = new JobRunner(project);
        runner.registerInstalledKinds();
        // One reader thread: queries are short and the reader connection is used one at a time anyway.
        this.io = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "pairlab-ui-io");
            t.setDaemon(true);
            return t;
        });
        this.main = new MainViewModel(project, io, Platform::runLater);
        this.sample = new SampleViewModel(project, augmenters, io, Platform::runLater);
        this.jobs = new JobsViewModel(project, runner, Platform::runLater);
        if (!project.readOnly()) {
            // "More like this" computes its vectors as a recorded embed job in the Jobs panel.
            main.setJobLauncher(JobLauncher.of(jobs));
        }
        this.thumbnails = new ThumbnailCache(project, sample);
        this.firstScreen = new FirstScreen(thumbnails::idle);
        // Previews propose and render (possibly with a model); their own thread keeps the grid's queries quick.
        this.augmentWork = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "pairlab-ui-augment");
            t.setDaemon(true);
            return t;
        });
        this.augment = new AugmentViewModel(project, augmenters, main, jobs::submit, augmentWork, Platform::runLater);
        this.curation = new CurationViewModel(project, main, io, Platform::runLater);
    }

    /** The grid's first screen of thumbnails after opening, which the counts and the sample view's image wait for. */
    FirstScreen firstScreen() {
        return firstScreen;
    }

    public AugmentViewModel augment() {
        return augment;
    }

    /** A box editor of one original (edits through the project, re-rendering as a job). */
    public BoxEditorViewModel boxEditor(long sampleId) {
        BoxEditorViewModel vm = new BoxEditorViewModel(project, sampleId, augmenters, jobs::submit, io, Platform::runLater);
        vm.setAfterRerender(() -> {
            thumbnails.forgetCandidates();
            main.refresh();
        });
        return vm;
    }

    /** The reader thread, for loading images in tool windows. */
    java.util.concurrent.Executor io() {
        return io;
    }

    /** The Filters tab: histograms, chips, categories, tags. */
    public CurationViewModel curation() {
        return curation;
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

    /** The lexicon editor's view model, made on first use (WordNet loads when a word is looked up). */
    public synchronized LexiconViewModel lexicons() {
        if (lexicons == null) {
            lexicons = new LexiconViewModel(new LexiconService(project, new WordNetLookup()), io, Platform::runLater);
        }
        return lexicons;
    }

    public ThumbnailCache thumbnails() {
        return thumbnails;
    }

    /** A fresh view model of the CutSwap object clusters. */
    public ClustersViewModel clusters() {
        return new ClustersViewModel(project, io, Platform::runLater);
    }

    @Override
    public void close() {
        jobs.dispose();
        thumbnails.close();
        runner.close();
        io.shutdownNow();
        augmentWork.shutdownNow();
        project.close();
    }
}
