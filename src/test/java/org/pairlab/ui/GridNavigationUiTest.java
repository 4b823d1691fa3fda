package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.pairlab.project.ItemRef;
import org.pairlab.project.Review;
import org.pairlab.project.ReviewStatus;
import org.testfx.api.FxRobot;

/** Issue 17.4: the grid's keyboard (rows, pages, Home/End, scrolled into view) and auto-advance as a kept setting. */
class GridNavigationUiTest extends WorkbenchFixture {


    @Test
    void arrowsPagesHomeAndEndMoveAndScrollAndAutoAdvanceIsAKeptSetting(FxRobot robot) throws Exception {
        openWithSample(robot);
        waitFor(() -> fx(() -> workbench.mainView().focusArea()) == ReviewKeys.FocusArea.GRID);
        clickTile(robot, 0);
        int perRow = fx(() -> workbench.mainView().perRow());
        int page = fx(() -> workbench.mainView().rowsPerPage());
        assertTrue(perRow > 1, "tiles per row " + perRow);
        robot.type(KeyCode.DOWN);
        assertEquals(perRow, current());
        robot.type(KeyCode.RIGHT);
        assertEquals(perRow + 1, current());
        robot.type(KeyCode.UP);
        assertEquals(1, current());
        robot.type(KeyCode.END);
        assertEquals(106, current());
        ItemRef last = main().items().get(106);
        waitFor(() -> shown(robot, last));
        assertFalse(shown(robot, main().items().get(0)), "107 tiles do not fit: the grid scrolled");
        robot.type(KeyCode.HOME);
        assertEquals(0, current());
        waitFor(() -> shown(robot, main().items().get(0)));
        robot.type(KeyCode.PAGE_DOWN);
        assertEquals(Math.min(106, perRow * page), current());
        ItemRef paged = main().selectedProperty().get();
        waitFor(() -> shown(robot, paged));
        robot.type(KeyCode.PAGE_UP);
        assertEquals(0, current());
        robot.type(KeyCode.UP);
        assertEquals(0, current(), "the first item stays first");
        // Shift extends from the anchor.
        robot.push(KeyCode.SHIFT, KeyCode.DOWN);
        assertEquals(main().items().subList(0, perRow + 1), List.copyOf(main().selectedItems()));
        robot.type(KeyCode.RIGHT);
        assertEquals(List.of(main().items().get(perRow + 1)), List.copyOf(main().selectedItems()));

        // Auto-advance: a menu setting, on by default, kept in the user's preferences.
        robot.type(KeyCode.HOME);
        robot.type(KeyCode.A);
        assertEquals(1, current(), "on by default: the next undecided item is selected");
        robot.type(KeyCode.LEFT, KeyCode.R);
        assertEquals(1, current(), "a decided item's next undecided one");

        robot.clickOn("Review").clickOn("#menu-auto-advance");
        assertFalse(main().autoAdvanceProperty().get());
        assertFalse(new ReviewPreferences(prefs).autoAdvance(), "kept in the user's preferences");
        clickTile(robot, 2);
        robot.type(KeyCode.A);
        assertEquals(2, current(), "off: the selection stays on the decided item");
        assertEquals(ReviewStatus.ACCEPTED, main().statusOf(main().items().get(2)));
        // A project opened later starts with the setting as the user left it.
        robot.interact(() -> workbench.closeProject());
        robot.interact(() -> assertTrue(workbench.openProject(dir.resolve("p.pairlab"))));
        assertFalse(main().autoAdvanceProperty().get());
    }
}
