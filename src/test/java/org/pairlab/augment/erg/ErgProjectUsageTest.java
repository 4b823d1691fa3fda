package org.pairlab.augment.erg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.augment.AugmentContext;
import org.pairlab.augment.Augmenters;
import org.pairlab.augment.GenerationJob;
import org.pairlab.cli.PairLabCli;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.SampleImages;
import org.pairlab.project.Candidate;
import org.pairlab.project.Project;
import org.pairlab.runs.JobHandle;
import org.pairlab.runs.JobRunner;

/**
 * ERG in a project spreads its phrases over a run as text mode does: the samples of one {@code augment --method erg}
 * run share one phrase usage, so captions about plates and pizzas do not all take the same bank clause; a second run
 * with the same seed writes the same candidates (each recipe re-renders its caption); a resumed run rebuilds the usage
 * from the candidates it stored.
 */
class ErgProjectUsageTest {
    @TempDir
    Path dir;

    @Test
    void oneRunSpreadsItsBankClausesAndASecondRunWritesTheSameCandidates() throws Exception {
        // Real COCO captions about food, imported first so the run's first samples are these.
        List<String> food = new ArrayList<>();
        for (String c : ErgTestData.coco(false, 5000)) {
            String l = c.toLowerCase(Locale.ROOT).strip();
            if ((l.startsWith("a plate of") || l.startsWith("a pizza")) && food.size() < 20) {
                food.add(c.strip());
            }
        }
        assertEquals(20, food.size());
        Path factual = dir.resolve("food.txt");
        Path coco = dir.resolve("coco.txt");
        Path romantic = dir.resolve("romantic.txt");
        Files.write(factual, food);
        Files.write(coco, ErgTestData.coco(false, 1500));
        Files.write(romantic, ErgTestData.styleTrain(ErgTestData.romanticFile(), 1000));
        Path file = dir.resolve("p.pairlab");
        assertEquals(0, PairLabCli.run("new", file.toString(), "--quiet"));
        assertEquals(0, PairLabCli.run("import", file.toString(), "--text", factual.toString(), "--quiet"));
        assertEquals(0, PairLabCli.run("import", file.toString(), "--text", coco.toString(), "--quiet"));
        assertEquals(0, PairLabCli.run("import", file.toString(), "--text", romantic.toString(), "--style",
                "romantic", "--quiet"));

        ErgAugmenter erg = (ErgAugmenter) new Augmenters().require(ErgAugmenter.METHOD);
        try (Project p = Project.open(file); JobRunner runner = new JobRunner(p)) {
            Map<String, Object> params = Map.of("style", "romantic");
            JobHandle.JobOutcome first = runner.runHere(new GenerationJob(p, erg, params, 7, food.size(),
                    GenerationJob.allSamples(p)));
            assertEquals(food.size(), ((Number) first.metrics().get("candidatesMade")).intValue(), first.toString());

            List<Candidate> made = p.candidates().ofRun(first.runId(), ErgAugmenter.METHOD);
            Map<String, Integer> bankUses = new TreeMap<>();
            for (Candidate c : made) {
                Map<String, Object> d = c.recipe().details();
                assertEquals(c.captions().get(0), erg.renderCaption(c.recipe()), "re-rendered from its recipe");
                if ("bank".equals(d.get("phrase_source"))) {
                    assertEquals("food", d.get("bank_class"), c.captions().get(0));
                    assertTrue(PhraseBank.clauses("romantic", BankClass.FOOD).contains(d.get("phrase")),
                            c.captions().get(0));
                    bankUses.merge((String) d.get("phrase"), 1, Integer::sum);
                }
            }
            int bank = bankUses.values().stream().mapToInt(Integer::intValue).sum();
            assertTrue(bank >= 15, "captions about food take food clauses: " + bankUses);
            // The same samples one by one, as a preview stylizes them (no run, so no shared usage): the clauses the
            // style filter favours pile up; the run spreads them over the class's ten clauses.
            Map<String, Integer> alone = new TreeMap<>();
            AugmentContext preview = new AugmentContext(p, new SampleImages(p, new ImageDecoder()));
            for (Candidate c : made) {
                var sample = p.samples().get(c.sampleId()).orElseThrow();
                var source = new org.pairlab.augment.SourceSample(sample, p.samples().captions(sample.id()),
                        p.samples().boxes(sample.id()));
                for (var k : erg.propose(source, ErgParams.from(params), c.recipe().seed(), preview)) {
                    if ("bank".equals(k.recipe().details().get("phrase_source"))) {
                        alone.merge((String) k.recipe().details().get("phrase"), 1, Integer::sum);
                    }
                }
            }
            int most = bankUses.values().stream().mapToInt(Integer::intValue).max().orElse(0);
            int mostAlone = alone.values().stream().mapToInt(Integer::intValue).max().orElse(0);
            assertTrue(bankUses.size() >= 8 && bankUses.size() > alone.size() && most < mostAlone,
                    "run " + bankUses + " / one by one " + alone);

            // A resumed run counts what the run stored, phrase by phrase.
            AugmentContext resumed = new AugmentContext(p, new SampleImages(p, new ImageDecoder()), first.runId());
            PhraseUsage usage = ErgAugmenter.usage(resumed, "romantic");
            for (Map.Entry<String, Integer> e : bankUses.entrySet()) {
                assertEquals(e.getValue().intValue(), usage.uses(e.getKey()), e.getKey());
            }
            assertEquals(0, ErgAugmenter.usage(new AugmentContext(p, new SampleImages(p, new ImageDecoder())),
                    "romantic").uses(bankUses.keySet().iterator().next()), "a preview starts afresh");

            // The same run again: the same recipes, so every candidate is already in the project.
            JobHandle.JobOutcome second = runner.runHere(new GenerationJob(p, erg, params, 7, food.size(),
                    GenerationJob.allSamples(p)));
            assertEquals(0, ((Number) second.metrics().get("candidatesMade")).intValue(), second.toString());
            assertEquals(food.size(), ((Number) second.metrics().get("duplicatesSkipped")).intValue());
        }
    }
}
