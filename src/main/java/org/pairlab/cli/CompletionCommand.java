package org.pairlab.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import picocli.AutoComplete;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/**
 * {@code pairlab completion}: prints the bash/zsh completion script picocli generates from the command model. The
 * build writes the same script to {@code target/pairlab_completion} (see {@link #main}) for the packages to install.
 */
@Command(mixinStandardHelpOptions = true, name = "completion",
        description = {"Print the bash (and zsh) completion script for pairlab.",
                "Use it with: source <(pairlab completion)  or save it as /etc/bash_completion.d/pairlab."})
public final class CompletionCommand implements Runnable {
    @Mixin
    CommonOptions common;

    /** A command ready for picocli to fill in. */
    public CompletionCommand() {
    }

    @Override
    public void run() {
        System.out.print(script());
        System.out.flush();
    }

    /** The completion script for the whole {@code pairlab} command line. */
    public static String script() {
        return AutoComplete.bash("pairlab", PairLabCli.commandLine());
    }

    /** Build step: writes the script to the file named by the one argument (through a temp file beside it). */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: CompletionCommand OUTPUT_FILE");
        }
        Path target = Path.of(args[0]).toAbsolutePath();
        Files.createDirectories(target.getParent());
        Path tmp = Files.createTempFile(target.getParent(), target.getFileName().toString(), ".tmp");
        Files.writeString(tmp, script(), StandardCharsets.UTF_8);
        try {
            // Readable by all, as an installed completion file must be (temp files start owner-only).
            Files.setPosixFilePermissions(tmp, java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--"));
        } catch (UnsupportedOperationException notPosix) {
            // Windows: the default permissions are fine
        }
        Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
