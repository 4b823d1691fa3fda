package org.pairlab.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.pairlab.dataset.DatasetImporter;
import org.pairlab.dataset.ImportFormat;
import org.pairlab.dataset.ImportRequest;
import org.pairlab.dataset.QuietJobContext;
import org.pairlab.metrics.Histogram;
import org.pairlab.project.CaptionQuality;
import org.pairlab.project.CurationFilter;
import org.pairlab.project.ItemFilter;
import org.pairlab.project.ItemOrder;
import org.pairlab.project.ItemRef;
import org.pairlab.project.Measure;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Project;
import org.pairlab.project.Recipe;

/**
 * {@code pairlab bench curate}: how quickly the Filters tab answers on a 120k-image project (the import benchmark's
 * generated COCO file) with as many flip candidates: each histogram, each kind of filter, combined filters, a tag
 * over 10k items and the seeded shuffle. Each figure is the median of three runs after one warm-up.
 */
public final class CurationBenchmark {
    private CurationBenchmark() {
    }

    /** Builds the project in {@code workDir} and returns the figures as text. */
    public static String run(Path sharedData, Path workDir, int images) throws IOException {
        Path sample = sharedData.resolve("coco-sample");
        Files.createDirectories(workDir);
        Path caps = workDir.resolve("curate-captions.json");
        Path inst = workDir.resolve("curate-instances.json");
        ImportBenchmark.generate(sample, images, caps, inst);
        Path file = workDir.resolve("curate.pairlab");
        for (String suffix : List.of("", "-wal", "-shm")) {
            Files.deleteIfExists(workDir.resolve("curate.pairlab" + suffix));
        }
        StringBuilder out = new StringBuilder();
        try (Project p = Project.create(file)) {
            long t0 = System.nanoTime();
            new DatasetImporter().run(p, new ImportRequest(ImportFormat.COCO, caps, inst, sample.resolve("images"), "bench",
                    false), new QuietJobContext());
            long t1 = System.nanoTime();
            int candidates = addCandidates(p);
            long t2 = System.nanoTime();
            List<ItemRef> all = p.samples().find(ItemFilter.originals());
            int tagged = p.tags().add("bench", all.subList(0, Math.min(10_000, all.size())));
            long t3 = System.nanoTime();
            out.append(String.format("PairLab curation benchmark: %d originals, %d candidates (%d cores)%n", all.size(), candidates,
                    Runtime.getRuntime().availableProcessors()));
            out.append(String.format("  set-up: import %.1f s, candidates %.1f s, tag %d items %.0f ms%n", (t1 - t0) / 1e9,
                    (t2 - t1) / 1e9, tagged, (t3 - t2) / 1e6));
            ItemFilter originals = ItemFilter.originals();
            ItemFilter flips = originals.withMethod("flip");
            CurationFilter none = CurationFilter.NONE;
            for (Measure m : List.of(Measure.BOX_COUNT, Measure.CAPTION_LENGTH, Measure.INFORMATIVENESS)) {
                time(out, "histogram of " + m.label() + " over originals", () -> histogram(p, originals, none, m));
            }
            for (Measure m : List.of(Measure.ALIGNMENT_SCORE, Measure.FLUENCY, Measure.GRAMMAR_ERRORS, Measure.BOX_COUNT)) {
                time(out, "histogram of " + m.label() + " over candidates", () -> histogram(p, flips, none, m));
            }
            CurationFilter oneBox = none.withRange(new CurationFilter.Range(Measure.BOX_COUNT, 0.5, 1.5, false));
            time(out, "filter originals: one box (bar click)", () -> p.samples().find(originals, oneBox).size());
            CurationFilter shortCaptions = none.withRange(new CurationFilter.Range(Measure.CAPTION_LENGTH, 8, 10, true));
            time(out, "filter originals: caption length 8-10 (drag)", () -> p.samples().find(originals, shortCaptions).size());
            CurationFilter anyOf = none.withCategory("person").withCategory("dog");
            time(out, "filter originals: person or dog", () -> p.samples().find(originals, anyOf).size());
            time(out, "filter originals: person and dog", () -> p.samples().find(originals, anyOf.withAllCategories(true)).size());
            time(out, "filter originals: tag", () -> p.samples().find(originals, none.withTag("bench")).size());
            CurationFilter combined = anyOf.withRange(shortCaptions.ranges().get(0)).withTag("bench");
            time(out, "filter originals: categories + length + tag", () -> p.samples().find(originals, combined).size());
            time(out, "histogram of caption length with those filters", () -> histogram(p, originals, combined, Measure.CAPTION_LENGTH));
            CurationFilter fluent = none.withRange(new CurationFilter.Range(Measure.FLUENCY, -2, -1, true));
            time(out, "filter candidates: fluency -2..-1", () -> p.samples().find(flips, fluent).size());
            CurationFilter fluentAligned = fluent.withRange(new CurationFilter.Range(Measure.ALIGNMENT_SCORE, 0.5, 1, true));
            time(out, "filter candidates: fluency + alignment score", () -> p.samples().find(flips, fluentAligned).size());
            time(out, "shuffle candidates (seed 7)", () -> p.samples().find(flips.withOrder(ItemOrder.RANDOM),
                    none.withShuffleSeed(7L)).size());
        }
        out.append(String.format("  project file: %d MB%n", Files.size(file) >> 20));
        return out.toString();
    }

    private static int histogram(Project p, ItemFilter f, CurationFilter cf, Measure m) {
        List<Double> v = p.samples().values(f, cf, m);
        Histogram h = m.whole() ? Histogram.ofCounts(v) : Histogram.spanning(v, 20);
        return (int) h.total();
    }

    /** One flip candidate per original, with a score and a fluency drawn from a fixed seed, in one transaction. */
    private static int addCandidates(Project p) {
        List<ItemRef> all = p.samples().find(ItemFilter.originals());
        SplittableRandom r = new SplittableRandom(3);
        List<NewCandidate> made = new ArrayList<>(all.size());
        for (ItemRef s : all) {
            Recipe recipe = new Recipe("flip", Map.of("swapLeftRight", true), s.id(), List.of(s.id()), Map.of(), Map.of());
            made.add(new NewCandidate(s.id(), recipe, List.of("a bench caption number " + s.id()), List.of(), 640, 480,
                    r.nextDouble(), null));
        }
        List<Long> ids = p.candidates().insert(made);
        Map<Long, CaptionQuality> q = new HashMap<>();
        for (long id : ids) {
            q.put(id, new CaptionQuality(-3 * r.nextDouble(), r.nextInt(3), r.nextInt(3), List.of(), "bench"));
        }
        p.candidates().setQuality(q);
        return ids.size();
    }

    private static void time(StringBuilder out, String what, Supplier<Integer> work) {
        work.get(); // warm-up: statement cache and pages
        long[] ms = new long[3];
        int n = 0;
        for (int i = 0; i < 3; i++) {
            long t = System.nanoTime();
            n = work.get();
            ms[i] = (System.nanoTime() - t) / 1_000_000;
        }
        Arrays.sort(ms);
        out.append(String.format("  %-52s %6d items  %5d ms%n", what, n, ms[1]));
    }
}
