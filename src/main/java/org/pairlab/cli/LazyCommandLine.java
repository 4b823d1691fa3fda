package org.pairlab.cli;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Builds the {@code pairlab} command line with only the command being run modelled in full. Picocli's model of all
 * two dozen commands (every option of every command, by reflection) was most of the start-up time of {@code --help}
 * and {@code info}; here the other commands are placeholders made from their {@code @Command} annotation alone
 * (name, aliases, header, description), so usage lists them exactly as before without loading what they use.
 */
final class LazyCommandLine {
    private LazyCommandLine() {
    }

    /** The command classes {@code pairlab} offers, as listed on {@link PairLabCli}'s annotation. */
    static List<Class<?>> commandClasses() {
        return Arrays.asList(PairLabCli.class.getAnnotation(Command.class).subcommands());
    }

    /** The command class whose name or alias is {@code word}, if any. */
    static Optional<Class<?>> commandNamed(String word) {
        for (Class<?> c : commandClasses()) {
            Command a = c.getAnnotation(Command.class);
            if (a.name().equals(word) || Arrays.asList(a.aliases()).contains(word)) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }

    /** The word of {@code args} that picks the command: the first one that is not an option. */
    static Optional<String> commandWord(String... args) {
        return Arrays.stream(args).filter(a -> !a.startsWith("-")).findFirst();
    }

    /**
     * A command line for {@code args}: the root {@code pairlab} command with the named command modelled in full and
     * every other command as a placeholder that only shows in usage.
     */
    static CommandLine forArgs(PairLabCli root, String... args) {
        Command rootAnnotation = PairLabCli.class.getAnnotation(Command.class);
        CommandSpec spec = CommandSpec.wrapWithoutInspection(root);
        spec.name(rootAnnotation.name());
        spec.mixinStandardHelpOptions(rootAnnotation.mixinStandardHelpOptions());
        spec.versionProvider(new BuildVersion());
        spec.usageMessage().description(rootAnnotation.description());
        spec.usageMessage().exitCodeListHeading(rootAnnotation.exitCodeListHeading());
        java.util.Map<String, String> exitCodes = new java.util.LinkedHashMap<>();
        for (String entry : rootAnnotation.exitCodeList()) {
            int colon = entry.indexOf(':');
            exitCodes.put(entry.substring(0, colon), entry.substring(colon + 1));
        }
        spec.usageMessage().exitCodeList(exitCodes);
        CommandLine cl = new CommandLine(spec);
        Class<?> chosen = commandWord(args).flatMap(LazyCommandLine::commandNamed).orElse(null);
        for (Class<?> c : commandClasses()) {
            Command a = c.getAnnotation(Command.class);
            if (c == chosen) {
                cl.addSubcommand(a.name(), new CommandLine(c, CommandLine.defaultFactory()), a.aliases());
            } else {
                cl.addSubcommand(a.name(), new CommandLine(placeholder(a)), a.aliases());
            }
        }
        return cl;
    }

    /** A command that only shows in the root's usage: name, header, description and visibility. */
    private static CommandSpec placeholder(Command a) {
        CommandSpec p = CommandSpec.create();
        p.usageMessage().header(a.header());
        p.usageMessage().description(a.description());
        p.usageMessage().hidden(a.hidden());
        return p;
    }
}
