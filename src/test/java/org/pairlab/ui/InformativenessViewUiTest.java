package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import javafx.scene.control.Label;
import javafx.scene.input.MouseButton;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** Dragging the threshold line in the histogram changes the threshold and the counts. */
class InformativenessViewUiTest extends InformativenessViewFixture {
    @Test
    void draggingTheLineMovesTheThresholdAndTheCounts(FxRobot robot) throws Exception {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> vm.tableProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        Label counts = robot.lookup("#informativeness-counts").queryAs(Label.class);
        String before = counts.getText();
        int belowBefore = vm.captionsBelowProperty().get();
        double start = vm.thresholdProperty().get();
        assertTrue(before.startsWith(String.format(java.util.Locale.ROOT, "rho < %.1f", start)), before);
        // The corpus-scaled default removes 15 %: under the 30 % line, so no warning shows.
        assertFalse(robot.lookup("#informativeness-warning").queryAs(Label.class).isVisible());

        robot.drag(view.chart().line(), MouseButton.PRIMARY).moveBy(120, 0).drop();
        WaitForAsyncUtils.waitForFxEvents();
        double moved = vm.thresholdProperty().get();
        assertTrue(moved > start, "threshold after dragging right: " + moved);
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
