package org.pairlab.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code pairlab} command line: every command works on a project file through the headless core. */
@Command(name = "pairlab", mixinStandardHelpOptions = true, versionProvider = BuildVersion.class,
        description = "Curate augmented image-caption datasets. Without a command, opens the workbench.",
        subcommands = {NewCommand.class, ImportCommand.class, InfoCommand.class, ReviewCommand.class, AugmentCommand.class,
                ExportCommand.class, RunsCommand.class, ResumeCommand.class, BenchCommand.class, EvalCommand.class,
                ConfigCommand.class, FilterCommand.class, CutSwapCommand.class, LexiconCommand.class,
                TrainCommand.class, EvaluateCommand.class, CompareCommand.class, LmCommand.class, LlmCommand.class,
                CandidatesCommand.class, StylizeCommand.class, SynthesizeCommand.class, ExportTextCommand.class,
                TagCommand.class, BoxCommand.class})
public final class PairLabCli implements Runnable {
    @Override
    public void run() {
        new CommandLine(this).usage(System.out);
    }

    /** Builds the command line with PairLab's error handling: one line on stderr, exit code 1. */
    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new PairLabCli());
        cl.setExecutionExceptionHandler((ex, line, parse) -> {
            PrintWriter err = line.getErr();
            err.println("error: " + CliErrors.describe(ex));
            err.flush();
            return 1;
        });
        return cl;
    }

    /** Runs the command line and returns its exit code. */
    public static int run(String... args) {
        return commandLine().execute(args);
    }
}
