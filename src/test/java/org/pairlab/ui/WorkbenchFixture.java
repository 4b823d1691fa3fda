package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.prefs.Preferences;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.ItemRef;
import org.pairlab.project.Project;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/** Shared TestFX fixture: a real Workbench on the primary stage with its own Preferences node and temp folder. */
@ExtendWith(ApplicationExtension.class)
abstract class WorkbenchFixture {
    @TempDir
    protected Path dir;
    protected final TestDatasetServices services = new TestDatasetServices();
    protected Stage stage;
    protected Preferences prefs;
    protected Workbench workbench;

    // A @BeforeEach rather than TestFX's @Start, because ApplicationExtension only looks for @Start on the test class itself.
    @BeforeEach
    void startWorkbench() throws Exception {
        stage = FxToolkit.registerPrimaryStage();
        prefs = Preferences.userRoot().node("pairlab-test-" + UUID.randomUUID());
        FxToolkit.setupFixture(() -> {
            workbench = new Workbench(stage, services, services, new RecentProjects(prefs));
            stage.show();
        });
    }

    @AfterEach
    void closeWorkbench(FxRobot robot) throws Exception {
        robot.interact(() -> {
            hideOtherWindows();
            workbench.closeProject();
        });
        prefs.removeNode();
    }

    /** How long {@link #waitFor} waits; a test with slow work may allow more. */
    protected long waitSeconds() {
        return 60;
    }

    protected void waitFor(Callable<Boolean> c) throws Exception {
        WaitForAsyncUtils.waitFor(waitSeconds(), TimeUnit.SECONDS, c);
        WaitForAsyncUtils.waitForFxEvents();
    }

    protected static <T> T fx(Callable<T> c) throws Exception {
        return WaitForAsyncUtils.asyncFx(c).get(20, TimeUnit.SECONDS);
    }

    protected Project project() {
        return workbench.session().orElseThrow().project();
    }

    protected MainViewModel main() {
        return workbench.session().orElseThrow().main();
    }

    protected AugmentViewModel augment() {
        return workbench.session().orElseThrow().augment();
    }

    /** Hides every window but the workbench's own (import reports, dialogs, tool windows). Call on the FX thread. */
    protected void hideOtherWindows() {
        List.copyOf(Window.getWindows()).stream().filter(w -> w != workbench.stage()).forEach(Window::hide);
    }

    /** Creates a project and imports the COCO sample through the seam (not the dialog). */
    /** A new project holding two ToCa runs ({@link TocaSyntheses#storeTwoRuns}), the window at 1366x768 or the screen. */
    protected void openTwoTocaRunsAt1366(FxRobot robot) throws Exception {
        robot.interact(() -> {
            stage.setWidth(Math.min(1366, javafx.stage.Screen.getPrimary().getVisualBounds().getWidth()));
            stage.setHeight(Math.min(768, javafx.stage.Screen.getPrimary().getVisualBounds().getHeight()));
            assertTrue(workbench.createProject(dir.resolve("toca.pairlab")));
        });
        TocaSyntheses.storeTwoRuns(project());
        fx(() -> main().refresh()).get(30, java.util.concurrent.TimeUnit.SECONDS);
    }

    protected void openWithSample(FxRobot robot) throws Exception {
        openWithSample(robot, "coco-sample");
    }

    /** Creates a project and imports the COCO sample under the given dataset name. */
    protected void openWithSample(FxRobot robot, String datasetName) throws Exception {
        robot.interact(() -> assertTrue(workbench.createProject(dir.resolve("p.pairlab"))));
        fx(() -> workbench.startImport(TestDatasetServices.cocoRequest(datasetName)));
        waitFor(() -> main().items().size() == 107);
        org.pairlab.testing.SharedData.giveCoastGuardASide(workbench.session().orElseThrow().project());
        robot.interact(this::hideOtherWindows);
    }

    /** The index of the grid's current item. */
    protected int current() {
        return main().selectedIndexProperty().get();
    }

    /** The grid tile showing {@code item}. */
    protected ItemCell cellOf(FxRobot robot, ItemRef item) {
        return robot.lookup(".item-cell").match((ItemCell c) -> item.equals(c.getItem())).queryAs(ItemCell.class);
    }

    /** True when the tile of the item is laid out inside the grid's visible area. */
    protected boolean shown(FxRobot robot, ItemRef item) throws Exception {
        return fx(() -> robot.lookup(".item-cell").match((ItemCell c) -> item.equals(c.getItem())).tryQueryAs(ItemCell.class)
                .filter(Node::isVisible).map(c -> {
                    Bounds cell = c.localToScene(c.getBoundsInLocal());
                    Bounds grid = workbench.mainView().grid().localToScene(workbench.mainView().grid().getBoundsInLocal());
                    return cell.getMinY() >= grid.getMinY() - 1 && cell.getMaxY() <= grid.getMaxY() + 1;
                }).orElse(false));
    }

    /** Clicks the tile of item {@code index}, holding {@code modifiers}. */
    protected void clickTile(FxRobot robot, int index, KeyCode... modifiers) throws Exception {
        ItemRef item = main().items().get(index);
        waitFor(() -> robot.lookup(".item-cell").match((ItemCell c) -> item.equals(c.getItem())).tryQuery().isPresent());
        robot.press(modifiers).clickOn(cellOf(robot, item)).release(modifiers);
    }
}
