package org.pairlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The lazily built command line shows and runs exactly what the fully modelled one does. */
class LazyCommandLineTest {
    @TempDir
    Path dir;

    record Run(int code, String out, String err) {
    }

    private static Run run(CommandLine cl, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int code = cl.execute(args);
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void helpListsEveryCommandAsTheFullModelDoes() {
        Run full = run(PairLabCli.commandLine(), "--help");
        Run lazy = run(PairLabCli.commandLine("--help"), "--help");
        assertEquals(0, lazy.code());
        assertEquals(full.out(), lazy.out());
        for (Class<?> c : LazyCommandLine.commandClasses()) {
            String name = c.getAnnotation(CommandLine.Command.class).name();
            assertTrue(lazy.out().contains("  " + name + " "), name);
        }
    }

    @Test
    void onlyTheNamedCommandIsModelledAndItRunsAsBefore() {
        CommandLine lazy = PairLabCli.commandLine("info", "x.pairlab");
        assertFalse(lazy.getSubcommands().get("info").getCommandSpec().options().isEmpty(), "info is modelled");
        assertTrue(lazy.getSubcommands().get("import").getCommandSpec().options().isEmpty(), "import is a placeholder");
        for (String command : new String[] {"info", "import", "bench", "lm"}) {
            assertEquals(run(PairLabCli.commandLine(), command, "--help").out(),
                    run(PairLabCli.commandLine(command, "--help"), command, "--help").out(), command);
        }
        Path file = dir.resolve("p.pairlab");
        assertEquals(0, run(PairLabCli.commandLine("new", file.toString()), "new", file.toString()).code());
        Run missing = run(PairLabCli.commandLine("info", "nope.pairlab"), "info", dir.resolve("nope.pairlab").toString());
        assertEquals(ExitCodes.PROJECT_UNUSABLE, missing.code(), "a missing project file is exit code 3");
        assertTrue(missing.err().startsWith("error: Project file "), missing.err());
    }

    @Test
    void anUnknownCommandIsRefusedAsBefore() {
        Run full = run(PairLabCli.commandLine(), "nosuch");
        Run lazy = run(PairLabCli.commandLine("nosuch"), "nosuch");
        assertEquals(full.code(), lazy.code());
        assertEquals(full.err(), lazy.err());
    }
}
