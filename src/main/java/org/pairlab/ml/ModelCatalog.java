package org.pairlab.ml;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The models a user has added: every sub-folder with a {@code manifest.json} under the model roots
 * (by default {@code models/} in the working directory, the folder named by {@code -Dpairlab.models},
 * and {@code ~/.pairlab/models}). Folders whose manifest is broken are reported, not hidden.
 */
public final class ModelCatalog {
    private final List<Path> roots;

    public ModelCatalog(List<Path> roots) {
        this.roots = List.copyOf(roots);
    }

    /** The default roots, in search order. */
    public static ModelCatalog standard() {
        List<Path> roots = new ArrayList<>();
        String prop = System.getProperty("pairlab.models");
        if (prop != null && !prop.isBlank()) {
            roots.add(Path.of(prop));
        }
        roots.add(Path.of("models"));
        roots.add(Path.of(System.getProperty("user.home"), ".pairlab", "models"));
        return new ModelCatalog(roots);
    }

    /** Where models are looked for. */
    public List<Path> roots() {
        return roots;
    }

    /** A model folder found under a root: its manifest, or the reason it could not be read. */
    public record Entry(Path dir, Optional<ModelManifest> manifest, String problem) {
    }

    /** Every model folder under the roots, readable or not. */
    public List<Entry> entries() {
        List<Entry> out = new ArrayList<>();
        for (Path root : roots) {
            if (!Files.isDirectory(root)) {
                continue;
            }
            try (Stream<Path> dirs = Files.list(root)) {
                for (Path d : dirs.sorted().toList()) {
                    if (!Files.isRegularFile(d.resolve("manifest.json"))) {
                        continue;
                    }
                    try {
                        out.add(new Entry(d, Optional.of(ModelManifest.read(d)), ""));
                    } catch (ModelException e) {
                        out.add(new Entry(d, Optional.empty(), e.getMessage()));
                    }
                }
            } catch (IOException e) {
                out.add(new Entry(root, Optional.empty(), "Cannot list " + root + ": " + e.getMessage()));
            }
        }
        return out;
    }

    /** Readable models of one kind ("clip", "image-to-image", ...). */
    public List<ModelManifest> ofKind(String kind) {
        return entries().stream().flatMap(e -> e.manifest().stream()).filter(m -> m.kind().equals(kind)).toList();
    }

    /** A readable model by its manifest name or folder name. */
    public Optional<ModelManifest> find(String nameOrFolder) {
        return entries().stream().flatMap(e -> e.manifest().stream())
                .filter(m -> m.name().equals(nameOrFolder) || m.dir().getFileName().toString().equals(nameOrFolder))
                .findFirst();
    }
}
