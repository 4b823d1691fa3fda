package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.pairlab.augment.toca.TocaJob;
import org.pairlab.augment.toca.TocaProject;
import org.pairlab.lm.style.CocoCaptions;
import org.pairlab.project.NewCaption;
import org.pairlab.project.NewDataset;
import org.pairlab.project.NewSample;
import org.pairlab.project.Project;
import org.pairlab.project.Run;
import org.pairlab.project.RunState;
import org.pairlab.project.Sha256;
import org.pairlab.testing.SharedData;
import org.testfx.api.FxRobot;

/**
 * The ToCa window in the real workbench: Analyse lists templates, Synthesize runs a {@code toca} job recorded in the
 * project's runs (the Jobs panel), and the new text-only dataset shows its synthesized captions as text cards.
 */
class TocaViewUiTest extends WorkbenchFixture {
    @Override
    protected long waitSeconds() {
        return 240;
    }

    @Test
    void analyseSynthesizeAndTheTextOnlyDatasetShowsTextCards(FxRobot robot) throws Exception {
        robot.interact(() -> assertTrue(workbench.createProject(dir.resolve("p.pairlab"))));
        List<String> captions = CocoCaptions.read(SharedData.root().resolve("coco-captions-val2017/captions_val2017.json"))
                .stream().limit(100).map(CocoCaptions.ImageCaption::caption).toList();
        Project p = project();
        List<NewSample> samples = new ArrayList<>();
        for (int i = 0; i < captions.size(); i++) {
            samples.add(new NewSample("t" + i, "", 0, 0, Sha256.hex(captions.get(i)), null,
                    List.of(new NewCaption("t" + i, captions.get(i))), List.of()));
        }
        p.datasets().insert(new NewDataset("coco100", dir, "text", List.of(), "{}", List.of(), samples));
        robot.interact(() -> main().refresh());

        Stage toca = fx(() -> TocaView.open(workbench.stage(), workbench.session().orElseThrow()));
        waitFor(() -> fx(() -> robot.from(toca.getScene().getRoot()).lookup(".combo-box").queryAllAs(ComboBox.class)
                .stream().anyMatch(c -> "coco100".equals(c.getValue()))));
        robot.clickOn(robot.from(toca.getScene().getRoot()).lookup("#toca-analyse").queryButton());
        TableView<?> templates = robot.from(toca.getScene().getRoot()).lookup("#toca-templates").queryAs(TableView.class);
        waitFor(() -> !templates.getItems().isEmpty());

        robot.interact(() -> {
            robot.from(toca.getScene().getRoot()).lookup("#toca-count").queryAs(TextField.class).setText("12");
            robot.from(toca.getScene().getRoot()).lookup("#toca-name").queryAs(TextField.class).setText("toca-ui");
        });
        robot.clickOn(robot.from(toca.getScene().getRoot()).lookup("#toca-synthesize").queryButton());
        Label message = robot.from(toca.getScene().getRoot()).lookup("#toca-message").queryAs(Label.class);
        waitFor(() -> message.getText().contains("captions to review") || message.getText().startsWith("ToCa job"));
        assertTrue(message.getText().contains("12 captions"), message.getText());

        // The run went through the project's job runner, as generation jobs do.
        Run run = p.runs().list().stream().filter(r -> r.kind().equals(TocaJob.KIND)).findFirst().orElseThrow();
        assertEquals(RunState.SUCCEEDED, run.state());
        assertTrue(run.log().contains("corpus: 100 captions"), run.log());

        long datasetId = p.datasets().byName("toca-ui").orElseThrow().id();
        robot.interact(() -> {
            toca.hide();
            main().datasetIdProperty().set(datasetId);
            main().methodProperty().set(TocaProject.METHOD);
        });
        waitFor(() -> main().items().size() == 12);
        Set<String> synthesized = p.samples().ofDataset(datasetId).stream()
                .flatMap(s -> p.candidates().ofSample(s.id()).stream()).map(c -> c.captions().get(0))
                .collect(Collectors.toSet());
        waitFor(() -> fx(() -> robot.lookup(".text-card").queryAllAs(Label.class).stream()
                .anyMatch(l -> l.isVisible() && synthesized.stream().anyMatch(l.getText()::contains))));
        List<Label> cards = fx(() -> robot.lookup(".text-card").queryAllAs(Label.class).stream()
                .filter(Node::isVisible).toList());
        assertFalse(cards.isEmpty());
    }
}
