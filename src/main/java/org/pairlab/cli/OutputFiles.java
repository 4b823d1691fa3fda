package org.pairlab.cli;

import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Path;
import org.pairlab.project.OutputFile;

/** The command line's check of an output path before any work: an existing file is bad usage (exit 2). */
final class OutputFiles {
    private OutputFiles() {
    }

    /** A usage error if {@code path} exists (a file, folder or link); nothing has been read or written yet. */
    static void requireAbsent(String option, Path path) {
        if (path == null) {
            return;
        }
        try {
            OutputFile.requireAbsent(path, option);
        } catch (FileAlreadyExistsException e) {
            throw new UsageException(e.getMessage());
        }
    }
}
