package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.ml.AlignmentModels;
import org.pairlab.ml.ModelCatalog;
import org.pairlab.ml.TorchRuntime;
import org.pairlab.project.Project;
import org.pairlab.testing.SharedData;

/** Settings / Alignment model without a window: choices, explanation, saving. */
class AlignmentSettingsViewModelTest {
    @TempDir
    Path dir;

    @Test
    void offersCatalogModelsExplainsTheChoiceAndSavesIt() throws Exception {
        Path root = dir.resolve("models");
        Path model = root.resolve("tiny-clip");
        Files.createDirectories(model);
        for (String f : new String[] {"manifest.json", "image_encoder.pt", "text_encoder.pt", "tokenizer.json"}) {
            Files.copy(SharedData.root().resolve("models/tiny-clip").resolve(f), model.resolve(f));
        }
        AlignmentModels models = new AlignmentModels(new ModelCatalog(List.of(root)), TorchRuntime::cpu);
        try (Project p = Project.create(dir.resolve("p.pairlab"))) {
            AlignmentSettingsViewModel vm = new AlignmentSettingsViewModel(p.settings(), models);
            assertEquals(List.of("", "tiny-clip-random"), vm.choices());
            assertEquals(AlignmentModels.NOT_CONFIGURED, vm.statusProperty().get());
            assertTrue(vm.usableProperty().get());

            vm.valueProperty().set("nothing-here");
            assertFalse(vm.usableProperty().get());
            assertTrue(vm.statusProperty().get().contains("nothing-here"), vm.statusProperty().get());
            assertThrows(IllegalArgumentException.class, vm::apply);
            assertTrue(p.settings().get(AlignmentModels.SETTING).isEmpty());

            vm.valueProperty().set("tiny-clip-random");
            assertTrue(vm.usableProperty().get());
            assertTrue(vm.statusProperty().get().contains("ranked by CLIP model tiny-clip-random"));
            vm.apply();
            assertEquals("tiny-clip-random", p.settings().get(AlignmentModels.SETTING).orElseThrow());

            // Reopening shows the saved choice; an absolute folder is kept as a choice of its own.
            p.settings().put(AlignmentModels.SETTING, model.toAbsolutePath().toString());
            AlignmentSettingsViewModel again = new AlignmentSettingsViewModel(p.settings(), models);
            assertEquals(model.toAbsolutePath().toString(), again.valueProperty().get());
            assertTrue(again.choices().contains(model.toAbsolutePath().toString()));
            assertTrue(again.usableProperty().get());
        }
    }
}
