package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;
import org.pairlab.project.ItemOrder;
import org.pairlab.project.ItemRef;
import org.testfx.api.FxRobot;

/**
 * ToCa text cards in the real window: each card carries its completer as a badge (fallbacks in their own colour),
 * the filter bar offers "Completer" only while ToCa candidates are listed, Sort "completer, fallbacks last" puts the
 * phrase recombinations first, and choosing one completer leaves only its cards. With -Dpairlab.screenshots=true it
 * writes docs/images/toca-completer-sort.png (1366x768, the phrase-to-fallback boundary in view).
 */
class TocaCompleterUiTest extends WorkbenchFixture {
    @Override
    protected long waitSeconds() {
        return 120;
    }

    private String completerOf(ItemRef r) {
        return String.valueOf(project().candidates().get(r.id()).orElseThrow().recipe().details().get("completer"));
    }

    /** The completer badges of the laid-out, visible cards. */
    private List<Label> badges(FxRobot robot) {
        return robot.lookup(".completer-badge").queryAllAs(Label.class).stream()
                .filter(l -> l.isVisible() && l.getParent() != null && l.getParent().getParent() instanceof ItemCell c
                        && c.getItem() != null && c.isVisible()).toList();
    }

    /** True when the tile and every parent are visible (the grid keeps spare rows hidden) and it lies in view. */
    private boolean shownCell(ItemCell c) {
        for (javafx.scene.Node n = c; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        javafx.geometry.Bounds cell = c.localToScene(c.getBoundsInLocal());
        javafx.geometry.Bounds grid = workbench.mainView().grid().localToScene(workbench.mainView().grid().getBoundsInLocal());
        return cell.getMinY() >= grid.getMinY() - 1 && cell.getMaxY() <= grid.getMaxY() + 1;
    }

    @Test
    void cardsShowTheirCompleterAndTheGridSortsAndFiltersByIt(FxRobot robot) throws Exception {
        openTwoTocaRunsAt1366(robot);
        ComboBox<?> completer = robot.lookup("#completer-filter").queryAs(ComboBox.class);
        assertFalse(completer.isVisible(), "originals have no completer to filter on");

        robot.interact(() -> {
            hideOtherWindows();
            workbench.mainView().jobsPane().setExpanded(false);
            main().methodProperty().set("toca");
        });
        waitFor(() -> !main().loadingProperty().get() && completer.isVisible() && !badges(robot).isEmpty());
        List<String> made = main().items().stream().map(this::completerOf).toList();
        String fallback = CompleterOrderTest.lastFallback(made);
        assertTrue(fallback != null && completer.getItems().containsAll(List.of(CompleterFilter.ALL, "phrase", fallback)),
                completer.getItems().toString());
        // Sort through the bar's own control.
        @SuppressWarnings("unchecked")
        ComboBox<ItemOrder> order = robot.lookup("#order-filter").queryAs(ComboBox.class);
        robot.interact(() -> order.setValue(ItemOrder.COMPLETER));
        waitFor(() -> !main().loadingProperty().get() && main().orderProperty().get() == ItemOrder.COMPLETER);
        List<String> sorted = main().items().stream().map(this::completerOf).toList();
        assertTrue(sorted.lastIndexOf("phrase") < sorted.indexOf(fallback), sorted.toString());
        for (int i = 1; i < sorted.size(); i++) {
            assertTrue(ItemOrder.COMPLETER_RANK.indexOf(sorted.get(i - 1)) <= ItemOrder.COMPLETER_RANK.indexOf(sorted.get(i)),
                    "out of order at " + i + ": " + sorted);
        }
        // The first cards are phrase captions, each card's badge naming its own caption's completer.
        waitFor(() -> badges(robot).stream().allMatch(l -> !l.getText().isEmpty()));
        for (Label badge : badges(robot)) {
            ItemRef item = ((ItemCell) badge.getParent().getParent()).getItem();
            assertEquals(completerOf(item), badge.getText());
        }
        // A card stays through what the grid's rows do to every cell on each layout pass (empty it, then give it its
        // item again); hiding it there meant no text card was ever drawn.
        assertTrue(fx(() -> {
            ItemCell c = robot.lookup(".item-cell").queryAllAs(ItemCell.class).stream()
                    .filter(x -> x.getItem() != null && shownCell(x)
                            && !((Label) x.lookup(".text-card")).getText().isEmpty())
                    .findFirst().orElseThrow();
            int index = c.getIndex();
            c.updateIndex(-1);
            c.updateIndex(index);
            Label card = (Label) c.lookup(".text-card");
            return c.getGraphic() != null && card.isVisible() && !card.getText().isEmpty();
        }), "a text card was hidden by a row update");
        int firstFallback = sorted.lastIndexOf("phrase") + 1;
        robot.interact(() -> main().selectedIndexProperty().set(firstFallback));
        waitFor(() -> badges(robot).stream().anyMatch(l -> l.getStyleClass().contains("completer-fallback"))
                && badges(robot).stream().anyMatch(l -> l.getStyleClass().contains("completer-first")));
        if (Boolean.getBoolean("pairlab.screenshots")) {
            // Two rows up again, so the last phrase captions and the first fallbacks are in view together.
            robot.interact(() -> main().selectedIndexProperty().set(Math.max(0, firstFallback - 4)));
            // Every card in view has its text and badge before the picture is taken.
            waitFor(() -> fx(() -> robot.lookup(".item-cell").queryAllAs(ItemCell.class).stream()
                    .filter(c -> c.getItem() != null && c.isVisible() && shownCell(c))
                    .allMatch(c -> c.lookup(".completer-badge").isVisible())));
            Screenshots.save(stage.getScene().getRoot(), "toca-completer-sort.png", 1500);
        }

        // One completer: only its cards.
        @SuppressWarnings("unchecked")
        ComboBox<String> choice = (ComboBox<String>) completer;
        robot.interact(() -> choice.setValue(fallback));
        waitFor(() -> !main().loadingProperty().get() && fallback.equals(main().completerProperty().get()));
        assertEquals(sorted.stream().filter(fallback::equals).count(), main().items().size());
        waitFor(() -> !badges(robot).isEmpty() && badges(robot).stream().allMatch(l -> fallback.equals(l.getText())));
    }
}
