package org.pairlab.ui;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Finds the local documentation for Help > Documentation: the docs/ folder next to the jar (or next to the build's
 * target/ folder when run from a checkout), else the README.md there, else the one in the working folder.
 */
final class LocalDocs {
    private LocalDocs() {
    }

    /** The docs folder or README to open, searched from where PairLab's classes were loaded. */
    static Optional<Path> find() {
        Path code = null;
        try {
            var src = LocalDocs.class.getProtectionDomain().getCodeSource();
            if (src != null) {
                code = Path.of(src.getLocation().toURI());
            }
        } catch (URISyntaxException | RuntimeException e) {
            // An unusual class loader: fall back to the working folder.
        }
        return find(code, Path.of("").toAbsolutePath());
    }

    /**
     * The first of: docs/ then README.md, in the folder of {@code code} (a jar's folder, or a classes folder) and up to
     * two folders above it, then in {@code workingDir}.
     */
    static Optional<Path> find(Path code, Path workingDir) {
        List<Path> bases = new ArrayList<>();
        if (code != null) {
            Path base = Files.isDirectory(code) ? code : code.getParent();
            for (int up = 0; up < 3 && base != null; up++, base = base.getParent()) {
                bases.add(base);
            }
        }
        bases.add(workingDir);
        for (Path b : bases) {
            if (Files.isDirectory(b.resolve("docs"))) {
                return Optional.of(b.resolve("docs"));
            }
        }
        for (Path b : bases) {
            if (Files.isRegularFile(b.resolve("README.md"))) {
                return Optional.of(b.resolve("README.md"));
            }
        }
        return Optional.empty();
    }
}
