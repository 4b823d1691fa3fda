package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.pairlab.project.Project;
import org.pairlab.runs.JobRunner;
import org.pairlab.testing.SharedData;
import org.pairlab.text.InformativenessFilter;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Dragging the threshold line in the histogram changes the threshold and the counts. */
@ExtendWith(ApplicationExtension.class)
class InformativenessViewUiTest {
    private Project project;
    private JobRunner runner;
    private ExecutorService io;
    private InformativenessViewModel vm;
    private InformativenessView view;

    @Start
    void start(Stage stage) throws Exception {
        Path dir = java.nio.file.Files.createTempDirectory("pairlab-inform-ui");
        project = Project.create(dir.resolve("t.pairlab"));
        project.datasets().insert(SharedData.cocoSampleDataset("coco", 200));
        runner = new JobRunner(project);
        io = Executors.newSingleThreadExecutor();
        vm = new InformativenessViewModel(project, new InformativenessFilter(project), runner::submit, io, Platform::runLater);
        view = new InformativenessView(vm);
        stage.setScene(new Scene(view, 900, 700));
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
    void draggingTheLineMovesTheThresholdAndTheCounts(FxRobot robot) throws Exception {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> vm.tableProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        Label counts = robot.lookup("#informativeness-counts").queryAs(Label.class);
        String before = counts.getText();
        int belowBefore = vm.captionsBelowProperty().get();
        assertTrue(before.startsWith("rho < 20.0"), before);

        robot.drag(view.chart().line(), MouseButton.PRIMARY).moveBy(120, 0).drop();
        WaitForAsyncUtils.waitForFxEvents();
        double moved = vm.thresholdProperty().get();
        assertTrue(moved > 20, "threshold after dragging right: " + moved);
        assertTrue(vm.captionsBelowProperty().get() > belowBefore);
        assertNotEquals(before, counts.getText());
        // the spinner follows the line
        assertEquals(moved, robot.lookup("#threshold-spinner").queryAs(javafx.scene.control.Spinner.class).getValue());

        robot.drag(view.chart().line(), MouseButton.PRIMARY).moveBy(-240, 0).drop();
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(vm.thresholdProperty().get() < moved);
        assertTrue(vm.captionsBelowProperty().get() < belowBefore);
    }
}
