package org.pairlab.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.pairlab.lm.LmTokenizer;
import org.pairlab.lm.ProjectCaptions;
import org.pairlab.lm.ngram.KneserNeyTrainer;
import org.pairlab.lm.ngram.NgramModel;
import org.pairlab.project.Project;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code pairlab lm train}: trains a modified Kneser-Ney n-gram model on a caption file or a project's captions. */
@Command(mixinStandardHelpOptions = true, name = "train", description = "Train a modified Kneser-Ney n-gram model and write it as an ARPA file.")
final class LmTrainCommand implements Callable<Integer> {
    @Option(names = "--corpus", paramLabel = "FILE", description = "Captions, one per line (blank lines skipped).")
    Path corpus;

    @Option(names = "--project", paramLabel = "P", description = "Train on a project's captions (excluded ones left out).")
    Path project;

    @Option(names = "--dataset", paramLabel = "NAME", description = "With --project: only this dataset (default: all).")
    String dataset;

    @Option(names = "--order", paramLabel = "N", defaultValue = "3", description = "n-gram order, 2 to 5 (default: ${DEFAULT-VALUE}).")
    String order;

    @Option(names = "--tokenizer", defaultValue = "ptb", description = "ptb (COCO toolkit tokens) or whitespace (default: ${DEFAULT-VALUE}).")
    String tokenizer;

    @Option(names = "--kind", defaultValue = "ngram", description = "Model kind: ngram (default).")
    String kind;

    @Option(names = "--min-count", paramLabel = "K", defaultValue = "1",
            description = "Words seen fewer than K times become <unk> (default: ${DEFAULT-VALUE}: <unk> gets KenLM's uniform share only).")
    String minCount;

    @Option(names = "--out", paramLabel = "FILE", description = "The ARPA file to write.")
    Path out;

    @Override
    public Integer call() throws IOException {
        LmOptions.kind(kind);
        int n = LmOptions.integer("--order", order, 2, 5);
        int min = LmOptions.integer("--min-count", minCount, 1, Integer.MAX_VALUE);
        LmTokenizer tok = LmOptions.tokenizer(tokenizer);
        LmOptions.required("--out", out);
        if ((corpus == null) == (project == null)) {
            throw new IllegalArgumentException("give either --corpus FILE or --project P");
        }
        if (dataset != null && project == null) {
            throw new IllegalArgumentException("--dataset needs --project");
        }
        List<String> captions = corpus != null ? lines(corpus) : projectCaptions();
        if (captions.isEmpty()) {
            throw new IllegalArgumentException((corpus != null ? "--corpus " + corpus : "--project " + project) + " has no captions");
        }
        long t0 = System.nanoTime();
        NgramModel model = new KneserNeyTrainer(n, tok).withMinCount(min).train(captions);
        model.writeArpa(out);
        StringBuilder counts = new StringBuilder();
        for (int k = 1; k <= n; k++) {
            counts.append(String.format(Locale.ROOT, "%s%,d %d-grams", k == 1 ? "" : ", ", model.ngramCount(k), k));
        }
        System.out.printf(Locale.ROOT, "Trained %s on %,d captions in %.1f s (%s); wrote %s%n", model.describe(),
                captions.size(), (System.nanoTime() - t0) / 1e9, counts, out);
        return 0;
    }

    private List<String> projectCaptions() {
        try (Project p = Project.open(project)) {
            return ProjectCaptions.of(p, dataset);
        }
    }

    static List<String> lines(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("no such file: " + file);
        }
        return Files.readAllLines(file, StandardCharsets.UTF_8).stream().filter(l -> !l.isBlank()).toList();
    }
}
