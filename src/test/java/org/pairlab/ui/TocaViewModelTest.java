package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.augment.toca.LexicalWord;
import org.pairlab.augment.toca.TocaJob;
import org.pairlab.augment.toca.TocaProject;
import org.pairlab.lm.complete.PosClass;
import org.pairlab.lm.style.CocoCaptions;
import org.pairlab.project.NewCaption;
import org.pairlab.project.NewDataset;
import org.pairlab.project.NewSample;
import org.pairlab.project.Project;
import org.pairlab.project.Sha256;
import org.pairlab.runs.JobHandle;
import org.pairlab.runs.JobRunner;
import org.pairlab.testing.SharedData;

/**
 * The ToCa view without a window: templates with counts, a word's pairs, prior pairs from a file, a run stored through
 * a {@code toca} job.
 */
class TocaViewModelTest {
    private static final Executor DIRECT = Runnable::run;

    @Test
    void showsTemplatesAndPairsAddsPriorsAndStoresARun(@TempDir Path dir) throws Exception {
        List<String> captions = CocoCaptions.read(SharedData.root().resolve("coco-captions-val2017/captions_val2017.json"))
                .stream().limit(300).map(CocoCaptions.ImageCaption::caption).toList();
        try (Project p = Project.create(dir.resolve("t.pairlab"))) {
            List<NewSample> samples = new ArrayList<>();
            for (int i = 0; i < captions.size(); i++) {
                String id = Integer.toString(i + 1);
                samples.add(new NewSample(id, "", 0, 0, Sha256.hex(captions.get(i)), null,
                        List.of(new NewCaption(id, captions.get(i))), List.of()));
            }
            p.datasets().insert(new NewDataset("coco300", dir, "text", List.of(), "{}", List.of(), samples));
            JobRunner runner = new JobRunner(p);
            runner.register(new TocaJob.Factory());
            JobLauncher jobs = job -> {
                JobHandle h = runner.submit(job);
                return new JobLauncher.Launch(h::cancel, h.outcome());
            };
            TocaViewModel vm = new TocaViewModel(p, new MainViewModel(p, DIRECT, DIRECT), jobs, DIRECT, DIRECT);
            vm.load().join();
            assertEquals("coco300", vm.datasetProperty().get());
            vm.analyze().join();
            assertFalse(vm.templates().isEmpty(), vm.messageProperty().get());
            assertTrue(vm.templates().get(0).count() >= vm.templates().get(vm.templates().size() - 1).count());
            LexicalWord man = new LexicalWord("man", PosClass.N);
            assertTrue(vm.words().stream().limit(5).anyMatch(e -> e.getKey().equals(man)), vm.words().subList(0, 5).toString());
            assertTrue(vm.words().get(0).getValue() >= vm.words().get(1).getValue());
            vm.showPairs(man);
            assertFalse(vm.pairs().isEmpty());
            assertTrue(vm.pairs().get(0).getValue() >= vm.pairs().get(vm.pairs().size() - 1).getValue());

            Path pairs = dir.resolve("pairs.txt");
            Files.writeString(pairs, "man unicycle/N 3\n");
            vm.addPairs(pairs).join();
            assertTrue(vm.messageProperty().get().contains("(1 prior)"), vm.messageProperty().get());
            vm.showPairs(man);
            assertTrue(vm.pairs().stream().anyMatch(e -> e.getKey().word().equals("unicycle") && e.getValue() >= 3));

            vm.countProperty().set("15");
            vm.nameProperty().set("toca-ui");
            vm.synthesize().join();
            assertTrue(vm.messageProperty().get().contains("15 captions"), vm.messageProperty().get());
            var d = p.datasets().byName("toca-ui").orElseThrow();
            assertEquals(TocaProject.FORMAT, d.format());
            long candidates = p.samples().ofDataset(d.id()).stream().mapToLong(s -> p.candidates().ofSample(s.id()).size()).sum();
            assertEquals(15, candidates);
            vm.tauProperty().set("hot");
            vm.synthesize().join();
            assertTrue(vm.messageProperty().get().contains("tau"), vm.messageProperty().get());
            // The run is a recorded toca job; a second run into the same name is refused before it is recorded.
            assertEquals(1, p.runs().list().stream().filter(r -> r.kind().equals(TocaJob.KIND)).count());
            vm.tauProperty().set("inf");
            vm.synthesize().join();
            assertTrue(vm.messageProperty().get().contains("exists"), vm.messageProperty().get());
            assertEquals(1, p.runs().list().stream().filter(r -> r.kind().equals(TocaJob.KIND)).count());
            runner.close();
        }
    }
}
