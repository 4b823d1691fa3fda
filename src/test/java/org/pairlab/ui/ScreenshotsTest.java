package org.pairlab.ui;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.pairlab.project.Decision;
import org.pairlab.project.ItemRef;
import org.pairlab.project.Project;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Writes the documentation screenshots to docs/images; runs only with -Dpairlab.screenshots=true, e.g. under
 * {@code xvfb-run -a -s '-screen 0 1600x1000x24' mvn -o test -Dtest=ScreenshotsTest -Dpairlab.screenshots=true}.
 */
@EnabledIfSystemProperty(named = "pairlab.screenshots", matches = "true")
class ScreenshotsTest extends WorkbenchFixture {

    private void shoot(FxRobot robot, Node node, String name) throws Exception {
        Screenshots.save(node, name, 600);
    }

    @Test
    void screenshots(FxRobot robot) throws Exception {
        System.out.println("glass.platform=" + System.getProperty("glass.platform"));
        robot.interact(() -> {
            stage.setWidth(1500);
            stage.setHeight(940);
        });
        // A project with the sample imported and a run that was cut off, so the Jobs panel shows Resume / Discard.
        Path file = dir.resolve("coco-demo.pairlab");
        try (Project p = Project.create(file)) {
            long run = p.runs().create("import", "Import coco-sample", "{}");
            p.runs().started(run);
            p.runs().finished(run, org.pairlab.project.RunState.SUCCEEDED, "Finished in 1 s");
            p.datasets().insert(TestDatasetServices.readCoco(TestDatasetServices.cocoRequest("coco-sample")));
            long cut = p.runs().create("augment", "Generate Horizontal flip (500 samples)", "{\"method\":\"flip\"}");
            p.runs().started(cut);
            p.runs().progress(cut, 0.42, "210 / 500 samples");
        }
        new RecentProjects(prefs).add(file);
        new RecentProjects(prefs).add(dir.resolve("other.pairlab"));
        robot.interact(workbench::showWelcome);
        shoot(robot, stage.getScene().getRoot(), "welcome.png");

        robot.interact(() -> workbench.openProject(file));
        MainViewModel vm = workbench.session().orElseThrow().main();
        waitFor(() -> vm.items().size() == 107);
        Project project = workbench.session().orElseThrow().project();
        // Some decisions so badges show.
        List<ItemRef> items = List.copyOf(vm.items());
        ItemRef elephants = items.stream().filter(r -> project.samples().get(r.id()).orElseThrow().path().contains("54718"))
                .findFirst().orElse(items.get(7));
        int at = items.indexOf(elephants);
        project.reviews().decide(items.get(at - 1), Decision.ACCEPT, null);
        project.reviews().decide(items.get(at + 2), Decision.ACCEPT, null);
        project.reviews().decide(items.get(at + 4), Decision.REJECT, null);
        robot.interact(vm::refresh);
        waitFor(() -> vm.items().size() == 107);
        robot.interact(() -> vm.selectedIndexProperty().set(vm.items().indexOf(elephants)));
        waitFor(() -> workbench.session().orElseThrow().sample().originalImageProperty().get() != null);
        WaitForAsyncUtils.sleep(4, TimeUnit.SECONDS);
        shoot(robot, stage.getScene().getRoot(), "main-grid.png");

        var flip = workbench.session().orElseThrow().augmenters().require("flip");
        WaitForAsyncUtils.asyncFx(() -> workbench.generate(flip)).get(10, TimeUnit.SECONDS).get(60, TimeUnit.SECONDS);
        robot.interact(() -> vm.methodProperty().set("flip"));
        waitFor(() -> vm.items().size() == 107);
        long coast = project.samples().find(org.pairlab.project.ItemFilter.originals().withText("coast guard")).get(0).id();
        ItemRef cand = vm.items().stream()
                .filter(r -> project.candidates().get(r.id()).orElseThrow().sampleId() == coast).findFirst().orElseThrow();
        int c = vm.items().indexOf(cand);
        project.reviews().decide(vm.items().get(c - 2), Decision.ACCEPT, null);
        project.reviews().decide(vm.items().get(c + 3), Decision.REJECT, null);
        robot.interact(vm::refresh);
        waitFor(() -> vm.items().size() == 107);
        robot.interact(() -> vm.selectedIndexProperty().set(vm.items().indexOf(cand)));
        waitFor(() -> workbench.session().orElseThrow().sample().candidateImageProperty().get() != null);
        WaitForAsyncUtils.sleep(4, TimeUnit.SECONDS);
        shoot(robot, stage.getScene().getRoot(), "candidate-side-by-side.png");
        shoot(robot, workbench.mainView().jobsPane(), "jobs-panel.png");

        // The Augment panel previewing flip on the coast guard sample, then the candidate statistics.
        robot.interact(() -> {
            vm.methodProperty().set(null);
            vm.textProperty().set("coast guard");
        });
        waitFor(() -> vm.items().size() == 1 && vm.selectedProperty().get() != null);
        robot.interact(() -> {
            // The Jobs panel folded away so the Augment panel has the height of the window.
            workbench.mainView().jobsPane().setExpanded(false);
            workbench.mainView().showAugmentPanel("flip");
        });
        AugmentViewModel augment = workbench.session().orElseThrow().augment();
        WaitForAsyncUtils.asyncFx(() -> augment.preview()).get(10, TimeUnit.SECONDS).get(60, TimeUnit.SECONDS);
        WaitForAsyncUtils.sleep(2, TimeUnit.SECONDS);
        shoot(robot, stage.getScene().getRoot(), "augment-panel.png");

        // XDoG sketch + antonym captions as one candidate, previewed on a "young man" sample.
        robot.interact(() -> vm.textProperty().set("young man"));
        waitFor(() -> !vm.loadingProperty().get() && vm.items().size() >= 2 && vm.selectedProperty().get() != null);
        robot.interact(() -> {
            augment.select("xdog");
            augment.selectCaptionMethod("antonym");
            augment.captionField("mix").textProperty().set("all");
        });
        WaitForAsyncUtils.asyncFx(() -> augment.preview()).get(10, TimeUnit.SECONDS).get(60, TimeUnit.SECONDS);
        WaitForAsyncUtils.sleep(2, TimeUnit.SECONDS);
        robot.interact(() -> {
            // Scrolled so the caption rewrite's last field and the whole preview below it are in view.
            javafx.scene.control.ScrollPane panel = workbench.mainView().augmentPanel().scroller();
            panel.layout();
            Node from = stage.getScene().lookup("#caption-param-mix");
            double content = panel.getContent().getBoundsInLocal().getHeight();
            double view = panel.getViewportBounds().getHeight();
            double y = from.localToScene(0, 0).getY() - panel.getContent().localToScene(0, 0).getY() - 10;
            panel.setVvalue(Math.max(0, Math.min(1, y / Math.max(1, content - view))));
        });
        shoot(robot, stage.getScene().getRoot(), "combined-preview.png");
        robot.interact(() -> {
            augment.select("flip");
            augment.selectCaptionMethod(null);
            workbench.mainView().jobsPane().setExpanded(true);
        });
        CandidateStatsDialog stats = WaitForAsyncUtils.asyncFx(() -> workbench.mainView().showCandidateStatistics("flip"))
                .get(10, TimeUnit.SECONDS);
        waitFor(() -> stats.categories.getData().size() == 2);
        WaitForAsyncUtils.sleep(2, TimeUnit.SECONDS);
        robot.interact(() -> ((javafx.scene.control.TabPane) stats.getScene().getRoot().lookup(".tab-pane"))
                .getSelectionModel().select(1));
        shoot(robot, stats.getScene().getRoot(), "candidate-stats.png");
    }
}
