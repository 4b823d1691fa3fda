package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.chart.BarChart;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;
import org.pairlab.augment.GenerationJob;
import org.pairlab.augment.cutswap.CutSwapAugmenter;
import org.pairlab.ml.AlignmentModels;
import org.pairlab.project.Candidate;
import org.pairlab.project.ItemRef;
import org.pairlab.project.ReviewStatus;
import org.testfx.api.FxRobot;

/** The Augment panel driven through the real window, headless, on a real project with the COCO sample. */
class AugmentPanelUiTest extends WorkbenchFixture {

    @Test
    void previewThenGenerateThroughThePanelAndSeeTheCandidatesInTheGrid(FxRobot robot) throws Exception {
        openWithSample(robot);
        robot.clickOn("#search").write("coast guard");
        waitFor(() -> main().items().size() == 1 && main().selectedProperty().get() != null);
        long sampleId = main().selectedProperty().get().id();

        // Open the panel from the Augment menu; flip is the method the menu item names.
        robot.clickOn((Node) robot.lookup(".menu-bar .menu").match((Labeled l) -> "Augment".equals(l.getText())).query());
        robot.clickOn("#generate-flip");
        waitFor(() -> robot.lookup("#augment-preview").tryQuery().filter(Node::isVisible).isPresent());
        assertEquals("flip", augment().methodProperty().get().method());

        // Change a parameter: unticking the flag is what the form stores.
        CheckBox swap = robot.lookup("#param-swapLeftRight").queryAs(CheckBox.class);
        assertTrue(swap.isSelected());
        robot.clickOn(swap);
        assertEquals("false", augment().field("swapLeftRight").textProperty().get());

        // A bad seed disables Preview and Generate and says why, next to the field.
        Button generate = robot.lookup("#augment-generate").queryAs(Button.class);
        Button preview = robot.lookup("#augment-preview").queryAs(Button.class);
        robot.clickOn("#augment-seed").write("x");
        assertTrue(generate.isDisabled() && preview.isDisabled());
        Label seedError = robot.lookup("#augment-seed-error").queryAs(Label.class);
        assertTrue(seedError.isVisible() && seedError.getText().contains("seed"), seedError.getText());
        assertTrue(robot.lookup("#augment-seed").query().getStyleClass().contains("invalid"));
        robot.eraseText(1).write("3");
        assertFalse(generate.isDisabled());
        assertEquals("13", augment().seedTextProperty().get());

        // Preview: the original and the candidate image appear; with the flag off no word changes.
        robot.clickOn(preview);
        waitFor(() -> robot.lookup(".preview-candidate .preview-image").tryQuery().isPresent());
        BoxedImageView cand = robot.lookup(".preview-candidate .preview-image").queryAs(BoxedImageView.class);
        assertTrue(cand.imageProperty().get() != null && cand.imageProperty().get().getWidth() > 0);
        assertFalse(cand.highlightedProperty().get().isEmpty(), "mirrored boxes are outlined");
        BoxedImageView orig = robot.lookup("#preview-original").queryAs(BoxedImageView.class);
        assertTrue(orig.imageProperty().get() != null);
        assertTrue(robot.lookup(".preview-candidate .diff-changed").tryQuery().isEmpty());
        assertTrue(project().candidates().countsByMethod().isEmpty(), "Preview stores nothing");

        // Flag on again: the swapped word is highlighted in the preview caption.
        robot.clickOn(swap);
        robot.clickOn(preview);
        waitFor(() -> robot.lookup(".preview-candidate .diff-changed").tryQuery().isPresent());
        assertEquals(List.of("left"), robot.lookup(".preview-candidate .diff-changed").queryAllAs(Text.class).stream()
                .map(t -> t.getText().strip()).toList());

        // Generate over the samples the grid shows, then show them in the grid filtered by method.
        robot.clickOn(generate);
        waitFor(() -> "flip".equals(augment().generatedMethodProperty().get()));
        List<Candidate> made = project().candidates().withStatus(ReviewStatus.PENDING, "flip");
        assertEquals(1, made.size());
        assertEquals(GenerationJob.sampleSeed(13, sampleId), made.get(0).recipe().seed());
        assertEquals(true, made.get(0).recipe().params().get("swapLeftRight"));
        robot.clickOn("#augment-show");
        waitFor(() -> main().items().equals(List.of(ItemRef.candidate(made.get(0).id()))));
        assertEquals("flip", main().methodProperty().get());
        waitFor(() -> robot.lookup(".item-cell").match((ItemCell c) -> ItemRef.candidate(made.get(0).id())
                .equals(c.getItem())).tryQuery().isPresent());

        // The statistics dialog counts the candidate's boxes per category beside the originals'.
        robot.clickOn("#augment-stats");
        waitFor(() -> robot.lookup("#stats-categories").tryQuery().isPresent()
                && ((BarChart<?, ?>) robot.lookup("#stats-categories").query()).getData().size() == 2);
        BarChart<?, ?> chart = robot.lookup("#stats-categories").queryAs(BarChart.class);
        assertTrue(chart.getData().get(1).getName().startsWith("flip candidates ("
                + project().samples().boxes(sampleId).size() + " boxes)"), chart.getData().get(1).getName());
        Label note = robot.lookup("#stats-histogram-note").queryAs(Label.class);
        assertTrue(note.getText().contains("1 of 1 candidates have no score"), note.getText());
    }

    @Test
    void cutSwapSaysWhyItIsUnrankedPreviewsASwapAndGeneratesOverTheFilteredGrid(FxRobot robot) throws Exception {
        openWithSample(robot);
        robot.clickOn("#search").write("pizza");
        // Typing refreshes the grid per key: wait for the result of the whole word.
        waitFor(() -> "pizza".equals(main().textProperty().get()) && !main().loadingProperty().get()
                && main().items().size() >= 3 && main().items().size() < 40 && main().selectedProperty().get() != null);
        List<ItemRef> pizzas = List.copyOf(main().items());

        robot.interact(() -> workbench.mainView().showAugmentPanel(CutSwapAugmenter.METHOD));
        waitFor(() -> robot.lookup("#augment-notice").tryQuery().filter(Node::isVisible).isPresent());
        Label notice = robot.lookup("#augment-notice-text").queryAs(Label.class);
        assertTrue(notice.getText().contains(AlignmentModels.NOT_CONFIGURED), notice.getText());
        assertTrue(robot.lookup("#augment-choose-alignment").queryAs(Button.class).isVisible());
        assertTrue(notice.getText().contains("Pre-processing needed for dataset \"coco-sample\""), notice.getText());
        // Augment / CutSwap pre-processing runs as a job; when it ends the notice drops that line.
        robot.interact(workbench::preprocessCutSwap);
        waitFor(() -> !augment().noticeProperty().get().contains("Pre-processing"));
        assertTrue(notice.getText().contains(AlignmentModels.NOT_CONFIGURED), notice.getText());
        // Fewer variants keep the test quick; the defaults are the paper's.
        robot.interact(() -> augment().field("n_p").textProperty().set("8"));

        // Preview the pizza images in turn until one gets candidates; a declined one says why.
        Button preview = robot.lookup("#augment-preview").queryAs(Button.class);
        AugmentViewModel.Preview shown = null;
        for (ItemRef r : pizzas) {
            robot.interact(() -> main().selectedIndexProperty().set(main().items().indexOf(r)));
            assertEquals(r, main().selectedProperty().get());
            robot.interact(() -> augment().previewProperty().set(null));
            // Under the twelve CutSwap parameters Preview is still in view: the action bar does not scroll.
            robot.clickOn(preview);
            try {
                waitFor(() -> augment().previewProperty().get() != null && !augment().previewRunningProperty().get());
            } catch (java.util.concurrent.TimeoutException e) {
                throw new AssertionError("status: " + augment().statusProperty().get() + " canPreview "
                        + augment().canPreviewProperty().get() + " running " + augment().previewRunningProperty().get()
                        + " form " + augment().formMessageProperty().get());
            }
            shown = augment().previewProperty().get();
            if (shown.rejected()) {
                assertEquals("rejected: " + shown.rejection(), robot.lookup("#preview-note").queryAs(Label.class).getText());
            }
            if (!shown.candidates().isEmpty()) {
                break;
            }
        }
        assertFalse(shown.candidates().isEmpty(), "a pizza image gets CutSwap candidates");
        BoxedImageView cand = robot.lookup(".preview-candidate .preview-image").queryAs(BoxedImageView.class);
        assertFalse(cand.highlightedProperty().get().isEmpty(), "the pasted box is outlined in the candidate");
        BoxedImageView orig = robot.lookup("#preview-original").queryAs(BoxedImageView.class);
        assertFalse(orig.highlightedProperty().get().isEmpty(), "and in the original");
        assertFalse(robot.lookup(".preview-candidate .diff-changed").queryAll().isEmpty(), "the swapped word is highlighted");
        assertTrue(robot.lookup(".preview-candidate .section").queryAllAs(Label.class).stream()
                .allMatch(l -> l.getText().endsWith("unranked")), "no alignment model: unranked");
        assertTrue(project().candidates().countsByMethod().isEmpty(), "Preview stores nothing");

        // Generate over the pizza images the grid shows, then see only CutSwap candidates in the grid.
        robot.interact(() -> robot.lookup("#augment-generate").queryAs(Button.class).fire());
        waitFor(() -> CutSwapAugmenter.METHOD.equals(augment().generatedMethodProperty().get()));
        List<Candidate> made = project().candidates().withStatus(ReviewStatus.PENDING, CutSwapAugmenter.METHOD);
        assertFalse(made.isEmpty());
        java.util.Set<Long> pizzaIds = pizzas.stream().map(ItemRef::id).collect(java.util.stream.Collectors.toSet());
        assertTrue(made.stream().allMatch(k -> pizzaIds.contains(k.sampleId())), "only the filtered samples");
        robot.interact(() -> robot.lookup("#augment-show").queryAs(Button.class).fire());
        waitFor(() -> CutSwapAugmenter.METHOD.equals(main().methodProperty().get()) && main().items().size() == made.size());
        assertTrue(main().items().stream().allMatch(r -> r.kind() == org.pairlab.project.ItemKind.CANDIDATE
                && CutSwapAugmenter.METHOD.equals(project().candidates().get(r.id()).orElseThrow().recipe().method())));

        // "Choose alignment model…" opens the settings; saving a CLIP model there clears the notice.
        robot.interact(() -> robot.lookup("#augment-choose-alignment").queryAs(Button.class).fire());
        waitFor(() -> robot.lookup("#alignment-model").tryQuery().isPresent());
        String folder = org.pairlab.testing.SharedData.root().resolve("models/tiny-clip").toString();
        robot.interact(() -> robot.lookup("#alignment-model").queryAs(javafx.scene.control.ComboBox.class).setValue(folder));
        robot.interact(() -> ((Button) robot.lookup(".dialog-pane").queryAs(javafx.scene.control.DialogPane.class)
                .lookupButton(javafx.scene.control.ButtonType.OK)).fire());
        waitFor(() -> !augment().noticeProperty().get().contains("alignment model"));
        assertEquals(folder, project().settings().get(AlignmentModels.SETTING).orElseThrow());
        assertFalse(robot.lookup("#augment-notice").query().isVisible(), "nothing left to say: " + notice.getText());
    }
}
