package org.pairlab.ui;

import java.nio.file.Path;
import java.util.List;
import java.util.prefs.Preferences;
import javafx.application.Application;
import javafx.stage.Stage;

/** The JavaFX application: the welcome screen, then the workbench; a project path argument opens it directly. */
public final class WorkbenchApp extends Application {
    /** Entry point used by {@code org.pairlab.Launcher}, which must not extend Application itself. */
    public static void launchApp(String[] args) {
        Application.launch(WorkbenchApp.class, args);
    }

    @Override
    public void start(Stage stage) {
        List<String> args = new java.util.ArrayList<>(getParameters().getUnnamed());
        OpenTimeline timeline = args.remove("--debug") ? OpenTimeline.printingTo(System.err) : OpenTimeline.off();
        timeline.mark("JavaFX started");
        // A project named on the command line is opened off the FX thread while the window comes up.
        java.util.concurrent.CompletableFuture<org.pairlab.project.Project> opening = args.isEmpty() ? null
                : java.util.concurrent.CompletableFuture.supplyAsync(() -> org.pairlab.project.Project.open(Path.of(args.get(0))));
        Preferences prefs = Preferences.userNodeForPackage(WorkbenchApp.class);
        DatasetServices services = new DatasetServices();
        Workbench w = new Workbench(stage, services, services, new RecentProjects(prefs), args.isEmpty());
        w.setDocumentOpener(getHostServices()::showDocument);
        w.setTimeline(timeline);
        Errors.installUncaughtHandler(w::stage);
        new WindowPlacement(prefs).apply(stage);
        addWindowIcons(stage);
        if (!args.isEmpty()) {
            // The first frame is "Opening …" with a spinner: the first layout of the main window takes seconds on a
            // busy machine, and the window must not sit blank meanwhile.
            Path file = Path.of(args.get(0));
            w.showOpening(file);
            timeline.nextPulse(stage.getScene(), "opening spinner laid out");
            stage.show();
            Workbench.afterFirstFrame(() -> w.openProject(file, opening));
        } else {
            stage.show();
        }
    }

    /** The PairLab icon at the sizes window managers pick from (task bar, title bar, Alt+Tab). */
    private static void addWindowIcons(Stage stage) {
        for (int size : new int[] {16, 32, 48, 64, 128, 256}) {
            var url = WorkbenchApp.class.getResource("icons/pairlab-" + size + ".png");
            if (url != null) {
                stage.getIcons().add(new javafx.scene.image.Image(url.toExternalForm()));
            }
        }
    }
}
