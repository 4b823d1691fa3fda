package org.pairlab.cli;

import java.nio.file.Path;
import org.pairlab.project.Project;
import picocli.CommandLine.Parameters;

/** The project file argument shared by commands; opens an existing project (never creates one) and warns when another process has it open or it is read-only. */
final class ProjectOption {
    @Parameters(index = "0", paramLabel = "FILE", description = "The project file (*.pairlab).")
    Path file;

    Project open() {
        Project p = Project.open(file);
        if (p.readOnly()) {
            System.err.println("note: " + file + " is read-only; it is open for reading, and commands that change it "
                    + "will stop with an error.");
        }
        p.openElsewhere().ifPresent(who -> System.err.println("warning: " + file + " is also open in " + who
                + "; changes made there and here may interleave."));
        return p;
    }
}
