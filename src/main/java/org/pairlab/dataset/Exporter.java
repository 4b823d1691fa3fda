package org.pairlab.dataset;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.pairlab.image.CandidateImages;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.ImageFormatException;
import org.pairlab.image.SampleImages;
import org.pairlab.project.Candidate;
import org.pairlab.project.Caption;
import org.pairlab.project.Dataset;
import org.pairlab.project.Json;
import org.pairlab.project.Project;
import org.pairlab.project.ReviewStatus;
import org.pairlab.project.Sample;
import org.pairlab.runs.JobContext;

/**
 * Exports originals and accepted candidates in any {@link ExportFormat}: collects the items, writes their images where
 * the format's {@link ExportWriter} wants them, lets the writer write its files, and adds a manifest. The output is
 * deterministic (stable ids and names, sorted keys, no timestamps), so the same project exports the same bytes. It is
 * written into a temporary folder beside {@code out} and moved into place at the end, so a crash never leaves a
 * half-written export that looks complete.
 */
public final class Exporter {
    static final String IMAGES = "images";
    static final String MANIFEST = "manifest.json";

    private final ImageDecoder decoder;

    public Exporter() {
        this(new ImageDecoder());
    }

    public Exporter(ImageDecoder decoder) {
        this.decoder = decoder;
    }

    /**
     * Checks a request without writing anything: format, output folder, what to include, that the split exists, and
     * that the target is safe ({@link ExportTarget}). Returns the checked target.
     */
    public static ExportTarget.Checked precheck(Project project, ExportRequest request) {
        if (request.format() == null || request.out() == null) {
            throw new ExportFailedException("An export needs a format and an output folder.");
        }
        if (request.include().isEmpty()) {
            throw new ExportFailedException("Nothing to export: include originals, accepted candidates, or both.");
        }
        if (request.split() != null) {
            List<String> splits = project.samples().splits();
            if (!splits.contains(request.split())) {
                throw new ExportFailedException("The project has no split '" + request.split() + "'; its splits are: "
                        + (splits.isEmpty() ? "(none; leave out the split to export everything)" : String.join(", ", splits))
                        + ".");
            }
        }
        return ExportTarget.check(project, request.out(), request.overwrite());
    }

    public ExportResult run(Project project, ExportRequest request, JobContext context) {
        ExportTarget.Checked target = precheck(project, request);
        Path out = target.out();
        context.progress(0, 1, "Collecting items");
        List<ExportItem> items = collect(project, request);
        context.checkCancelled();
        Path parent = out.getParent();
        Path tmp = PartialExports.partialOf(out);
        if (!project.readOnly()) {
            // Folders left by earlier exports that were killed are cleaned up by the next export.
            PartialExports.clean(project).forEach(p -> context.log("Removed the abandoned partial export " + p.folder()
                    + " (" + p.bytes() + " bytes)"));
        }
        try {
            Files.createDirectories(parent);
            deleteTree(tmp);
            Files.createDirectories(tmp);
            ExportWriter writer = new ExportWriters().of(request.format());
            ImageSource images = new ImageSource(project, decoder);
            writeImages(images, writer, items, tmp, context);
            context.checkCancelled();
            context.progress(0, 1, "Writing " + request.format().label() + " files");
            writer.write(new ExportBatch(project, items, tmp, request.options(), images::bytes));
            List<String> files = writeManifest(request, items, tmp);
            moveIntoPlace(tmp, out, target.previousExportFiles());
            int captions = items.stream().mapToInt(i -> i.captions().size()).sum();
            int boxes = items.stream().mapToInt(i -> i.boxes().size()).sum();
            int candidates = (int) items.stream().filter(i -> i.candidate() != null).count();
            context.progress(1, 1, "Exported " + items.size() + " images to " + out);
            return new ExportResult(out, items.size(), items.size() - candidates, candidates, captions, boxes, files);
        } catch (IOException e) {
            removeQuietly(tmp);
            throw new ExportFailedException("Cannot write the export to " + out + ": " + e.getMessage(), e);
        } catch (RuntimeException e) {
            removeQuietly(tmp);
            throw e;
        }
    }

    private static void removeQuietly(Path tmp) {
        try {
            deleteTree(tmp);
        } catch (IOException ignored) {
            // the partial folder's name marks it as partial, and the next export removes it
        }
    }

    private List<ExportItem> collect(Project project, ExportRequest request) {
        List<Sample> originals = new ArrayList<>();
        Map<Long, Sample> allSamples = new HashMap<>();
        Map<Long, Dataset> datasets = new LinkedHashMap<>();
        // Captions excluded by a filter in force are left out, and so are samples left with no caption.
        Set<Long> excludedCaptions = project.exclusions().excludedCaptionIds();
        Set<Long> excludedSamples = project.exclusions().excludedSampleIds();
        for (Dataset d : project.datasets().list()) {
            datasets.put(d.id(), d);
            for (Sample s : project.samples().ofDataset(d.id())) {
                allSamples.put(s.id(), s);
                if (request.include().contains(ExportInclude.ORIGINALS) && s.status() != ReviewStatus.REJECTED
                        && !excludedSamples.contains(s.id()) && (request.split() == null || request.split().equals(s.split()))) {
                    originals.add(s);
                }
            }
        }
        List<Candidate> candidates = new ArrayList<>();
        if (request.include().contains(ExportInclude.ACCEPTED)) {
            for (Candidate c : project.candidates().withStatus(ReviewStatus.ACCEPTED, null)) {
                Sample src = allSamples.get(c.sampleId());
                if (src != null && (request.split() == null || request.split().equals(src.split()))) {
                    candidates.add(c);
                }
            }
        }
        // Original COCO ids are kept when they are unique integers, so an exported COCO set still matches its source.
        boolean keepIds = true;
        Set<Long> seen = new HashSet<>();
        for (Sample s : originals) {
            Long id = ExportBatch.parseLong(s.externalId());
            if (id == null || id <= 0 || !seen.add(id)) {
                keepIds = false;
                break;
            }
        }
        // A relative path used in more than one dataset gets the dataset name in front, so files never collide.
        Map<String, Set<Long>> pathDatasets = new HashMap<>();
        for (Sample s : originals) {
            pathDatasets.computeIfAbsent(s.path(), k -> new HashSet<>()).add(s.datasetId());
        }
        List<ExportItem> items = new ArrayList<>();
        long next = 1;
        for (Sample s : originals) {
            long id = keepIds ? ExportBatch.parseLong(s.externalId()) : next++;
            String name = pathDatasets.get(s.path()).size() > 1
                    ? safe(datasets.get(s.datasetId()).name()) + "/" + s.path() : s.path();
            List<String> caps = project.samples().captions(s.id()).stream()
                    .filter(c -> !excludedCaptions.contains(c.id())).map(Caption::text).toList();
            items.add(new ExportItem(s, null, s.textOnly() ? "" : name, id, s.width(), s.height(), s.split(), caps,
                    project.samples().boxes(s.id()), null));
        }
        long maxId = items.stream().mapToLong(ExportItem::imageId).max().orElse(0);
        next = maxId + 1;
        for (Candidate c : candidates) {
            Sample src = allSamples.get(c.sampleId());
            String base = src.path().substring(src.path().lastIndexOf('/') + 1);
            int dot = base.lastIndexOf('.');
            base = dot > 0 ? base.substring(0, dot) : base;
            String name = "augmented/" + safe(base) + "_" + safe(c.recipe().method()) + "_" + c.id() + ".png";
            items.add(new ExportItem(src, c, src.textOnly() ? "" : name, next++, c.width(), c.height(), src.split(), c.captions(),
                    c.boxes(), project.candidates().quality(c.id()).orElse(null)));
        }
        return items;
    }

    private static String safe(String s) {
        return s.replaceAll("[^A-Za-z0-9._-]", "_");
    }

    /** Where the bytes of an item's image come from: the original file, or the candidate rendered from its recipe. */
    private static final class ImageSource {
        private final SampleImages images;
        private final CandidateImages renderer;

        ImageSource(Project project, ImageDecoder decoder) {
            this.images = new SampleImages(project, decoder);
            this.renderer = CandidateImages.of(project, images);
        }

        Path original(ExportItem item) {
            Path src = images.path(item.source());
            if (!Files.isRegularFile(src)) {
                throw new ExportFailedException("The image of sample " + item.source().id() + " is missing: " + src);
            }
            return src;
        }

        byte[] render(ExportItem item) {
            try {
                return renderer.renderPng(item.candidate());
            } catch (ImageFormatException e) {
                throw new ExportFailedException("Cannot render candidate " + item.candidate().id() + ": "
                        + e.getMessage(), e);
            }
        }

        byte[] bytes(ExportItem item) throws IOException {
            return item.candidate() == null ? Files.readAllBytes(original(item)) : render(item);
        }
    }

    /**
     * Copies or renders each item's image to where the writer wants it; writers that store images themselves say null.
     * Candidates are rendered on a thread per core, at most a few items ahead of the writing, which stays in order on
     * this thread (so progress, cancellation and the first failure are reported as before).
     */
    private static void writeImages(ImageSource images, ExportWriter writer, List<ExportItem> items, Path tmp,
                                    JobContext context) throws IOException {
        int threads = Runtime.getRuntime().availableProcessors();
        java.util.concurrent.ExecutorService renderers = java.util.concurrent.Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "pairlab-export-render");
            t.setDaemon(true);
            return t;
        });
        try {
            List<java.util.concurrent.Future<byte[]>> rendering = new ArrayList<>(items.size());
            List<Path> targets = new ArrayList<>(items.size());
            int submitted = 0;
            for (int done = 0; done < items.size(); done++) {
                context.checkCancelled();
                // Keep up to 2 renders per thread queued beyond the item being written.
                for (; submitted < items.size() && submitted < done + 2 * threads + 1; submitted++) {
                    ExportItem next = items.get(submitted);
                    Path target = target(writer, next, tmp);
                    targets.add(target);
                    boolean render = target != null && next.candidate() != null && !Files.exists(target);
                    rendering.add(render ? renderers.submit(() -> images.render(next)) : null);
                }
                ExportItem item = items.get(done);
                Path target = targets.get(done);
                java.util.concurrent.Future<byte[]> rendered = rendering.set(done, null); // let the bytes go once written
                if (target != null && !Files.exists(target)) {
                    Files.createDirectories(target.getParent());
                    if (item.candidate() == null) {
                        Files.copy(images.original(item), target);
                    } else {
                        Files.write(target, rendered != null ? await(rendered) : images.render(item));
                    }
                }
                context.progress(done + 1, items.size(), "Writing images");
            }
        } finally {
            renderers.shutdownNow();
        }
    }

    /** Where an item's image goes in the export folder, or null when the writer stores no file for it. */
    private static Path target(ExportWriter writer, ExportItem item, Path tmp) {
        String rel = item.textOnly() ? null : writer.imagePath(item);
        if (rel == null) {
            return null;
        }
        Path target = tmp.resolve(rel).normalize();
        if (!target.startsWith(tmp) || target.equals(tmp)) {
            throw new ExportFailedException("Sample " + item.source().id() + " has a path that leaves the export folder: "
                    + item.fileName());
        }
        return target;
    }

    /** A render's bytes; its failure is rethrown as it was thrown on the render thread. */
    private static byte[] await(java.util.concurrent.Future<byte[]> rendered) throws IOException {
        try {
            return rendered.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new org.pairlab.runs.JobCancelledException();
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw new IOException(e.getCause());
        }
    }

    /** Lists every file with its size and sha256, sorted by path; the manifest itself is listed last by name only. */
    private static List<String> writeManifest(ExportRequest request, List<ExportItem> items, Path tmp) throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.walk(tmp)) {
            files = s.filter(Files::isRegularFile).toList();
        }
        Map<String, Path> sorted = new TreeMap<>();
        for (Path p : files) {
            sorted.put(FolderReader.slashes(tmp.relativize(p)), p);
        }
        List<Object> entries = new ArrayList<>();
        for (Map.Entry<String, Path> e : sorted.entrySet()) {
            Map<String, Object> m = new TreeMap<>();
            m.put("path", e.getKey());
            m.put("size", Files.size(e.getValue()));
            m.put("sha256", ImageCheck.sha256(e.getValue()));
            entries.add(m);
        }
        Map<String, Object> manifest = new TreeMap<>();
        manifest.put("format", request.format().label());
        manifest.put("images", items.size());
        manifest.put("files", entries);
        Files.write(tmp.resolve(MANIFEST),
                (Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(manifest) + "\n")
                        .getBytes(StandardCharsets.UTF_8));
        List<String> names = new ArrayList<>(sorted.keySet());
        names.add(MANIFEST);
        names.sort(null);
        return names;
    }

    /**
     * Moves the finished export into place. A previous export there is moved aside first and then only the files its
     * manifest listed are deleted, so a file someone put there meanwhile is left (in the old folder) rather than lost.
     */
    private static void moveIntoPlace(Path tmp, Path out, Set<String> previousExportFiles) throws IOException {
        Path old = PartialExports.oldOf(out);
        if (Files.exists(old, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            // Left by an export cut off while swapping folders: only what its manifest lists may go.
            removeListed(old, ExportTarget.manifestFilesOrEmpty(old));
            if (Files.exists(old, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                throw new ExportFailedException("A leftover folder " + old + " holds files no PairLab export "
                        + "listed; move them out and export again.");
            }
        }
        if (Files.exists(out)) {
            move(out, old);
        }
        move(tmp, out);
        removeListed(old, previousExportFiles);
    }

    /** Deletes the listed files below {@code dir}, then the folders left empty; anything else stays. */
    private static void removeListed(Path dir, Set<String> listed) throws IOException {
        if (!Files.isDirectory(dir, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        for (String rel : listed) {
            Path f = dir.resolve(rel).normalize();
            if (f.startsWith(dir) && !Files.isDirectory(f, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                Files.deleteIfExists(f);
            }
        }
        List<Path> dirs;
        try (Stream<Path> s = Files.walk(dir)) {
            dirs = new ArrayList<>(s.filter(p -> Files.isDirectory(p, java.nio.file.LinkOption.NOFOLLOW_LINKS)).toList());
        }
        dirs.sort(java.util.Comparator.comparingInt(Path::getNameCount).reversed());
        for (Path d : dirs) {
            try (Stream<Path> s = Files.list(d)) {
                if (s.findAny().isEmpty()) {
                    Files.delete(d);
                }
            }
        }
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to);
        }
    }

    static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        Files.walkFileTree(dir, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.delete(file);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path d, IOException exc) throws IOException {
                Files.delete(d);
                return FileVisitResult.CONTINUE;
            }
        });
    }
}
