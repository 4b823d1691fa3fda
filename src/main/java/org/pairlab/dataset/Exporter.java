package org.pairlab.dataset;

import java.io.IOException;
import java.io.OutputStream;
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
import org.pairlab.augment.AugmentContext;
import org.pairlab.augment.Augmenters;
import org.pairlab.augment.CandidateRenderer;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.ImageFormatException;
import org.pairlab.image.SampleImages;
import org.pairlab.project.Box;
import org.pairlab.project.Candidate;
import org.pairlab.project.CaptionQuality;
import org.pairlab.project.Caption;
import org.pairlab.project.Category;
import org.pairlab.project.Dataset;
import org.pairlab.project.Json;
import org.pairlab.project.Project;
import org.pairlab.project.ReviewStatus;
import org.pairlab.project.Sample;
import org.pairlab.runs.JobContext;

/**
 * Exports originals and accepted candidates as COCO or JSON Lines with an images folder and a manifest. The output is
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

    /** One image to write: an original ({@code candidate} null) or a candidate rendered from its recipe. */
    private record Item(Sample source, Candidate candidate, String fileName, long imageId, int width, int height,
                        String split, List<String> captions, List<Box> boxes, CaptionQuality quality) {
        /** A caption without an image: nothing to copy or render, and no file name. */
        boolean textOnly() {
            return source.textOnly();
        }
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
        List<Item> items = collect(project, request);
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
            Files.createDirectories(tmp.resolve(IMAGES));
            writeImages(project, items, tmp, context);
            boolean anyBoxes = items.stream().anyMatch(i -> !i.boxes().isEmpty());
            if (request.format() == ExportFormat.COCO) {
                writeCoco(project, items, tmp, anyBoxes);
            } else {
                writeJsonLines(project, items, tmp);
            }
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

    private List<Item> collect(Project project, ExportRequest request) {
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
            Long id = parseLong(s.externalId());
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
        List<Item> items = new ArrayList<>();
        long next = 1;
        for (Sample s : originals) {
            long id = keepIds ? parseLong(s.externalId()) : next++;
            String name = pathDatasets.get(s.path()).size() > 1
                    ? safe(datasets.get(s.datasetId()).name()) + "/" + s.path() : s.path();
            List<String> caps = project.samples().captions(s.id()).stream()
                    .filter(c -> !excludedCaptions.contains(c.id())).map(Caption::text).toList();
            items.add(new Item(s, null, s.textOnly() ? "" : name, id, s.width(), s.height(), s.split(), caps,
                    project.samples().boxes(s.id()), null));
        }
        long maxId = items.stream().mapToLong(Item::imageId).max().orElse(0);
        next = maxId + 1;
        for (Candidate c : candidates) {
            Sample src = allSamples.get(c.sampleId());
            String base = src.path().substring(src.path().lastIndexOf('/') + 1);
            int dot = base.lastIndexOf('.');
            base = dot > 0 ? base.substring(0, dot) : base;
            String name = "augmented/" + safe(base) + "_" + safe(c.recipe().method()) + "_" + c.id() + ".png";
            items.add(new Item(src, c, src.textOnly() ? "" : name, next++, c.width(), c.height(), src.split(), c.captions(),
                    c.boxes(), project.candidates().quality(c.id()).orElse(null)));
        }
        return items;
    }

    private static Long parseLong(String s) {
        try {
            return s == null ? null : Long.valueOf(s);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static String safe(String s) {
        return s.replaceAll("[^A-Za-z0-9._-]", "_");
    }

    private void writeImages(Project project, List<Item> items, Path tmp, JobContext context) throws IOException {
        SampleImages images = new SampleImages(project, decoder);
        CandidateRenderer renderer = new CandidateRenderer(new Augmenters(), new AugmentContext(project, images));
        Path dir = tmp.resolve(IMAGES);
        int done = 0;
        for (Item item : items) {
            context.checkCancelled();
            if (item.textOnly()) {
                done++;
                continue;
            }
            Path target = dir.resolve(item.fileName()).normalize();
            if (!target.startsWith(dir)) {
                throw new ExportFailedException("Sample " + item.source().id() + " has a path that leaves the export folder: "
                        + item.fileName());
            }
            if (!Files.exists(target)) {
                Files.createDirectories(target.getParent());
                if (item.candidate() == null) {
                    Path src = images.path(item.source());
                    if (!Files.isRegularFile(src)) {
                        throw new ExportFailedException("The image of sample " + item.source().id() + " is missing: " + src);
                    }
                    Files.copy(src, target);
                } else {
                    try {
                        Files.write(target, renderer.renderPng(item.candidate()));
                    } catch (ImageFormatException e) {
                        throw new ExportFailedException("Cannot render candidate " + item.candidate().id() + ": "
                                + e.getMessage(), e);
                    }
                }
            }
            done++;
            context.progress(done, items.size(), "Writing images");
        }
    }

    /** The reviewers' tags of originals and candidates, exported as {@code pairlab_tags}. */
    private record ItemTags(Map<Long, List<String>> samples, Map<Long, List<String>> candidates) {
        static ItemTags of(Project project) {
            return new ItemTags(project.tags().all(org.pairlab.project.ItemKind.SAMPLE),
                    project.tags().all(org.pairlab.project.ItemKind.CANDIDATE));
        }

        java.util.Optional<List<String>> of(Item item) {
            return java.util.Optional.ofNullable(item.candidate() != null ? candidates.get(item.candidate().id())
                    : samples.get(item.source().id()));
        }
    }

    private static Map<String, Object> imageEntry(Item item, Map<Long, Long> exportedIdOfSample) {
        Map<String, Object> m = new TreeMap<>();
        m.put("id", item.imageId());
        m.put("file_name", item.fileName());
        m.put("width", item.width());
        m.put("height", item.height());
        if (item.split() != null) {
            m.put("split", item.split());
        }
        if (item.textOnly()) {
            m.put("pairlab_text_only", true);
        }
        if (item.candidate() != null) {
            m.put("pairlab_recipe", recipe(item, exportedIdOfSample));
        }
        return m;
    }

    private static Map<String, Object> recipe(Item item, Map<Long, Long> exportedIdOfSample) {
        var r = item.candidate().recipe();
        Map<String, Object> m = new TreeMap<>();
        m.put("method", r.method());
        m.put("params", new TreeMap<>(r.params()));
        m.put("seed", r.seed());
        Long exported = exportedIdOfSample.get(item.source().id());
        // The source image id is the id in this export when the original is exported too, else its original id.
        m.put("source_image_id", exported != null ? exported : item.source().externalId());
        m.put("source_file", item.source().path());
        for (String key : List.of("replaced_boxes", "patch_source")) {
            String camel = key.equals("replaced_boxes") ? "replacedBoxes" : "patchSource";
            Object v = r.details().containsKey(key) ? r.details().get(key) : r.details().get(camel);
            if (v != null) {
                m.put(key, v);
            }
        }
        if (!r.modelChecksums().isEmpty()) {
            m.put("model_checksums", new TreeMap<>(r.modelChecksums()));
        }
        CaptionQuality q = item.quality();
        if (q != null && q.fluency() != null) {
            // The language scores a reviewer sorted and filtered by, so training scripts can filter the same way.
            Map<String, Object> quality = new TreeMap<>();
            quality.put("fluency", q.fluency());
            quality.put("grammar_errors", q.grammarErrors());
            quality.put("grammar_added", q.grammarAdded());
            quality.put("language_model", q.model());
            m.put("quality", quality);
        }
        return m;
    }

    private static Map<Long, Long> exportedIds(List<Item> items) {
        Map<Long, Long> out = new HashMap<>();
        for (Item i : items) {
            if (i.candidate() == null) {
                out.putIfAbsent(i.source().id(), i.imageId());
            }
        }
        return out;
    }

    private void writeCoco(Project project, List<Item> items, Path tmp, boolean anyBoxes) throws IOException {
        Map<Long, Long> exported = exportedIds(items);
        List<Object> images = new ArrayList<>();
        List<Object> captions = new ArrayList<>();
        long capId = 1;
        ItemTags tags = ItemTags.of(project);
        for (Item item : items) {
            Map<String, Object> image = imageEntry(item, exported);
            tags.of(item).ifPresent(t -> image.put("pairlab_tags", t));
            images.add(image);
            for (String c : item.captions()) {
                Map<String, Object> a = new TreeMap<>();
                a.put("id", capId++);
                a.put("image_id", item.imageId());
                a.put("caption", c);
                captions.add(a);
            }
        }
        Map<String, Object> info = new TreeMap<>(Map.of("description", "Exported by PairLab", "version", "1"));
        Map<String, Object> root = new TreeMap<>();
        root.put("info", info);
        root.put("licenses", List.of());
        root.put("images", images);
        root.put("annotations", captions);
        writeJson(tmp.resolve("captions.json"), root);
        if (!anyBoxes) {
            return;
        }
        Map<String, Integer> categoryIds = categoryIds(project, items);
        Map<String, String> supers = supercategories(project);
        List<Object> boxes = new ArrayList<>();
        long boxId = 1;
        for (Item item : items) {
            for (Box b : item.boxes()) {
                Map<String, Object> a = new TreeMap<>();
                a.put("id", boxId++);
                a.put("image_id", item.imageId());
                a.put("category_id", categoryIds.get(b.category()));
                a.put("bbox", List.of(b.x(), b.y(), b.w(), b.h()));
                a.put("area", b.area());
                a.put("iscrowd", b.crowd() ? 1 : 0);
                if (b.score() != null) {
                    a.put("score", b.score());
                }
                boxes.add(a);
            }
        }
        List<Object> cats = new ArrayList<>();
        new TreeMap<>(invert(categoryIds)).forEach((id, name) -> {
            Map<String, Object> c = new TreeMap<>();
            c.put("id", id);
            c.put("name", name);
            if (supers.get(name) != null) {
                c.put("supercategory", supers.get(name));
            }
            cats.add(c);
        });
        Map<String, Object> inst = new TreeMap<>();
        inst.put("info", info);
        inst.put("licenses", List.of());
        inst.put("images", images);
        inst.put("annotations", boxes);
        inst.put("categories", cats);
        writeJson(tmp.resolve("instances.json"), inst);
    }

    private static Map<Integer, String> invert(Map<String, Integer> m) {
        Map<Integer, String> out = new TreeMap<>();
        m.forEach((k, v) -> out.put(v, k));
        return out;
    }

    /** Category ids: the original COCO id where a dataset had one (first wins), new ids after the largest for others. */
    private static Map<String, Integer> categoryIds(Project project, List<Item> items) {
        Set<String> used = new java.util.TreeSet<>();
        items.forEach(i -> i.boxes().forEach(b -> used.add(b.category())));
        Map<String, Integer> known = new HashMap<>();
        for (Dataset d : project.datasets().list()) {
            for (Category c : project.datasets().categories(d.id())) {
                if (c.externalId() != null) {
                    known.putIfAbsent(c.name(), c.externalId());
                }
            }
        }
        Map<String, Integer> out = new TreeMap<>();
        Set<Integer> taken = new HashSet<>();
        for (String name : used) {
            Integer id = known.get(name);
            if (id != null && taken.add(id)) {
                out.put(name, id);
            }
        }
        int next = taken.stream().mapToInt(Integer::intValue).max().orElse(0) + 1;
        for (String name : used) {
            if (!out.containsKey(name)) {
                out.put(name, next++);
            }
        }
        return out;
    }

    private static Map<String, String> supercategories(Project project) {
        Map<String, String> out = new HashMap<>();
        for (Dataset d : project.datasets().list()) {
            for (Category c : project.datasets().categories(d.id())) {
                if (c.supercategory() != null) {
                    out.putIfAbsent(c.name(), c.supercategory());
                }
            }
        }
        return out;
    }

    private void writeJsonLines(Project project, List<Item> items, Path tmp) throws IOException {
        Map<Long, Long> exported = exportedIds(items);
        ItemTags tags = ItemTags.of(project);
        try (OutputStream out = Files.newOutputStream(tmp.resolve("captions.jsonl"))) {
            for (Item item : items) {
                Map<String, Object> m = new TreeMap<>();
                m.put("id", Long.toString(item.imageId()));
                m.put("image", item.textOnly() ? null : IMAGES + "/" + item.fileName());
                m.put("captions", item.captions());
                m.put("split", item.split());
                m.put("width", item.width());
                m.put("height", item.height());
                if (!item.boxes().isEmpty()) {
                    List<Object> boxes = new ArrayList<>();
                    for (Box b : item.boxes()) {
                        Map<String, Object> bm = new TreeMap<>();
                        bm.put("category", b.category());
                        bm.put("bbox", List.of(b.x(), b.y(), b.w(), b.h()));
                        bm.put("crowd", b.crowd());
                        if (b.score() != null) {
                            bm.put("score", b.score());
                        }
                        boxes.add(bm);
                    }
                    m.put("boxes", boxes);
                }
                if (item.candidate() != null) {
                    m.put("pairlab_recipe", recipe(item, exported));
                }
                tags.of(item).ifPresent(t -> m.put("pairlab_tags", t));
                out.write((Json.write(m) + "\n").getBytes(StandardCharsets.UTF_8));
            }
        }
    }

    private static void writeJson(Path file, Object value) throws IOException {
        Files.write(file, (Json.write(value) + "\n").getBytes(StandardCharsets.UTF_8));
    }

    /** Lists every file with its size and sha256, sorted by path; the manifest itself is listed last by name only. */
    private static List<String> writeManifest(ExportRequest request, List<Item> items, Path tmp) throws IOException {
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
        manifest.put("format", request.format().name().toLowerCase());
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
