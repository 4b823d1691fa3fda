package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.lm.llm.ProjectLlmSettings;
import org.pairlab.lm.llm.PromptTemplate;
import org.pairlab.project.Project;

/** The prompt editor's live validation, placeholders and saving, without a window. */
class PromptEditorViewModelTest {
    @TempDir
    Path dir;

    @Test
    void listsPlaceholdersChecksEveryEditAndSavesInTheProjectOrAFile() throws Exception {
        try (Project p = Project.create(dir.resolve("t.pairlab"))) {
            ProjectLlmSettings settings = new ProjectLlmSettings(p.settings());
            PromptEditorViewModel vm = new PromptEditorViewModel(settings);
            assertEquals(List.of("{style}", "{caption}"), vm.placeholders(), "the example template");
            assertTrue(vm.validProperty().get());

            vm.textProperty().set("Describe {caption in {n} words");
            assertFalse(vm.validProperty().get());
            assertTrue(vm.placeholders().isEmpty());
            assertTrue(vm.errorProperty().get().contains("line 1"), vm.errorProperty().get());
            assertThrows(IllegalArgumentException.class, vm::save, "a broken template is not saved");

            vm.textProperty().set("Describe {caption} in {n} words.\nKeep {{braces}} and {caption}.");
            assertTrue(vm.validProperty().get(), vm.errorProperty().get());
            assertEquals("", vm.errorProperty().get());
            assertEquals(List.of("{caption}", "{n}"), vm.placeholders());

            vm.nameProperty().set("short");
            vm.save();
            assertEquals(List.of("short"), vm.names());
            String stored = settings.prompt("short").orElseThrow();
            assertEquals("Describe a dog in 3 words.\nKeep {braces} and a dog.",
                    PromptTemplate.parse(stored, "t").fill(Map.of("caption", "a dog", "n", "3")));

            Path file = dir.resolve("short.txt");
            vm.saveTo(file);
            assertEquals(stored, Files.readString(file));
            PromptEditorViewModel fresh = new PromptEditorViewModel(settings);
            assertEquals("short", fresh.nameProperty().get(), "opens the first saved prompt");
            assertEquals(stored, fresh.textProperty().get());
            Files.writeString(file, "\uFEFFHello {who}");
            fresh.open(file);
            assertEquals(List.of("{who}"), fresh.placeholders());
            assertEquals(file.toString(), fresh.savedToProperty().get());
        }
    }
}
