package org.pairlab.lm.neural;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.lm.LanguageModel;
import org.pairlab.lm.LmState;
import org.pairlab.lm.SentenceScore;
import org.pairlab.ml.TorchRuntime;
import org.pairlab.testing.SharedData;

/** A small in-process training run on real COCO captions, on the CPU: it learns, and it saves and loads exactly. */
class LstmTrainerTest {
    static CocoCaptionSplit split;
    static LstmTrainingResult result;

    @BeforeAll
    static void train() throws Exception {
        CocoCaptionSplit all = CocoCaptionSplit.read(
                SharedData.root().resolve("coco-captions-val2017/captions_val2017.json"), 10);
        split = new CocoCaptionSplit(all.train().subList(0, 600), all.heldOut().subList(0, 150), 0, 0);
        result = LstmTrainer.train(TorchRuntime.cpu(), split.train(), split.heldOut(), LstmSettings.tiny(),
                LstmProgress.NONE);
    }

    @AfterAll
    static void close() {
        result.model().close();
    }

    @Test
    void heldOutPerplexityFallsAndBeatsTheUnigram() {
        List<LstmEpoch> epochs = result.epochs();
        assertEquals(LstmSettings.tiny().epochs(), epochs.size());
        double first = epochs.get(0).heldOutPerplexity();
        double last = result.finalPerplexity();
        assertTrue(last < first, "perplexity should fall: " + epochs);
        assertTrue(last < result.unigramPerplexity(), "LSTM " + last + " vs unigram " + result.unigramPerplexity());
        assertTrue(epochs.get(epochs.size() - 1).trainLoss() < epochs.get(0).trainLoss(), epochs.toString());
    }

    @Test
    void stepByStepScoresAgreeWithTheBatchedPerplexity() {
        LanguageModel lm = result.model();
        SentenceScore total = SentenceScore.zero();
        for (String c : split.heldOut()) {
            total = total.plus(lm.scoreCaption(c));
        }
        assertEquals(result.finalPerplexity(), total.perplexity(), 1e-3 * result.finalPerplexity());
    }

    @Test
    void distributionsAreNormalisedAndBeamStepsMatchSingleSteps() {
        LstmLanguageModel lm = result.model();
        double[] p = lm.logProbs(lm.start());
        assertEquals(lm.vocabulary().size(), p.length);
        double sum = 0;
        for (double lp : p) {
            sum += Math.exp(lp);
        }
        assertEquals(1.0, sum, 1e-4);
        assertEquals(p[lm.vocabulary().indexOf("a")], lm.logProb(lm.start(), "a"), 1e-6);
        assertEquals(lm.logProb(lm.start(), LanguageModel.UNKNOWN), lm.logProb(lm.start(), "zzxqv"), 0);
        LmState a = lm.advance(lm.start(), "a");
        List<LmState> beam = lm.advanceAll(List.of(lm.start(), a, a), List.of("a", "man", "dog"));
        assertEquals(lm.logProb(a, "man"), lm.logProb(beam.get(0), "man"), 1e-5);
        assertEquals(lm.logProb(lm.advance(a, "dog"), "</s>"), lm.logProb(beam.get(2), "</s>"), 1e-5);
        assertTrue(lm.logProb(a, "man") > lm.logProb(a, "the"), "'a man' should beat 'a the'");
    }

    @Test
    void savedAndLoadedModelsScoreAlike(@TempDir Path dir) throws Exception {
        LstmModelFiles files = LstmModelFiles.in(dir);
        result.model().save(files);
        try (LstmLanguageModel loaded = LstmLanguageModel.load(TorchRuntime.cpu(), files)) {
            assertEquals(result.model().vocabulary(), loaded.vocabulary());
            assertEquals(result.model().settings(), loaded.settings());
            for (String c : split.heldOut().subList(0, 20)) {
                assertEquals(result.model().scoreCaption(c).logProb(), loaded.scoreCaption(c).logProb(), 1e-4, c);
            }
        }
    }
}
