package org.pairlab.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.pairlab.bench.BenchTable;
import org.pairlab.bench.BrowseBenchmark;
import org.pairlab.bench.CaptionBenchmark;
import org.pairlab.bench.ClipBenchmark;
import org.pairlab.bench.CurationBenchmark;
import org.pairlab.bench.CutSwapBenchmark;
import org.pairlab.bench.ErgBenchmark;
import org.pairlab.bench.ErgDevEvaluation;
import org.pairlab.bench.FilterBenchmark;
import org.pairlab.bench.GrammarBenchmark;
import org.pairlab.bench.ImportBenchmark;
import org.pairlab.bench.ImportFuzz;
import org.pairlab.bench.InformativenessBenchmark;
import org.pairlab.bench.IsolatedFilters;
import org.pairlab.bench.MetricsBenchmark;
import org.pairlab.bench.NgramBenchmark;
import org.pairlab.bench.RewriteBenchmark;
import org.pairlab.bench.StartupBenchmark;
import org.pairlab.bench.TaggingBenchmark;
import org.pairlab.bench.TrainingBenchmark;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code pairlab bench all|import|ui|startup|metrics|filters|clip|informativeness|cutswap|tagging|rewrite|grammar|train|lm|captions|fuzz|erg|erg-dev|curate}: prints benchmark figures (not a test; run it on a quiet machine). */
@Command(mixinStandardHelpOptions = true, name = "bench", description = "Run a benchmark and print its figures: all (import, startup and one table of figures beside their peers), import (120k images, sqlite3 .import as the peer), ui (open a 120k project to its first thumbnails, thumbnail decode, memory after 20 caption searches), startup (--help, info on --project, eval on 5,000 images, as whole processes), metrics (val2017), filters (image edits at 640x480), clip (CLIP pairs/s), informativeness (val2017), cutswap (pre-processing and candidates/s), tagging (captions/s of each caption-tagging step on val2017), rewrite (val2017 captions), grammar (LanguageTool start-up, captions/s, flagged share, recall), train (captioner samples/s), lm (Kneser-Ney trigram on 600k captions: training time, captions scored/s), captions (grammar errors added, fluency and coverage of each caption method on the COCO sample), fuzz (malformed inputs for every importer; reports crashes), erg (retrieval over 100k stylized captions, 300 captions stylized), curate (filters and histograms over a 120k project), erg-dev (ERG's dev split figures; writes erg-dev-STYLE.jsonl to --work).")
final class BenchCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "WHAT", description = "all, import, ui, startup, metrics, filters, clip, informativeness, cutswap, tagging, rewrite, grammar, train, lm, captions, fuzz, erg, erg-dev or curate")
    String what;

    @Mixin
    CommonOptions common;

    /** The benchmarks, in the order the help lists them. */
    static final java.util.List<String> BENCHMARKS = java.util.List.of("all", "import", "ui", "startup", "metrics", "filters", "clip",
            "informativeness", "cutswap", "tagging", "rewrite", "grammar", "train", "lm", "captions", "fuzz", "erg", "erg-dev", "curate");

    @Option(names = "--shared-data", defaultValue = "../shared/data", description = "The shared data folder.")
    Path sharedData;

    @Option(names = "--images", defaultValue = "120000", description = "Images in the generated COCO file (import, ui, curate).")
    int images;

    @Option(names = "--model", description = "CLIP model folder (clip; default: SHARED_DATA/models/tiny-clip).")
    Path model;

    @Option(names = "--torch-threads", description = "libtorch intra-op threads (clip; default: DJL's choice, one per core)."
            + " 1 is much faster on a busy machine.")
    Integer torchThreads;

    @Option(names = "--repeat", defaultValue = "24", description = "cutswap, lm: the 25k captions this many times over (24 = 600k).")
    int repeat;

    @Option(names = "--seed", defaultValue = "1", description = "fuzz: the seed of the malformed inputs.")
    long seed;

    @Option(names = "--inputs", defaultValue = "1000", description = "fuzz: malformed inputs per format (five formats).")
    int inputs;

    @Option(names = "--list-flagged", description = "grammar: also print every flagged COCO caption and its rule.")
    boolean listFlagged;

    @Option(names = "--project", description = "startup: the project 'info' is timed on.")
    Path project;

    @Option(names = "--review-seed", defaultValue = "42", description = "erg-dev: which 50 outputs per style to read "
            + "(erg-review-STYLE.txt); 42 takes 50 of the 300 stylized held-out captions, any other seed stylizes 50 "
            + "other unseen COCO captions (2nd to 5th captions of the held-out images) drawn with it.")
    long reviewSeed;

    @Option(names = "--work", description = "Scratch folder (default: a new temp folder).")
    Path work;

    @Override
    public Integer call() throws Exception {
        if (!BENCHMARKS.contains(what)) {
            throw DidYouMean.unknown("benchmark", what, BENCHMARKS);
        }
        if (images < 1 || repeat < 1 || inputs < 1) {
            throw new UsageException("--images, --repeat and --inputs must be at least 1");
        }
        Path dir = work != null ? work : Files.createTempDirectory("pairlab-bench");
        String report = switch (what) {
            case "import" -> String.valueOf(ImportBenchmark.run(sharedData.toAbsolutePath().normalize(), dir, images));
            case "startup" -> {
                if (project == null) {
                    throw new UsageException("bench startup needs --project FILE (e.g. the project 'bench import' wrote)");
                }
                yield StartupBenchmark.describe(StartupBenchmark.run(sharedData.toAbsolutePath().normalize(),
                        project.toAbsolutePath(), dir));
            }
            case "all" -> {
                ImportBenchmark.Figures imported = ImportBenchmark.measure(sharedData.toAbsolutePath().normalize(), dir, images);
                List<StartupBenchmark.Figure> quick = StartupBenchmark.run(sharedData.toAbsolutePath().normalize(),
                        imported.project(), dir);
                FilterBenchmark.Pipeline filters = FilterBenchmark.pipeline(sharedData.toAbsolutePath().normalize());
                IsolatedFilters.Figures isolated = IsolatedFilters.measure(sharedData.toAbsolutePath().normalize());
                BenchTable table = new BenchTable();
                table.importFigures(imported, images);
                table.startupFigures(quick);
                table.filterFigures(isolated, filters);
                yield imported.report() + "\n" + StartupBenchmark.describe(quick) + "\n" + isolated.report() + "\n"
                        + filters.report() + "\n"
                        + table.markdown();
            }
            case "ui" -> String.valueOf(BrowseBenchmark.run(sharedData.toAbsolutePath().normalize(), dir, images));
            case "train" -> String.valueOf(TrainingBenchmark.run(sharedData.toAbsolutePath().normalize(), dir));
            case "metrics" -> String.valueOf(MetricsBenchmark.run(sharedData.toAbsolutePath().normalize()));
            case "filters" -> String.valueOf(FilterBenchmark.run(sharedData.toAbsolutePath().normalize()));
            case "clip" -> String.valueOf(ClipBenchmark.run(torchThreads,
                    model != null ? model : sharedData.resolve("models/tiny-clip"), sharedData.resolve("coco-sample"),
                    () -> org.pairlab.ml.TorchRuntime.start(true)));
            case "informativeness" -> String.valueOf(
                    InformativenessBenchmark.run(sharedData.toAbsolutePath().normalize()));
            case "cutswap" -> String.valueOf(CutSwapBenchmark.run(
                    sharedData.toAbsolutePath().normalize(), dir, 2, repeat));
            case "tagging" -> String.valueOf(TaggingBenchmark.run(sharedData.toAbsolutePath().normalize(),
                    Runtime.getRuntime().availableProcessors()));
            case "fuzz" -> String.valueOf(ImportFuzz.run(
                    sharedData.toAbsolutePath().normalize().resolve("coco-sample"), dir, seed, inputs));
            case "rewrite" -> String.valueOf(RewriteBenchmark.run(sharedData.toAbsolutePath().normalize(), 25014));
            case "lm" -> String.valueOf(NgramBenchmark.run(sharedData.toAbsolutePath().normalize(), dir, repeat));
            case "captions" -> String.valueOf(CaptionBenchmark.run(sharedData.toAbsolutePath().normalize(), dir));
            case "grammar" -> String.valueOf(GrammarBenchmark.run(
                    sharedData.toAbsolutePath().normalize(), 2000, listFlagged));
            case "erg-dev" -> String.valueOf(ErgDevEvaluation.run(sharedData.toAbsolutePath().normalize(), dir, reviewSeed));
            case "curate" -> String.valueOf(CurationBenchmark.run(sharedData.toAbsolutePath().normalize(), dir, images));
            case "erg" -> String.valueOf(ErgBenchmark.run(sharedData.toAbsolutePath().normalize(), dir, 100_000));
            default -> throw DidYouMean.unknown("benchmark", what, BENCHMARKS);
        };
        common.result(java.util.Map.of("benchmark", what, "report", report));
        if (!common.json() && !common.quiet()) {
            System.out.print(report.endsWith("\n") ? report : report + "\n");
        }
        return 0;
    }
}
