package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;
import org.pairlab.augment.CaptionCombination;
import org.pairlab.project.Candidate;
import org.pairlab.project.ItemRef;
import org.pairlab.project.ReviewStatus;
import org.testfx.api.FxRobot;

/**
 * XDoG sketch + antonym captions through the real window: choose both in the Augment panel, Preview (image and
 * highlighted caption change), Generate, then accept one candidate in review and undo it.
 */
class CaptionRewritePanelUiTest extends WorkbenchFixture {

    @Test
    void xdogPlusAntonymPreviewGenerateAcceptAndUndo(FxRobot robot) throws Exception {
        openWithSample(robot);
        robot.clickOn("#search").write("young man");
        waitFor(() -> "young man".equals(main().textProperty().get()) && !main().loadingProperty().get()
                && main().items().size() >= 2 && main().selectedProperty().get() != null);
        List<Long> shown = main().items().stream().map(ItemRef::id).toList();
        long sampleId = main().selectedProperty().get().id();

        robot.interact(() -> workbench.mainView().showAugmentPanel("xdog"));
        waitFor(() -> robot.lookup("#augment-caption-method").tryQuery().filter(Node::isVisible).isPresent());
        // The caption rewrite is chosen in its combo box, and its own form appears below the method's.
        @SuppressWarnings("unchecked")
        ComboBox<AugmentViewModel.CaptionChoice> rewrite = robot.lookup("#augment-caption-method").queryAs(ComboBox.class);
        assertEquals(AugmentViewModel.CaptionChoice.NONE, rewrite.getValue());
        AugmentViewModel.CaptionChoice antonym = rewrite.getItems().stream().filter(c -> "antonym".equals(c.method()))
                .findFirst().orElseThrow();
        assertTrue(antonym.toString().startsWith("Antonym negation"), antonym.toString());
        robot.interact(() -> rewrite.getSelectionModel().select(antonym));
        assertEquals("antonym", augment().captionChoiceProperty().get().method());
        waitFor(() -> robot.lookup("#caption-param-mix").tryQuery().isPresent());
        @SuppressWarnings("unchecked")
        ComboBox<String> mix = robot.lookup("#caption-param-mix").queryAs(ComboBox.class);
        robot.interact(() -> mix.setValue("all"));
        assertEquals("all", augment().captionField("mix").textProperty().get());

        // The action bar stays in view: Preview and Generate lie inside the window without scrolling.
        Button preview = robot.lookup("#augment-preview").queryAs(Button.class);
        Bounds b = preview.localToScene(preview.getBoundsInLocal());
        assertTrue(b.getMaxY() <= stage.getScene().getHeight() && b.getMinY() >= 0, b.toString());
        robot.clickOn(preview);
        waitFor(() -> robot.lookup(".preview-candidate .diff-changed").tryQuery().isPresent());
        List<String> changed = robot.lookup(".preview-candidate .diff-changed").queryAllAs(Text.class).stream()
                .map(t -> t.getText().strip()).toList();
        assertTrue(changed.stream().anyMatch(w -> w.contains("old")), changed.toString());
        BoxedImageView cand = robot.lookup(".preview-candidate .preview-image").queryAs(BoxedImageView.class);
        assertTrue(cand.imageProperty().get() != null);
        assertTrue(project().candidates().countsByMethod().isEmpty(), "Preview stores nothing");

        // Choosing a caption-only method disables the chooser and says why.
        robot.interact(() -> augment().select("synonym"));
        assertTrue(robot.lookup("#augment-caption-method").query().isDisabled());
        assertTrue(robot.lookup("#augment-caption-note").queryAs(Label.class).getText().contains("caption rewrite"));
        robot.interact(() -> augment().select("xdog"));
        assertFalse(robot.lookup("#augment-caption-method").query().isDisabled());
        assertEquals("antonym", augment().captionChoiceProperty().get().method());

        robot.clickOn("#augment-generate");
        waitFor(() -> "xdog".equals(augment().generatedMethodProperty().get()));
        List<Candidate> made = project().candidates().withStatus(ReviewStatus.PENDING, "xdog");
        assertFalse(made.isEmpty());
        assertTrue(made.stream().allMatch(c -> shown.contains(c.sampleId())
                && "antonym".equals(c.recipe().params().get(CaptionCombination.CAPTION_METHOD))));
        Candidate mine = made.stream().filter(c -> c.sampleId() == sampleId).findFirst().orElseThrow();

        // Review: show them in the grid, open the Sample tab, accept one and undo it.
        robot.clickOn("#augment-show");
        waitFor(() -> main().items().contains(ItemRef.candidate(mine.id())));
        robot.interact(() -> {
            main().selectedIndexProperty().set(main().items().indexOf(ItemRef.candidate(mine.id())));
            workbench.mainView().rightTabs().getSelectionModel().select(0);
        });
        waitFor(() -> robot.lookup("#candidate-image").tryQuery().filter(Node::isVisible).isPresent()
                && ((BoxedImageView) robot.lookup("#candidate-image").query()).imageProperty().get() != null
                && robot.lookup(".diff-changed").tryQuery().filter(Node::isVisible).isPresent());
        robot.clickOn("#accept-button");
        waitFor(() -> project().candidates().get(mine.id()).orElseThrow().status() == ReviewStatus.ACCEPTED);
        robot.type(KeyCode.U);
        waitFor(() -> project().candidates().get(mine.id()).orElseThrow().status() == ReviewStatus.PENDING);
    }
}
