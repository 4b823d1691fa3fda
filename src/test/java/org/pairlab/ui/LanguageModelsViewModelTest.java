package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.lm.HeldOutSplit;
import org.pairlab.lm.LmTokenizer;
import org.pairlab.lm.ProjectCaptions;
import org.pairlab.lm.SentenceScore;
import org.pairlab.lm.ngram.NgramModel;
import org.pairlab.ml.train.TrainingStore;
import org.pairlab.project.Project;
import org.pairlab.project.RunState;
import org.pairlab.runs.JobRunner;
import org.pairlab.runs.JobUpdate;
import org.pairlab.testing.SharedData;

/** The Language models view model on a real project: n-gram training as a job, the model list, LM run curves. */
class LanguageModelsViewModelTest {
    @TempDir
    Path dir;

    @Test
    void trainsAnNgramModelAsAJobAndListsItWithItsHeldOutPerplexity() throws Exception {
        try (Project p = Project.create(dir.resolve("p.pairlab")); JobRunner runner = new JobRunner(p)) {
            p.datasets().insert(SharedData.cocoSampleDataset("coco", 120));
            LanguageModelsViewModel vm = new LanguageModelsViewModel(p, runner, Runnable::run);
            vm.refresh();
            assertEquals(List.of(LanguageModelsViewModel.ALL_CAPTIONS, "coco"), vm.datasets());
            assertTrue(vm.models().isEmpty());
            assertEquals("kn3-ptb-all", vm.defaultNameProperty().get());
            vm.datasetProperty().set("coco");
            vm.orderProperty().set(2);
            vm.tokenizerProperty().set(LmTokenizer.WHITESPACE);
            assertEquals("kn2-whitespace-coco", vm.defaultNameProperty().get(), "the default name follows the form");

            long run = vm.trainNgram();
            waitFinished(p, run);
            assertEquals(RunState.SUCCEEDED, p.runs().get(run).orElseThrow().state(), p.runs().get(run).orElseThrow().message());
            vm.refresh();
            assertEquals(1, vm.models().size());
            LanguageModelsViewModel.ModelRow row = vm.models().get(0);
            assertEquals("kn2-whitespace-coco", row.name());
            assertEquals("ngram", row.kind());
            assertEquals("whitespace", row.tokenizer());
            assertTrue(row.size().startsWith("order 2, "), row.size());
            Path file = Path.of(row.file());
            assertEquals(dir.resolve("p.pairlab.lm").resolve("kn2-whitespace-coco.arpa"), file);
            assertTrue(Files.isRegularFile(file));

            // The listed perplexity is the model's on the captions it did not see.
            List<String> captions = ProjectCaptions.of(p, "coco");
            HeldOutSplit split = HeldOutSplit.of(captions, HeldOutSplit.EVERY);
            assertEquals(captions.size() / 10, split.heldOut().size());
            NgramModel model = NgramModel.readArpa(file, LmTokenizer.WHITESPACE);
            SentenceScore held = SentenceScore.zero();
            for (String c : split.heldOut()) {
                held = held.plus(model.scoreCaption(c));
            }
            assertEquals(String.format(java.util.Locale.ROOT, "%.2f", held.perplexity()), row.perplexity());
            assertTrue(held.perplexity() > 5 && held.perplexity() < 2000, "a plausible perplexity: " + held.perplexity());
            var entry = p.languageModels().byName("kn2-whitespace-coco").orElseThrow();
            assertEquals(run, entry.runId());
            assertEquals(split.train().size(), ((Number) entry.settings().get("trainCaptions")).intValue());

            assertEquals(run, vm.selectedProperty().get().id(), "the new run is selected");
            assertTrue(vm.statusProperty().get().startsWith("succeeded — Finished"), vm.statusProperty().get());
            assertTrue(vm.logTailProperty().get().contains("Held-out perplexity"), vm.logTailProperty().get());
            assertEquals(1.0, vm.progressProperty().get(), 1e-9);

            vm.nameProperty().set("no/slashes");
            IllegalArgumentException bad = assertThrows(IllegalArgumentException.class, vm::trainNgram);
            assertTrue(bad.getMessage().contains("model name 'no/slashes'"), bad.getMessage());

            vm.unregister(row);
            assertTrue(vm.models().isEmpty());
            assertTrue(Files.isRegularFile(file), "removing from the list keeps the file");
        }
    }

    @Test
    void showsNeuralRunsHeldOutPerplexityPerEpochLive() throws Exception {
        try (Project p = Project.create(dir.resolve("n.pairlab")); JobRunner runner = new JobRunner(p)) {
            long run = p.runs().create(LanguageModelsViewModel.NEURAL_KIND, "Train LSTM language model", "{}");
            p.runs().started(run);
            TrainingStore store = new TrainingStore(p);
            store.addPoints(run, "loss", List.of(new TrainingStore.Point(50, 6.1), new TrainingStore.Point(100, 5.2)));
            store.addPoints(run, LanguageModelsViewModel.PERPLEXITY_CURVE, List.of(new TrainingStore.Point(100, 180.5),
                    new TrainingStore.Point(200, 120.25)));
            long other = p.runs().create("train", "Train captioner", "{}");
            LanguageModelsViewModel vm = new LanguageModelsViewModel(p, runner, Runnable::run);
            vm.refresh();
            assertEquals(List.of(run), vm.runs().stream().map(LanguageModelsViewModel.RunItem::id).toList(),
                    "captioner runs are not language model runs");
            assertNotEquals(other, vm.selectedProperty().get().id());
            assertEquals(List.of(1, 2), vm.perplexity().stream().map(d -> d.getXValue().intValue()).toList(), "x = epoch");
            assertEquals(120.25, vm.perplexity().get(1).getYValue().doubleValue(), 1e-9);

            store.addPoints(run, LanguageModelsViewModel.PERPLEXITY_CURVE, List.of(new TrainingStore.Point(300, 101.0)));
            vm.onUpdate(new JobUpdate(run, "Train LSTM language model", RunState.RUNNING, 0.75, "Epoch 3 of 4",
                    Optional.of(Duration.ofSeconds(40)), "epoch 3: held-out perplexity 101.000"));
            assertEquals(3, vm.perplexity().size(), "a new epoch shows while the run goes on");
            assertEquals(0.75, vm.progressProperty().get(), 1e-9);
            assertTrue(vm.statusProperty().get().contains("Epoch 3 of 4, ETA 40 s"), vm.statusProperty().get());
            assertTrue(vm.logTailProperty().get().endsWith("held-out perplexity 101.000\n"));
        }
    }

    static void waitFinished(Project p, long run) throws InterruptedException {
        long until = System.currentTimeMillis() + 60_000;
        while (!p.runs().get(run).orElseThrow().state().finished()) {
            assertFalse(System.currentTimeMillis() > until, "run " + run + " did not finish in 60 s");
            Thread.sleep(50);
        }
    }
}
