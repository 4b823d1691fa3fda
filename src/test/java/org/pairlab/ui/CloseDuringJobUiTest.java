package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.control.DialogPane;
import javafx.stage.Window;
import javafx.stage.WindowEvent;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.pairlab.project.Json;
import org.pairlab.project.Project;
import org.pairlab.project.Run;
import org.pairlab.project.RunState;
import org.pairlab.runs.Job;
import org.pairlab.runs.JobCancelledException;
import org.pairlab.runs.JobContext;
import org.pairlab.runs.JobFactory;
import org.pairlab.runs.JobHandle;
import org.pairlab.runs.JobRunner;
import org.testfx.api.FxRobot;

/**
 * Issue 17.7: closing while a job runs asks Cancel job / Wait / Keep open; the project is closed only after the job
 * thread has recorded how it ended, so a cancelled run is resumable and nothing fails on a closed connection.
 */
class CloseDuringJobUiTest extends WorkbenchFixture {
    /** A slow, checkpointing job that, once cancelled, still writes a last checkpoint (as a real one finishing a chunk). */
    static final class SlowJob implements Job {
        static final String KIND = "test-slow";
        private final int steps;

        SlowJob(int steps) {
            this.steps = steps;
        }

        @Override
        public String kind() {
            return KIND;
        }

        @Override
        public String title() {
            return "Slow test job (" + steps + " steps)";
        }

        @Override
        public Map<String, Object> params() {
            return Map.of("steps", steps);
        }

        @Override
        public Map<String, Object> run(JobContext ctx) throws Exception {
            int from = ctx.resumeFrom().map(j -> ((Number) Json.read(j, Map.class).get("done")).intValue()).orElse(0);
            for (int i = from; i < steps; i++) {
                if (ctx.cancelled()) {
                    Thread.sleep(400);
                    ctx.checkpoint(Json.write(Map.of("done", i)));
                    ctx.log("Stopped after step " + i);
                    throw new JobCancelledException();
                }
                Thread.sleep(50);
                ctx.checkpoint(Json.write(Map.of("done", i + 1)));
                ctx.progress(i + 1, steps, "step " + (i + 1));
            }
            return Map.of("resumedFrom", from);
        }
    }

    /** Re-creates the slow job from its parameters, so its runs can be resumed. */
    static final class SlowFactory implements JobFactory {
        @Override
        public String kind() {
            return SlowJob.KIND;
        }

        @Override
        public Job create(Project project, Map<String, Object> params) {
            return new SlowJob(((Number) params.get("steps")).intValue());
        }
    }

    private final List<Throwable> uncaught = new CopyOnWriteArrayList<>();
    private Thread.UncaughtExceptionHandler before;

    @BeforeEach
    void watchForUncaughtErrors() {
        before = Thread.getDefaultUncaughtExceptionHandler();
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> uncaught.add(e));
        Platform.setImplicitExit(false);
    }

    @AfterEach
    void restoreHandler() {
        Thread.setDefaultUncaughtExceptionHandler(before);
    }

    private JobHandle startSlowJob(FxRobot robot, int steps) throws Exception {
        robot.interact(() -> assertTrue(workbench.createProject(dir.resolve("p.pairlab"))));
        ProjectSession s = workbench.session().orElseThrow();
        s.runner().register(new SlowFactory());
        JobHandle h = fx(() -> s.jobs().submit(new SlowJob(steps)));
        waitFor(() -> s.project().runs().get(h.runId()).map(Run::checkpointJson).isPresent());
        return h;
    }

    private void requestWindowClose(FxRobot robot) throws Exception {
        robot.interact(() -> stage.fireEvent(new WindowEvent(stage, WindowEvent.WINDOW_CLOSE_REQUEST)));
        waitFor(() -> robot.lookup("#close-during-job-dialog").tryQuery().isPresent());
    }

    private List<String> errorDialogs() throws Exception {
        return fx(() -> Window.getWindows().stream().filter(Window::isShowing)
                .map(w -> w.getScene().getRoot()).filter(r -> r instanceof DialogPane)
                .map(r -> ((DialogPane) r).getHeaderText()).filter(h -> h != null && !h.contains("still running")).toList());
    }

    @Test
    void cancelJobStopsItCleanlyThenClosesAndTheRunResumesFromItsCheckpoint(FxRobot robot) throws Exception {
        Path file = dir.resolve("p.pairlab");
        JobHandle h = startSlowJob(robot, 60);
        requestWindowClose(robot);
        DialogPane pane = robot.lookup("#close-during-job-dialog").queryAs(DialogPane.class);
        assertTrue(pane.getHeaderText().contains("Slow test job (60 steps)"), pane.getHeaderText());
        assertTrue(stage.isShowing(), "the window stays until the user answers");

        robot.clickOn("#close-cancel-job");
        waitFor(() -> !stage.isShowing());
        assertTrue(workbench.session().isEmpty(), "the project is closed");
        JobHandle.JobOutcome o = h.outcome().get(5, TimeUnit.SECONDS);
        assertEquals(RunState.CANCELLED, o.state(), o.message());
        assertEquals(List.of(), uncaught, "no failure on any thread (e.g. a closed database connection)");
        assertEquals(List.of(), errorDialogs());

        try (Project p = Project.open(file); JobRunner runner = new JobRunner(p)) {
            Run run = p.runs().get(h.runId()).orElseThrow();
            assertEquals(RunState.CANCELLED, run.state());
            assertTrue(run.log().contains("Stopped after step"), "the job's last writes reached the file: " + run.log());
            int done = ((Number) Json.read(run.checkpointJson(), Map.class).get("done")).intValue();
            assertTrue(done > 0 && done < 60, "checkpoint " + done);
            runner.register(new SlowFactory());
            JobHandle.JobOutcome resumed = runner.resume(h.runId()).outcome().get(30, TimeUnit.SECONDS);
            assertEquals(RunState.SUCCEEDED, resumed.state());
            assertEquals(done, ((Number) resumed.metrics().get("resumedFrom")).intValue());
        }
    }

    @Test
    void keepOpenLeavesTheJobRunningAndWaitClosesWhenItEnds(FxRobot robot) throws Exception {
        JobHandle h = startSlowJob(robot, 150);
        robot.interact(() -> workbench.requestCloseProject());
        waitFor(() -> robot.lookup("#close-during-job-dialog").tryQuery().isPresent());
        robot.clickOn("#close-keep-open");
        assertTrue(workbench.session().isPresent());
        assertFalse(h.outcome().isDone(), "Keep open does not stop the job");

        requestWindowClose(robot);
        assertFalse(h.outcome().isDone(), "the job should still be running here; make it slower");
        robot.clickOn("#close-wait");
        assertTrue(stage.isShowing(), "Wait keeps the window while the job runs");
        waitFor(() -> !stage.isShowing());
        assertEquals(RunState.SUCCEEDED, h.outcome().get(5, TimeUnit.SECONDS).state());
        assertTrue(workbench.session().isEmpty());
        assertEquals(List.of(), uncaught);
        assertEquals(List.of(), errorDialogs());
    }
}
