package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TabPane;
import javafx.scene.input.MouseButton;
import org.junit.jupiter.api.Test;
import org.pairlab.metrics.Histogram;
import org.pairlab.project.ItemFilter;
import org.pairlab.project.ItemOrder;
import org.pairlab.project.ItemRef;
import org.pairlab.project.Measure;
import org.pairlab.project.Sample;
import org.testfx.api.FxRobot;

/** The Filters tab on the real coco-sample: click and drag histogram bars, category and tag chips, shuffle. */
class CurationUiTest extends WorkbenchFixture {
    @Test
    void clickingABarDraggingASpanAndChipsFilterTheGridLive(FxRobot robot) throws Exception {
        openWithSample(robot);
        robot.interact(() -> ((TabPane) robot.lookup("#right-tabs").query()).getSelectionModel().select(2));
        CurationViewModel vm = workbench.session().orElseThrow().curation();
        waitFor(() -> !vm.histogramProperty(Measure.BOX_COUNT).get().isEmpty());
        Histogram boxes = vm.histogramProperty(Measure.BOX_COUNT).get();
        assertEquals(107, boxes.total());

        // Click the bar of images with exactly one box.
        int oneBox = indexOf(boxes, 1.0);
        long expected = project().samples().ofDataset(datasetId()).stream()
                .filter(s -> project().samples().boxes(s.id()).size() == 1).count();
        assertEquals(expected, boxes.bins().get(oneBox).count());
        HistogramFilterView h = histogram(robot, "#histogram-box_count");
        clickBar(robot, h, oneBox, oneBox);
        waitFor(() -> main().items().size() == expected);
        assertEquals(expected + " items", robot.lookup("#curation-count").queryLabeled().getText());
        assertTrue(robot.lookup("#chip-range-box_count").tryQuery().isPresent(), "the range shows as a chip");
        for (ItemRef r : main().items()) {
            assertEquals(1, project().samples().boxes(r.id()).size());
        }

        // Remove the chip: the whole dataset is back.
        robot.clickOn((Node) reveal(robot, "#chip-range-box_count"));
        waitFor(() -> main().items().size() == 107);

        // Drag across the caption-length bars 0..9: the grid keeps exactly the samples in that span.
        waitFor(() -> !vm.histogramProperty(Measure.CAPTION_LENGTH).get().isEmpty());
        Histogram lengths = vm.histogramProperty(Measure.CAPTION_LENGTH).get();
        long inSpan = lengths.bins().subList(0, 10).stream().mapToLong(Histogram.Bin::count).sum();
        HistogramFilterView lh = histogram(robot, "#histogram-caption_length");
        clickBar(robot, lh, 0, 9);
        waitFor(() -> main().items().size() == inSpan);

        // Combine with a box category: any of person, dog.
        robot.clickOn((Node) reveal(robot, "#curation-category")).write("person");
        robot.clickOn((Node) reveal(robot, "#curation-add-category"));
        List<Long> person = project().samples().find(ItemFilter.originals(), main().curationProperty().get()).stream()
                .map(ItemRef::id).toList();
        waitFor(() -> main().items().size() == person.size());
        assertTrue(person.size() < inSpan, "fewer with a person: " + person.size() + " of " + inSpan);
        for (long id : person) {
            assertTrue(project().samples().boxes(id).stream().anyMatch(b -> b.category().equals("person")));
        }

        if (Boolean.getBoolean("pairlab.screenshots")) {
            robot.interact(() -> ((ScrollPane) robot.lookup("#curation-panel").query()).setVvalue(0));
            Screenshots.save(robot.lookup("#right-tabs").query(), "curation-filters.png", 800);
        }

        // Tag all in view, clear the filters, then filter by the tag: the same items come back.
        robot.clickOn((Node) reveal(robot, "#curation-tag")).write("people, short captions");
        robot.clickOn((Node) reveal(robot, "#curation-tag-all"));
        waitFor(() -> robot.lookup("#curation-message").queryLabeled().getText().startsWith("Tagged " + person.size()));
        robot.clickOn((Node) reveal(robot, "#curation-clear"));
        waitFor(() -> main().items().size() == 107);
        robot.clickOn((Node) reveal(robot, "#curation-filter-tag"));
        waitFor(() -> main().items().stream().map(ItemRef::id).toList().equals(person));
        assertTrue(robot.lookup("#chip-tag-people__short_captions").tryQuery().isPresent());

        // A seeded shuffle of the review queue: the same items in another, repeatable order.
        robot.clickOn((Node) reveal(robot, "#curation-clear"));
        waitFor(() -> main().items().size() == 107);
        robot.interact(() -> ((javafx.scene.control.TextField) robot.lookup("#curation-seed").query()).setText("7"));
        robot.clickOn((Node) reveal(robot, "#curation-shuffle"));
        waitFor(() -> main().orderProperty().get() == ItemOrder.RANDOM && !isIdOrder(main().items()));
        List<ItemRef> shuffled = List.copyOf(main().items());
        assertEquals(shuffled, project().samples().find(main().filter(), main().curationProperty().get()));
    }

    private static boolean isIdOrder(List<ItemRef> items) {
        for (int i = 1; i < items.size(); i++) {
            if (items.get(i).id() < items.get(i - 1).id()) {
                return false;
            }
        }
        return true;
    }

    private long datasetId() {
        return project().datasets().list().get(0).id();
    }

    private static int indexOf(Histogram h, double middle) {
        for (int i = 0; i < h.bins().size(); i++) {
            if (Math.abs(h.bins().get(i).middle() - middle) < 1e-9) {
                return i;
            }
        }
        throw new AssertionError("no bar at " + middle);
    }

    /** Scrolls the Filters tab so the histogram is in view and returns it. */
    private static HistogramFilterView histogram(FxRobot robot, String id) {
        return reveal(robot, id);
    }

    /** Scrolls the Filters tab so the node is in view and returns it. */
    private static <T extends Node> T reveal(FxRobot robot, String id) {
        T h = robot.lookup(id).query();
        ScrollPane sp = robot.lookup("#curation-panel").query();
        robot.interact(() -> {
            Node content = sp.getContent();
            Bounds b = content.sceneToLocal(h.localToScene(h.getBoundsInLocal()));
            double room = content.getBoundsInLocal().getHeight() - sp.getViewportBounds().getHeight();
            sp.setVvalue(room <= 0 ? 0 : Math.min(1, Math.max(0, b.getMinY() / room)));
        });
        return h;
    }

    /** Presses on one bar and releases on another (the same bar: a click). */
    private static void clickBar(FxRobot robot, HistogramFilterView h, int from, int to) {
        robot.moveTo(robot.point(h.localToScreen(h.barCentre(from), h.getHeight() / 2)));
        robot.press(MouseButton.PRIMARY);
        robot.moveTo(robot.point(h.localToScreen(h.barCentre(to), h.getHeight() / 2)));
        robot.release(MouseButton.PRIMARY);
    }
}
