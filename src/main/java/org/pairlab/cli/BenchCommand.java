package org.pairlab.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.pairlab.dataset.ImportBenchmark;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code pairlab bench import|metrics|filters|clip|informativeness|cutswap|rewrite|grammar|train|lm|captions|fuzz|erg|erg-dev}: prints benchmark figures (not a test; run it on a quiet machine). */
@Command(mixinStandardHelpOptions = true, name = "bench", description = "Run a benchmark and print its figures: import (120k images), metrics (val2017), filters (image edits at 640x480), clip (CLIP pairs/s), informativeness (val2017), cutswap (pre-processing and candidates/s), rewrite (val2017 captions), grammar (LanguageTool start-up, captions/s, flagged share, recall), train (captioner samples/s), lm (Kneser-Ney trigram on 600k captions: training time, captions scored/s), captions (grammar errors added, fluency and coverage of each caption method on the COCO sample), fuzz (malformed inputs for every importer; reports crashes), erg (retrieval over 100k stylized captions, 300 captions stylized), erg-dev (ERG's dev split figures; writes erg-dev-STYLE.jsonl to --work), curate (Filters tab on 120k images and 120k candidates: histograms, filters, shuffle).")
final class BenchCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "WHAT", description = "import, metrics, filters, clip, informativeness, cutswap, rewrite, grammar, train, lm, captions, fuzz, erg, erg-dev or curate")
    String what;

    @Option(names = "--shared-data", defaultValue = "../shared/data", description = "The shared data folder.")
    Path sharedData;

    @Option(names = "--images", defaultValue = "120000", description = "Images in the generated COCO file (import, curate).")
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

    @Option(names = "--work", description = "Scratch folder (default: a new temp folder).")
    Path work;

    @Override
    public Integer call() throws Exception {
        Path dir = work != null ? work : Files.createTempDirectory("pairlab-bench");
        switch (what) {
            case "import" -> System.out.println(ImportBenchmark.run(sharedData.toAbsolutePath().normalize(), dir, images));
            case "train" -> System.out.println(org.pairlab.ml.train.TrainingBenchmark.run(sharedData.toAbsolutePath().normalize(), dir));
            case "metrics" -> System.out.println(org.pairlab.metrics.MetricsBenchmark.run(sharedData.toAbsolutePath().normalize()));
            case "filters" -> System.out.println(org.pairlab.augment.FilterBenchmark.run(sharedData.toAbsolutePath().normalize()));
            case "clip" -> System.out.println(org.pairlab.ml.ClipBenchmark.run(torchThreads,
                    model != null ? model : sharedData.resolve("models/tiny-clip"), sharedData.resolve("coco-sample"),
                    () -> org.pairlab.ml.TorchRuntime.start(true)));
            case "informativeness" -> System.out.println(
                    org.pairlab.text.InformativenessBenchmark.run(sharedData.toAbsolutePath().normalize()));
            case "cutswap" -> System.out.println(org.pairlab.augment.cutswap.CutSwapBenchmark.run(
                    sharedData.toAbsolutePath().normalize(), dir, 2, repeat));
            case "fuzz" -> System.out.println(org.pairlab.dataset.ImportFuzz.run(
                    sharedData.toAbsolutePath().normalize().resolve("coco-sample"), dir, seed, inputs));
            case "rewrite" -> System.out.println(org.pairlab.augment.RewriteBenchmark.run(sharedData.toAbsolutePath().normalize(), 25014));
            case "lm" -> System.out.println(org.pairlab.lm.ngram.NgramBenchmark.run(sharedData.toAbsolutePath().normalize(), dir, repeat));
            case "captions" -> System.out.println(org.pairlab.augment.CaptionBenchmark.run(sharedData.toAbsolutePath().normalize(), dir));
            case "grammar" -> System.out.println(org.pairlab.lm.grammar.GrammarBenchmark.run(
                    sharedData.toAbsolutePath().normalize(), 2000, listFlagged));
            case "erg-dev" -> System.out.print(org.pairlab.augment.erg.ErgDevEvaluation.run(sharedData.toAbsolutePath().normalize(), dir));
            case "curate" -> System.out.print(org.pairlab.dataset.CurationBenchmark.run(sharedData.toAbsolutePath().normalize(), dir, images));
            case "erg" -> System.out.print(org.pairlab.augment.erg.ErgBenchmark.run(sharedData.toAbsolutePath().normalize(), dir, 100_000));
            default -> throw new IllegalArgumentException("Unknown benchmark '" + what + "'; known: import, metrics, filters, clip, informativeness, cutswap, rewrite, grammar, train, lm, captions, fuzz, erg, erg-dev, curate");
        }
        return 0;
    }
}
