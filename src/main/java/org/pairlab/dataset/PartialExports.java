package org.pairlab.dataset;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.pairlab.project.Json;
import org.pairlab.project.Project;
import org.pairlab.project.Run;

/**
 * Partial export folders left behind by an export that was killed: the hidden {@code .NAME.pairlab-export-partial}
 * (and {@code -old}) folders beside the targets of this project's finished export runs. Only folders with those names
 * beside a target this project exported to are ever touched.
 */
public final class PartialExports {
    /** One abandoned folder and its size on disk. */
    public record Partial(Path folder, long bytes) {
    }

    private PartialExports() {
    }

    /** The folder an export to {@code out} writes into before moving it into place. */
    static Path partialOf(Path out) {
        return out.resolveSibling("." + out.getFileName() + ".pairlab-export-partial");
    }

    /** The folder a replaced export is moved to while the new one moves into place. */
    static Path oldOf(Path out) {
        return out.resolveSibling("." + out.getFileName() + ".pairlab-export-old");
    }

    /**
     * Abandoned partial folders of this project's exports. Runs still running are left out, and so is everything while
     * another process has the project open (its export may be writing right now).
     */
    public static List<Partial> list(Project project) {
        List<Partial> out = new ArrayList<>();
        if (project.openElsewhere().isPresent()) {
            return out;
        }
        Set<Path> seen = new LinkedHashSet<>();
        for (Run r : project.runs().list()) {
            if (!r.kind().equals(ExportJob.KIND) || !r.state().finished()) {
                continue;
            }
            Object target = Json.read(r.paramsJson(), Map.class).get("out");
            if (!(target instanceof String s) || s.isBlank()) {
                continue;
            }
            Path t = ExportTarget.real(Path.of(s));
            for (Path p : List.of(partialOf(t), oldOf(t))) {
                if (seen.add(p) && Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
                    out.add(new Partial(p, size(p)));
                }
            }
        }
        return out;
    }

    /** Deletes the abandoned partial folders {@link #list} finds; returns what was removed. */
    public static List<Partial> clean(Project project) {
        List<Partial> removed = new ArrayList<>();
        for (Partial p : list(project)) {
            try {
                Exporter.deleteTree(p.folder());
                removed.add(p);
            } catch (IOException e) {
                throw new ExportFailedException("Cannot remove the partial export " + p.folder() + ": "
                        + e.getMessage(), e);
            }
        }
        return removed;
    }

    private static long size(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(Files::isRegularFile).mapToLong(f -> {
                try {
                    return Files.size(f);
                } catch (IOException e) {
                    return 0;
                }
            }).sum();
        } catch (IOException e) {
            return 0;
        }
    }
}
