package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Spinner;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.pairlab.project.ItemRef;
import org.pairlab.project.ReviewStatus;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 17.1: review keys act only when the grid or the sample view has the focus and no modifier is held, and one
 * keystroke makes at most one decision. Each case counts the review records in the project file.
 */
class ReviewKeysUiTest extends WorkbenchFixture {

    private long reviewsRecorded() {
        return project().read(c -> {
            try (var s = c.createStatement(); var rs = s.executeQuery("SELECT COUNT(*) FROM reviews")) {
                rs.next();
                return rs.getLong(1);
            }
        });
    }

    private ItemRef clickFirstTile(FxRobot robot) throws Exception {
        ItemRef first = main().items().get(0);
        waitFor(() -> robot.lookup(".item-cell").tryQuery().isPresent());
        robot.clickOn((Node) robot.lookup(".item-cell").match((ItemCell c) -> first.equals(c.getItem())).query());
        assertEquals(first, main().selectedProperty().get());
        return first;
    }

    @Test
    void typingInAnAugmentNumberFieldOrCtrlAInATextFieldNeverDecides(FxRobot robot) throws Exception {
        openWithSample(robot);
        ItemRef first = clickFirstTile(robot);
        robot.interact(() -> workbench.mainView().showAugmentPanel("rotate"));
        waitFor(() -> robot.lookup("#param-maxAngle").tryQuery().filter(Node::isVisible).isPresent());
        Spinner<?> angle = robot.lookup("#param-maxAngle").queryAs(Spinner.class);
        robot.clickOn(angle.getEditor());
        // a, r, u and n are what the old scene-wide handler turned into decisions: a spinner is not a text field.
        robot.write("a").type(KeyCode.A, KeyCode.R, KeyCode.U, KeyCode.N);
        assertEquals(0, reviewsRecorded(), "typing in the Augment panel recorded a review");
        assertEquals(ReviewStatus.PENDING, project().samples().get(first.id()).orElseThrow().status());
        assertTrue(angle.getEditor().getText().contains("a"), "the letter went into the field: " + angle.getEditor().getText());

        robot.interact(() -> workbench.mainView().rightTabs().getSelectionModel().select(0));
        robot.clickOn("#search").write("dog");
        robot.push(KeyCode.CONTROL, KeyCode.A);
        robot.push(KeyCode.CONTROL, KeyCode.R);
        assertEquals(0, reviewsRecorded(), "Ctrl+A in the search field recorded a review");
        assertTrue(main().selectedItems().size() <= 1, "Ctrl+A in a text field selected the grid's items");
    }

    @Test
    void modifiersNeverDecideAndAHeldKeyDecidesOnce(FxRobot robot) throws Exception {
        openWithSample(robot);
        ItemRef first = clickFirstTile(robot);
        robot.push(KeyCode.CONTROL, KeyCode.R);
        robot.push(KeyCode.ALT, KeyCode.A);
        robot.push(KeyCode.SHIFT, KeyCode.A);
        robot.push(KeyCode.CONTROL, KeyCode.U);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(0, reviewsRecorded(), "a shortcut with a modifier recorded a review");
        assertEquals(first, main().selectedProperty().get());

        // Auto-repeat sends KEY_PRESSED again and again before the one KEY_RELEASED: one decision, one item.
        robot.press(KeyCode.A);
        robot.press(KeyCode.A);
        robot.press(KeyCode.A);
        robot.release(KeyCode.A);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, reviewsRecorded(), "a held key made more than one decision");
        assertEquals(ReviewStatus.ACCEPTED, project().samples().get(first.id()).orElseThrow().status());
        ItemRef second = main().items().get(1);
        assertEquals(second, main().selectedProperty().get(), "auto-advance moved to the next undecided item");
        assertEquals(ReviewStatus.PENDING, project().samples().get(second.id()).orElseThrow().status());

        // From the sample view (clicked, so it has the focus) the keys act too; from the dataset tree they do not.
        robot.clickOn("#review-status");
        robot.type(KeyCode.R);
        assertEquals(ReviewStatus.REJECTED, project().samples().get(second.id()).orElseThrow().status());
        robot.clickOn("#dataset-tree");
        ItemRef third = main().selectedProperty().get();
        robot.type(KeyCode.A);
        assertEquals(2, reviewsRecorded(), "a key typed in the dataset tree recorded a review");
        assertEquals(ReviewStatus.PENDING, project().samples().get(third.id()).orElseThrow().status());
        assertEquals(List.of(third), List.copyOf(main().selectedItems()));
    }
}
