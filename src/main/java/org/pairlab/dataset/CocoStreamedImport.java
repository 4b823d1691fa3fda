package org.pairlab.dataset;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import org.pairlab.dataset.CocoReader.CaptionRec;
import org.pairlab.dataset.CocoReader.CategoryRec;
import org.pairlab.dataset.CocoReader.ImageRec;
import org.pairlab.dataset.ParsedDataset.ParsedImage;
import org.pairlab.project.DatasetHeader;
import org.pairlab.project.DatasetRowWriter;
import org.pairlab.project.Json;
import org.pairlab.project.NewBox;
import org.pairlab.project.NewCategory;
import org.pairlab.project.Project;
import org.pairlab.runs.JobCancelledException;
import org.pairlab.runs.JobContext;

/**
 * A COCO import whose rows are written while its files are read, in the import's one transaction: the images once
 * the captions file's {@code images} array is read and their files are checked, each caption as it is read, the boxes
 * once the instances file is read (it lists its categories after its boxes; its boxes are held in columns,
 * {@link CocoBoxTable}). So the captions never pile up in memory (issue 19.1). Checks that need every row (counts,
 * {@code --strict}, a file found malformed half way) throw at the end, which rolls the whole transaction back: nothing
 * is left in the project unless the import succeeds.
 *
 * <p>The report is the one the buffered import gives, in the same order: problems are kept by the phase that found
 * them in the buffered import (reading each file, record checks, categories, box checks, image paths, then each
 * image's file, captions and boxes in image order) and sorted by file and line at the end, as before.
 */
final class CocoStreamedImport implements CocoReader.Records {
    private final DatasetImporter importer;
    private final Project project;
    private final ImportRequest request;
    private final String name;
    private final JobContext context;
    private final String capName;
    private final Path root;

    /** The buffered import's phases, in the order it found problems. */
    private final ProblemSink readingCaptions = new ProblemSink();
    private final ProblemSink readingInstances = new ProblemSink();
    private final ProblemSink records = new ProblemSink();
    private final ProblemSink categoryProblems = new ProblemSink();
    private final ProblemSink boxRecords = new ProblemSink();
    private final ProblemSink paths = new ProblemSink();
    /** Problems of each accepted image's file, captions and boxes, with their place in image order. */
    private final List<Ranked> perImage = new ArrayList<>();
    private final ProblemSink scratch = new ProblemSink();

    /** The captions file's images, the first record of each id, in file order. */
    private final List<ParsedImage> images = new ArrayList<>();
    private final Map<String, Integer> ordinalById = new HashMap<>();
    private final List<CategoryRec> captionCategories = new ArrayList<>();
    private final CocoBoxTable.FirstLines seenCaptions = new CocoBoxTable.FirstLines();
    private String[] checksums;
    private int accepted;
    /** What the steps inside the transaction see of the job: whether it is cancelled, never progress (see run). */
    private final JobContext quiet;
    /** Set when the import ends, so a category scan still running stops. */
    private volatile boolean scanAbandoned;
    /** Per image (by ordinal): its sample id once written (0: not imported), size, and caption counts. */
    private long[] sampleIds;
    private int[] widths;
    private int[] heights;
    private int[] captionsRead;
    private int[] captionsKept;
    private int[] limitReachedAt;
    private int captionRecords;
    private DatasetRowWriter writer;
    private ImportReport report;

    CocoStreamedImport(DatasetImporter importer, Project project, ImportRequest request, String name,
                       JobContext context) {
        this.importer = importer;
        this.project = project;
        this.request = request;
        this.name = name;
        this.context = context;
        this.capName = JsonFiles.name(request.annotations());
        this.root = request.imagesRoot().toAbsolutePath().normalize();
        this.quiet = scanContext();
    }

    /** A problem of one image's phase: {@code part} 0 file, 1 a caption, 2 too many captions, 3 none usable, 4 a box. */
    private record Ranked(int image, int part, int seq, ImportProblem problem) {
    }

    /** Thrown when the captions file's layout needs the buffered import; the transaction is rolled back first. */
    private static final class NotStreamable extends RuntimeException {
        NotStreamable() {
            super(null, null, false, false);
        }
    }

    /** The report of a written import, or empty when the file needs the buffered import (nothing was written). */
    Optional<ImportReport> run() {
        List<String> sources = new ArrayList<>();
        sources.add(request.annotations().toString());
        if (request.instances() != null) {
            sources.add(request.instances().toString());
        }
        // The instances file's categories are looked up on a second thread while the images and captions are read.
        FutureTask<List<CategoryRec>> categoryScan = null;
        if (request.instances() != null) {
            categoryScan = new FutureTask<>(this::scanInstanceCategories);
            Thread t = new Thread(categoryScan, "pairlab-coco-categories");
            t.setDaemon(true);
            t.start();
        }
        try {
            // Outside the transaction: the images array, and the image files checked (the long part for real images),
            // with progress reported. Inside it nothing may report progress: the run's progress is written to the
            // project, and a write there would commit the import half way.
            context.progress(0, 1, "Reading " + capName);
            if (!readImages()) {
                return Optional.empty();
            }
            context.progress(0, 1, "Writing " + accepted + " samples");
            FutureTask<List<CategoryRec>> scan = categoryScan;
            project.datasets().insertStreamed(new DatasetHeader(name, root, request.format().name().toLowerCase(),
                    sources), w -> {
                        writer = w;
                        return write(scan);
                    });
        } catch (NotStreamable e) {
            return Optional.empty();
        } finally {
            scanAbandoned = true; // stops the scan if the import ended before it (failed or cancelled)
        }
        context.progress(1, 1, "Imported " + report.samplesImported() + " samples, " + report.captionsImported()
                + " captions, " + report.boxesImported() + " boxes");
        return Optional.of(report);
    }

    /**
     * Reads the captions file's images (up to its first annotations or categories array) and checks their files; false
     * when the file's layout needs the buffered import (no images array, or annotations or categories before it).
     */
    private boolean readImages() {
        Boolean hasImages;
        try {
            hasImages = CocoReader.stream(request.annotations(), readingCaptions, context, this);
        } catch (StopReading stop) {
            hasImages = true;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + request.annotations() + ": " + e.getMessage(), e);
        }
        if (hasImages == null) {
            throw DatasetImporter.fail(request, name, 0, readingCaptions, "Nothing could be imported");
        }
        if (!hasImages) {
            return false;
        }
        checkImages();
        return true;
    }

    /** Ends the first reading of the captions file where its annotations begin. */
    private static final class StopReading extends RuntimeException {
        StopReading() {
            super(null, null, false, false);
        }
    }

    /** Inside the transaction: the samples, then every caption as it is read, then the boxes. */
    private String write(FutureTask<List<CategoryRec>> categoryScan) {
        writeSamples();
        phase = Phase.ANNOTATIONS;
        Boolean complete;
        try {
            // Lines that are not UTF-8 were reported on the first reading.
            complete = CocoReader.stream(request.annotations(), new ProblemSink(), readingCaptions, quiet, this);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + request.annotations() + ": " + e.getMessage(), e);
        }
        if (complete == null) {
            throw DatasetImporter.fail(request, name, 0, readingCaptions, "Nothing could be imported");
        }
        quiet.checkCancelled();
        for (int i = 0; i < images.size(); i++) {
            if (sampleIds[i] == 0) {
                continue;
            }
            ParsedImage img = images.get(i);
            if (limitReachedAt[i] > 0) {
                rank(i, 2, img, img.path() + ": more than " + importer.limits().maxCaptionsPerImage() + " captions; captions "
                        + limitReachedAt[i] + " to " + captionsRead[i] + " skipped");
            }
            if (captionsKept[i] == 0) {
                rank(i, 3, img, img.path() + ": image has no usable caption; imported without captions");
            }
        }
        captionsRead = null;
        captionsKept = null;
        limitReachedAt = null;

        // The instances file lists its categories after its boxes: a first pass reads only the categories (and finds a
        // malformed file before any box is written), the second checks and writes each box as it is read.
        List<CategoryRec> instanceCategories = null;
        if (request.instances() != null) {
            instanceCategories = instanceCategories(categoryScan);
        }
        boolean instCategories = instanceCategories != null && !instanceCategories.isEmpty();
        List<CategoryRec> catRecs = instCategories ? instanceCategories : captionCategories;
        String catFile = instCategories ? JsonFiles.name(request.instances()) : capName;
        Map<String, String> categoryNames = new HashMap<>();
        List<NewCategory> categories = CocoReader.categories(catRecs, catFile, categoryNames, categoryProblems);
        writer.addCategories(categories);
        if (instanceCategories != null) {
            Boolean ok;
            try {
                ok = CocoReader.stream(request.instances(), readingInstances, quiet, new BoxWriter(categoryNames));
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot read " + request.annotations() + ": " + e.getMessage(), e);
            }
            if (ok == null) {
                // Malformed in a way only the full read sees (a number too large for its field): the buffered import
                // gives the report for that.
                throw new NotStreamable();
            }
        }
        quiet.checkCancelled();
        return finish();
    }

    /**
     * The instances file's categories, read without keeping anything else; null (and the problem, as the buffered
     * import reports it) when the file is malformed, in which case no box is read from it.
     */
    private List<CategoryRec> instanceCategories(FutureTask<List<CategoryRec>> scan) {
        List<CategoryRec> found;
        try {
            found = scan.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new JobCancelledException();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            if (e.getCause() instanceof IOException io) {
                throw new UncheckedIOException("Cannot read " + request.annotations() + ": " + io.getMessage(), io);
            }
            throw new IllegalStateException("Reading " + request.instances() + " failed: " + e.getCause(), e.getCause());
        }
        if (found != null) {
            return found;
        }
        try {
            // Read again the buffered way, for its report of the malformed file.
            CocoReader.parse(request.instances(), readingInstances, quiet, new HashMap<>(), false);
            return null;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + request.annotations() + ": " + e.getMessage(), e);
        }
    }

    /** The categories of the instances file, or null when it is malformed; nothing else is read, nothing reported. */
    private List<CategoryRec> scanInstanceCategories() throws IOException {
        return CocoReader.categoriesOnly(request.instances(), scanContext());
    }

    /** The import's context, also stopping the category scan once the import has ended. */
    private JobContext scanContext() {
        return new QuietJobContext() {
            @Override
            public long runId() {
                return context.runId();
            }

            @Override
            public boolean cancelled() {
                return scanAbandoned || context.cancelled();
            }
        };
    }

    /** Checks each box of the instances file as it is read and writes it when its image was imported. */
    private final class BoxWriter implements CocoReader.Records {
        private final Map<String, String> categoryNames;
        private final String instName = JsonFiles.name(request.instances());
        private final CocoBoxTable.FirstLines seen = new CocoBoxTable.FirstLines();
        private int records;

        BoxWriter(Map<String, String> categoryNames) {
            this.categoryNames = categoryNames;
        }

        @Override
        public void box(int line, int index, String id, String imageId, String categoryId, double[] bbox,
                        boolean crowd, Double score, boolean wrongType) {
            if ((records++ & 0xfff) == 0) {
                quiet.checkCancelled();
            }
            if (wrongType) {
                return; // reported where it was read
            }
            Integer ordinal = CocoReader.acceptBox(instName, line, index, id, imageId, categoryId, bbox != null, seen,
                    ordinalById::get, categoryNames, boxRecords);
            if (ordinal == null || sampleIds[ordinal] == 0) {
                return;
            }
            int i = ordinal;
            ParsedDataset.ParsedBox parsed = new ParsedDataset.ParsedBox(instName, line, "annotations[" + index
                    + "].bbox", id, categoryNames.get(categoryId), bbox[0], bbox[1], bbox[2], bbox[3], score, crowd);
            NewBox b = DatasetImporter.checkBox(parsed, widths[i], heights[i], scratch);
            ranked(i, 4);
            if (b != null) {
                writer.addBox(sampleIds[i], b);
            }
        }

        @Override
        public void arrayStarts(String array) {
        }

        @Override
        public void image(ImageRec r) {
        }

        @Override
        public void category(CategoryRec r) {
        }

        @Override
        public void caption(CaptionRec r) {
        }
    }

    /** The report in the buffered import's order; throws (rolling everything back) when strict or nothing was kept. */
    private String finish() {
        List<ImportProblem> all = new ArrayList<>();
        for (ProblemSink phase : List.of(readingCaptions, readingInstances, records, categoryProblems, boxRecords,
                paths)) {
            all.addAll(phase.all());
        }
        perImage.sort(Comparator.comparingInt(Ranked::image).thenComparingInt(Ranked::part)
                .thenComparingInt(Ranked::seq));
        perImage.forEach(r -> all.add(r.problem()));
        // Sorted by file and line so the report reads top to bottom; the sort is stable within a line.
        all.sort(Comparator.comparing(ImportProblem::file).thenComparingInt(ImportProblem::line));
        List<ImportProblem> problems = List.copyOf(all);
        int read = images.size();
        if (request.strict() && !problems.isEmpty()) {
            throw new ImportFailedException(DatasetImporter.report(request, name, read, 0, 0, 0, problems, false),
                    "Strict import refused");
        }
        if (writer.samples() == 0) {
            throw new ImportFailedException(DatasetImporter.report(request, name, read, 0, 0, 0, problems, false),
                    "Nothing could be imported");
        }
        report = DatasetImporter.report(request, name, read, writer.samples(), writer.captions(), writer.boxes(),
                problems, true);
        return Json.write(report);
    }

    /** Which reading of the captions file is under way. */
    private enum Phase { IMAGES, ANNOTATIONS }

    private Phase phase = Phase.IMAGES;
    private int imagesArrays;
    private int imagesArraysAgain;

    @Override
    public void arrayStarts(String array) {
        if (phase == Phase.IMAGES) {
            if (array.equals("images")) {
                imagesArrays++;
            } else if (imagesArrays == 0) {
                throw new NotStreamable(); // annotations or categories before images: the buffered import reads all first
            } else {
                throw new StopReading();
            }
        } else if (array.equals("images") && ++imagesArraysAgain > imagesArrays) {
            throw new NotStreamable(); // another images array after the annotations
        }
    }

    @Override
    public boolean skips(String array) {
        return phase == Phase.ANNOTATIONS && array.equals("images"); // read the first time
    }

    @Override
    public void image(ImageRec r) {
        if (CocoReader.acceptImage(r, capName, id -> {
            Integer ordinal = ordinalById.get(id);
            return ordinal == null ? null : images.get(ordinal).line();
        }, records)) {
            ordinalById.put(r.id(), images.size());
            images.add(new ParsedImage(capName, r.line(), "images[" + r.index() + "]", r.id(), r.fileName(), r.width(),
                    r.height(), r.split(), List.of(), List.of()));
        }
    }

    @Override
    public void category(CategoryRec r) {
        captionCategories.add(r);
    }

    @Override
    public void caption(CaptionRec c) {
        if ((captionRecords++ & 0xfff) == 0) {
            quiet.checkCancelled();
        }
        Integer ordinal = CocoReader.acceptCaption(c, capName, seenCaptions, ordinalById::get, records);
        if (ordinal == null || sampleIds[ordinal] == 0) {
            return; // skipped (and reported), or its image is not imported
        }
        int i = ordinal;
        int index = ++captionsRead[i];
        if (limitReachedAt[i] > 0) {
            return; // past the per-image limit: neither checked nor written, as in the buffered import
        }
        ParsedImage img = images.get(i);
        InputLimits limits = importer.limits();
        if (c.text().length() > limits.maxCaptionChars()) {
            perImage.add(new Ranked(i, 1, perImage.size(), new ImportProblem(img.file(), img.line(),
                    DatasetImporter.field(img) + " caption " + index, img.path() + ": caption " + index + " has "
                    + c.text().length() + " characters, over the limit of " + limits.maxCaptionChars()
                    + "; that caption skipped")));
            return;
        }
        if (captionsKept[i] == limits.maxCaptionsPerImage()) {
            limitReachedAt[i] = index;
            return;
        }
        writer.addCaption(sampleIds[i], c.id(), captionsKept[i]++, c.text());
    }

    @Override
    public void box(int line, int index, String id, String imageId, String categoryId, double[] bbox, boolean crowd,
                    Double score, boolean wrongType) {
        // Boxes in a captions file are not read (only the instances file's are), as in the buffered import.
    }

    /** The images array is read: check the paths and files. */
    private void checkImages() {
        Path realRoot;
        try {
            realRoot = root.toRealPath();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot resolve " + root + ": " + e.getMessage(), e);
        }
        int n = images.size();
        Path[] realPaths = new Path[n];
        Map<Path, ImageCheck> checks = new ConcurrentHashMap<>();
        Map<Path, Path> realDirs = new HashMap<>();
        for (int i = 0; i < n; i++) {
            Path real = DatasetImporter.confine(images.get(i), root, realRoot, realDirs, paths);
            if (real != null) {
                realPaths[i] = real;
                checks.put(real, DatasetImporter.PENDING);
            }
        }
        importer.checkImages(checks, context);
        context.checkCancelled();
        sampleIds = new long[n];
        widths = new int[n];
        heights = new int[n];
        checksums = new String[n];
        captionsRead = new int[n];
        captionsKept = new int[n];
        limitReachedAt = new int[n];
        for (int i = 0; i < n; i++) {
            if (realPaths[i] == null) {
                continue;
            }
            ParsedImage img = images.get(i);
            ImageCheck check = checks.get(realPaths[i]);
            String rejected = DatasetImporter.rejection(img, check);
            if (rejected != null) {
                rank(i, 0, img, rejected);
                continue;
            }
            widths[i] = check.info().width();
            heights[i] = check.info().height();
            checksums[i] = check.sha256();
            accepted++;
        }
    }

    /** A sample for every image whose file passed; {@link #sampleIds} then tells which images are imported. */
    private void writeSamples() {
        for (int i = 0; i < images.size(); i++) {
            if (checksums[i] == null) {
                continue;
            }
            ParsedImage img = images.get(i);
            String relPath = FolderReader.slashes(root.relativize(root.resolve(img.path()).normalize()));
            sampleIds[i] = writer.addSample(img.externalId(), relPath, widths[i], heights[i], checksums[i], img.split());
        }
        checksums = null;
    }

    private void rank(int image, int part, ParsedImage img, String message) {
        perImage.add(new Ranked(image, part, perImage.size(),
                new ImportProblem(img.file(), img.line(), DatasetImporter.field(img), message)));
    }

    /** Moves what {@link #scratch} holds into the image's problems. */
    private void ranked(int image, int part) {
        if (scratch.size() > 0) {
            for (ImportProblem p : scratch.takeAll()) {
                perImage.add(new Ranked(image, part, perImage.size(), p));
            }
        }
    }
}
