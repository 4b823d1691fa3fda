package org.pairlab.project;

import java.io.IOException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Writes a file or folder the user named as a command's output, never one that already exists: the content goes to
 * a temporary file beside the target, which is moved into place only if the target is still absent. Files PairLab
 * did not create are never replaced, so a mistyped {@code --out} cannot destroy anyone's data.
 */
public final class OutputFile {
    /** Writes the content of the file at the given (temporary) path. */
    @FunctionalInterface
    public interface Content {
        /** Writes into {@code file}, which exists and is empty. */
        void writeTo(Path file) throws IOException;
    }

    private OutputFile() {
    }

    /** Throws when {@code target} exists (as anything, even a broken link); call it before long work, too. */
    public static Path requireAbsent(Path target, String option) throws FileAlreadyExistsException {
        Path t = target.toAbsolutePath().normalize();
        if (Files.exists(t, LinkOption.NOFOLLOW_LINKS)) {
            throw new FileAlreadyExistsException(null, null, (option == null ? "" : option + ": ") + t
                    + " already exists. PairLab never overwrites a file it did not create: choose a new name, or move"
                    + " the old file away first.");
        }
        return t;
    }

    /** Writes a new file at {@code target} through a temporary file beside it; refuses an existing target. */
    public static void write(Path target, String option, Content content) throws IOException {
        Path t = requireAbsent(target, option);
        Path dir = t.getParent();
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, "." + t.getFileName(), ".part");
        try {
            content.writeTo(tmp);
            try {
                Files.move(tmp, t, StandardCopyOption.ATOMIC_MOVE);
            } catch (java.nio.file.AtomicMoveNotSupportedException e) {
                Files.move(tmp, t);
            }
        } catch (FileAlreadyExistsException e) {
            // something made the target while we wrote: leave it alone, and say so
            throw new FileAlreadyExistsException(null, null, (option == null ? "" : option + ": ") + t
                    + " appeared while PairLab was writing it; it was left untouched.");
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /**
     * Makes a new folder for a command's output: it must not exist, or be an empty folder (which is then used);
     * a file or a folder with anything in it is refused.
     */
    public static Path newFolder(Path target, String option) throws IOException {
        Path t = target.toAbsolutePath().normalize();
        if (Files.isDirectory(t, LinkOption.NOFOLLOW_LINKS)) {
            try (var entries = Files.list(t)) {
                if (entries.findAny().isPresent()) {
                    throw new DirectoryNotEmptyException((option == null ? "" : option + ": ") + t
                            + " is a folder that is not empty. PairLab writes only into a new or empty folder: choose"
                            + " a new name.");
                }
            }
            return t;
        }
        requireAbsent(t, option);
        Files.createDirectories(t);
        return t;
    }
}
