package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.prefs.Preferences;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.augment.CaptionCombination;
import org.pairlab.project.Candidate;
import org.pairlab.project.ItemRef;
import org.pairlab.project.Project;
import org.pairlab.project.ReviewStatus;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * XDoG sketch + antonym captions through the real window: choose both in the Augment panel, Preview (image and
 * highlighted caption change), Generate, then accept one candidate in review and undo it.
 */
@ExtendWith(ApplicationExtension.class)
class CaptionRewritePanelUiTest {
    @TempDir
    Path dir;
    private Workbench workbench;
    private Preferences prefs;
    private Stage stage;
    private final TestDatasetServices services = new TestDatasetServices();

    @Start
    void start(Stage stage) {
        this.stage = stage;
        prefs = Preferences.userRoot().node("pairlab-test-" + UUID.randomUUID());
        workbench = new Workbench(stage, services, services, new RecentProjects(prefs));
        stage.show();
    }

    @AfterEach
    void tearDown(FxRobot robot) throws Exception {
        robot.interact(() -> {
            workbench.closeProject();
            for (Window w : List.copyOf(Window.getWindows())) {
                if (w != workbench.stage() && w instanceof Stage s) {
                    s.close();
                }
            }
        });
        prefs.removeNode();
    }

    private static void waitFor(Callable<Boolean> c) throws Exception {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, c);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private Project project() {
        return workbench.session().orElseThrow().project();
    }

    private MainViewModel main() {
        return workbench.session().orElseThrow().main();
    }

    private AugmentViewModel augment() {
        return workbench.session().orElseThrow().augment();
    }

    @Test
    void xdogPlusAntonymPreviewGenerateAcceptAndUndo(FxRobot robot) throws Exception {
        robot.interact(() -> assertTrue(workbench.createProject(dir.resolve("p.pairlab"))));
        WaitForAsyncUtils.asyncFx(() -> workbench.startImport(TestDatasetServices.cocoRequest("coco-sample")))
                .get(20, TimeUnit.SECONDS);
        waitFor(() -> main().items().size() == 107);
        robot.interact(() -> List.copyOf(Window.getWindows()).stream().filter(w -> w != workbench.stage())
                .forEach(Window::hide));
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
