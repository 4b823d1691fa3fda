package org.pairlab.project;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;
import org.sqlite.util.OSInfo;

/**
 * The SQLite driver's native library as a file, so a start-up script can point the driver at it
 * ({@code -Dorg.sqlite.lib.path=DIR}) instead of the driver copying it out of the jar on every start.
 */
public final class SqliteNative {
    private SqliteNative() {
    }

    /**
     * Copies the native library of this platform into {@code dir} (created if needed) unless a file of that name is
     * there already; returns the file, or empty when the jar has no library for this platform.
     */
    public static Optional<Path> extractTo(Path dir) throws IOException {
        String name = System.mapLibraryName("sqlitejdbc");
        String resource = "/org/sqlite/native/" + OSInfo.getNativeLibFolderPathForCurrentOS() + "/" + name;
        try (InputStream in = SqliteNative.class.getResourceAsStream(resource)) {
            if (in == null) {
                return Optional.empty();
            }
            Files.createDirectories(dir);
            Path target = dir.resolve(name);
            if (Files.exists(target)) {
                return Optional.of(target);
            }
            // Written beside the target and moved into place, so a half-written library is never loaded.
            Path tmp = Files.createTempFile(dir, name, ".part");
            try {
                Files.copy(in, tmp, StandardCopyOption.REPLACE_EXISTING);
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE);
            } finally {
                Files.deleteIfExists(tmp);
            }
            return Optional.of(target);
        }
    }
}
