package org.pairlab.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.pairlab.augment.Augmenters;
import org.pairlab.augment.GenerationJob;
import org.pairlab.augment.cutswap.CutSwapPreprocessJob;
import org.pairlab.dataset.DatasetImporter;
import org.pairlab.dataset.ImportFormat;
import org.pairlab.dataset.ImportRequest;
import org.pairlab.dataset.QuietJobContext;
import org.pairlab.project.Candidate;
import org.pairlab.project.CaptionQuality;
import org.pairlab.project.Project;
import org.pairlab.project.RunState;
import org.pairlab.runs.JobRunner;

/**
 * {@code bench captions}: how good the captions each method writes are on the shared COCO sample (issue 14 point
 * 10): the share of candidates that add grammar errors to their source, the fluency of rewritten captions against
 * their sources (median and 90th percentile of the per-word likelihood ratio source / candidate under the project's
 * caption language model), and coverage (samples that got a candidate).
 */
public final class CaptionBenchmark {
    /** The caption-writing methods measured, with the parameters a reviewer would start from. */
    private static final List<String> METHODS = List.of("cutswap", "antonym", "synonym", "eda", "flip");

    private CaptionBenchmark() {
    }

    /** Runs every method on the COCO sample in a fresh project under {@code work} and returns the report. */
    public static String run(Path sharedData, Path work) throws Exception {
        Path coco = sharedData.resolve("coco-sample");
        Path file = work.resolve("captions-bench.pairlab");
        Files.deleteIfExists(file);
        StringBuilder out = new StringBuilder();
        try (Project p = Project.create(file); JobRunner runner = new JobRunner(p)) {
            new DatasetImporter().run(p, new ImportRequest(ImportFormat.COCO, coco.resolve("captions.json"),
                    coco.resolve("instances.json"), coco.resolve("images"), "coco", false), new QuietJobContext());
            long dataset = p.datasets().byName("coco").orElseThrow().id();
            check(runner.runHere(new CutSwapPreprocessJob(p, dataset, false)).state(), "cutswap preprocess");
            Augmenters augmenters = new Augmenters();
            List<Long> samples = GenerationJob.allSamples(p);
            out.append(String.format(Locale.ROOT, "Caption quality on the COCO sample (%d images), seed 1%n", samples.size()));
            out.append(String.format(Locale.ROOT, "%-9s %10s %9s %16s %16s %10s%n", "method", "candidates", "coverage",
                    "grammar added", "ratio median", "ratio p90"));
            for (String method : METHODS) {
                long t0 = System.nanoTime();
                check(runner.runHere(new GenerationJob(p, augmenters.require(method), Map.of(), 1, 0, samples)).state(),
                        method);
                double seconds = (System.nanoTime() - t0) / 1e9;
                List<Candidate> made = p.candidates().find(null, method);
                long covered = made.stream().map(Candidate::sampleId).distinct().count();
                int adding = 0;
                List<Double> ratios = new ArrayList<>();
                for (Candidate k : made) {
                    CaptionQuality q = p.candidates().quality(k.id()).orElse(null);
                    if (q == null || q.fluency() == null) {
                        continue;
                    }
                    if (q.grammarAdded() > 0) {
                        adding++;
                    }
                    for (CaptionQuality.CaptionCheck c : q.captions()) {
                        ratios.add(Math.exp(-c.fluency()));
                    }
                }
                ratios.sort(Double::compare);
                out.append(String.format(Locale.ROOT, "%-9s %10d %8.0f%% %15.1f%% %16s %10s   (%.0f s)%n", method,
                        made.size(), 100.0 * covered / samples.size(),
                        made.isEmpty() ? 0.0 : 100.0 * adding / made.size(), quantile(ratios, 0.5), quantile(ratios, 0.9),
                        seconds));
            }
        }
        out.append("ratio: per-word likelihood of the source caption over the rewritten one (1 = as likely; 2 = half as "
                + "likely per word)\n");
        return out.toString();
    }

    private static void check(RunState state, String what) {
        if (state != RunState.SUCCEEDED) {
            throw new IllegalStateException(what + " " + state.db());
        }
    }

    private static String quantile(List<Double> sorted, double q) {
        if (sorted.isEmpty()) {
            return "-";
        }
        return String.format(Locale.ROOT, "%.2f", sorted.get((int) Math.min(sorted.size() - 1, Math.floor(q * sorted.size()))));
    }
}
