package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import javafx.geometry.Point2D;
import javafx.scene.control.Labeled;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.pairlab.augment.AugmentContext;
import org.pairlab.augment.Augmenters;
import org.pairlab.augment.SourceSample;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.SampleImages;
import org.pairlab.project.Box;
import org.pairlab.project.BoxEdit;
import org.pairlab.project.Decision;
import org.pairlab.project.ItemRef;
import org.pairlab.project.Project;
import org.pairlab.project.ReviewStatus;
import org.pairlab.project.Sample;
import org.testfx.api.FxRobot;

/** The box editor on a real COCO image: move, resize, relabel, delete, undo, draw, zoom; then re-render its flip. */
class BoxEditorUiTest extends WorkbenchFixture {
    @Test
    void editingBoxesWithTheMouseIsStoredAndTheCandidateIsReRenderedKeepingTheEarlierDecision(FxRobot robot) throws Exception {
        openWithSample(robot);
        Project p = project();
        Sample s = p.samples().ofDataset(p.datasets().list().get(0).id()).stream()
                .filter(x -> p.samples().boxes(x.id()).stream().filter(b -> b.w() > 60 && b.h() > 60).count() >= 1)
                .findFirst().orElseThrow();
        AugmentContext ctx = new AugmentContext(p, new SampleImages(p, new ImageDecoder()));
        long flip = p.candidates().insert(new Augmenters().require("flip").propose(new SourceSample(s, p.samples().captions(s.id()),
                p.samples().boxes(s.id())), Map.of("swapLeftRight", true), 1, ctx)).get(0);
        p.reviews().decide(ItemRef.candidate(flip), Decision.ACCEPT, null);

        robot.interact(() -> main().selectedIndexProperty().set(main().items().indexOf(ItemRef.sample(s.id()))));
        waitFor(() -> robot.lookup("#edit-boxes-button").queryButton().isVisible()
                && robot.lookup("#box-count").queryLabeled().getText().endsWith("boxes"));
        robot.interact(() -> workbench.mainView().jobsPane().setExpanded(false));
        robot.clickOn("#edit-boxes-button");
        waitFor(() -> robot.lookup("#box-editor").tryQuery().isPresent());
        BoxEditor editor = robot.lookup("#box-editor").query();
        waitFor(() -> editor.imageProperty().get() != null && !editor.boxesProperty().get().isEmpty());

        // Select the big box by clicking its middle, then drag it 30 screen pixels right.
        Box big = p.samples().boxes(s.id()).stream().filter(b -> b.w() > 60 && b.h() > 60).min((a, b) -> Double.compare(a.area(), b.area()))
                .orElseThrow();
        Point2D centre = editor.toScreen(big.x() + big.w() / 2, big.y() + big.h() / 2);
        drag(robot, editor, centre, centre.add(30, 0));
        waitFor(() -> p.boxEdits().history(s.id()).size() == 1);
        Box moved = box(p, s.id(), big.id());
        assertEquals(Math.rint(big.x() + 30 / editor.zoom()), moved.x(), 1.0, "moved by 30 screen pixels");
        assertEquals(big.w(), moved.w(), 1e-9);

        // Resize from the bottom-right corner handle.
        Point2D corner = editor.corners(moved)[2];
        drag(robot, editor, corner, corner.add(-20, -20));
        waitFor(() -> p.boxEdits().history(s.id()).size() == 2);
        assertTrue(box(p, s.id(), big.id()).w() < moved.w(), "smaller after the corner drag");

        // Relabel, delete, undo twice (Ctrl+Z and the button).
        robot.doubleClickOn("#box-category").eraseText(30).write("teapot");
        robot.clickOn("#box-relabel");
        waitFor(() -> box(p, s.id(), big.id()).category().equals("teapot"));
        robot.clickOn("#box-delete");
        waitFor(() -> p.samples().boxes(s.id()).stream().noneMatch(b -> b.id() == big.id()));
        robot.clickOn(editor).press(KeyCode.CONTROL).press(KeyCode.Z).release(KeyCode.Z).release(KeyCode.CONTROL);
        waitFor(() -> p.samples().boxes(s.id()).stream().anyMatch(b -> b.id() == big.id()));
        robot.clickOn("#box-undo");
        waitFor(() -> box(p, s.id(), big.id()).category().equals(big.category()));

        // Draw a new box from a spot no box covers.
        Point2D free = freeSpot(p, s, editor);
        drag(robot, editor, free, free.add(25, 20));
        waitFor(() -> p.boxEdits().history(s.id()).stream().anyMatch(e -> e.action() == BoxEdit.Action.ADD));
        assertTrue(p.boxEdits().history(s.id()).stream().anyMatch(e -> e.action() == BoxEdit.Action.ADD && e.after().category().equals("teapot")));

        if (Boolean.getBoolean("pairlab.screenshots")) {
            robot.interact(() -> editor.selectedProperty().set(box(p, s.id(), big.id())));
            Screenshots.save(editor.getScene().getRoot(), "box-editor.png", 800);
        }

        // Zoom with the wheel about the pointer; Fit restores the whole view.
        double fitted = editor.zoom();
        Point2D under = editor.toScreen(s.width() / 4.0, s.height() / 4.0);
        Point2D imagePoint = editor.toImage(under.getX(), under.getY());
        // A wheel notch as the platform sends it (the headless robot cannot scroll).
        robot.interact(() -> javafx.event.Event.fireEvent(editor, new javafx.scene.input.ScrollEvent(
                javafx.scene.input.ScrollEvent.SCROLL, under.getX(), under.getY(), under.getX(), under.getY(), false, false,
                false, false, false, false, 0, 40, 0, 40, javafx.scene.input.ScrollEvent.HorizontalTextScrollUnits.NONE, 0,
                javafx.scene.input.ScrollEvent.VerticalTextScrollUnits.NONE, 0, 0, null)));
        assertEquals(fitted * 1.2, editor.zoom(), 1e-9, "zoomed in one step");
        assertEquals(imagePoint, editor.toImage(under.getX(), under.getY()), "the pixel under the pointer stays put");
        robot.clickOn("#box-fit");
        assertEquals(fitted, editor.zoom(), 1e-9);

        // Re-render: the accepted flip goes back to pending, its earlier decision shown in the sample view.
        waitFor(() -> robot.lookup("#box-rerender").queryButton().isDisabled() == false);
        robot.clickOn("#box-rerender");
        waitFor(() -> p.boxEdits().waiting().isEmpty());
        assertEquals(ReviewStatus.PENDING, p.candidates().get(flip).orElseThrow().status());
        assertEquals(ReviewStatus.ACCEPTED, p.boxEdits().staleMark(flip).orElseThrow().earlierStatus());
        assertNotEquals(p.boxEdits().staleMark(flip).orElseThrow().earlierBoxes(), p.candidates().get(flip).orElseThrow().boxes());
        robot.interact(() -> List.copyOf(Window.getWindows()).stream().filter(w -> w != stage).forEach(w -> ((Stage) w).close()));
        robot.interact(() -> main().methodProperty().set("flip"));
        waitFor(() -> main().items().contains(ItemRef.candidate(flip)));
        robot.interact(() -> main().selectedIndexProperty().set(main().items().indexOf(ItemRef.candidate(flip))));
        waitFor(() -> ((Labeled) robot.lookup("#stale-note").query()).getText().contains("reviewed as accepted"));
    }

    private static Box box(Project p, long sampleId, long id) {
        return p.samples().boxes(sampleId).stream().filter(b -> b.id() == id).findFirst().orElseThrow();
    }

    /** A point of the editor over the image that no box covers, a little away from the edges. */
    private static Point2D freeSpot(Project p, Sample s, BoxEditor editor) {
        List<Box> boxes = p.samples().boxes(s.id());
        for (double y = 10; y < s.height() - 60; y += 7) {
            for (double x = 10; x < s.width() - 60; x += 7) {
                double fx = x;
                double fy = y;
                boolean clear = boxes.stream().noneMatch(b -> fx + 60 >= b.x() && fx <= b.x() + b.w() && fy + 60 >= b.y()
                        && fy <= b.y() + b.h());
                if (clear) {
                    return editor.toScreen(x, y);
                }
            }
        }
        throw new AssertionError("no free spot on sample " + s.id());
    }

    private static void drag(FxRobot robot, BoxEditor editor, Point2D from, Point2D to) {
        robot.moveTo(robot.point(editor.localToScreen(from)));
        robot.press(MouseButton.PRIMARY);
        robot.moveTo(robot.point(editor.localToScreen(from.midpoint(to))));
        robot.moveTo(robot.point(editor.localToScreen(to)));
        robot.release(MouseButton.PRIMARY);
    }
}
