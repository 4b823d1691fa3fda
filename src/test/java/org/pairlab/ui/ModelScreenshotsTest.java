package org.pairlab.ui;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.augment.Augmenters;
import org.pairlab.augment.GenerationJob;
import org.pairlab.ml.caption.CaptionModelConfig;
import org.pairlab.ml.train.ModelEvaluationJob;
import org.pairlab.ml.train.Experiments;
import org.pairlab.ml.train.TrainingData;
import org.pairlab.ml.train.TrainingJob;
import org.pairlab.project.Decision;
import org.pairlab.project.ItemRef;
import org.pairlab.project.Project;
import org.pairlab.project.ReviewStatus;
import org.pairlab.project.Sample;
import org.pairlab.runs.JobRunner;
import org.pairlab.testing.SharedData;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Writes docs/images/training-runs.png and experiments.png from two small real training runs; runs only with
 * -Dpairlab.screenshots=true (see {@link ScreenshotsTest}).
 */
@EnabledIfSystemProperty(named = "pairlab.screenshots", matches = "true")
@ExtendWith(ApplicationExtension.class)
class ModelScreenshotsTest {
    @TempDir
    Path dir;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @Test
    void shootRunsAndExperiments(FxRobot robot) throws Exception {
        try (Project p = Project.create(dir.resolve("s.pairlab")); JobRunner runner = new JobRunner(p)) {
            p.datasets().insert(SharedData.cocoSampleDataset("coco", 107));
            List<Long> train = new TrainingData(p).splits(0).train().stream().map(Sample::id).toList();
            runner.runHere(new GenerationJob(p, new Augmenters().require("flip"), Map.of(), 1, 0, train));
            p.reviews().decideAll(p.candidates().withStatus(ReviewStatus.PENDING, "flip").stream()
                    .map(c -> ItemRef.candidate(c.id())).toList(), Decision.ACCEPT, "shots");
            CaptionModelConfig config = CaptionModelConfig.tiny().with(Map.of("steps", 300, "validateEvery", 50));
            List<TrainingJob> jobs = Experiments.plan(p, config,
                    Experiments.augmentationSets(0, 1.0, List.of("flip"), List.of(0.3)), false, "screenshot");
            long base = runner.runHere(jobs.get(0)).runId();
            long aug = runner.runHere(jobs.get(1)).runId();
            runner.runHere(new ModelEvaluationJob(p, base, 3, 0, 1.0, 20, false));
            runner.runHere(new ModelEvaluationJob(p, aug, 3, 0, 1.0, 20, false));

            TrainingRunsViewModel runs = new TrainingRunsViewModel(p, runner, Runnable::run);
            ExperimentsViewModel ex = new ExperimentsViewModel(p);
            robot.interact(() -> {
                runs.refresh();
                runs.selectedProperty().set(runs.runs().stream().filter(r -> r.id() == base).findFirst().orElseThrow());
                stage.setScene(new Scene(new TrainingRunsView(runs), 1240, 760));
                stage.show();
            });
            shoot(stage.getScene().getRoot(), "training-runs.png");
            robot.interact(() -> {
                ex.refresh();
                ex.compare(List.of(base, aug));
                stage.setScene(new Scene(new ExperimentsView(ex), 1240, 780));
            });
            shoot(stage.getScene().getRoot(), "experiments.png");
        }
    }

    private static void shoot(Node node, String name) throws Exception {
        Screenshots.save(node, name, 800);
    }
}
