package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import org.junit.jupiter.api.Test;
import org.pairlab.augment.Augmenters;
import org.pairlab.augment.GenerationJob;
import org.pairlab.project.Box;
import org.pairlab.project.Candidate;
import org.pairlab.project.Caption;
import org.pairlab.project.ItemRef;
import org.pairlab.runs.JobRunner;
import org.testfx.api.FxRobot;

/**
 * In the real window, a CutSwap candidate made from a caption other than the sample's first shows its source image
 * and that caption beside the candidate image and caption, the replaced box outlined on both images and the swapped
 * word marked on both captions.
 */
class SourceBesideCandidateUiTest extends WorkbenchFixture {
    @Override
    protected long waitSeconds() {
        return 120;
    }

    @Test
    void aCutSwapCandidateShowsItsSourceCaptionAndReplacedBoxesBesideIt(FxRobot robot) throws Exception {
        openWithSample(robot, "coco");
        robot.interact(() -> main().textProperty().set("pizza"));
        waitFor(() -> main().items().size() >= 3 && !main().loadingProperty().get());
        List<Long> pizzas = fx(() -> main().filteredOriginalIds()).subList(0, 3);
        try (JobRunner runner = new JobRunner(project())) {
            runner.runHere(new GenerationJob(project(), new Augmenters().require("cutswap"),
                    Map.of("n_p", 4, "n_i", 2, "captions", 5, "top_k", 1), 1, 0, pizzas));
        }
        // A candidate rewritten from a caption that is not its sample's first: the old first-caption diff got it wrong.
        Candidate k = project().candidates().find(null, "cutswap").stream().filter(c -> {
            long named = ((Number) c.recipe().details().get("caption_id")).longValue();
            return project().samples().captions(c.sampleId()).get(0).id() != named;
        }).findFirst().orElseThrow();
        Caption named = project().samples().captions(k.sampleId()).stream()
                .filter(c -> c.id() == ((Number) k.recipe().details().get("caption_id")).longValue()).findFirst().orElseThrow();

        robot.interact(() -> {
            main().textProperty().set("");
            main().methodProperty().set("cutswap");
        });
        waitFor(() -> main().items().contains(ItemRef.candidate(k.id())));
        robot.interact(() -> main().selectedIndexProperty().set(main().items().indexOf(ItemRef.candidate(k.id()))));
        waitFor(() -> robot.lookup("#source-caption-0").tryQuery().isPresent()
                && robot.lookup("#candidate-image").queryAs(BoxedImageView.class).imageProperty().get() != null
                && robot.lookup("#original-image").queryAs(BoxedImageView.class).imageProperty().get() != null);

        TextFlow source = robot.lookup("#source-caption-0").queryAs(TextFlow.class);
        TextFlow candidate = robot.lookup("#candidate-caption-0").queryAs(TextFlow.class);
        assertEquals(named.text(), text(source));
        assertEquals(k.captions().get(0), text(candidate));
        assertFalse(marked(source).isEmpty(), "the cut word is marked in the source caption");
        assertFalse(marked(candidate).isEmpty(), "the pasted word is marked in the candidate caption");

        List<?> replaced = (List<?>) k.recipe().details().get("replaced_boxes");
        List<Box> onSource = robot.lookup("#original-image").queryAs(BoxedImageView.class).highlightedProperty().get();
        List<Box> onCandidate = robot.lookup("#candidate-image").queryAs(BoxedImageView.class).highlightedProperty().get();
        assertEquals(replaced.size(), onSource.size());
        assertEquals(replaced.size(), onCandidate.size());
        String oldCategory = (String) ((Map<?, ?>) k.recipe().details().get("object")).get("category");
        String newCategory = (String) ((Map<?, ?>) k.recipe().details().get("new_object")).get("category");
        assertTrue(onSource.stream().allMatch(b -> b.category().equals(oldCategory)), onSource.toString());
        assertTrue(onCandidate.stream().allMatch(b -> b.category().equals(newCategory)), onCandidate.toString());
        String sourceLabel = fx(() -> ((javafx.scene.control.Label) robot.lookup(".section").queryAllAs(
                javafx.scene.control.Label.class).stream().filter(l -> l.getText().startsWith("Source")).findFirst()
                .orElseThrow()).getText());
        assertTrue(sourceLabel.contains("sample " + k.sampleId()), sourceLabel);
        // Zooming the source zooms the candidate at the same place; a double click fits both again.
        BoxedImageView sourceView = robot.lookup("#original-image").queryAs(BoxedImageView.class);
        BoxedImageView candidateView = robot.lookup("#candidate-image").queryAs(BoxedImageView.class);
        robot.moveTo(sourceView).scroll(3, javafx.geometry.VerticalDirection.UP);
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        if (sourceView.windowProperty().get().zoom() == 1) {
            // Which wheel direction the robot calls "up" differs by platform; zooming out of the fit is a no-op.
            robot.scroll(3, javafx.geometry.VerticalDirection.DOWN);
        }
        waitFor(() -> sourceView.windowProperty().get().zoom() != 1);
        assertEquals(sourceView.windowProperty().get(), candidateView.windowProperty().get());
        robot.doubleClickOn(candidateView);
        waitFor(() -> sourceView.windowProperty().get().equals(ImageWindow.FIT));
        if (Boolean.getBoolean("pairlab.screenshots")) {
            Screenshots.save(workbench.mainView(), "source-beside-candidate.png", 500);
        }
    }

    private static String text(TextFlow f) {
        return f.getChildren().stream().map(n -> ((Text) n).getText()).collect(Collectors.joining());
    }

    private static List<String> marked(TextFlow f) {
        return f.getChildren().stream().filter(n -> n.getStyleClass().contains("diff-changed"))
                .map(n -> ((Text) n).getText()).toList();
    }
}
