package org.pairlab.ui;

import javafx.application.Platform;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * The "Evaluate captions" window. With a project open its jobs are recorded and show in the Jobs panel; without
 * one they run on a thread of their own. Closing the window cancels a running evaluation.
 */
public final class EvaluateWindow extends Stage {
    private final EvaluateViewModel vm;
    private final EvaluateView view;
    private final boolean withProject;

    private EvaluateWindow(Window owner, JobLauncher launcher, boolean withProject, AutoCloseable resources) {
        this.withProject = withProject;
        this.vm = new EvaluateViewModel(launcher, Platform::runLater);
        this.view = new EvaluateView(vm);
        initOwner(owner);
        setTitle(withProject ? "Evaluate captions" : "Evaluate captions (no project: runs are not recorded)");
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        Scene scene = new Scene(view, Math.min(1250, screen.getWidth()), Math.min(820, screen.getHeight()));
        scene.getStylesheets().add(EvaluateWindow.class.getResource("workbench.css").toExternalForm());
        setScene(scene);
        setOnHidden(e -> {
            vm.cancel();
            try {
                resources.close();
            } catch (Exception ignored) {
                // Closing a thread pool does not fail in a way the user could act on.
            }
        });
    }

    /** A window whose evaluations run through the open project's Jobs panel. */
    static EvaluateWindow forProject(Window owner, JobsViewModel jobs) {
        return new EvaluateWindow(owner, JobLauncher.of(jobs), true, () -> {
        });
    }

    /** A window that works without a project. */
    static EvaluateWindow standalone(Window owner) {
        StandaloneJobs jobs = new StandaloneJobs();
        return new EvaluateWindow(owner, jobs, false, jobs);
    }

    /** The window's view model. */
    public EvaluateViewModel viewModel() {
        return vm;
    }

    EvaluateView view() {
        return view;
    }

    /** True when its jobs go to a project (so it closes with the project). */
    boolean withProject() {
        return withProject;
    }
}
