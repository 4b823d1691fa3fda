package org.pairlab.dataset;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.pairlab.dataset.ParsedDataset.ParsedBox;
import org.pairlab.dataset.ParsedDataset.ParsedCaption;
import org.pairlab.dataset.ParsedDataset.ParsedImage;
import org.pairlab.runs.JobContext;

/**
 * YOLO (Ultralytics layout): {@code images/<split>/x.jpg}, {@code labels/<split>/x.txt} with one
 * {@code class cx cy w h} line per box (normalised to 0..1), class names in {@code data.yaml}. YOLO has no captions;
 * PairLab reads them from {@code captions/<split>/x.txt} (one per line) when present, which is where it writes them.
 * Box coordinates are turned into pixels with the image's real size after the image check.
 */
final class YoloReader implements Importer {
    @Override
    public ImportFormat format() {
        return ImportFormat.YOLO;
    }

    /** A folder with data.yaml (or data.yml) and images/ and labels/ folders, or the data.yaml itself. */
    @Override
    public Optional<Detection> detect(Path path) {
        Path root = Files.isDirectory(path) ? path : path.toAbsolutePath().getParent();
        if (!Files.isDirectory(path) && !Peek.named(path, "data.yaml", "data.yml")) {
            return Optional.empty();
        }
        Path yaml = Files.isRegularFile(root.resolve("data.yaml")) ? root.resolve("data.yaml") : root.resolve("data.yml");
        boolean dirs = Files.isDirectory(root.resolve("images")) && Files.isDirectory(root.resolve("labels"));
        if (!Files.isRegularFile(yaml) || !dirs) {
            return Optional.empty();
        }
        return Optional.of(new Detection(ImportFormat.YOLO, 0.95, yaml.getFileName()
                + " with images/ and labels/ folders (YOLO)", null, null, root));
    }

    @Override
    public ParsedDataset read(ImportRequest request, ProblemSink problems, JobContext context) throws IOException {
        Path root = request.imagesRoot().toAbsolutePath().normalize();
        Path yaml = Files.isRegularFile(root.resolve("data.yaml")) ? root.resolve("data.yaml") : root.resolve("data.yml");
        if (!Files.isRegularFile(yaml)) {
            problems.add(root.toString(), 0, "data.yaml", "no data.yaml naming the classes");
            return new ParsedDataset(List.of(), List.of(), List.of(root.toString()), true);
        }
        YoloDataYaml data = YoloDataYaml.read(yaml, problems);
        Path imagesDir = root.resolve("images");
        List<ParsedImage> images = new ArrayList<>();
        List<Path> files = Peek.walk(imagesDir, 8, Integer.MAX_VALUE).stream()
                .filter(p -> FolderReader.IMAGE_EXTENSIONS.contains(FolderReader.extension(p))).toList();
        for (Path img : files) {
            context.checkCancelled();
            Path rel = imagesDir.relativize(img);
            String split = rel.getNameCount() > 1 ? rel.getName(0).toString() : null;
            String stem = rel.toString().substring(0, rel.toString().lastIndexOf('.'));
            String path = FolderReader.slashes(root.relativize(img));
            Path labels = root.resolve("labels").resolve(stem + ".txt");
            String labelName = FolderReader.slashes(root.relativize(labels));
            List<ParsedBox> boxes = new ArrayList<>();
            if (Files.isRegularFile(labels)) {
                for (TextLines.Line l : TextLines.read(labels)) {
                    ParsedBox b = box(l, labelName, data.names(), problems);
                    if (b != null) {
                        boxes.add(b);
                    }
                }
            }
            List<ParsedCaption> captions = new ArrayList<>();
            Path caps = root.resolve("captions").resolve(stem + ".txt");
            if (Files.isRegularFile(caps)) {
                for (TextLines.Line l : TextLines.read(caps)) {
                    if (l.text() == null) {
                        problems.add(FolderReader.slashes(root.relativize(caps)), l.number(), "",
                                "caption is not valid UTF-8; skipped");
                    } else if (!l.text().isBlank()) {
                        // Kept verbatim (COCO captions may end in a space); a blank line is no caption.
                        captions.add(new ParsedCaption(null, l.text()));
                    }
                }
            }
            images.add(new ParsedImage(path, 0, "", path, path, null, null, split, captions, boxes));
        }
        if (files.isEmpty()) {
            problems.add("images", 0, "", "no image files below " + imagesDir);
        }
        return new ParsedDataset(images, List.of(), List.of(yaml.toString()), false);
    }

    /** One label line; its coordinates stay normalised (w, h in 0..1) until the image size is known. */
    private static ParsedBox box(TextLines.Line l, String file, List<String> names, ProblemSink problems) {
        if (l.text() == null) {
            problems.add(file, l.number(), "", "line is not valid UTF-8; skipped");
            return null;
        }
        if (l.text().isBlank()) {
            return null;
        }
        String[] t = l.text().strip().split("\\s+");
        if (t.length != 5) {
            problems.add(file, l.number(), "", "expected 'class cx cy w h', got " + t.length + " values; box skipped");
            return null;
        }
        int cls;
        double[] v = new double[4];
        try {
            cls = Integer.parseInt(t[0]);
            for (int i = 0; i < 4; i++) {
                v[i] = Double.parseDouble(t[i + 1]);
            }
        } catch (NumberFormatException e) {
            problems.add(file, l.number(), "", "not numbers: '" + l.text().strip() + "'; box skipped");
            return null;
        }
        if (cls < 0 || cls >= names.size() || names.get(cls) == null) {
            problems.add(file, l.number(), "class", "class " + cls + " is not in data.yaml names (" + names.size()
                    + " classes); box skipped");
            return null;
        }
        for (double d : v) {
            if (!(d >= 0 && d <= 1)) {
                problems.add(file, l.number(), "", "coordinates must be normalised to 0..1, got '"
                        + l.text().strip() + "'; box skipped");
                return null;
            }
        }
        return new ParsedBox(file, l.number(), "", null, names.get(cls), v[0] - v[2] / 2, v[1] - v[3] / 2, v[2], v[3],
                null, false, true);
    }
}
