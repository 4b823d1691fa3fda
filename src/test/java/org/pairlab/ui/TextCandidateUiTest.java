package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;
import org.pairlab.augment.toca.TocaProject;
import org.pairlab.project.Candidate;
import org.pairlab.project.ItemOrder;
import org.pairlab.project.ItemRef;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Recipe;
import org.pairlab.project.Sample;
import org.testfx.api.FxRobot;

/**
 * In the real window: a ToCa caption (no image) opens the sample view without image panes, its caption, completer
 * badge and template shown plainly with no diff against the corpus caption it is stored under, and an image candidate
 * gets its panes back; and every combo box of the grid's filter bar shows its items whole (Sort's "completer, phrase
 * first" was cut to "completer, phra...") with the bar still one line at 1366 px.
 */
class TextCandidateUiTest extends WorkbenchFixture {
    @Override
    protected long waitSeconds() {
        return 120;
    }

    /** True when {@code n} and every parent are visible, i.e. it is drawn. */
    private static boolean drawn(Node n) {
        for (Node x = n; x != null; x = x.getParent()) {
            if (!x.isVisible()) {
                return false;
            }
        }
        return n.getScene() != null;
    }

    /** The sample view's image panes that are drawn. */
    private List<BoxedImageView> drawnImagePanes() throws Exception {
        return fx(() -> workbench.mainView().sampleView().lookupAll(".boxed-image").stream()
                .filter(n -> n instanceof BoxedImageView && drawn(n)).map(BoxedImageView.class::cast).toList());
    }

    private String text(FxRobot robot, String id) throws Exception {
        return fx(() -> robot.lookup(id).queryAs(Label.class).getText());
    }

    @Test
    void aTextOnlyCandidateShowsItsTextWithoutImagePanesAndAnImageCandidateShowsThem(FxRobot robot) throws Exception {
        openWithSample(robot, "coco");
        TocaSyntheses.storeTwoRuns(project());
        Sample image = project().samples().ofDataset(project().datasets().byName("coco").orElseThrow().id()).get(0);
        long flip = project().candidates().insert(List.of(new NewCandidate(image.id(), new Recipe("flip", Map.of(), 1,
                List.of(image.id()), Map.of(), Map.of()), project().samples().captions(image.id()).stream()
                .map(org.pairlab.project.Caption::text).toList(), List.of(), image.width(), image.height(), null,
                null))).get(0);
        Candidate k = project().candidates().find(null, TocaProject.METHOD).stream()
                .filter(c -> "phrase".equals(c.recipe().details().get("completer"))).findFirst().orElseThrow();
        String completer = (String) k.recipe().details().get("completer");

        robot.interact(() -> main().methodProperty().set(TocaProject.METHOD));
        waitFor(() -> !main().loadingProperty().get() && main().items().contains(ItemRef.candidate(k.id())));
        robot.interact(() -> main().selectedProperty().set(ItemRef.candidate(k.id())));
        waitFor(() -> fx(() -> robot.lookup("#text-caption-0").tryQuery().map(TextCandidateUiTest::drawn).orElse(false)));
        assertEquals(List.of(), drawnImagePanes(), "a caption with no image gets no image panes");
        assertEquals(k.captions().get(0), text(robot, "#text-caption-0"));
        assertEquals(completer, text(robot, "#text-badge"));
        assertTrue(text(robot, "#text-template").contains((String) k.recipe().details().get("template")));
        // The corpus captions that lent its phrases, listed plainly under a header.
        List<String> lenders = fx(() -> robot.lookup("#built-from").queryAs(javafx.scene.layout.VBox.class).getChildren()
                .stream().skip(1).map(n -> ((Label) n).getText()).toList());
        assertFalse(lenders.isEmpty());
        long lender = ((Number) ((List<?>) k.recipe().details().get(TocaProject.BUILT_FROM)).get(0)).longValue();
        assertEquals(project().samples().captions(lender).get(0).text() + "  (sample " + lender + ")", lenders.get(0));
        // Shown plainly: no word diff against the corpus caption it is stored under, which it does not rewrite.
        assertFalse(fx(() -> robot.lookup("#source-caption-0").tryQuery().map(TextCandidateUiTest::drawn)
                .orElse(false)), "a synthesized caption is diffed against an unrelated corpus caption");
        assertFalse(fx(() -> drawn(robot.lookup("#show-boxes").query())), "no boxes to show on a caption");

        // A corpus caption of the text-only dataset: no image pane either.
        robot.interact(() -> main().selectedProperty().set(ItemRef.sample(k.sampleId())));
        waitFor(() -> fx(() -> workbench.mainView().sampleView().lookup(".sample-title") instanceof Label l
                && l.getText().startsWith("Sample " + k.sampleId())));
        assertEquals(List.of(), drawnImagePanes());

        // An image candidate: the source and candidate panes are back, the text pane gone.
        robot.interact(() -> main().methodProperty().set("flip"));
        waitFor(() -> !main().loadingProperty().get() && main().items().contains(ItemRef.candidate(flip)));
        robot.interact(() -> main().selectedProperty().set(ItemRef.candidate(flip)));
        waitFor(() -> drawnImagePanes().size() == 2);
        assertFalse(fx(() -> drawn(robot.lookup("#text-candidate").query())));
        waitFor(() -> robot.lookup("#candidate-image").queryAs(BoxedImageView.class).imageProperty().get() != null);
    }

    @Test
    void everyFilterBarComboShowsItsItemsWholeAndTheBarFitsAt1366(FxRobot robot) throws Exception {
        openTwoTocaRunsAt1366(robot);
        robot.interact(() -> {
            hideOtherWindows();
            main().methodProperty().set(TocaProject.METHOD);
        });
        ComboBox<?> completers = robot.lookup("#completer-filter").queryAs(ComboBox.class);
        waitFor(() -> !main().loadingProperty().get() && completers.isVisible());
        @SuppressWarnings("unchecked")
        ComboBox<ItemOrder> order = robot.lookup("#order-filter").queryAs(ComboBox.class);
        // The longest label of the bar, chosen through its own control.
        robot.interact(() -> order.setValue(ItemOrder.COMPLETER));
        waitFor(() -> !main().loadingProperty().get() && main().orderProperty().get() == ItemOrder.COMPLETER);
        // The button's text is set on its next layout pass.
        waitFor(() -> !fx(() -> shownText(order)).isEmpty());
        assertEquals(ItemOrder.COMPLETER.label(), fx(() -> shownText(order)), "the Sort box cuts its label");

        javafx.scene.layout.FlowPane bar = robot.lookup(".filter-bar").queryAs(javafx.scene.layout.FlowPane.class);
        List<String> cut = fx(() -> {
            List<String> out = new ArrayList<>();
            for (Node n : bar.lookupAll(".combo-box")) {
                if (n instanceof ComboBox<?> box && drawn(box)) {
                    for (Object item : box.getItems()) {
                        String label = label(box, item);
                        if (!fits(box, label)) {
                            out.add(box.getId() + ": " + label);
                        }
                    }
                    if (box.getValue() != null && !label(box, box.getValue()).equals(shownText(box))) {
                        out.add(box.getId() + " shows " + shownText(box));
                    }
                }
            }
            return out;
        });
        assertEquals(List.of(), cut, "combo items that would be cut");
        // Everything in the window, at most two lines, and "Completer" on the line of its box.
        double width = fx(() -> bar.getScene().getWidth());
        for (Node n : fx(() -> bar.getChildren().stream().filter(Node::isManaged).toList())) {
            javafx.geometry.Bounds b = fx(() -> n.localToScene(n.getBoundsInLocal()));
            assertTrue(b.getMaxX() <= width + 0.5, n + " ends at " + b.getMaxX() + " in a " + width + " px window");
        }
        assertTrue(fx(() -> rows(bar)) <= 2, "the filter bar takes more than two lines");
        Label completerLabel = fx(() -> (Label) bar.lookupAll(".label").stream()
                .filter(l -> l instanceof Label x && "Completer".equals(x.getText())).findFirst().orElseThrow());
        assertEquals(fx(() -> completerLabel.getParent()), fx(() -> completers.getParent()),
                "the Completer label wraps apart from its box");
        // An image dataset's grid (no completer box): one line at 1366x768. The headless screen is 1280 px wide, so
        // what the bar's parts need side by side stands for it (a FlowPane's preferred width is its wrap length).
        robot.interact(() -> main().methodProperty().set(null));
        waitFor(() -> !main().loadingProperty().get() && !completers.isVisible());
        double oneLine = fx(() -> {
            List<Node> shown = bar.getChildren().stream().filter(Node::isManaged).toList();
            return bar.snappedLeftInset() + bar.snappedRightInset() + bar.getHgap() * (shown.size() - 1)
                    + shown.stream().mapToDouble(n -> n.prefWidth(-1)).sum();
        });
        assertTrue(oneLine <= 1366, "the filter bar needs " + oneLine + " px in one line");
    }

    /** How many lines the bar's parts take: a part starts a line when it lies below the last line's bottom. */
    private static int rows(javafx.scene.layout.FlowPane bar) {
        List<javafx.geometry.Bounds> parts = bar.getChildren().stream().filter(Node::isManaged).map(Node::getBoundsInParent)
                .sorted(java.util.Comparator.comparingDouble(javafx.geometry.Bounds::getMinY)).toList();
        int rows = 0;
        double bottom = Double.NEGATIVE_INFINITY;
        for (javafx.geometry.Bounds b : parts) {
            if (b.getMinY() >= bottom) {
                rows++;
            }
            bottom = Math.max(bottom, b.getMaxY());
        }
        return rows;
    }

    private static String label(ComboBox<?> box, Object item) {
        @SuppressWarnings("unchecked")
        javafx.util.StringConverter<Object> c = (javafx.util.StringConverter<Object>) box.getConverter();
        return c == null ? String.valueOf(item) : c.toString(item);
    }

    /** The text the combo's button draws now (elided with an ellipsis when it does not fit). */
    private static String shownText(ComboBox<?> box) {
        return ((Text) button(box).lookup(".text")).getText();
    }

    /** The cell the combo shows its value in (not a cell of its pop-up list). */
    private static ListCell<?> button(ComboBox<?> box) {
        return (ListCell<?>) ((javafx.scene.control.skin.ComboBoxListViewSkin<?>) box.getSkin()).getDisplayNode();
    }

    /** Whether {@code label} fits the combo's button cell in the cell's own font. */
    private static boolean fits(ComboBox<?> box, String label) {
        ListCell<?> cell = button(box);
        Text t = new Text(label);
        t.setFont(cell.getFont());
        double room = cell.getWidth() - cell.snappedLeftInset() - cell.snappedRightInset();
        return t.getLayoutBounds().getWidth() <= room + 0.5;
    }
}
