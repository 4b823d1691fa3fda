package org.pairlab.dataset;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicLong;
import org.pairlab.dataset.ParsedDataset.ParsedBox;
import org.pairlab.dataset.ParsedDataset.ParsedCaption;
import org.pairlab.dataset.ParsedDataset.ParsedImage;
import org.pairlab.image.ImageDecoder;
import org.pairlab.project.BoxSource;
import org.pairlab.project.Json;
import org.pairlab.project.NewBox;
import org.pairlab.project.NewCaption;
import org.pairlab.project.NewDataset;
import org.pairlab.project.NewSample;
import org.pairlab.project.Project;
import org.pairlab.project.StoreException;
import org.pairlab.runs.JobCancelledException;
import org.pairlab.runs.JobContext;

/**
 * Imports a dataset: reads the annotations, checks every image file (exists, inside the root, complete, under the
 * pixel limit, size as declared), and writes the good rows in one transaction. Every skipped row is reported.
 *
 * <p>Decisions: an image whose captions were all bad is still imported (and reported), since its boxes and pixels are
 * useful and a reviewer can caption it. Boxes reaching up to 1 px past the image edge (COCO's float rounding) are kept
 * as they are; boxes further outside are clipped to the image and reported; boxes with a non-positive or non-finite
 * size, or no area inside the image, are skipped and reported. Image files are only read, never written.
 */
public final class DatasetImporter {
    /** How far past the edge a box may reach before it is clipped; COCO boxes overshoot by rounding. */
    static final double EDGE_TOLERANCE = 1.0;

    private final ImageDecoder decoder;
    private final InputLimits limits;
    private final int parallelism;

    public DatasetImporter() {
        this(ImageDecoder.DEFAULT_MAX_PIXELS);
    }

    /** An importer that refuses images with more than {@code maxPixels} pixels (decompression bombs). */
    public DatasetImporter(long maxPixels) {
        this(maxPixels, InputLimits.DEFAULT);
    }

    /** An importer with a pixel limit and limits on captions and annotation files. */
    public DatasetImporter(long maxPixels, InputLimits limits) {
        this.limits = limits;
        this.decoder = new ImageDecoder(maxPixels);
        this.parallelism = Math.max(1, Runtime.getRuntime().availableProcessors());
    }

    InputLimits limits() {
        return limits;
    }

    public long maxPixels() {
        return decoder.maxPixels();
    }

    /** The dataset name used when the request names none: the annotation file's or the folder's base name. */
    public static String defaultName(ImportRequest request) {
        if (request.datasetName() != null && !request.datasetName().isBlank()) {
            return request.datasetName().strip();
        }
        boolean folder = !request.format().needsAnnotationFile() || request.annotations() == null;
        Path p = folder ? request.imagesRoot() : request.annotations();
        String n = p.toAbsolutePath().normalize().getFileName().toString();
        int dot = n.lastIndexOf('.');
        return dot > 0 && !folder ? n.substring(0, dot) : n;
    }

    /**
     * Runs the import. Returns the report when something was written; throws {@link ImportFailedException} (nothing
     * written) when strict and any problem was found, or when no image was usable.
     */
    public ImportReport run(Project project, ImportRequest request, JobContext context) {
        if (request.format() == null) {
            throw new IllegalArgumentException("No import format given.");
        }
        ProblemSink problems = new ProblemSink();
        String name = defaultName(request);
        if (project.datasets().byName(name).isPresent()) {
            throw new StoreException("The project already has a dataset named '" + name + "'; choose another name.");
        }
        if (request.format() == ImportFormat.TEXT) {
            return TextCaptionImport.run(project, request, name, problems, context);
        }
        if (request.imagesRoot() == null || !Files.isDirectory(request.imagesRoot())) {
            problems.add(String.valueOf(request.imagesRoot()), 0, "imagesRoot", "images folder does not exist");
            throw fail(request, name, 0, problems, "Import failed");
        }
        if (request.format().needsAnnotationFile()
                && (request.annotations() == null || !Files.isRegularFile(request.annotations()))) {
            problems.add(String.valueOf(request.annotations()), 0, "annotations", "annotation file does not exist");
            throw fail(request, name, 0, problems, "Import failed");
        }
        if (request.instances() != null && !Files.isRegularFile(request.instances())) {
            problems.add(String.valueOf(request.instances()), 0, "instances", "instances file does not exist");
            throw fail(request, name, 0, problems, "Import failed");
        }
        if (request.annotations() != null && Files.isRegularFile(request.annotations())) {
            long size = sizeOf(request.annotations());
            if (size > limits.maxFileBytes()) {
                problems.add(request.annotations().getFileName().toString(), 0, "", "the file has " + size
                        + " bytes, over the limit of " + limits.maxFileBytes() + "; nothing read");
                throw fail(request, name, 0, problems, "Import failed");
            }
        }
        if (request.format() == ImportFormat.COCO) {
            // Rows are written while the files are read; a captions file that lists annotations before images (or has
            // no images) is read whole first, as before.
            Optional<ImportReport> streamed = new CocoStreamedImport(this, project, request, name, context).run();
            if (streamed.isPresent()) {
                return streamed.get();
            }
        }
        ParsedDataset parsed;
        try {
            parsed = reader(request.format()).read(request, problems, context);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + request.annotations() + ": " + e.getMessage(), e);
        }
        context.checkCancelled();
        int read = parsed.images().size();
        if (parsed.fatal() && read == 0) {
            throw fail(request, name, read, problems, "Nothing could be imported");
        }

        Path root = request.imagesRoot().toAbsolutePath().normalize();
        Path realRoot;
        try {
            realRoot = root.toRealPath();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot resolve " + root + ": " + e.getMessage(), e);
        }
        // Resolve and confine every path first, so each file is checked once however often it is referenced.
        // Indexed by row: a map keyed by the row record would hash all its captions and boxes on every look-up.
        // A copy of the row list, so each parsed row can be let go once it is converted: the parsed dataset and the
        // rows to write are then not both held in full.
        List<ParsedImage> images = new ArrayList<>(parsed.images());
        List<String> sourceFiles = parsed.sourceFiles();
        List<org.pairlab.project.NewCategory> categories = parsed.categories();
        parsed = null;
        Path[] realPaths = new Path[images.size()];
        String[] relPaths = new String[images.size()];
        Map<Path, ImageCheck> checks = new ConcurrentHashMap<>();
        Map<Path, Path> realDirs = new HashMap<>();
        for (int i = 0; i < images.size(); i++) {
            ParsedImage img = images.get(i);
            Path real = confine(img, root, realRoot, realDirs, problems);
            if (real != null) {
                realPaths[i] = real;
                relPaths[i] = FolderReader.slashes(root.relativize(root.resolve(img.path()).normalize()));
                checks.put(real, PENDING);
            }
        }
        checkImages(checks, context);

        context.progress(0, 1, "Validating rows");
        // Two passes over the rows: this one finds every problem and counts what will be written (the report, and
        // --strict, need all of it before anything is written); the rows to write are then made again one at a time
        // while they are written (SampleRows), so the parsed rows and the rows to write are never both held in full.
        int[] accepted = new int[images.size()];
        int sampleCount = 0;
        int captions = 0;
        int boxes = 0;
        for (int i = 0; i < images.size(); i++) {
            ParsedImage img = images.get(i);
            Path real = realPaths[i];
            if (real == null) {
                continue;
            }
            ImageCheck check = checks.get(real);
            String rejected = rejection(img, check);
            if (rejected != null) {
                problems.add(img.file(), img.line(), field(img), rejected);
                continue;
            }
            NewSample sample = sample(img, relPaths[i], check, problems);
            captions += sample.captions().size();
            boxes += sample.boxes().size();
            accepted[sampleCount++] = i;
        }
        List<NewSample> samples = new SampleRows(images, relPaths, realPaths, checks, Arrays.copyOf(accepted, sampleCount));
        context.checkCancelled();
        // Sorted by file and line so the report reads top to bottom; the sort is stable within a line.
        List<ImportProblem> all = new ArrayList<>(problems.all());
        all.sort(Comparator.comparing(ImportProblem::file).thenComparingInt(ImportProblem::line));
        all = List.copyOf(all);
        if (request.strict() && !all.isEmpty()) {
            throw new ImportFailedException(report(request, name, read, 0, 0, 0, all, false), "Strict import refused");
        }
        if (samples.isEmpty()) {
            throw new ImportFailedException(report(request, name, read, 0, 0, 0, all, false), "Nothing could be imported");
        }
        ImportReport report = report(request, name, read, samples.size(), captions, boxes, all, true);
        context.progress(0, 1, "Writing " + samples.size() + " samples");
        project.datasets().insert(new NewDataset(name, root, request.format().name().toLowerCase(),
                sourceFiles, Json.write(report), categories, samples));
        context.progress(1, 1, "Imported " + samples.size() + " samples, " + captions + " captions, " + boxes + " boxes");
        return report;
    }

    /** Why a checked image file is not imported (unreadable, or not the size its record says), or null. */
    static String rejection(ParsedImage img, ImageCheck check) {
        if (!check.ok()) {
            return img.path() + ": " + check.error() + "; skipped";
        }
        int w = check.info().width();
        int h = check.info().height();
        if ((img.width() != null && img.width() != w) || (img.height() != null && img.height() != h)) {
            return img.path() + ": the annotations say " + img.width() + "x" + img.height() + " but the file is " + w
                    + "x" + h + "; skipped";
        }
        return null;
    }

    /** The row to write for an accepted image; problems with its captions and boxes go to {@code problems}. */
    private NewSample sample(ParsedImage img, String relPath, ImageCheck check, ProblemSink problems) {
        int w = check.info().width();
        int h = check.info().height();
        List<NewCaption> caps = new ArrayList<>();
        int index = 0;
        for (ParsedCaption c : img.captions()) {
            index++;
            if (c.text().length() > limits.maxCaptionChars()) {
                problems.add(img.file(), img.line(), field(img) + " caption " + index, img.path() + ": caption "
                        + index + " has " + c.text().length() + " characters, over the limit of "
                        + limits.maxCaptionChars() + "; that caption skipped");
                continue;
            }
            if (caps.size() == limits.maxCaptionsPerImage()) {
                problems.add(img.file(), img.line(), field(img), img.path() + ": more than "
                        + limits.maxCaptionsPerImage() + " captions; captions " + index + " to "
                        + img.captions().size() + " skipped");
                break;
            }
            caps.add(new NewCaption(c.externalId(), c.text()));
        }
        if (caps.isEmpty()) {
            problems.add(img.file(), img.line(), field(img), img.path()
                    + ": image has no usable caption; imported without captions");
        }
        List<NewBox> bx = new ArrayList<>();
        for (ParsedBox b : img.boxes()) {
            NewBox nb = checkBox(b, w, h, problems);
            if (nb != null) {
                bx.add(nb);
            }
        }
        return new NewSample(img.externalId(), relPath, w, h, check.sha256(), img.split(), caps, bx);
    }

    /**
     * The accepted rows, each made when it is read (their problems were reported in the first pass and are not
     * reported again). Iterating lets each parsed row go once its row is made, since the rows are written once.
     */
    private final class SampleRows extends AbstractList<NewSample> {
        private final List<ParsedImage> images;
        private final String[] relPaths;
        private final Path[] realPaths;
        private final Map<Path, ImageCheck> checks;
        private final int[] accepted;

        SampleRows(List<ParsedImage> images, String[] relPaths, Path[] realPaths, Map<Path, ImageCheck> checks,
                   int[] accepted) {
            this.images = images;
            this.relPaths = relPaths;
            this.realPaths = realPaths;
            this.checks = checks;
            this.accepted = accepted;
        }

        @Override
        public NewSample get(int k) {
            int i = accepted[k];
            ParsedImage img = images.get(i);
            if (img == null) {
                throw new IllegalStateException("row " + k + " was already written");
            }
            return sample(img, relPaths[i], checks.get(realPaths[i]), new ProblemSink());
        }

        @Override
        public int size() {
            return accepted.length;
        }

        @Override
        public Iterator<NewSample> iterator() {
            return new Iterator<>() {
                private int k;

                @Override
                public boolean hasNext() {
                    return k < accepted.length;
                }

                @Override
                public NewSample next() {
                    if (!hasNext()) {
                        throw new NoSuchElementException();
                    }
                    NewSample s = get(k);
                    images.set(accepted[k++], null);
                    return s;
                }
            };
        }
    }

    static final ImageCheck PENDING = new ImageCheck(null, null, "not checked");

    static String field(ParsedImage img) {
        return img.field() == null || img.field().isEmpty() ? "image" : img.field();
    }

    static ImportFailedException fail(ImportRequest r, String name, int read, ProblemSink problems, String why) {
        return new ImportFailedException(report(r, name, read, 0, 0, 0, problems.all(), false), why);
    }

    static ImportReport report(ImportRequest r, String name, int read, int samples, int captions, int boxes,
                                       List<ImportProblem> problems, boolean written) {
        return new ImportReport(name, r.format(), read, samples, captions, boxes, problems, r.strict(), written);
    }

    static Importer reader(ImportFormat f) {
        if (f == ImportFormat.TEXT) {
            throw new IllegalArgumentException("text captions are imported by TextCaptionImport");
        }
        return new Importers().of(f);
    }

    private static long sizeOf(Path f) {
        try {
            return Files.size(f);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + f + ": " + e.getMessage(), e);
        }
    }

    /**
     * The image's real path if it stays inside the root (also through symbolic links), else null and a problem. The real
     * path of each folder is resolved once ({@code realDirs}); a file that is not itself a link then needs one stat.
     */
    static Path confine(ParsedImage img, Path root, Path realRoot, Map<Path, Path> realDirs,
                                ProblemSink problems) {
        String p = img.path();
        String f = field(img);
        Path rel;
        try {
            rel = Path.of(p);
        } catch (InvalidPathException e) {
            problems.add(img.file(), img.line(), f, "invalid image path '" + p + "'; skipped");
            return null;
        }
        // A leading backslash or drive letter only means "absolute" where the file system says so (Windows).
        boolean windows = rel.getFileSystem().getSeparator().equals("\\");
        if (rel.isAbsolute() || p.startsWith("/") || (windows && (p.startsWith("\\") || (p.length() > 1 && p.charAt(1) == ':')))) {
            problems.add(img.file(), img.line(), f, "absolute image path '" + p
                    + "' is not allowed; paths must be relative to the images folder; skipped");
            return null;
        }
        Path resolved = root.resolve(rel).normalize();
        if (!resolved.startsWith(root) || resolved.equals(root)) {
            problems.add(img.file(), img.line(), f, "image path '" + p + "' leads outside the images folder; skipped");
            return null;
        }
        Path real;
        try {
            BasicFileAttributes a = Files.readAttributes(resolved, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            Path dir = resolved.getParent();
            Path realDir = realDirs.get(dir);
            if (realDir == null) {
                realDir = dir.toRealPath();
                realDirs.put(dir, realDir);
            }
            // A link is followed to its target (which must exist); a plain file lives in its folder's real path.
            real = a.isSymbolicLink() ? resolved.toRealPath() : realDir.resolve(resolved.getFileName());
        } catch (java.nio.file.NoSuchFileException e) {
            problems.add(img.file(), img.line(), f, "image file is missing: " + p + "; skipped");
            return null;
        } catch (IOException e) {
            problems.add(img.file(), img.line(), f, "cannot resolve image path '" + p + "': " + e.getMessage());
            return null;
        }
        if (!real.startsWith(realRoot)) {
            problems.add(img.file(), img.line(), f, "image path '" + p
                    + "' leads outside the images folder through a symbolic link; skipped");
            return null;
        }
        return real;
    }

    /** Probes and hashes every unique file in parallel; images are the slow part of an import. */
    void checkImages(Map<Path, ImageCheck> checks, JobContext context) {
        List<Path> files = new ArrayList<>(checks.keySet());
        long total = files.size();
        AtomicLong done = new AtomicLong();
        Object progressLock = new Object();
        // Within one import a file's content is identified by (real path, size, mtime); equal keys share one check.
        Map<ImageCheck.Key, ImageCheck> byKey = new ConcurrentHashMap<>();
        ForkJoinPool pool = new ForkJoinPool(parallelism);
        try {
            pool.submit(() -> files.parallelStream().forEach(file -> {
                context.checkCancelled();
                ImageCheck result;
                try {
                    ImageCheck.Key key = ImageCheck.Key.of(file);
                    result = byKey.computeIfAbsent(key, k -> ImageCheck.of(file, decoder));
                } catch (IOException e) {
                    result = new ImageCheck(null, null, "cannot read image file (" + e.getMessage() + ")");
                }
                checks.put(file, result);
                long d = done.incrementAndGet();
                if (d % 64 == 0 || d == total) {
                    synchronized (progressLock) {
                        context.progress(d, total, "Checking images");
                    }
                }
            })).get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new JobCancelledException();
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException("Checking images failed: " + cause.getMessage(), cause);
        } finally {
            pool.shutdownNow();
        }
    }

    static NewBox checkBox(ParsedBox b, int imgW, int imgH, ProblemSink problems) {
        double sx = b.normalized() ? imgW : 1;
        double sy = b.normalized() ? imgH : 1;
        double x = b.x() * sx;
        double y = b.y() * sy;
        double w = b.w() * sx;
        double h = b.h() * sy;
        if (!(Double.isFinite(x) && Double.isFinite(y) && Double.isFinite(w) && Double.isFinite(h)) || w <= 0 || h <= 0) {
            problems.add(b.file(), b.line(), b.field(), "box [" + x + ", " + y + ", " + w + ", " + h
                    + "] has no positive size; skipped");
            return null;
        }
        double x1 = Math.max(0, x);
        double y1 = Math.max(0, y);
        double x2 = Math.min(imgW, x + w);
        double y2 = Math.min(imgH, y + h);
        if (x2 <= x1 || y2 <= y1) {
            problems.add(b.file(), b.line(), b.field(), "box [" + x + ", " + y + ", " + w + ", " + h
                    + "] lies outside the " + imgW + "x" + imgH + " image; skipped");
            return null;
        }
        boolean beyond = x < -EDGE_TOLERANCE || y < -EDGE_TOLERANCE || x + w > imgW + EDGE_TOLERANCE
                || y + h > imgH + EDGE_TOLERANCE;
        if (beyond) {
            problems.add(b.file(), b.line(), b.field(), "box [" + x + ", " + y + ", " + w + ", " + h
                    + "] reaches outside the " + imgW + "x" + imgH + " image; clipped to [" + x1 + ", " + y1 + ", "
                    + (x2 - x1) + ", " + (y2 - y1) + "]");
            x = x1;
            y = y1;
            w = x2 - x1;
            h = y2 - y1;
        }
        return new NewBox(b.externalId(), b.category(), x, y, w, h, b.score(), BoxSource.IMPORTED, b.crowd());
    }
}
