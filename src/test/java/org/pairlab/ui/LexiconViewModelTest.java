package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.augment.LexiconService;
import org.pairlab.project.LexiconEntry;
import org.pairlab.project.LexiconSource;
import org.pairlab.project.Project;
import org.pairlab.text.WordNetLookup;
import org.pairlab.text.WordNetLookup.AntonymSuggestion;

/** The lexicon editor without a window: built-in lexicon, edits, WordNet suggestions accepted one at a time. */
class LexiconViewModelTest {
    private static final Executor DIRECT = Runnable::run;
    @TempDir
    Path dir;

    @Test
    void editsEntriesAndAcceptsWordNetSuggestionsOneAtATime() throws Exception {
        try (Project p = Project.create(dir.resolve("t.pairlab"))) {
            LexiconViewModel vm = new LexiconViewModel(new LexiconService(p, new WordNetLookup()), DIRECT, DIRECT);
            vm.load().join();
            assertEquals("face", vm.lexiconProperty().get());
            assertEquals(28, vm.entries().size());

            vm.add("tall", "ADJ", "short").join();
            assertEquals(29, vm.entries().size());
            LexiconEntry tall = vm.entries().stream().filter(e -> e.word().equals("tall")).findFirst().orElseThrow();
            assertEquals(LexiconSource.USER, tall.source());

            LexiconEntry young = vm.entries().stream().filter(e -> e.word().equals("young")).findFirst().orElseThrow();
            vm.edit(young, "young", "ADJ", "elderly").join();
            assertEquals("elderly", p.lexicons().entries("face").stream().filter(e -> e.word().equals("young"))
                    .findFirst().orElseThrow().replacement());

            // Selecting an entry looks up its word; "old" is offered, nothing is added until accepted.
            vm.selectedProperty().set(vm.entries().stream().filter(e -> e.word().equals("young")).findFirst().orElseThrow());
            AntonymSuggestion old = vm.suggestions().stream().filter(s -> s.antonym().equals("old")).findFirst().orElseThrow();
            assertEquals(29, vm.entries().size());
            vm.accept(old).join();
            LexiconEntry accepted = p.lexicons().entries("face").stream().filter(e -> e.word().equals("young"))
                    .findFirst().orElseThrow();
            assertEquals("old", accepted.replacement());
            assertEquals(LexiconSource.WORDNET, accepted.source());
            assertTrue(vm.suggestions().stream().noneMatch(s -> s.antonym().equals("old")), "accepted ones leave the list");

            vm.selectedProperty().set(vm.entries().stream().filter(e -> e.word().equals("tall")).findFirst().orElseThrow());
            vm.deleteSelected().join();
            assertEquals(28, vm.entries().size());

            vm.add("tall", "adjective", "short").join();
            assertTrue(vm.messageProperty().get().startsWith("Error: ") && vm.messageProperty().get().contains("adjective"),
                    vm.messageProperty().get());

            Path out = dir.resolve("face.tsv");
            vm.exportTo(out).join();
            assertTrue(Files.readString(out).contains("young\tADJ\told\twordnet"));
            vm.importFrom(out, "copy").join();
            assertEquals("copy", vm.lexiconProperty().get());
            assertEquals(28, vm.entries().size());
            assertTrue(vm.lexicons().contains("copy"));
        }
    }
}
