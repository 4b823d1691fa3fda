package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.ItemOrder;
import org.pairlab.project.ItemRef;
import org.pairlab.project.Project;

/**
 * ToCa text cards by completer through the grid's view model and the project's query: sorting puts the phrase
 * recombinations first and the fallbacks (swap, then loose-swap) last; the filter shows one completer's captions
 * only, and changing the method clears it. Real runs of the embedded synthesizer on COCO val2017 captions.
 */
class CompleterOrderTest {
    private static final Executor DIRECT = Runnable::run;
    @TempDir
    static Path dir;
    private static Project project;

    @BeforeAll
    static void synthesize() throws Exception {
        project = Project.create(dir.resolve("toca.pairlab"));
        TocaSyntheses.storeTwoRuns(project);
    }

    @AfterAll
    static void close() {
        project.close();
    }

    private static String completer(ItemRef r) {
        return String.valueOf(project.candidates().get(r.id()).orElseThrow().recipe().details().get("completer"));
    }

    private static List<String> completers(List<ItemRef> items) {
        List<String> out = new ArrayList<>();
        items.forEach(r -> out.add(completer(r)));
        return out;
    }

    /** The fallback stage ranked last among those the runs used (the variant stage or a swap stage). */
    static String lastFallback(List<String> made) {
        return made.stream().filter(c -> !c.equals("phrase") && !c.equals("llm"))
                .max(java.util.Comparator.comparingInt(ItemOrder.COMPLETER_RANK::indexOf)).orElse(null);
    }

    @Test
    void sortingByCompleterPutsPhraseFirstAndLooseSwapAfterIt() {
        MainViewModel vm = new MainViewModel(project, DIRECT, DIRECT);
        vm.methodProperty().set("toca");
        vm.refresh().join();
        List<String> made = completers(vm.items());
        String fallback = lastFallback(made);
        assertTrue(made.contains("phrase") && fallback != null, "completers made: " + made);
        // As made, the second run's phrase captions come after the first run's fallbacks: sorting has work to do.
        assertTrue(made.lastIndexOf("phrase") > made.indexOf(fallback), made.toString());
        assertEquals(made.stream().distinct().sorted(java.util.Comparator.comparingInt(ItemOrder.COMPLETER_RANK::indexOf))
                .toList(), vm.completers(), "the filter's choices in sort order");

        vm.orderProperty().set(ItemOrder.COMPLETER);
        List<String> sorted = completers(vm.items());
        assertEquals(made.size(), sorted.size());
        assertTrue(sorted.lastIndexOf("phrase") < sorted.indexOf(fallback), sorted.toString());
        for (int i = 1; i < sorted.size(); i++) {
            assertTrue(ItemOrder.COMPLETER_RANK.indexOf(sorted.get(i - 1)) <= ItemOrder.COMPLETER_RANK.indexOf(sorted.get(i)),
                    "out of order at " + i + ": " + sorted);
        }
    }

    @Test
    void theFilterShowsOneCompletersCaptionsOnly() {
        MainViewModel vm = new MainViewModel(project, DIRECT, DIRECT);
        vm.methodProperty().set("toca");
        vm.refresh().join();
        String fallback = lastFallback(completers(vm.items()));
        long loose = completers(vm.items()).stream().filter(fallback::equals).count();
        assertTrue(loose > 0);
        vm.completerProperty().set(fallback);
        assertEquals(loose, vm.items().size());
        assertTrue(completers(vm.items()).stream().allMatch(fallback::equals));
        vm.completerProperty().set("phrase");
        assertFalse(vm.items().isEmpty());
        assertTrue(completers(vm.items()).stream().allMatch("phrase"::equals));
        // Originals have no completer: another method starts unfiltered.
        vm.methodProperty().set(null);
        assertEquals(null, vm.completerProperty().get());
        assertTrue(vm.completers().isEmpty());
        assertFalse(vm.items().isEmpty());
    }
}
