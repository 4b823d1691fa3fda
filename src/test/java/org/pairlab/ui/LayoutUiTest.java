package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.TextArea;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.pairlab.project.ItemFilter;
import org.pairlab.runs.Job;
import org.pairlab.runs.JobContext;
import org.testfx.api.FxRobot;

/**
 * The workbench at 1366x768, headless: the Jobs pane with a running job's progress, log and Cancel in sight without
 * resizing; no clipped label in the main window; empty states that say what to do; the import report readable at
 * once; dialogs centred on the window and on screen; the Train dialog's human names and help.
 */
class LayoutUiTest extends WorkbenchFixture {
    /** A job that runs until it is cancelled, so the test can look at a running row. */
    private static final class WaitingJob implements Job {
        final CountDownLatch started = new CountDownLatch(1);

        @Override
        public String kind() {
            return "test-wait";
        }

        @Override
        public String title() {
            return "Wait for the test";
        }

        @Override
        public Map<String, Object> params() {
            return Map.of();
        }

        @Override
        public Map<String, Object> run(JobContext context) throws Exception {
            context.progress(3, 10, "Step 3 of 10");
            context.log("waiting for cancel");
            started.countDown();
            for (int i = 0; i < 600; i++) {
                context.checkCancelled();
                Thread.sleep(100);
            }
            return Map.of();
        }
    }

    @Test
    void at1366x768TheJobsPaneIsUsableNothingIsClippedAndEmptyGridsSayWhatToDo(FxRobot robot) throws Exception {
        robot.interact(() -> {
            // 1366x768, or narrower where the headless screen is (1280 px): narrower only makes clipping likelier.
            stage.setX(0);
            stage.setY(0);
            stage.setWidth(Math.min(1366, Screen.getPrimary().getVisualBounds().getWidth()));
            stage.setHeight(768);
            assertTrue(workbench.createProject(dir.resolve("p.pairlab")));
        });
        waitFor(() -> !main().loadingProperty().get());
        assertEquals("No images yet: import a dataset with File › Import dataset…", text("#grid-empty"));
        assertTrue(robot.lookup("#grid-empty").query().isVisible());
        assertFalse(robot.lookup("#grid-loading").query().isVisible(), "no spinner once the query is back");

        fx(() -> workbench.startImport(TestDatasetServices.cocoRequest("coco")));
        // The import report: its whole text in view, not a tiny scrolling box.
        waitFor(() -> robot.lookup("#import-report").tryQuery().isPresent());
        TextArea report = robot.lookup("#import-report").queryAs(TextArea.class);
        long lines = report.getText().lines().count();
        assertTrue(report.getPrefRowCount() > lines, report.getPrefRowCount() + " rows for " + lines + " lines");
        assertTrue(report.getHeight() > lines * 14, "report box " + report.getHeight() + " px for " + lines + " lines");
        assertOnScreenAndCentred(report.getScene().getWindow());
        robot.interact(this::hideOtherWindows);
        waitFor(() -> main().items().size() == 107);
        assertFalse(robot.lookup("#grid-empty").query().isVisible());

        robot.interact(() -> main().methodProperty().set(ItemFilter.ANY_METHOD));
        waitFor(() -> main().items().isEmpty() && !main().loadingProperty().get());
        assertEquals("No candidates yet: Generate with a method in the Augment tab on the right (or the Augment menu).",
                text("#grid-empty"));
        robot.interact(() -> main().methodProperty().set(null));
        waitFor(() -> main().items().size() == 107);

        // A method's row in the tree, whose counts must fit the tree's default width too.
        org.pairlab.project.Sample first = project().samples().get(main().items().get(0).id()).orElseThrow();
        project().candidates().insert(List.of(new org.pairlab.project.NewCandidate(first.id(),
                new org.pairlab.project.Recipe("cutswap", Map.of(), 1, List.of(first.id()), Map.of(), Map.of()),
                List.of("a candidate caption"), List.of(), first.width(), first.height(), null, null)));
        fx(() -> main().refresh());
        waitFor(() -> main().methodCountsProperty().get().containsKey("cutswap"));

        // A running job: the pane opens by itself, its header says what runs, and the row's bar, log line and Cancel
        // lie inside the window.
        WaitingJob job = new WaitingJob();
        robot.interact(() -> workbench.mainView().jobsPane().setExpanded(false));
        fx(() -> workbench.session().orElseThrow().jobs().submit(job));
        assertTrue(job.started.await(20, TimeUnit.SECONDS));
        waitFor(() -> workbench.mainView().jobsPane().getText().contains("1 running"));
        assertTrue(workbench.mainView().jobsPane().isExpanded(), "a new job opens the Jobs pane");
        assertTrue(workbench.mainView().jobsPane().getText().contains("Wait for the test 30 %"),
                workbench.mainView().jobsPane().getText());
        waitFor(() -> robot.lookup(".jobs-list .button").queryAll().stream().anyMatch(Node::isVisible));
        Button cancel = robot.lookup(".jobs-list .button").queryAllAs(Button.class).stream().filter(Node::isVisible)
                .filter(b -> b.getText().equals("Cancel")).findFirst().orElseThrow();
        assertInsideWindow(cancel);
        Label log = robot.lookup(".jobs-list .log-tail").queryAllAs(Label.class).stream()
                .filter(l -> l.getText().contains("waiting for cancel")).findFirst().orElseThrow();
        assertInsideWindow(log);
        assertTrue(robot.lookup("#grid").query().getBoundsInLocal().getHeight() > 250, "the grid keeps room for two rows");
        assertNoClippedLabels(workbench.scene().getRoot());
        // Tree rows wider than the tree scroll sideways instead of showing "…": no sideways scroll bar, no clipping.
        assertTrue(fx(() -> workbench.mainView().tree().lookupAll(".scroll-bar").stream()
                .map(n -> (javafx.scene.control.ScrollBar) n)
                .noneMatch(b -> b.getOrientation() == javafx.geometry.Orientation.HORIZONTAL && b.isVisible())),
                "the dataset tree's rows fit its width");
        robot.clickOn(cancel);
        waitFor(() -> workbench.mainView().jobsPane().getText().equals("Jobs · none running"));

        // Folded, the pane gives its room back to the grid and keeps its header in sight.
        double gridOpen = robot.lookup("#grid").query().getBoundsInLocal().getHeight();
        robot.interact(() -> workbench.mainView().jobsPane().setExpanded(false));
        waitFor(() -> robot.lookup("#grid").query().getBoundsInLocal().getHeight() > gridOpen + 100);
        assertInsideWindow(workbench.mainView().jobsPane());

        robot.interact(() -> main().textProperty().set("zebra-unicorn"));
        waitFor(() -> main().items().isEmpty() && !main().loadingProperty().get());
        assertTrue(text("#grid-empty").startsWith("Nothing matches these filters"), text("#grid-empty"));
    }

    @Test
    void dialogsOpenCentredOnTheWindowAndTheTrainDialogNamesAndExplainsEverySetting(FxRobot robot) throws Exception {
        openWithSample(robot);
        robot.interact(() -> {
            stage.setX(40);
            stage.setY(20);
            stage.setWidth(1100);
            stage.setHeight(700);
        });
        ImportDialog importDialog = fx(() -> workbench.showImportDialog());
        waitFor(importDialog::isShowing);
        assertOnScreenAndCentred(importDialog.getDialogPane().getScene().getWindow());
        robot.interact(importDialog::close);

        // The Experiments window asks for 1200x800: shrunk onto the screen, centred on the main window.
        robot.interact(() -> ModelWindows.experiments(workbench.session().orElseThrow(), stage));
        Window experiments = Window.getWindows().stream().filter(w -> w instanceof Stage s
                && "Experiments".equals(s.getTitle())).findFirst().orElseThrow();
        assertOnScreenAndCentred(experiments);
        robot.interact(experiments::hide);

        Dialog<Map<String, Object>> train = fx(() -> {
            Dialog<Map<String, Object>> d = TrainDialog.dialog(stage, List.of("scratch"));
            d.show();
            return d;
        });
        waitFor(train::isShowing);
        for (Map.Entry<String, TrainDialog.Help> e : TrainDialog.HELP.entrySet()) {
            assertEquals(e.getValue().name(), text("#train-name-" + e.getKey()));
            assertFalse(text("#train-help-" + e.getKey()).isBlank(), e.getKey());
        }
        assertEquals("Training steps", text("#train-name-steps"));
        assertOnScreenAndCentred(train.getDialogPane().getScene().getWindow());
        assertNoClippedLabels(train.getDialogPane());
        robot.interact(train::close);
    }

    @Test
    void openingAProjectShowsASpinnerAndItsNameUntilTheGridHasItsItems(FxRobot robot) throws Exception {
        openWithSample(robot);
        java.nio.file.Path file = project().file();
        robot.interact(workbench::closeProject);
        robot.interact(() -> {
            workbench.showOpening(file);
            Workbench.afterFirstFrame(() -> workbench.openProject(file));
            // Nothing else happens in this event: the spinner is what the next frame draws.
            assertEquals("opening", workbench.scene().getRoot().getId());
            assertEquals("Opening p.pairlab…", ((Label) workbench.scene().getRoot().lookup("#opening-label")).getText());
        });
        waitFor(() -> workbench.session().isPresent() && main().items().size() == 107);
        assertTrue(workbench.scene().getRoot() instanceof MainView);
    }

    private static String text(String id) throws Exception {
        return fx(() -> ((Labeled) Window.getWindows().stream().map(w -> w.getScene().getRoot().lookup(id))
                .filter(n -> n != null).findFirst().orElseThrow(() -> new AssertionError("no " + id))).getText());
    }

    private void assertInsideWindow(Node n) throws Exception {
        Bounds b = fx(() -> n.localToScene(n.getBoundsInLocal()));
        double w = workbench.scene().getWidth();
        double h = workbench.scene().getHeight();
        assertTrue(n.isVisible() && b.getMinX() >= 0 && b.getMinY() >= 0 && b.getMaxX() <= w + 0.5 && b.getMaxY() <= h + 0.5,
                n + " at " + b + " in a " + w + "x" + h + " scene");
    }

    private void assertOnScreenAndCentred(Window w) throws Exception {
        waitFor(() -> w.getWidth() > 0 && !Double.isNaN(w.getX()));
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        assertTrue(w.getX() >= screen.getMinX() - 0.5 && w.getY() >= screen.getMinY() - 0.5
                        && w.getX() + w.getWidth() <= screen.getMaxX() + 0.5 && w.getY() + w.getHeight() <= screen.getMaxY() + 0.5,
                "window " + w.getX() + "," + w.getY() + " " + w.getWidth() + "x" + w.getHeight() + " on screen " + screen);
        // Centred on the main window, unless the screen edge pushed it.
        double dx = Math.abs(w.getX() + w.getWidth() / 2 - (stage.getX() + stage.getWidth() / 2));
        double dy = Math.abs(w.getY() + w.getHeight() / 2 - (stage.getY() + stage.getHeight() / 2));
        boolean pushedX = w.getX() <= screen.getMinX() + 0.5 || w.getX() + w.getWidth() >= screen.getMaxX() - 0.5;
        boolean pushedY = w.getY() <= screen.getMinY() + 0.5 || w.getY() + w.getHeight() >= screen.getMaxY() - 0.5;
        assertTrue((dx < 2 || pushedX) && (dy < 2 || pushedY), "off centre by " + dx + ", " + dy);
    }

    /** Every visible, non-wrapping label or button is as wide as its text needs (no "…"). */
    private static void assertNoClippedLabels(Parent root) throws Exception {
        List<String> clipped = fx(() -> {
            List<String> out = new ArrayList<>();
            collect(root, out);
            return out;
        });
        assertTrue(clipped.isEmpty(), "clipped: " + clipped);
    }

    private static void collect(Node n, List<String> out) {
        if (!n.isVisible()) {
            return;
        }
        if (n instanceof Labeled l && !l.isWrapText() && l.getText() != null && !l.getText().isBlank()
                && l.getWidth() > 0 && l.getWidth() + 0.5 < l.prefWidth(-1)) {
            out.add("'" + l.getText() + "' " + Math.round(l.getWidth()) + " < " + Math.round(l.prefWidth(-1)));
        }
        if (n instanceof Parent p) {
            for (Node c : p.getChildrenUnmodifiable()) {
                collect(c, out);
            }
        }
    }
}
