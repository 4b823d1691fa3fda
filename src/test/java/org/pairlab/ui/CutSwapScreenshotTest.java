package org.pairlab.ui;

import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.pairlab.augment.cutswap.CutSwapAugmenter;
import org.pairlab.augment.cutswap.WordClusters;
import org.pairlab.ml.AlignmentModels;
import org.pairlab.project.ItemRef;
import org.pairlab.project.Project;
import org.pairlab.testing.SharedData;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Writes docs/images/cutswap-preview.png, cutswap-stats.png, cutswap-categories.png and clusters.png from the real
 * workbench on coco-sample with instances; runs only with -Dpairlab.screenshots=true (command in docs/ui.md).
 */
@EnabledIfSystemProperty(named = "pairlab.screenshots", matches = "true")
class CutSwapScreenshotTest extends WorkbenchFixture {
    @Override
    protected long waitSeconds() {
        return 120;
    }

    private static void shoot(Node node, String name) throws Exception {
        Screenshots.save(node, name, 800);
    }

    private static final java.util.Set<String> FOOD = java.util.Set.of("banana", "apple", "sandwich", "orange",
            "broccoli", "carrot", "hot dog", "pizza", "donut", "cake");

    private static Map<?, ?> detail(AugmentViewModel.PreviewCandidate k, String key) {
        return (Map<?, ?>) k.candidate().recipe().details().get(key);
    }

    /** True when every shown candidate swaps {@code from} (and the first one for {@code to}, when given). */
    private static boolean swaps(AugmentViewModel.Preview p, String from, String to) {
        return !p.candidates().isEmpty()
                && p.candidates().stream().allMatch(k -> from.equals(detail(k, "object").get("lemma")))
                && (to == null || to.equals(detail(p.candidates().get(0), "new_object").get("lemma")));
    }

    @Test
    void screenshots(FxRobot robot) throws Exception {
        robot.interact(() -> {
            stage.setWidth(1500);
            stage.setHeight(940);
            org.junit.jupiter.api.Assertions.assertTrue(workbench.createProject(dir.resolve("cutswap.pairlab")));
        });
        WaitForAsyncUtils.asyncFx(() -> workbench.startImport(TestDatasetServices.cocoRequest("coco-sample")))
                .get(20, TimeUnit.SECONDS);
        MainViewModel main = workbench.session().orElseThrow().main();
        waitFor(() -> main.items().size() == 107);
        robot.interact(() -> List.copyOf(Window.getWindows()).stream().filter(w -> w != stage).forEach(Window::hide));
        Project project = workbench.session().orElseThrow().project();
        AugmentViewModel augment = workbench.session().orElseThrow().augment();

        List<ItemRef> all = List.copyOf(main.items());
        robot.interact(() -> workbench.mainView().showAugmentPanel(CutSwapAugmenter.METHOD));
        // The first preview builds the object index and clusters; then pizza and sandwich share a cluster.
        WaitForAsyncUtils.asyncFx(() -> augment.preview(all.get(0))).get(10, TimeUnit.SECONDS).get(300, TimeUnit.SECONDS);
        WordClusters clusters = new WordClusters(project);
        Map<String, Integer> a = clusters.assignments();
        if (!a.get("pizza").equals(a.get("sandwich"))) {
            clusters.merge(a.get("pizza"), a.get("sandwich"));
            WaitForAsyncUtils.sleep(2500, TimeUnit.MILLISECONDS);
        }
        // A food item swapped for another food, pizza -> sandwich when a sample gives it.
        ItemRef best = null;
        String word = null;
        for (ItemRef r : all) {
            AugmentViewModel.Preview p = WaitForAsyncUtils.asyncFx(() -> augment.preview(r)).get(10, TimeUnit.SECONDS)
                    .get(120, TimeUnit.SECONDS);
            if (p.candidates().isEmpty() || !p.candidates().stream().allMatch(k ->
                    FOOD.contains(detail(k, "object").get("category")) && FOOD.contains(detail(k, "new_object").get("category")))) {
                continue;
            }
            boolean pizzaSandwich = swaps(p, "pizza", "sandwich");
            if (best == null || pizzaSandwich) {
                best = r;
                word = (String) detail(p.candidates().get(0), "object").get("text");
            }
            if (pizzaSandwich) {
                break;
            }
        }
        ItemRef shown = best == null ? all.get(0) : best;
        String filter = word == null ? "" : word;
        robot.interact(() -> main.textProperty().set(filter));
        waitFor(() -> !main.loadingProperty().get() && main.items().contains(shown));
        robot.interact(() -> main.selectedIndexProperty().set(main.items().indexOf(shown)));
        WaitForAsyncUtils.asyncFx(() -> augment.preview()).get(10, TimeUnit.SECONDS).get(120, TimeUnit.SECONDS);
        ScrollPane panel = (ScrollPane) stage.getScene().lookup("#augment-scroll");
        Node note = stage.getScene().lookup("#preview-note");
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            // Scrolled so the preview starts at the top of the panel.
            double content = panel.getContent().getBoundsInLocal().getHeight();
            double view = panel.getViewportBounds().getHeight();
            double y = note.localToScene(0, 0).getY() - panel.getContent().localToScene(0, 0).getY() - 30;
            panel.setVvalue(Math.max(0, Math.min(1, y / Math.max(1, content - view))));
        });
        shoot(stage.getScene().getRoot(), "cutswap-preview.png");
        robot.interact(() -> panel.setVvalue(0));
        shoot(stage.getScene().getRoot(), "cutswap-panel.png");

        // Scored candidates for the charts: the tiny CLIP (random weights, so a threshold of -1 keeps its scores).
        project.settings().put(AlignmentModels.SETTING, SharedData.root().resolve("models/tiny-clip").toString());
        // Its random text encoder would re-cluster the words into nonsense; the clusters shot keeps MiniLM's.
        project.settings().put(org.pairlab.augment.cutswap.ClusterEmbedders.SETTING, "minilm");
        robot.interact(() -> {
            main.textProperty().set("");
            augment.refreshNotice();
            augment.field("captions").textProperty().set("2");
            augment.field("threshold").textProperty().set("-1");
            augment.field("n_p").textProperty().set("4");
            augment.field("n_i").textProperty().set("2");
        });
        waitFor(() -> !main.loadingProperty().get() && main.items().size() == 107);
        WaitForAsyncUtils.asyncFx(augment::generate).get(10, TimeUnit.SECONDS).get(600, TimeUnit.SECONDS);
        System.out.println("CUTSWAP-SHOT generate: " + augment.statusProperty().get() + " scores "
                + project.candidates().scores(CutSwapAugmenter.METHOD).size());
        waitFor(() -> main.methodCountsProperty().get().containsKey(CutSwapAugmenter.METHOD));
        CandidateStatsDialog stats = WaitForAsyncUtils.asyncFx(() -> workbench.mainView()
                .showCandidateStatistics(CutSwapAugmenter.METHOD)).get(10, TimeUnit.SECONDS);
        waitFor(() -> stats.categories.getData().size() == 2 && !stats.histogram.getData().isEmpty());
        shoot(stats.getScene().getRoot(), "cutswap-stats.png");
        robot.interact(() -> ((TabPane) stats.getScene().getRoot().lookup(".tab-pane")).getSelectionModel().select(1));
        shoot(stats.getScene().getRoot(), "cutswap-categories.png");
        robot.interact(stats::close);

        robot.interact(workbench::showClusters);
        Stage clustersWindow = (Stage) List.copyOf(Window.getWindows()).stream()
                .filter(w -> w instanceof Stage s && "CutSwap clusters".equals(s.getTitle())).findFirst().orElseThrow();
        waitFor(() -> !((javafx.scene.control.ListView<?>) clustersWindow.getScene().lookup("#clusters-list")).getItems()
                .isEmpty());
        shoot(clustersWindow.getScene().getRoot(), "clusters.png");
        robot.interact(clustersWindow::close);
    }
}
