package org.pairlab.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.pairlab.project.Project;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code pairlab new FILE}: creates an empty project file. */
@Command(mixinStandardHelpOptions = true, name = "new", description = "Create a new, empty project file (*.pairlab).")
final class NewCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "The project file to create.")
    Path file;

    @Mixin
    CommonOptions common;

    @Override
    public Integer call() {
        try (Project p = Project.create(file)) {
            common.result(java.util.Map.of("file", p.file().toString(), "schemaVersion", p.schemaVersion()));
            common.say("Created " + p.file() + " (schema version " + p.schemaVersion() + ")");
        }
        return 0;
    }
}
