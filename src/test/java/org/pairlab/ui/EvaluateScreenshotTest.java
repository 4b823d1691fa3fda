package org.pairlab.ui;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.pairlab.testing.SharedData;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** Writes docs/images/evaluate.png; run like {@link ScreenshotsTest} with {@code -Dpairlab.screenshots=true}. */
@EnabledIfSystemProperty(named = "pairlab.screenshots", matches = "true")
class EvaluateScreenshotTest extends WorkbenchFixture {

    @Test
    void evaluateWindow(FxRobot robot) throws Exception {
        Path dev = SharedData.root().resolve("cocoeval-dev");
        robot.interact(() -> workbench.createProject(dir.resolve("shots.pairlab")));
        EvaluateWindow w = WaitForAsyncUtils.asyncFx(workbench::showEvaluateWindow).get(20, TimeUnit.SECONDS);
        robot.interact(() -> {
            w.setWidth(1400);
            w.setHeight(860);
            w.viewModel().referencesFileProperty().set(dev.resolve("a_fakecap_full_annotations.json").toString());
            w.viewModel().resultsFileProperty().set(dev.resolve("a_fakecap_full_results.json").toString());
        });
        WaitForAsyncUtils.asyncFx(() -> w.viewModel().evaluate()).get(20, TimeUnit.SECONDS).get(120, TimeUnit.SECONDS);
        robot.interact(() -> {
            var table = w.view().table();
            var cider = table.getColumns().stream().filter(c -> c.getText().equals("CIDEr")).findFirst().orElseThrow();
            cider.setSortType(javafx.scene.control.TableColumn.SortType.DESCENDING);
            table.getSortOrder().setAll(cider);
        });
        Screenshots.save(w.getScene().getRoot(), "evaluate.png", 800);
    }
}
