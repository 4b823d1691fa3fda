package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.prefs.Preferences;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.Caption;
import org.pairlab.project.ItemRef;
import org.pairlab.project.Project;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The filter from the workbench menu: open the view, apply, and see rho and exclusions in the sample view. */
@ExtendWith(ApplicationExtension.class)
class InformativenessWorkbenchUiTest {
    @TempDir
    Path dir;
    private Workbench workbench;
    private Preferences prefs;

    @Start
    void start(Stage stage) {
        prefs = Preferences.userRoot().node("pairlab-test-" + UUID.randomUUID());
        TestDatasetServices services = new TestDatasetServices();
        workbench = new Workbench(stage, services, services, new RecentProjects(prefs));
        stage.show();
    }

    @AfterEach
    void tearDown(FxRobot robot) throws Exception {
        robot.interact(() -> {
            for (Window w : List.copyOf(Window.getWindows())) {
                if (w != workbench.stage() && w instanceof Stage s) {
                    s.close();
                }
            }
            workbench.closeProject();
        });
        prefs.removeNode();
    }

    private static void waitFor(Callable<Boolean> c) throws Exception {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, c);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private Project project() {
        return workbench.session().orElseThrow().project();
    }

    @Test
    void applyFromTheMenuThenTheSampleViewShowsRhoAndExclusions(FxRobot robot) throws Exception {
        robot.interact(() -> assertTrue(workbench.createProject(dir.resolve("p.pairlab"))));
        WaitForAsyncUtils.asyncFx(() -> workbench.startImport(TestDatasetServices.cocoRequest("coco"))).get(20, TimeUnit.SECONDS);
        MainViewModel main = workbench.session().orElseThrow().main();
        waitFor(() -> main.items().size() == 107);
        robot.interact(() -> List.copyOf(Window.getWindows()).stream().filter(w -> w != workbench.stage()).forEach(Window::hide));

        robot.clickOn("Filters").clickOn("Informativeness filter…");
        waitFor(() -> robot.lookup("#informativeness-counts").tryQuery().isPresent()
                && robot.lookup("#informativeness-counts").queryAs(Label.class).getText().startsWith("rho < 20.0"));
        robot.clickOn("#informativeness-apply");
        waitFor(() -> !project().exclusions().filters().isEmpty());
        Set<Long> excluded = project().exclusions().excludedCaptionIds();
        assertEquals(project().exclusions().filters().get(0).captionsExcluded(), excluded.size());
        robot.interact(() -> List.copyOf(Window.getWindows()).stream().filter(w -> w != workbench.stage()).forEach(Window::hide));

        ItemRef first = main.items().get(0);
        robot.clickOn((Node) robot.lookup(".item-cell").match((ItemCell c) -> first.equals(c.getItem())).query());
        List<Caption> captions = project().samples().captions(first.id());
        waitFor(() -> robot.lookup("#rho-" + captions.get(0).id()).queryAs(Label.class).getText().startsWith("ρ "));
        for (Caption c : captions) {
            String text = robot.lookup("#rho-" + c.id()).queryAs(Label.class).getText();
            double rho = project().captionScores().ofSample("informativeness", first.id()).get(c.id());
            assertTrue(text.startsWith(String.format(java.util.Locale.ROOT, "ρ %.1f", rho)), text);
            assertEquals(excluded.contains(c.id()), text.endsWith("excluded"), text);
        }

        // The view belongs to the project: closing the project closes it.
        robot.clickOn("Filters").clickOn("Informativeness filter…");
        waitFor(() -> filterWindowShowing());
        robot.interact(() -> workbench.closeProject());
        waitFor(() -> !filterWindowShowing());
    }

    private static boolean filterWindowShowing() {
        return Window.getWindows().stream().anyMatch(w -> w instanceof Stage s && s.isShowing()
                && "Informativeness filter".equals(s.getTitle()));
    }
}
