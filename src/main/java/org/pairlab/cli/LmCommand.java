package org.pairlab.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code pairlab lm train|perplexity|sample}: language models over captions. */
@Command(mixinStandardHelpOptions = true, name = "lm", description = "Language models over captions: train one (Kneser-Ney n-grams, saved as ARPA), "
        + "measure perplexity on a text, sample sentences.",
        subcommands = {LmTrainCommand.class, LmPerplexityCommand.class, LmSampleCommand.class})
final class LmCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @CommandLine.Mixin
    CommonOptions common;

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }
}
