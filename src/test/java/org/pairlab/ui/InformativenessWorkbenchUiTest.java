package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.pairlab.project.Caption;
import org.pairlab.project.ItemRef;
import org.testfx.api.FxRobot;

/** The filter from the workbench menu: open the view, apply, and see rho and exclusions in the sample view. */
class InformativenessWorkbenchUiTest extends WorkbenchFixture {

    @Test
    void applyFromTheMenuThenTheSampleViewShowsRhoAndExclusions(FxRobot robot) throws Exception {
        openWithSample(robot, "coco");
        MainViewModel main = main();

        robot.clickOn("Filters").clickOn("Informativeness filter…");
        waitFor(() -> robot.lookup("#informativeness-counts").tryQuery().isPresent()
                && robot.lookup("#informativeness-counts").queryAs(Label.class).getText().startsWith("rho < "));
        robot.clickOn("#informativeness-apply");
        waitFor(() -> !project().exclusions().filters().isEmpty());
        Set<Long> excluded = project().exclusions().excludedCaptionIds();
        assertEquals(project().exclusions().filters().get(0).captionsExcluded(), excluded.size());
        robot.interact(this::hideOtherWindows);

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
