package org.pairlab.lm;

import java.nio.file.Path;
import org.pairlab.project.Project;

/** The project's own folder of language model files, {@code <project file>.lm/} beside the project file. */
public final class LmFolder {
    private LmFolder() {
    }

    /** The folder (it may not exist yet). */
    public static Path of(Project project) {
        Path file = project.file().toAbsolutePath();
        return file.resolveSibling(file.getFileName() + ".lm");
    }
}
