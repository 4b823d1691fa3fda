package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ButtonType;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.pairlab.project.ItemOrder;
import org.pairlab.project.ItemRef;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Recipe;
import org.pairlab.project.ReviewStatus;
import org.pairlab.project.Sample;
import org.testfx.api.FxRobot;

/**
 * The real workbench, headless: the Captions menu's caption-quality actions (score, reject with confirmation, put
 * back), the grammar issues under the recipe line, and the grid's Sort and grammar filter fitting a 1366x768 screen.
 */
class CaptionQualityMenuUiTest extends WorkbenchFixture {

    @Test
    void captionsMenuScoresRejectsAndPutsBackAndTheFilterBarFitsAt1366(FxRobot robot) throws Exception {
        openWithSample(robot, "coco");
        // Two rewrites stored without scores: one doubles its first word (a grammar error its source lacks).
        List<NewCandidate> made = new ArrayList<>();
        List<Sample> samples = project().samples().ofDataset(project().datasets().list().get(0).id());
        for (int i = 0; i < 2; i++) {
            Sample s = samples.get(i);
            String source = project().samples().captions(s.id()).get(0).text().strip();
            String rewrite = i == 0 ? source.split(" ")[0] + " " + source : source + " ";
            made.add(new NewCandidate(s.id(), new Recipe("eda", Map.of(), i, List.of(s.id()), Map.of(), Map.of()),
                    List.of(rewrite), List.of(), s.width(), s.height(), null, null));
        }
        List<Long> ids = project().candidates().insert(made);

        robot.clickOn("Captions").clickOn("Score captions");
        waitFor(() -> project().candidates().unscored(null).isEmpty());
        assertEquals(List.of(ids.get(0)), project().candidates().pendingAddingGrammarErrors(null));

        robot.interact(() -> main().methodProperty().set("eda"));
        waitFor(() -> main().items().size() == 2);
        // Through the filter bar's own controls: Sort by fluency, worst first; then hide added grammar errors.
        robot.interact(() -> robot.lookup("#order-filter").queryAs(javafx.scene.control.ComboBox.class)
                .setValue(ItemOrder.FLUENCY_WORST));
        assertEquals(ItemOrder.FLUENCY_WORST, main().orderProperty().get());
        List<Long> worstFirst = ids.stream().sorted(java.util.Comparator.comparingDouble(
                (Long id) -> project().candidates().quality(id).orElseThrow().fluency())).toList();
        waitFor(() -> main().items().equals(worstFirst.stream().map(ItemRef::candidate).toList()));
        // The headless screen is 1280 px wide, so the bar's preferred width stands for "fits at 1366x768": the bar
        // spans the window, and every control in it shows whole when the window is at least that wide.
        javafx.scene.layout.Region bar = robot.lookup(".filter-bar").queryAs(javafx.scene.layout.Region.class);
        double wanted = fx(() -> bar.prefWidth(-1));
        assertTrue(wanted <= 1366, "the filter bar wants " + wanted + " px");
        for (String id : List.of("#order-filter", "#grammar-filter")) {
            Node n = robot.lookup(id).query();
            assertTrue(n.isVisible() && !n.isDisabled(), id + " works once candidates are shown");
            Bounds b = n.localToScene(n.getBoundsInLocal());
            assertTrue(b.getMaxX() <= bar.getScene().getWidth() + 0.5, id + " ends at " + b.getMaxX() + " in a "
                    + bar.getScene().getWidth() + " px window");
        }
        robot.clickOn("#grammar-filter");
        assertTrue(main().hideAddedGrammarErrorsProperty().get());
        waitFor(() -> main().items().equals(List.of(ItemRef.candidate(ids.get(1)))));
        robot.clickOn("#grammar-filter");
        waitFor(() -> main().items().size() == 2);

        robot.interact(() -> main().selectedProperty().set(ItemRef.candidate(ids.get(0))));
        waitFor(() -> !robot.lookup("#grammar-issues").queryAs(VBox.class).getChildren().isEmpty());
        String issue = ((Label) robot.lookup("#grammar-issues").queryAs(VBox.class).getChildren().get(0)).getText();
        assertTrue(issue.startsWith("caption 1 (+1): "), issue);
        assertTrue(robot.lookup("#recipe").queryAs(Label.class).getText().contains("grammar +1"));

        robot.clickOn("Captions").clickOn("Reject candidates that add grammar errors…");
        waitFor(() -> robot.lookup("#reject-grammar-dialog").tryQuery().isPresent());
        DialogPane dialog = robot.lookup("#reject-grammar-dialog").queryAs(DialogPane.class);
        assertTrue(dialog.getContentText().startsWith("1 pending candidate adds grammar errors"), dialog.getContentText());
        robot.clickOn((Node) dialog.lookupButton(ButtonType.OK));
        waitFor(() -> project().candidates().get(ids.get(0)).orElseThrow().status() == ReviewStatus.REJECTED);
        assertEquals(ReviewStatus.PENDING, project().candidates().get(ids.get(1)).orElseThrow().status());

        robot.clickOn("Captions").clickOn("Put back grammar rejections…");
        waitFor(() -> Window.getWindows().stream().anyMatch(w -> w instanceof Stage s && s.isShowing() && s != stage));
        robot.clickOn((Node) robot.lookup(".dialog-pane").queryAs(DialogPane.class).lookupButton(ButtonType.OK));
        waitFor(() -> project().candidates().get(ids.get(0)).orElseThrow().status() == ReviewStatus.PENDING);
    }
}
