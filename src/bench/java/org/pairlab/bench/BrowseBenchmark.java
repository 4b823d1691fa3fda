package org.pairlab.bench;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.pairlab.dataset.DatasetImporter;
import org.pairlab.dataset.ImportFormat;
import org.pairlab.dataset.ImportRequest;
import org.pairlab.dataset.QuietJobContext;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.SampleImages;
import org.pairlab.image.SampleThumbnails;
import org.pairlab.image.Thumbnails;
import org.pairlab.project.ItemFilter;
import org.pairlab.project.ItemRef;
import org.pairlab.project.Project;
import org.pairlab.project.Sample;

/**
 * {@code pairlab bench ui}: what opening a large project in the workbench costs, headless, through the calls the
 * workbench makes: open the store, the grid's first query (all originals and the decided ones), and the first
 * screenful of thumbnails made on two threads from a cold thumbnail cache (and again warm); thumbnail decode at
 * reduced resolution against a full decode and scale; and memory (live heap after a full GC, and the process's
 * resident size) after 20 caption searches, each keeping only its latest result as the grid does.
 */
public final class BrowseBenchmark {
    /** Thumbnails in the first screen of the grid at 1920x1080 (about 5 columns x 4 rows; 1366x768 shows fewer). */
    static final int FIRST_SCREEN = 24;
    private static final int THUMB = 160;
    private static final List<String> SEARCHES = List.of("man", "woman", "dog", "cat", "pizza", "giraffe", "table",
            "street", "red", "bus", "a man riding", "kitchen", "people", "train", "sitting on", "two", "water", "tennis",
            "the", "white plate");

    private BrowseBenchmark() {
    }

    /** Builds (or reuses) a project of {@code images} samples in {@code workDir} and measures it. */
    public static String run(Path sharedData, Path workDir, int images) throws Exception {
        StringBuilder out = new StringBuilder();
        Path projectFile = workDir.resolve("browse-" + images + ".pairlab");
        if (!Files.isRegularFile(projectFile)) {
            Files.createDirectories(workDir);
            Path caps = workDir.resolve("browse-captions.json");
            Path inst = workDir.resolve("browse-instances.json");
            ImportBenchmark.generate(sharedData.resolve("coco-sample"), images, caps, inst);
            long t0 = System.nanoTime();
            try (Project p = Project.create(projectFile)) {
                new DatasetImporter().run(p, new ImportRequest(ImportFormat.COCO, caps, inst,
                        sharedData.resolve("coco-sample/images"), "bench", false), new QuietJobContext());
            }
            out.append(String.format("  built the project (import): %.1f s%n", (System.nanoTime() - t0) / 1e9));
            Files.deleteIfExists(caps);
            Files.deleteIfExists(inst);
        }
        out.insert(0, String.format("PairLab bench ui: %s (%d cores, max heap %d MB)%n", projectFile.getFileName(),
                Runtime.getRuntime().availableProcessors(), Runtime.getRuntime().maxMemory() >> 20));
        Path thumbs = projectFile.resolveSibling(projectFile.getFileName() + ".cache").resolve("thumbs");
        deleteTree(thumbs);
        out.append(open(projectFile, "cold thumbnail cache"));
        out.append(open(projectFile, "warm thumbnail cache"));
        out.append(decodeComparison(projectFile));
        out.append(searches(projectFile));
        return out.toString();
    }

    /** Open, first grid query and the first screenful of thumbnails, timed from before the store is opened. */
    private static String open(Path file, String what) throws Exception {
        long t0 = System.nanoTime();
        try (Project p = Project.open(file)) {
            long t1 = System.nanoTime();
            List<ItemRef> items = p.samples().find(ItemFilter.originals());
            var decided = decided(p);
            long t2 = System.nanoTime();
            SampleThumbnails thumbs = new SampleThumbnails(new Thumbnails(p.cacheDir()), new SampleImages(p, new ImageDecoder()));
            // Two threads, as the grid's thumbnail cache uses.
            ExecutorService pool = Executors.newFixedThreadPool(2);
            try {
                List<Future<Path>> done = new ArrayList<>();
                for (ItemRef r : items.subList(0, Math.min(FIRST_SCREEN, items.size()))) {
                    done.add(pool.submit(() -> thumbs.file(p.samples().get(r.id()).orElseThrow(), THUMB)));
                }
                for (Future<Path> f : done) {
                    f.get();
                }
            } finally {
                pool.shutdown();
            }
            long t3 = System.nanoTime();
            return String.format("  open to first %d thumbnails (%s): %.0f ms = open %.0f ms + grid query %.0f ms (%,d items,"
                            + " %d decided) + thumbnails %.0f ms%n", FIRST_SCREEN, what, (t3 - t0) / 1e6, (t1 - t0) / 1e6,
                    (t2 - t1) / 1e6, items.size(), decided.size(), (t3 - t2) / 1e6);
        }
    }

    /** The grid's second query: the items that are not pending, with their status. */
    private static Map<org.pairlab.project.ItemRef, org.pairlab.project.ReviewStatus> decided(Project p) {
        return new org.pairlab.project.GridCounts(p).decided(org.pairlab.project.ItemKind.SAMPLE);
    }

    /** Per thumbnail: decoded at reduced resolution (what the grid does) against a full decode, both then scaled. */
    private static String decodeComparison(Path file) throws Exception {
        try (Project p = Project.open(file)) {
            SampleImages images = new SampleImages(p, new ImageDecoder());
            List<Sample> samples = new ArrayList<>();
            for (ItemRef r : p.samples().find(ItemFilter.originals()).subList(0, 52)) {
                samples.add(p.samples().get(r.id()).orElseThrow());
            }
            double[] ms = new double[2];
            for (int round = 0; round < 3; round++) {
                for (int mode = 0; mode < 2; mode++) {
                    long t0 = System.nanoTime();
                    for (Sample s : samples) {
                        int sub = mode == 0 ? Thumbnails.subsamplingFor(s.width(), s.height(), THUMB) : 1;
                        BufferedImage small = Thumbnails.scale(images.decoder().decode(images.path(s), sub), THUMB);
                        if (small.getWidth() > THUMB) {
                            throw new IllegalStateException("thumbnail too large");
                        }
                    }
                    if (round > 0) {
                        ms[mode] += (System.nanoTime() - t0) / 1e6 / samples.size() / 2;
                    }
                }
            }
            return String.format("  thumbnail decode+scale of %d COCO images: subsampled %.1f ms, full decode %.1f ms (%.1fx)%n",
                    samples.size(), ms[0], ms[1], ms[1] / ms[0]);
        }
    }

    /** Live heap after a full GC and resident size after 20 caption searches, keeping the latest result only. */
    private static String searches(Path file) {
        StringBuilder out = new StringBuilder();
        try (Project p = Project.open(file)) {
            List<ItemRef> shown = p.samples().find(ItemFilter.originals());
            long before = liveHeap();
            long t0 = System.nanoTime();
            long maxLive = 0;
            int maxResult = 0;
            for (String word : SEARCHES) {
                shown = p.samples().find(ItemFilter.originals().withText(word));
                decided(p);
                maxResult = Math.max(maxResult, shown.size());
                maxLive = Math.max(maxLive, liveHeap());
            }
            long t1 = System.nanoTime();
            out.append(String.format("  20 caption searches: %.0f ms each on average, largest result %,d samples%n",
                    (t1 - t0) / 1e6 / SEARCHES.size(), maxResult));
            out.append(String.format("  memory: live heap %d MB before, at most %d MB after a search (%d shown now);"
                            + " resident %s, peak resident %s%n", before >> 20, maxLive >> 20, shown.size(),
                    procStatus("VmRSS"), procStatus("VmHWM")));
        }
        return out.toString();
    }

    private static long liveHeap() {
        System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    /** A line of /proc/self/status (Linux), e.g. "812 MB"; "n/a" elsewhere. */
    private static String procStatus(String key) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith(key + ":")) {
                    long kb = Long.parseLong(line.replaceAll("[^0-9]", ""));
                    return (kb >> 10) + " MB";
                }
            }
        } catch (IOException | RuntimeException e) {
            return "n/a";
        }
        return "n/a";
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return;
        }
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path f : s.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(f);
            }
        }
    }
}
