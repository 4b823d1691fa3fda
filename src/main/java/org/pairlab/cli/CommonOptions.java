package org.pairlab.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintStream;
import picocli.CommandLine.Option;

/**
 * The options every command shares ({@code @Mixin CommonOptions common;} adds them): {@code --json} prints one JSON
 * object on stdout at the end, {@code --quiet} prints only errors, {@code --debug} adds stack traces and library logs.
 * Commands print through it so the three options mean the same everywhere.
 */
public final class CommonOptions {
    /** Keeps the fields in the order the command gives them (the project's mapper sorts keys for stored JSON). */
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @Option(names = "--json", description = "Print one JSON object on stdout at the end (the schema of each command is in docs/cli.md); progress goes to stderr.")
    boolean json;

    @Option(names = {"-q", "--quiet"}, description = "Print only errors (and the JSON object with --json).")
    boolean quiet;

    @Option(names = "--debug", description = "Print stack traces on errors and library (DJL, PyTorch, LanguageTool) logs at debug level.")
    boolean debug;

    /** Whether the command was asked for JSON. */
    public boolean json() {
        return json;
    }

    /** Whether the command was asked to print only errors. */
    public boolean quiet() {
        return quiet;
    }

    /** Whether stack traces and library logs are wanted. */
    public boolean debug() {
        return debug;
    }

    /** A line of the human-readable result on stdout; silent with --json or --quiet. */
    public void say(String line) {
        if (!json && !quiet) {
            System.out.println(line);
        }
    }

    /** {@link #say} with a format (Locale.ROOT, so numbers read the same everywhere). */
    public void sayf(String format, Object... args) {
        say(String.format(java.util.Locale.ROOT, format, args).stripTrailing());
    }

    /** A progress or note line on stderr; silent with --quiet. */
    public void note(String line) {
        if (!quiet) {
            System.err.println(line);
        }
    }

    /** Where progress goes: stderr, or nowhere with --quiet. */
    public PrintStream progress() {
        return quiet ? new PrintStream(java.io.OutputStream.nullOutputStream()) : System.err;
    }

    /**
     * Prints the command's one JSON object on stdout, on one line, with --json: {@code "ok": true} and then the
     * fields given, in their order (a failure prints {@code "ok": false} instead, from PairLabCli).
     */
    public void result(java.util.Map<String, ?> fields) {
        if (json) {
            java.util.Map<String, Object> out = new java.util.LinkedHashMap<>();
            out.put("ok", true);
            out.putAll(fields);
            System.out.println(toJson(out));
            System.out.flush();
        }
    }

    static String toJson(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON: " + e.getOriginalMessage(), e);
        }
    }
}
