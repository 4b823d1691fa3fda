package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import org.junit.jupiter.api.Test;
import org.pairlab.project.Caption;
import org.pairlab.project.ItemFilter;
import org.pairlab.project.ItemRef;
import org.pairlab.project.Project;
import org.pairlab.project.RunState;
import org.pairlab.project.ReviewStatus;
import org.testfx.api.FxRobot;

/** The workbench driven like a person would, headless, on a real project file and the real COCO sample images. */
class WorkbenchUiTest extends WorkbenchFixture {

    @Test
    void importThroughTheDialogFillsTreeGridAndShowsTheReport(FxRobot robot) throws Exception {
        assertNotNull(robot.lookup("#welcome-new").query());
        robot.interact(() -> workbench.createProject(dir.resolve("p.pairlab")));
        assertEquals(List.of(dir.resolve("p.pairlab").toAbsolutePath().normalize()), new RecentProjects(prefs).list());
        ImportDialog d = fx(() -> workbench.showImportDialog());
        var req = TestDatasetServices.cocoRequest("coco-sample");
        robot.interact(() -> {
            d.annotations.setText(req.annotations().toString());
            d.instances.setText(req.instances().toString());
            d.images.setText(req.imagesRoot().toString());
        });
        robot.clickOn("#import-name").write("coco-sample");
        robot.clickOn("#import-ok");
        waitFor(() -> robot.lookup("#import-report").tryQuery().isPresent());
        TextArea report = robot.lookup("#import-report").queryAs(TextArea.class);
        assertTrue(report.getText().contains("107 samples, 535 captions and 984 boxes"), report.getText());
        assertEquals(1, services.imports);
        waitFor(() -> main().items().size() == 107);
        var datasets = workbench.mainView().tree().getRoot().getChildren().get(0).getChildren();
        assertEquals("coco-sample  (107)", datasets.get(0).getValue().label());
        assertTrue(robot.lookup("#counts").queryAs(Label.class).getText().startsWith("107 samples · 535 captions · 984 boxes"));
        // The finished import shows in the jobs panel.
        var runs = workbench.session().orElseThrow().jobs().runs();
        assertEquals(RunState.SUCCEEDED, runs.get(0).stateProperty().get());
    }

    @Test
    void searchShowsExactlyTheMatchingSamples(FxRobot robot) throws Exception {
        openWithSample(robot);
        List<ItemRef> expected = project().samples().find(ItemFilter.originals().withText("pizza"));
        long independent = project().samples().find(ItemFilter.originals()).stream()
                .filter(r -> project().samples().captions(r.id()).stream()
                        .anyMatch(c -> c.text().toLowerCase(Locale.ROOT).contains("pizza")))
                .count();
        assertFalse(expected.isEmpty());
        assertEquals(independent, expected.size());
        robot.clickOn("#search").write("pizza");
        waitFor(() -> workbench.mainView().grid().getItems().equals(expected));
        assertEquals(expected, List.copyOf(workbench.mainView().grid().getItems()));
        assertTrue(robot.lookup("#counts").queryAs(Label.class).getText().endsWith("showing " + expected.size()));
    }

    @Test
    void sampleViewShowsCaptionsAndBoxesAndKeysReview(FxRobot robot) throws Exception {
        openWithSample(robot);
        ItemRef first = main().items().get(0);
        waitFor(() -> robot.lookup(".item-cell").tryQuery().isPresent());
        robot.clickOn((Node) robot.lookup(".item-cell").match((ItemCell c) -> first.equals(c.getItem())).query());
        waitFor(() -> {
            var shownItem = workbench.session().orElseThrow().sample().detailsProperty().get();
            return shownItem != null && shownItem.item().equals(first);
        });
        assertEquals(first, main().selectedProperty().get());
        List<Caption> captions = project().samples().captions(first.id());
        VBox shown = robot.lookup("#captions").queryAs(VBox.class);
        assertEquals(captions.stream().map(Caption::text).toList(),
                shown.getChildren().stream().map(n -> ((Label) n).getText()).toList());
        assertEquals(project().samples().boxes(first.id()).size() + " boxes",
                robot.lookup("#box-count").queryAs(Label.class).getText());

        robot.type(KeyCode.A);
        assertEquals(ReviewStatus.ACCEPTED, project().samples().get(first.id()).orElseThrow().status());
        // Auto-advance (on by default) moved to the next undecided item; LEFT goes back to see the decision.
        assertEquals(main().items().get(1), main().selectedProperty().get());
        robot.type(KeyCode.LEFT);
        assertEquals("Accepted", robot.lookup("#review-status").queryAs(Label.class).getText());
        robot.type(KeyCode.RIGHT);
        ItemRef second = main().selectedProperty().get();
        assertEquals(main().items().get(1), second);
        robot.type(KeyCode.R);
        assertEquals(ReviewStatus.REJECTED, project().samples().get(second.id()).orElseThrow().status());
        robot.type(KeyCode.U);
        assertEquals(ReviewStatus.PENDING, project().samples().get(second.id()).orElseThrow().status());
        assertEquals(ReviewStatus.ACCEPTED, project().samples().get(first.id()).orElseThrow().status());
        // The badge of the first cell shows it is accepted.
        waitFor(() -> robot.lookup(".badge.accepted").tryQuery().filter(Node::isVisible).isPresent());
        // Undo selects the item it reverted; from the accepted first item, N goes to the next undecided one.
        assertEquals(second, main().selectedProperty().get());
        robot.type(KeyCode.LEFT);
        assertEquals(first, main().selectedProperty().get());
        robot.type(KeyCode.N);
        assertEquals(second, main().selectedProperty().get());
    }

    @Test
    void flipCandidatesShowSideBySideWithSwappedWordsHighlighted(FxRobot robot) throws Exception {
        openWithSample(robot);
        robot.clickOn("#search").write("coast guard");
        waitFor(() -> main().items().size() == 1);
        var flip = workbench.session().orElseThrow().augmenters().require("flip");
        var outcome = fx(() -> workbench.generate(flip));
        assertEquals(RunState.SUCCEEDED, outcome.get(20, TimeUnit.SECONDS).state());
        waitFor(() -> main().methodCountsProperty().get().containsKey("flip"));
        robot.interact(() -> main().methodProperty().set("flip"));
        waitFor(() -> main().items().size() == 1 && main().selectedProperty().get() != null
                && robot.lookup(".diff-changed").tryQuery().isPresent());
        // The candidate caption marks the swapped word; the source caption beside it marks the word it replaced.
        List<Text> marked = List.copyOf(robot.lookup(".diff-changed").queryAllAs(Text.class));
        List<String> changed = marked.stream().filter(t -> String.valueOf(t.getParent().getId()).startsWith("candidate-caption"))
                .map(t -> t.getText().strip()).toList();
        assertEquals(List.of("left"), changed);
        assertEquals(List.of("right"), marked.stream().filter(t -> String.valueOf(t.getParent().getId()).startsWith("source-caption"))
                .map(t -> t.getText().strip()).toList());
        TextFlow flow = (TextFlow) marked.stream().filter(t -> String.valueOf(t.getParent().getId()).startsWith("candidate-caption"))
                .findFirst().orElseThrow().getParent();
        String whole = flow.getChildren().stream().map(n -> ((Text) n).getText()).reduce("", String::concat);
        assertEquals("A coast guard boat to the left of a tall ship at dock.", whole);
        Node cand = robot.lookup("#candidate-image").query();
        assertTrue(cand.isVisible() && cand.getParent().isVisible());
        waitFor(() -> ((BoxedImageView) robot.lookup("#candidate-image").query()).imageProperty().get() != null);
        assertTrue(robot.lookup("#recipe").queryAs(Label.class).getText().contains("method flip"));
        // Accepting the candidate goes to the project's candidate table (keys act once focus leaves the search box).
        robot.clickOn((Node) robot.lookup(".item-cell").query());
        robot.type(KeyCode.A);
        long id = main().selectedProperty().get().id();
        assertEquals(ReviewStatus.ACCEPTED, project().candidates().get(id).orElseThrow().status());
    }

    @Test
    void exportThroughTheDialogRunsTheExportJob(FxRobot robot) throws Exception {
        openWithSample(robot);
        Path out = dir.resolve("out");
        ExportDialog d = fx(() -> workbench.showExportDialog());
        robot.interact(() -> {
            d.folder.setText(out.toString());
            d.split.setValue("val2017");
            d.format.setValue("JSONL");
        });
        robot.clickOn("#export-ok");
        waitFor(() -> Files.exists(out.resolve("manifest.json")));
        long val = project().samples().find(ItemFilter.originals().withSplit("val2017")).size();
        assertEquals(53, val);
        assertEquals(val, Files.readAllLines(out.resolve("captions.jsonl")).size());
        try (var images = Files.list(out.resolve("images"))) {
            assertEquals(val, images.count(), "every exported sample's image is copied");
        }
        assertEquals(1, services.exports);
    }

    @Test
    void interruptedRunsShowAsInterruptedAndBadFilesGiveAReadableDialog(FxRobot robot) throws Exception {
        Path file = dir.resolve("crashed.pairlab");
        try (Project p = Project.create(file)) {
            long id = p.runs().create("augment", "Generate Horizontal flip (3 samples)", "{}");
            p.runs().started(id);
        }
        robot.interact(() -> assertTrue(workbench.openProject(file)));
        var runs = workbench.session().orElseThrow().jobs().runs();
        assertEquals(RunState.INTERRUPTED, runs.get(0).stateProperty().get());
        assertTrue(robot.lookup("Resume").tryQuery().isPresent());

        Path bad = dir.resolve("bad.pairlab");
        Files.writeString(bad, "this is not a database, it is just text that is long enough to look like a header".repeat(20));
        robot.interact(() -> assertFalse(workbench.openProject(bad)));
        waitFor(() -> robot.lookup(".dialog-pane").tryQuery().isPresent());
        TextArea msg = robot.lookup(".error-text").queryAs(TextArea.class);
        assertTrue(msg.getText().contains("bad.pairlab"), msg.getText());
        assertFalse(msg.getText().contains("\tat "), "no stack trace");
    }
}
