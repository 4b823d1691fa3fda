package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.chart.LineChart;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.scene.layout.HBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.ml.train.TrainingJob;
import org.pairlab.ml.train.TrainingStore;
import org.pairlab.project.Project;
import org.pairlab.project.RunState;
import org.pairlab.runs.JobRunner;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The Runs and Experiments views render stored runs and curves, headless. */
@ExtendWith(ApplicationExtension.class)
class ModelViewsUiTest {
    @TempDir
    static Path dir;
    private Project project;
    private Stage stage;
    private JobRunner runner;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        project = Project.create(dir.resolve("ui-" + System.nanoTime() + ".pairlab"));
        long run = project.runs().create(TrainingJob.KIND, "Train captioner (baseline)", "{}");
        project.runs().started(run);
        project.runs().appendLog(run, "Device: CPU (GPU not requested)\nstep 3/3 loss 4.1\n");
        project.runs().finished(run, RunState.SUCCEEDED, "Finished in 1 s");
        TrainingStore store = new TrainingStore(project);
        store.addPoints(run, "loss", List.of(new TrainingStore.Point(1, 5.5), new TrainingStore.Point(2, 4.8),
                new TrainingStore.Point(3, 4.1)));
        store.addPoints(run, "val_CIDEr", List.of(new TrainingStore.Point(3, 0.02)));
        runner = new JobRunner(project);
        TrainingRunsViewModel vm = new TrainingRunsViewModel(project, runner, Runnable::run);
        vm.refresh();
        HBox both = new HBox(new TrainingRunsView(vm), new ExperimentsView(new ExperimentsViewModel(project)));
        stage.setScene(new Scene(both, 1200, 700));
        stage.show();
    }

    @AfterEach
    void tearDown(FxRobot robot) {
        robot.interact(() -> stage.close());
        runner.close();
        project.close();
    }

    @Test
    @SuppressWarnings("unchecked")
    void runsViewShowsTheSelectedRunsCurvesAndLog(FxRobot robot) throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        ListView<TrainingRunsViewModel.RunItem> list = robot.lookup("#training-runs").queryAs(ListView.class);
        assertEquals(1, list.getItems().size());
        List<LineChart<Number, Number>> charts = robot.lookup(".chart").queryAll().stream()
                .filter(c -> c instanceof LineChart).map(c -> (LineChart<Number, Number>) c).toList();
        assertEquals(2, charts.size());
        LineChart<Number, Number> loss = charts.stream().filter(c -> c.getTitle().startsWith("Training loss")).findFirst()
                .orElseThrow();
        LineChart<Number, Number> val = charts.stream().filter(c -> c.getTitle().startsWith("Validation")).findFirst()
                .orElseThrow();
        assertEquals(3, loss.getData().get(0).getData().size());
        assertEquals(1, val.getData().get(0).getData().size());
        TextArea log = robot.lookup("#run-log").queryAs(TextArea.class);
        assertTrue(log.getText().contains("Device: CPU"), log.getText());
        assertTrue(robot.lookup("#experiment-table").tryQuery().isPresent());
        // The selected run is a succeeded training run, so it can be evaluated.
        assertTrue(!robot.lookup("#runs-evaluate").queryButton().isDisabled());
    }
}
