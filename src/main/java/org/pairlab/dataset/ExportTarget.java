package org.pairlab.dataset;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.pairlab.project.Dataset;
import org.pairlab.project.Json;
import org.pairlab.project.Project;

/**
 * Decides whether an export may write to a folder, before anything is written. An export never touches the project
 * file or its side folders, the dataset roots (image folders) or annotation files it was imported from, and with
 * {@code overwrite} it only ever removes files that a previous PairLab export listed in its manifest.
 */
public final class ExportTarget {
    /** A protected path and why it is protected ("the project file", "the images folder of dataset 'coco'"). */
    private record Guarded(Path path, String what, boolean folder) {
    }

    /** A checked target: the folder (real, absolute) and the files a previous export wrote there (relative). */
    public record Checked(Path out, Set<String> previousExportFiles) {
    }

    private ExportTarget() {
    }

    /** Checks {@code out} against the project's files and the overwrite rule; throws ExportFailedException if unsafe. */
    public static Checked check(Project project, Path out, boolean overwrite) {
        Path target = real(out);
        for (Guarded g : guarded(project)) {
            Path p = real(g.path());
            if (target.equals(p)) {
                throw refuse(out, "it is " + g.what() + " (" + p + ")");
            }
            if (p.startsWith(target)) {
                throw refuse(out, "it contains " + g.what() + " (" + p + ")");
            }
            if (g.folder() && target.startsWith(p)) {
                throw refuse(out, "it lies inside " + g.what() + " (" + p + ")");
            }
        }
        if (Files.exists(target, LinkOption.NOFOLLOW_LINKS) && !Files.isDirectory(target)) {
            throw new ExportFailedException("Export target " + out + " is a file, not a folder.");
        }
        if (!Files.isDirectory(target) || isEmpty(target)) {
            return new Checked(target, Set.of());
        }
        if (!overwrite) {
            throw new ExportFailedException("Export folder " + out
                    + " is not empty; choose an empty folder or allow overwriting a previous PairLab export there.");
        }
        Set<String> listed = manifestFiles(target);
        for (String present : filesBelow(target)) {
            if (!listed.contains(present)) {
                throw new ExportFailedException("Will not overwrite " + out + ": it holds " + present
                        + ", which no PairLab export wrote (it is not in " + Exporter.MANIFEST
                        + "); remove it yourself or choose another folder.");
            }
        }
        return new Checked(target, listed);
    }

    /** Everything an export must never write over, remove or write into. */
    private static List<Guarded> guarded(Project project) {
        List<Guarded> out = new ArrayList<>();
        Path file = project.file();
        String name = file.getFileName().toString();
        out.add(new Guarded(file.getParent(), "the folder holding the project file", false));
        out.add(new Guarded(file, "the project file", false));
        for (String side : List.of("-wal", "-shm", ".lock")) {
            out.add(new Guarded(file.resolveSibling(name + side), "a file of the project", false));
        }
        out.add(new Guarded(project.cacheDir(), "the project's cache folder", true));
        out.add(new Guarded(file.resolveSibling(name + ".runs"), "the project's runs folder", true));
        for (Dataset d : project.datasets().list()) {
            out.add(new Guarded(d.root(), "the images folder of dataset '" + d.name() + "'", true));
            for (Path f : project.datasets().sourceFiles(d.id())) {
                out.add(new Guarded(f, "an annotation source of dataset '" + d.name() + "'",
                        Files.isDirectory(f)));
            }
        }
        return out;
    }

    private static ExportFailedException refuse(Path out, String why) {
        return new ExportFailedException("Refusing to export to " + out + ": " + why + ". Choose a folder outside the "
                + "project's files and the datasets' folders.");
    }

    /** The real path, following symbolic links as far as the path exists, so a link cannot smuggle a target past the check. */
    static Path real(Path p) {
        Path abs = p.toAbsolutePath().normalize();
        Path existing = abs;
        List<Path> rest = new ArrayList<>();
        while (existing != null && !Files.exists(existing)) {
            rest.add(0, existing.getFileName());
            existing = existing.getParent();
        }
        if (existing == null) {
            return abs;
        }
        try {
            Path r = existing.toRealPath();
            for (Path part : rest) {
                r = r.resolve(part);
            }
            return r;
        } catch (IOException e) {
            return abs;
        }
    }

    private static boolean isEmpty(Path dir) {
        try (Stream<Path> s = Files.list(dir)) {
            return s.findAny().isEmpty();
        } catch (IOException e) {
            throw new ExportFailedException("Cannot read export folder " + dir + ": " + e.getMessage(), e);
        }
    }

    /** Files (not folders) below {@code dir}, as relative paths with forward slashes, sorted. */
    static Set<String> filesBelow(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            Set<String> out = new TreeSet<>();
            s.filter(p -> !Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS))
                    .forEach(p -> out.add(FolderReader.slashes(dir.relativize(p))));
            return out;
        } catch (IOException e) {
            throw new ExportFailedException("Cannot read export folder " + dir + ": " + e.getMessage(), e);
        }
    }

    /** The files listed in {@code dir}'s manifest, or none when it has no readable manifest. */
    static Set<String> manifestFilesOrEmpty(Path dir) {
        try {
            return manifestFiles(dir);
        } catch (ExportFailedException e) {
            return Set.of();
        }
    }

    /** The files a previous PairLab export listed in its manifest, the manifest included. */
    private static Set<String> manifestFiles(Path dir) {
        Path manifest = dir.resolve(Exporter.MANIFEST);
        if (!Files.isRegularFile(manifest)) {
            throw new ExportFailedException("Will not overwrite " + dir + ": it has no " + Exporter.MANIFEST
                    + ", so it is not a previous PairLab export; choose an empty folder.");
        }
        try {
            JsonNode root = Json.MAPPER.readTree(manifest.toFile());
            JsonNode files = root == null ? null : root.get("files");
            if (files == null || !files.isArray() || root.get("format") == null) {
                throw new ExportFailedException("Will not overwrite " + dir + ": " + manifest
                        + " is not a PairLab export manifest (no 'format' and 'files').");
            }
            Set<String> out = new LinkedHashSet<>();
            out.add(Exporter.MANIFEST);
            for (JsonNode f : files) {
                JsonNode p = f.get("path");
                if (p != null && p.isTextual()) {
                    out.add(p.asText());
                }
            }
            return out;
        } catch (IOException e) {
            throw new ExportFailedException("Will not overwrite " + dir + ": cannot read " + manifest + ": "
                    + e.getMessage(), e);
        }
    }
}
