package org.pairlab.cli;

import java.nio.file.Path;
import org.pairlab.project.Project;
import picocli.CommandLine.Parameters;

/** The project file argument shared by commands; opens it and warns when another process has it open. */
final class ProjectOption {
    @Parameters(index = "0", paramLabel = "FILE", description = "The project file (*.pairlab).")
    Path file;

    Project open() {
        Project p = Project.open(file);
        p.openElsewhere().ifPresent(who -> System.err.println("warning: " + file + " is also open in " + who
                + "; changes made there and here may interleave."));
        return p;
    }
}
