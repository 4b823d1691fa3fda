package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.chart.BarChart;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.skin.TableColumnHeader;
import org.junit.jupiter.api.Test;
import org.pairlab.metrics.CaptionEvaluation.ImageRow;
import org.pairlab.metrics.EvaluationJob;
import org.pairlab.project.RunState;
import org.pairlab.testing.SharedData;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** The Evaluate window driven like a person would, headless, on the COCO toolkit's reference case. */
class EvaluateViewUiTest extends WorkbenchFixture {
    private final Path dev = SharedData.root().resolve("cocoeval-dev");

    @SuppressWarnings("unchecked")
    private static TableView<ImageRow> table(FxRobot robot) {
        return robot.lookup("#evaluate-table").queryAs(TableView.class);
    }

    private static Node header(FxRobot robot, String column) {
        return robot.lookup(".column-header").match((TableColumnHeader h) -> h.getTableColumn() != null
                && column.equals(h.getTableColumn().getText())).query();
    }

    @Test
    void evaluatesFromTheMenuShowsScoresTableAndHistogramAndSortsByCider(FxRobot robot) throws Exception {
        robot.interact(() -> assertTrue(workbench.createProject(dir.resolve("p.pairlab"))));
        robot.clickOn("Evaluate").clickOn("Evaluate captions…");
        waitFor(() -> robot.lookup("#evaluate-run").tryQuery().isPresent());
        assertTrue(robot.lookup("#evaluate-run").query().isDisabled(), "no files chosen yet");
        // The references path is typed; the results path is set as the file chooser would set it.
        robot.clickOn("#evaluate-references").write(dev.resolve("a_fakecap_full_annotations.json").toString());
        EvaluateWindow window = WaitForAsyncUtils.asyncFx(workbench::showEvaluateWindow).get(20, TimeUnit.SECONDS);
        robot.interact(() -> window.viewModel().resultsFileProperty()
                .set(dev.resolve("a_fakecap_full_results.json").toString()));
        assertFalse(robot.lookup("#evaluate-run").query().isDisabled());
        robot.clickOn("#evaluate-run");
        waitFor(() -> table(robot).getItems().size() == 1000);

        assertEquals("0.600", robot.lookup("#score-CIDEr").queryAs(Label.class).getText());
        assertEquals("0.191", robot.lookup("#score-Bleu_4").queryAs(Label.class).getText());
        assertTrue(robot.lookup("#evaluate-summary").queryAs(Label.class).getText().startsWith("1,000 images"));
        // The run went through the project's Jobs panel and stored its scores.
        var runs = workbench.session().orElseThrow().jobs().runs();
        waitFor(() -> runs.get(0).stateProperty().get() == RunState.SUCCEEDED);
        assertEquals(EvaluationJob.KIND, runs.get(0).kind());
        String metrics = workbench.session().orElseThrow().project().runs().get(runs.get(0).id()).orElseThrow()
                .metricsJson();
        assertTrue(metrics.contains("\"CIDEr\""), metrics);

        // Click the CIDEr header twice: ascending, then descending; the best image comes first.
        TableView<ImageRow> table = table(robot);
        double best = table.getItems().stream().mapToDouble(r -> r.scores().get("CIDEr")).max().orElseThrow();
        double worst = table.getItems().stream().mapToDouble(r -> r.scores().get("CIDEr")).min().orElseThrow();
        robot.clickOn(header(robot, "CIDEr"));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(worst, table.getItems().get(0).scores().get("CIDEr"));
        robot.clickOn(header(robot, "CIDEr"));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(best, table.getItems().get(0).scores().get("CIDEr"));
        List<Double> shown = table.getItems().stream().map(r -> r.scores().get("CIDEr")).toList();
        assertEquals(shown.stream().sorted(Comparator.reverseOrder()).toList(), shown, "numeric, not text order");

        // The histogram shows CIDEr over every image; the filter narrows the table and keeps the sort.
        @SuppressWarnings("unchecked")
        BarChart<String, Number> chart = robot.lookup("#evaluate-histogram").queryAs(BarChart.class);
        assertEquals(EvaluateViewModel.BINS, chart.getData().get(0).getData().size());
        assertEquals(1000, chart.getData().get(0).getData().stream().mapToInt(d -> d.getYValue().intValue()).sum());
        robot.clickOn("#evaluate-filter").write("giraffe");
        waitFor(() -> table.getItems().size() < 1000);
        assertFalse(table.getItems().isEmpty());
        List<Double> filtered = table.getItems().stream().map(r -> r.scores().get("CIDEr")).toList();
        assertEquals(filtered.stream().sorted(Comparator.reverseOrder()).toList(), filtered);
        assertTrue(table.getItems().stream().allMatch(r -> (r.candidate() + r.references()).toLowerCase()
                .contains("giraffe")));
    }

    @Test
    void withoutAProjectAMalformedFileGivesAReadableMessage(FxRobot robot) throws Exception {
        Path bad = dir.resolve("bad_results.json");
        Files.writeString(bad, "[{\"image_id\": 404464, \"caption\": \"a man\"}\n");
        robot.clickOn("#welcome-evaluate");
        waitFor(() -> robot.lookup("#evaluate-run").tryQuery().isPresent());
        EvaluateWindow window = WaitForAsyncUtils.asyncFx(workbench::showEvaluateWindow).get(20, TimeUnit.SECONDS);
        robot.interact(() -> {
            window.viewModel().referencesFileProperty().set(dev.resolve("a_fakecap_full_annotations.json").toString());
            window.viewModel().resultsFileProperty().set(bad.toString());
        });
        robot.clickOn("#evaluate-run");
        waitFor(() -> robot.lookup("#evaluate-error").queryAs(Label.class).isVisible());
        String msg = robot.lookup("#evaluate-error").queryAs(Label.class).getText();
        assertTrue(msg.contains("bad_results.json: malformed JSON at line"), msg);
        assertFalse(msg.contains("\tat ") || msg.contains("Exception"), msg);
        assertNotNull(robot.lookup("#evaluate-table").query());
        assertTrue(table(robot).getItems().isEmpty());
        assertEquals("Failed", robot.lookup("#evaluate-stage").queryAs(Label.class).getText());
        assertFalse(window.withProject());

        // Once a project is open, the menu's action gives a window whose runs are recorded, with the same files.
        robot.interact(() -> assertTrue(workbench.createProject(dir.resolve("later.pairlab"))));
        EvaluateWindow recorded = WaitForAsyncUtils.asyncFx(workbench::showEvaluateWindow).get(20, TimeUnit.SECONDS);
        assertTrue(recorded.withProject());
        assertFalse(window.isShowing());
        assertEquals(bad.toString(), recorded.viewModel().resultsFileProperty().get());
    }
}
