package org.pairlab.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.pairlab.lm.neural.CocoCaptionSplit;
import org.pairlab.lm.neural.LstmEpoch;
import org.pairlab.lm.neural.LstmLanguageModel;
import org.pairlab.lm.neural.LstmProgress;
import org.pairlab.lm.neural.LstmSettings;
import org.pairlab.lm.neural.LstmTrainer;
import org.pairlab.lm.neural.LstmTrainingResult;
import org.pairlab.ml.TorchRuntime;

/**
 * The acceptance measurement of the LSTM caption LM: trains on a by-image split of a COCO captions file and prints
 * per-epoch held-out perplexity, wall time and the unigram baseline. With a dump folder it also writes the
 * tokenized split and the vocabulary (one caption or word per line) so that other models (a Kneser-Ney trigram) can
 * be scored on exactly the same tokens.
 *
 * <p>Usage: {@code LstmPerplexityBenchmark <captions.json> [dumpDir] [key=value ...]} (keys of {@link LstmSettings}).
 */
public final class LstmPerplexityBenchmark {
    private LstmPerplexityBenchmark() {
    }

    /** Runs the measurement and prints it. */
    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            System.err.println("usage: LstmPerplexityBenchmark <captions.json> [dumpDir] [key=value ...]");
            System.exit(2);
        }
        Path dump = null;
        Map<String, String> overrides = new LinkedHashMap<>();
        for (int i = 1; i < args.length; i++) {
            int eq = args[i].indexOf('=');
            if (eq > 0) {
                overrides.put(args[i].substring(0, eq), args[i].substring(eq + 1));
            } else {
                dump = Path.of(args[i]);
            }
        }
        LstmSettings settings = LstmSettings.defaults().with(overrides);
        CocoCaptionSplit split = CocoCaptionSplit.read(Path.of(args[0]), 10);
        System.out.printf(Locale.ROOT, "split: %d train images (%d captions), %d held-out images (%d captions)%n",
                split.trainImages(), split.train().size(), split.heldOutImages(), split.heldOut().size());
        System.out.println("settings: " + settings.toMap());
        if (dump != null) {
            // Written before training, so other models can be scored on the same tokens meanwhile.
            Files.createDirectories(dump);
            Files.write(dump.resolve("train.txt"), tokenized(split.train(), settings));
            Files.write(dump.resolve("heldout.txt"), tokenized(split.heldOut(), settings));
            Files.write(dump.resolve("vocabulary.txt"), LstmTrainer.Prepared.of(split.train(), List.of(), settings)
                    .vocabulary().words());
            System.out.println("tokenized split written to " + dump);
        }
        long started = System.nanoTime();
        LstmTrainingResult r = LstmTrainer.train(TorchRuntime.start(true), split.train(), split.heldOut(), settings,
                new LstmProgress() {
                    @Override
                    public void update(int step, int total, double loss) {
                        if (step % 100 == 0) {
                            System.out.printf(Locale.ROOT, "  update %d/%d loss %.3f (%.0f s)%n", step, total, loss,
                                    (System.nanoTime() - started) / 1e9);
                        }
                    }

                    @Override
                    public void epochDone(LstmEpoch e) {
                        System.out.printf(Locale.ROOT, "epoch %d: train loss %.4f, held-out perplexity %.3f, %.0f s%n",
                                e.epoch(), e.trainLoss(), e.heldOutPerplexity(), e.seconds());
                    }
                });
        try (LstmLanguageModel model = r.model()) {
            System.out.printf(Locale.ROOT, "device: %s%nvocabulary: %d words (min count %d)%ntrain tokens: %d%n"
                    + "unigram perplexity: %.3f%nLSTM perplexity: %.3f%ntotal wall time: %.0f s%n",
                    model.runtime().description(), model.vocabulary().size(), settings.minCount(), r.trainTokens(),
                    r.unigramPerplexity(), r.finalPerplexity(), (System.nanoTime() - started) / 1e9);
        }
    }

    private static List<String> tokenized(List<String> captions, LstmSettings settings) {
        List<String> out = new ArrayList<>(captions.size());
        for (String c : captions) {
            out.add(String.join(" ", settings.tokenizer().tokenize(c)));
        }
        return out;
    }
}
