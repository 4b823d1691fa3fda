package org.pairlab.lm.neural;

import java.util.ArrayList;
import java.util.List;
import org.pairlab.ml.TorchRuntime;

/** Trains an LSTM caption language model on plain caption lists, in process, with no project. */
public final class LstmTrainer {
    private LstmTrainer() {
    }

    /** Trains on the CPU, or the GPU when DJL finds one. */
    public static LstmTrainingResult train(List<String> trainCaptions, List<String> heldOut, LstmSettings settings,
            LstmProgress progress) {
        return train(TorchRuntime.start(true), trainCaptions, heldOut, settings, progress);
    }

    /** Trains for {@code settings.epochs()} epochs, measuring held-out perplexity after each. */
    public static LstmTrainingResult train(TorchRuntime runtime, List<String> trainCaptions, List<String> heldOut,
            LstmSettings settings, LstmProgress progress) {
        Prepared data = Prepared.of(trainCaptions, heldOut, settings);
        LstmTraining training = new LstmTraining(runtime, settings, data.vocabulary());
        try {
            List<LstmEpoch> epochs = new ArrayList<>();
            for (int e = 0; e < settings.epochs(); e++) {
                long started = System.nanoTime();
                double loss = training.trainEpoch(e, data.train(), progress);
                double ppl = training.perplexity(data.heldOut());
                LstmEpoch epoch = new LstmEpoch(e + 1, loss, ppl, (System.nanoTime() - started) / 1e9);
                epochs.add(epoch);
                progress.epochDone(epoch);
            }
            return new LstmTrainingResult(training.release(), List.copyOf(epochs), data.unigramPerplexity(),
                    data.trainTokens());
        } finally {
            training.close();
        }
    }

    /** Tokenized, encoded captions and their vocabulary. */
    public record Prepared(LstmVocabulary vocabulary, List<LstmTraining.Encoded> train, List<LstmTraining.Encoded> heldOut,
            double unigramPerplexity, long trainTokens) {
        public static Prepared of(List<String> trainCaptions, List<String> heldOutCaptions, LstmSettings settings) {
            if (trainCaptions.isEmpty()) {
                throw new IllegalArgumentException("No training captions");
            }
            List<List<String>> train = tokenize(trainCaptions, settings);
            List<List<String>> held = tokenize(heldOutCaptions, settings);
            LstmVocabulary v = LstmVocabulary.build(train, settings.minCount(), settings.maxVocabulary());
            List<LstmTraining.Encoded> tr = new ArrayList<>(train.size());
            long tokens = 0;
            for (List<String> t : train) {
                tr.add(LstmTraining.Encoded.of(v, t));
                tokens += t.size() + 1;
            }
            List<LstmTraining.Encoded> ho = new ArrayList<>(held.size());
            for (List<String> t : held) {
                ho.add(LstmTraining.Encoded.of(v, t));
            }
            return new Prepared(v, tr, ho, UnigramBaseline.perplexity(v, train, held), tokens);
        }

        private static List<List<String>> tokenize(List<String> captions, LstmSettings settings) {
            List<List<String>> out = new ArrayList<>(captions.size());
            for (String c : captions) {
                out.add(settings.tokenizer().tokenize(c));
            }
            return out;
        }
    }
}
