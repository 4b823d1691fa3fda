package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.DialogPane;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.pairlab.project.ItemRef;
import org.pairlab.project.Review;
import org.pairlab.project.ReviewStatus;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** Issue 20.5: Shift/Ctrl click and Ctrl+A select many; a bulk decision is confirmed once and undone as one step. */
class BulkReviewUiTest extends WorkbenchFixture {


    @Test
    void shiftAndCtrlClickSelectManyAndABulkDecisionIsOneConfirmedUndoStep(FxRobot robot) throws Exception {
        openWithSample(robot);
        // the import's job opened the Jobs pane under the grid; fold it so the second row of tiles is in full view
        robot.interact(() -> workbench.mainView().jobsPane().setExpanded(false));
        clickTile(robot, 0);
        clickTile(robot, 3, KeyCode.SHIFT);
        clickTile(robot, 5, KeyCode.CONTROL);
        List<ItemRef> chosen = List.of(main().items().get(0), main().items().get(1), main().items().get(2),
                main().items().get(3), main().items().get(5));
        assertEquals(chosen, List.copyOf(main().selectedItems()));
        assertTrue(cellOf(robot, chosen.get(1)).getPseudoClassStates().stream().anyMatch(p -> p.getPseudoClassName().equals("selected")));
        assertFalse(cellOf(robot, main().items().get(4)).getPseudoClassStates().stream().anyMatch(p -> p.getPseudoClassName().equals("selected")));

        robot.type(KeyCode.R);
        waitFor(() -> robot.lookup("#bulk-decision-dialog").tryQuery().isPresent());
        DialogPane dialog = robot.lookup("#bulk-decision-dialog").queryAs(DialogPane.class);
        assertEquals("Reject 5 selected items?", dialog.getHeaderText());
        assertEquals(0, project().reviews().history(chosen.get(0)).size(), "nothing is recorded before the answer");
        robot.clickOn((Button) dialog.lookupButton(ButtonType.OK));
        WaitForAsyncUtils.waitForFxEvents();
        for (ItemRef i : chosen) {
            assertEquals(ReviewStatus.REJECTED, project().samples().get(i.id()).orElseThrow().status());
        }
        assertEquals(ReviewStatus.PENDING, project().samples().get(main().items().get(4).id()).orElseThrow().status());
        List<Review> first = project().reviews().history(chosen.get(0));
        assertEquals(1, first.size());
        assertTrue(first.get(0).batchNote(), "the history says it was a bulk decision: " + first.get(0).note());
        assertEquals(1, main().selectedItems().size(), "the selection collapses after the bulk decision");

        robot.type(KeyCode.U);
        for (ItemRef i : chosen) {
            assertEquals(ReviewStatus.PENDING, project().samples().get(i.id()).orElseThrow().status(), "one U undoes the whole batch");
        }
        assertEquals(chosen.get(0), main().selectedProperty().get());

        // Ctrl+A with the grid focused selects everything in view; cancelling the confirmation records nothing.
        robot.push(KeyCode.CONTROL, KeyCode.A);
        assertEquals(107, main().selectedItems().size());
        robot.type(KeyCode.A);
        waitFor(() -> robot.lookup("#bulk-decision-dialog").tryQuery().isPresent());
        DialogPane all = robot.lookup("#bulk-decision-dialog").queryAs(DialogPane.class);
        assertEquals("Accept 107 selected items?", all.getHeaderText());
        robot.clickOn((Button) all.lookupButton(ButtonType.CANCEL));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(0, project().samples().find(org.pairlab.project.ItemFilter.originals().withStatus(ReviewStatus.ACCEPTED)).size());
        assertEquals(107, main().selectedItems().size(), "cancel keeps the selection");
    }
}
