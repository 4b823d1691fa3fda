package org.pairlab.ui;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.extension.ExtendWith;
import org.pairlab.project.Project;
import org.pairlab.runs.JobRunner;
import org.pairlab.testing.SharedData;
import org.pairlab.text.InformativenessFilter;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Writes docs/images/informativeness.png; runs only with -Dpairlab.screenshots=true. */
@EnabledIfSystemProperty(named = "pairlab.screenshots", matches = "true")
@ExtendWith(ApplicationExtension.class)
class InformativenessScreenshotTest {
    private Project project;
    private JobRunner runner;
    private ExecutorService io;
    private InformativenessViewModel vm;
    private InformativenessView view;

    @Start
    void start(Stage stage) throws Exception {
        Path dir = Files.createTempDirectory("pairlab-inform-shot");
        project = Project.create(dir.resolve("t.pairlab"));
        project.datasets().insert(SharedData.cocoSampleDataset("coco", 200));
        runner = new JobRunner(project);
        io = Executors.newSingleThreadExecutor();
        vm = new InformativenessViewModel(project, new InformativenessFilter(project), runner::submit, io, Platform::runLater);
        view = new InformativenessView(vm);
        Scene scene = new Scene(view, 900, 700);
        scene.getStylesheets().add(InformativenessView.class.getResource("workbench.css").toExternalForm());
        stage.setScene(scene);
        stage.show();
        vm.load();
    }

    @AfterEach
    void tearDown() {
        io.shutdownNow();
        runner.close();
        project.close();
    }

    @Test
    void shoot() throws Exception {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> vm.tableProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        Screenshots.save(view, "informativeness.png", 600);
    }
}
