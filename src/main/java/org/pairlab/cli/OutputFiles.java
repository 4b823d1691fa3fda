package org.pairlab.cli;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;

/** Checks output paths before any work: PairLab never overwrites a file it did not create, so an existing one is refused. */
final class OutputFiles {
    private OutputFiles() {
    }

    /** A usage error if {@code path} exists (a file, folder or link); nothing has been read or written yet. */
    static void requireAbsent(String option, Path path) {
        if (path != null && Files.exists(path, LinkOption.NOFOLLOW_LINKS)) {
            throw new UsageException(option + " " + path + " already exists; PairLab does not overwrite it. "
                    + "Choose a new name or move the file away.");
        }
    }
}
