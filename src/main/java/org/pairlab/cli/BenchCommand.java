package org.pairlab.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.pairlab.dataset.ImportBenchmark;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code pairlab bench import|metrics}: prints benchmark figures (not a test; run it on a quiet machine). */
@Command(name = "bench", description = "Run a benchmark and print its figures: import (120k images), metrics (val2017), train (captioner samples/s).")
final class BenchCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "WHAT", description = "import, metrics or train")
    String what;

    @Option(names = "--shared-data", defaultValue = "../shared/data", description = "The shared data folder.")
    Path sharedData;

    @Option(names = "--images", defaultValue = "120000", description = "Images in the generated COCO file (import).")
    int images;

    @Option(names = "--work", description = "Scratch folder (default: a new temp folder).")
    Path work;

    @Override
    public Integer call() throws Exception {
        Path dir = work != null ? work : Files.createTempDirectory("pairlab-bench");
        switch (what) {
            case "import" -> System.out.println(ImportBenchmark.run(sharedData.toAbsolutePath().normalize(), dir, images));
            case "train" -> System.out.println(org.pairlab.ml.train.TrainingBenchmark.run(sharedData.toAbsolutePath().normalize(), dir));
            case "metrics" -> System.out.println(org.pairlab.metrics.MetricsBenchmark.run(sharedData.toAbsolutePath().normalize()));
            default -> throw new IllegalArgumentException("Unknown benchmark '" + what + "'; known: import, metrics, train");
        }
        return 0;
    }
}
