package org.pairlab.cli;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParseResult;

/**
 * The {@code pairlab} command line: every command works on a project file through the headless core. Exit codes
 * are those of {@link ExitCodes}, set in one place here; every command takes {@link CommonOptions} as a mixin.
 */
@Command(name = "pairlab", mixinStandardHelpOptions = true, versionProvider = BuildVersion.class,
        description = "Curate augmented image-caption datasets. Without a command, opens the workbench.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:ok", "1:the work failed", "2:bad usage (unknown option, bad value); nothing written",
                "3:the project file cannot be used (missing, not a project, newer, locked, read-only)",
                "130:interrupted (Ctrl-C); the run is recorded as cancelled and can be resumed"},
        subcommands = {NewCommand.class, ImportCommand.class, InfoCommand.class, ReviewCommand.class, AugmentCommand.class,
                ExportCommand.class, RunsCommand.class, ResumeCommand.class, BenchCommand.class, EvalCommand.class,
                ConfigCommand.class, FilterCommand.class, CutSwapCommand.class, LexiconCommand.class,
                TrainCommand.class, EvaluateCommand.class, CompareCommand.class, LmCommand.class, LlmCommand.class,
                CandidatesCommand.class, StylizeCommand.class, SynthesizeCommand.class, ExportTextCommand.class,
                CompletionCommand.class, TagCommand.class, BoxCommand.class, SimilarCommand.class})
public final class PairLabCli implements Runnable {
    /** The root command, for picocli. */
    public PairLabCli() {
    }

    @Override
    public void run() {
        LazyCommandLine.forArgs(this).usage(System.out);
    }

    /** Builds the command line with every command modelled, PairLab's logging set-up, error handling and exit codes. */
    public static CommandLine commandLine() {
        return withErrorHandling(new CommandLine(new PairLabCli()));
    }

    /**
     * The command line for {@code args}: only the command they name is modelled in full (the others show in usage),
     * which keeps {@code --help} and quick commands from loading every command's classes.
     */
    public static CommandLine commandLine(String... args) {
        return withErrorHandling(LazyCommandLine.forArgs(new PairLabCli(), args));
    }

    private static CommandLine withErrorHandling(CommandLine cl) {
        cl.setExecutionStrategy(parse -> {
            CliLogging.configure(common(parse));
            return new CommandLine.RunLast().execute(parse);
        });
        cl.setExecutionExceptionHandler((ex, line, parse) -> report(ex, line, common(parse)));
        cl.setParameterExceptionHandler(PairLabCli::usageError);
        return cl;
    }

    /** Runs the command line and returns its exit code. */
    public static int run(String... args) {
        return commandLine(args).execute(args);
    }

    /** One line on stderr (and a stack trace with --debug); with --json also {"ok":false,...} on stdout. */
    private static int report(Exception ex, CommandLine line, CommonOptions common) {
        int code = ExitCodes.of(ex);
        if (code == ExitCodes.USAGE && ex instanceof CommandLine.ParameterException pe) {
            return usageError(pe, new String[0]);
        }
        PrintWriter err = line.getErr();
        // One line a person (or a log) reads; usage errors say where the help is.
        err.println("error: " + CliErrors.describe(ex) + (code == ExitCodes.USAGE ? helpHint(line) : ""));
        if (common != null && common.debug()) {
            ex.printStackTrace(err);
        }
        err.flush();
        if (common != null && common.json()) {
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("ok", false);
            out.put("exitCode", code);
            out.put("error", CliErrors.describe(ex));
            if (ex instanceof WorkFailedException w) {
                out.putAll(w.details());
            }
            System.out.println(CommonOptions.toJson(out));
            System.out.flush();
        }
        return code;
    }

    /** A usage error: the message, picocli's suggestions for a mistyped option or command, and where help is. */
    private static int usageError(CommandLine.ParameterException ex, String[] args) {
        CommandLine line = ex.getCommandLine();
        PrintWriter err = line.getErr();
        err.println("error: " + ex.getMessage().replace('\n', ' ') + helpHint(line));
        CommandLine.UnmatchedArgumentException.printSuggestions(ex, err);
        err.flush();
        return ExitCodes.USAGE;
    }

    private static String helpHint(CommandLine line) {
        String path = path(line);
        return " (see 'pairlab " + (path.isEmpty() ? "" : path + " ") + "--help')";
    }

    /** The command path after "pairlab", e.g. "lm train". */
    private static String path(CommandLine line) {
        String full = line.getCommandSpec().qualifiedName(" ");
        return full.startsWith("pairlab") ? full.substring("pairlab".length()).strip() : full;
    }

    /** The shared options of the command that runs (the last one on the line), if it has them. */
    static CommonOptions common(ParseResult parse) {
        if (parse == null) {
            return null;
        }
        ParseResult leaf = parse;
        while (leaf.hasSubcommand()) {
            leaf = leaf.subcommand();
        }
        for (CommandLine.Model.CommandSpec mixin : leaf.commandSpec().mixins().values()) {
            if (mixin.userObject() instanceof CommonOptions c) {
                return c;
            }
        }
        return null;
    }
}
