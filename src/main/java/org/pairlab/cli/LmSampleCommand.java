package org.pairlab.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.pairlab.lm.LmSampler;
import org.pairlab.lm.ngram.NgramModel;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code pairlab lm sample}: sentences drawn from a model, one per line. */
@Command(mixinStandardHelpOptions = true, name = "sample", description = "Draw sentences from a model, one per line (the same seed gives the same lines).")
final class LmSampleCommand implements Callable<Integer> {
    @Mixin
    CommonOptions common;

    @Option(names = "--model", paramLabel = "FILE", description = "An ARPA file.")
    Path model;

    @Option(names = "--count", paramLabel = "N", defaultValue = "10", description = "Sentences to draw (default: ${DEFAULT-VALUE}).")
    String count;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Random seed (default: ${DEFAULT-VALUE}).")
    String seed;

    @Option(names = "--temperature", paramLabel = "T", defaultValue = "1",
            description = "1 samples the model as is, lower sharpens, 0 is greedy (default: ${DEFAULT-VALUE}).")
    String temperature;

    @Option(names = "--max-length", paramLabel = "N", defaultValue = "30", description = "Most words per sentence (default: ${DEFAULT-VALUE}).")
    String maxLength;

    @Option(names = "--tokenizer", defaultValue = "ptb", description = "ptb or whitespace, as the model was trained (default: ${DEFAULT-VALUE}).")
    String tokenizer;

    @Override
    public Integer call() throws IOException {
        int n = LmOptions.integer("--count", count, 1, 1_000_000);
        long s = LmOptions.seed(seed);
        double t = LmOptions.nonNegative("--temperature", temperature);
        int max = LmOptions.integer("--max-length", maxLength, 1, 10_000);
        NgramModel m = NgramModel.readArpa(LmOptions.required("--model", model), LmOptions.tokenizer(tokenizer));
        List<String> lines = new java.util.ArrayList<>();
        for (List<String> sentence : new LmSampler(m, t, max).sample(n, s)) {
            lines.add(String.join(" ", sentence));
            common.say(String.join(" ", sentence));
        }
        common.result(java.util.Map.of("sentences", lines));
        return 0;
    }
}
