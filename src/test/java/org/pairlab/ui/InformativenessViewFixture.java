package org.pairlab.ui;

import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javafx.application.Platform;
import javafx.scene.Scene;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.Project;
import org.pairlab.runs.JobRunner;
import org.pairlab.testing.SharedData;
import org.pairlab.text.InformativenessFilter;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;

/** Shared TestFX fixture: the informativeness view alone on the primary stage, over 200 COCO sample captions. */
@ExtendWith(ApplicationExtension.class)
abstract class InformativenessViewFixture {
    @TempDir
    protected Path dir;
    protected Project project;
    protected JobRunner runner;
    protected ExecutorService io;
    protected InformativenessViewModel vm;
    protected InformativenessView view;

    /** Whether the scene gets the workbench style sheet (screenshots) or JavaFX's default look. */
    protected boolean styled() {
        return false;
    }

    // A @BeforeEach rather than TestFX's @Start, because ApplicationExtension only looks for @Start on the test class itself.
    @BeforeEach
    void showView() throws Exception {
        var stage = FxToolkit.registerPrimaryStage();
        FxToolkit.setupFixture(() -> {
            project = Project.create(dir.resolve("t.pairlab"));
            project.datasets().insert(SharedData.cocoSampleDataset("coco", 200));
            runner = new JobRunner(project);
            io = Executors.newSingleThreadExecutor();
            vm = new InformativenessViewModel(project, new InformativenessFilter(project), runner::submit, io,
                    Platform::runLater);
            view = new InformativenessView(vm);
            Scene scene = new Scene(view, 900, 700);
            if (styled()) {
                scene.getStylesheets().add(InformativenessView.class.getResource("workbench.css").toExternalForm());
            }
            stage.setScene(scene);
            stage.show();
            vm.load();
            return null;
        });
    }

    @AfterEach
    void closeProject() {
        io.shutdownNow();
        runner.close();
        project.close();
    }
}
