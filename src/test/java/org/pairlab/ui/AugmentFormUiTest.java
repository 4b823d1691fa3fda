package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.pairlab.augment.AugmentContext;
import org.pairlab.augment.Augmenter;
import org.pairlab.augment.HorizontalFlip;
import org.pairlab.augment.ParameterSpec;
import org.pairlab.augment.SourceSample;
import org.pairlab.project.Candidate;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Project;
import org.pairlab.testing.SharedData;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The generated form's editors (spinners, combo box, text field) typed into like a person would, headless. */
@ExtendWith(ApplicationExtension.class)
class AugmentFormUiTest {
    private Path dir;
    private Project project;
    private AugmentViewModel vm;

    @Start
    void start(Stage stage) throws Exception {
        dir = Files.createTempDirectory("augment-form");
        project = Project.create(dir.resolve("f.pairlab"));
        project.datasets().insert(SharedData.cocoSampleDataset("c", 3));
        MainViewModel main = new MainViewModel(project, Runnable::run, Runnable::run);
        main.refresh().join();
        vm = new AugmentViewModel(project, List.of(new HorizontalFlip(), new Knobs()), main,
                j -> {
                    throw new AssertionError("no job in this test");
                }, Runnable::run, Runnable::run);
        vm.select("knobs");
        stage.setScene(new Scene(new AugmentPanel(vm, () -> { }), 700, 800));
        stage.getScene().getStylesheets().add(Workbench.class.getResource("workbench.css").toExternalForm());
        stage.show();
    }

    @AfterEach
    void tearDown() throws Exception {
        project.close();
        // @Start runs before JUnit's @TempDir is filled in, so the folder is made and removed here.
        try (var files = Files.walk(dir)) {
            for (Path f : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(f);
            }
        }
    }

    @Test
    void spinnersAndOtherEditorsValidateAsTheUserTypesAndResetRestoresDefaults(FxRobot robot) {
        @SuppressWarnings("unchecked")
        Spinner<Integer> variants = robot.lookup("#param-variants").queryAs(Spinner.class);
        @SuppressWarnings("unchecked")
        Spinner<Double> threshold = robot.lookup("#param-threshold").queryAs(Spinner.class);
        Button generate = robot.lookup("#augment-generate").queryAs(Button.class);
        assertEquals(3, variants.getValue());
        assertEquals("0.28", threshold.getEditor().getText());
        assertFalse(generate.isDisabled());

        robot.clickOn(variants.getEditor()).eraseText(1).write("11");
        Label error = robot.lookup("#error-variants").queryAs(Label.class);
        assertEquals("Parameter 'variants' must be between 1 and 10, got 11", error.getText());
        assertTrue(error.isVisible());
        assertTrue(variants.getStyleClass().contains("invalid"));
        assertTrue(generate.isDisabled());
        assertTrue(robot.lookup("#augment-form-message").queryAs(Label.class).getText().contains("'variants'"));

        robot.eraseText(2).write("7").type(KeyCode.ENTER);
        assertEquals(7, variants.getValue());
        assertFalse(error.isVisible());
        assertFalse(variants.getStyleClass().contains("invalid"));
        assertFalse(generate.isDisabled());
        robot.clickOn(variants.lookup(".increment-arrow-button"));
        assertEquals(8, variants.getValue());
        assertEquals("8", vm.field("variants").textProperty().get());

        robot.clickOn(threshold.getEditor()).eraseText(4).write("1.5");
        assertTrue(robot.lookup("#error-threshold").queryAs(Label.class).getText().contains("between 0 and 1"));
        assertTrue(generate.isDisabled());

        @SuppressWarnings("unchecked")
        ComboBox<String> blend = robot.lookup("#param-blend").queryAs(ComboBox.class);
        robot.interact(() -> blend.setValue("none"));
        assertEquals("none", vm.field("blend").textProperty().get());
        robot.clickOn((Node) robot.lookup("#param-note").queryAs(TextField.class)).write("hi");
        assertEquals("hi", vm.field("note").textProperty().get());

        robot.clickOn("#augment-reset");
        assertEquals(3, variants.getValue());
        assertEquals("3", variants.getEditor().getText());
        assertEquals(0.28, threshold.getValue());
        assertEquals("feather", blend.getValue());
        assertEquals("", vm.field("note").textProperty().get());
        assertFalse(generate.isDisabled());
        assertEquals(Map.of("variants", 3, "threshold", 0.28, "blend", "feather", "note", ""), vm.request().params());

        // Changing the method rebuilds the form from the other method's specs.
        robot.interact(() -> vm.select("flip"));
        assertTrue(robot.lookup("#param-variants").tryQuery().isEmpty());
        assertTrue(robot.lookup("#param-swapLeftRight").tryQuery().isPresent());
    }

    /** A method with one parameter of every kind; it is only ever put in a form. */
    private static final class Knobs implements Augmenter {
        @Override
        public String method() {
            return "knobs";
        }

        @Override
        public String displayName() {
            return "Knobs";
        }

        @Override
        public List<ParameterSpec> parameters() {
            return List.of(ParameterSpec.integer("variants", 3, 1, 10, "caption variants per image"),
                    ParameterSpec.real("threshold", 0.28, 0, 1, "alignment threshold"),
                    ParameterSpec.choice("blend", "feather", List.of("feather", "none"), "seam blending"),
                    new ParameterSpec("note", ParameterSpec.Type.TEXT, "", null, null, List.of(), "free text"));
        }

        @Override
        public List<NewCandidate> propose(SourceSample source, Map<String, Object> params, long seed, AugmentContext c) {
            throw new AssertionError("not previewed in this test");
        }

        @Override
        public BufferedImage render(Candidate candidate, AugmentContext context) {
            throw new AssertionError("not rendered in this test");
        }
    }
}
