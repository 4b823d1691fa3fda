package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.Project;
import org.pairlab.runs.JobRunner;

/** The Train dialog's encoder choices: scratch, then the image-features models of the model roots (not CLIP models). */
class TrainEncoderChoicesTest {
    @TempDir
    Path dir;

    @Test
    void offersScratchAndTheImageFeatureModelsFound() throws Exception {
        Path models = dir.resolve("models");
        Files.createDirectories(models.resolve("feat"));
        Files.writeString(models.resolve("feat/manifest.json"), "{\"name\":\"my-resnet\",\"kind\":\"image-features\"}");
        Files.createDirectories(models.resolve("clip"));
        Files.writeString(models.resolve("clip/manifest.json"), "{\"name\":\"a-clip\",\"kind\":\"clip\"}");
        String before = System.getProperty("pairlab.models");
        System.setProperty("pairlab.models", models.toString());
        try (Project p = Project.create(dir.resolve("e.pairlab")); JobRunner runner = new JobRunner(p)) {
            TrainingRunsViewModel vm = new TrainingRunsViewModel(p, runner, Runnable::run);
            List<String> choices = vm.encoderChoices();
            assertEquals("scratch", choices.get(0));
            assertEquals(true, choices.contains("my-resnet"), choices.toString());
            assertEquals(false, choices.contains("a-clip"), choices.toString());
        } finally {
            if (before == null) {
                System.clearProperty("pairlab.models");
            } else {
                System.setProperty("pairlab.models", before);
            }
        }
    }
}
