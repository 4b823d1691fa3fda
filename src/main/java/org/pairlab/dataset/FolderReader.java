package org.pairlab.dataset;

import java.io.IOException;
import java.util.Optional;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;
import org.pairlab.dataset.ParsedDataset.ParsedCaption;
import org.pairlab.dataset.ParsedDataset.ParsedImage;
import org.pairlab.runs.JobContext;

/**
 * A folder of images, each with {@code name.txt} beside it holding one caption per non-empty line. A first-level
 * sub-folder named train, val or test gives the split. Blank lines separate nothing and are not captions.
 */
final class FolderReader implements Importer {
    static final Set<String> IMAGE_EXTENSIONS = Set.of("jpg", "jpeg", "png", "webp", "tif", "tiff", "bmp");
    private static final Set<String> SPLITS = Set.of("train", "val", "test");

    @Override
    public ImportFormat format() {
        return ImportFormat.FOLDER;
    }

    /** A folder whose images have a .txt caption file beside them (most of the first 200 looked at). */
    @Override
    public Optional<Detection> detect(Path path) {
        if (!Files.isDirectory(path)) {
            return Optional.empty();
        }
        List<Path> images = Peek.walk(path, 2, 2000).stream().filter(p -> IMAGE_EXTENSIONS.contains(extension(p)))
                .limit(200).toList();
        if (images.isEmpty()) {
            return Optional.empty();
        }
        long withText = images.stream().filter(p -> {
            String b = p.getFileName().toString();
            return Files.isRegularFile(p.resolveSibling(b.substring(0, b.lastIndexOf('.')) + ".txt"));
        }).count();
        if (withText == 0) {
            return Optional.empty();
        }
        double share = (double) withText / images.size();
        return Optional.of(new Detection(ImportFormat.FOLDER, 0.8 * share, withText + " of the " + images.size()
                + " images looked at have a .txt caption file beside them (image folder)", null, null, path));
    }

    @Override
    public ParsedDataset read(ImportRequest request, ProblemSink problems, JobContext context) throws IOException {
        Path root = request.imagesRoot().toAbsolutePath().normalize();
        List<Path> files;
        context.progress(0, 1, "Listing " + root);
        try (Stream<Path> s = Files.walk(root)) {
            files = s.filter(Files::isRegularFile).filter(p -> IMAGE_EXTENSIONS.contains(extension(p))).sorted().toList();
        }
        List<ParsedImage> images = new ArrayList<>();
        int done = 0;
        for (Path img : files) {
            if ((++done & 0xff) == 0) {
                context.checkCancelled();
                context.progress(done, files.size(), "Reading captions");
            }
            Path rel = root.relativize(img);
            String relText = slashes(rel);
            String split = rel.getNameCount() > 1 && SPLITS.contains(rel.getName(0).toString().toLowerCase(Locale.ROOT))
                    ? rel.getName(0).toString().toLowerCase(Locale.ROOT) : null;
            String base = img.getFileName().toString();
            Path txt = img.resolveSibling(base.substring(0, base.lastIndexOf('.')) + ".txt");
            String txtName = slashes(root.relativize(txt));
            List<ParsedCaption> captions = new ArrayList<>();
            if (!Files.isRegularFile(txt)) {
                problems.add(relText, 0, "", "no caption file " + txtName + " beside the image");
            } else {
                for (TextLines.Line l : TextLines.read(txt)) {
                    if (l.text() == null) {
                        problems.add(txtName, l.number(), "", "caption is not valid UTF-8; skipped");
                    } else if (!l.text().isBlank()) {
                        captions.add(new ParsedCaption(null, l.text().strip()));
                    }
                }
            }
            images.add(new ParsedImage(relText, 0, "", relText, relText, null, null, split, captions, new ArrayList<>()));
        }
        if (files.isEmpty()) {
            problems.add(root.toString(), 0, "", "no image files (" + IMAGE_EXTENSIONS + ") in this folder");
        }
        return new ParsedDataset(images, List.of(), List.of(root.toString()), false);
    }

    static String extension(Path p) {
        String n = p.getFileName().toString();
        int dot = n.lastIndexOf('.');
        return dot < 0 ? "" : n.substring(dot + 1).toLowerCase(Locale.ROOT);
    }

    /**
     * A relative path with forward slashes. Only the platform's own separator is replaced: on Linux and macOS a
     * backslash is a legal character of a file name and stays one.
     */
    static String slashes(Path rel) {
        String sep = rel.getFileSystem().getSeparator();
        return sep.equals("/") ? rel.toString() : rel.toString().replace(sep, "/");
    }
}
