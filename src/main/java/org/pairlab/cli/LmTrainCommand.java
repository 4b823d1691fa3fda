package org.pairlab.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.pairlab.lm.LmTokenizer;
import org.pairlab.lm.NgramTrainingJob;
import org.pairlab.lm.NgramTrainingSettings;
import org.pairlab.lm.ngram.KneserNeyTrainer;
import org.pairlab.lm.ngram.NgramModel;
import org.pairlab.project.LanguageModelEntry;
import org.pairlab.project.Project;
import org.pairlab.runs.JobHandle;
import org.pairlab.runs.JobRunner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code pairlab lm train}: trains a modified Kneser-Ney n-gram model on a caption file or a project's captions. */
@Command(mixinStandardHelpOptions = true, name = "train", description = {"Train a modified Kneser-Ney n-gram model and write it as an ARPA file.",
        "With --project, one caption in ten is held out and scored, and the model is registered in the project "
                + "(Models > Language models in the workbench lists it)."})
final class LmTrainCommand implements Callable<Integer> {
    @Mixin
    CommonOptions common;

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

    @Option(names = "--kind", defaultValue = "ngram", description = "Model kind: ngram (Kneser-Ney, default) or lstm "
            + "(a word-level LSTM trained with DJL; with --project it is a resumable run).")
    String kind;

    @Option(names = "--set", paramLabel = "KEY=VALUE", description = "With --kind lstm: a training setting (embed, hidden, "
            + "layers, dropout, minCount, maxVocabulary, epochs, batchSize, learningRate, clip, seed).")
    java.util.List<String> set = new java.util.ArrayList<>();

    @Option(names = "--min-count", paramLabel = "K", defaultValue = "1",
            description = "Words seen fewer than K times become <unk> (default: ${DEFAULT-VALUE}: <unk> gets KenLM's uniform share only).")
    String minCount;

    @Option(names = "--out", paramLabel = "FILE",
            description = "The ARPA file to write (with --project default: <project>.lm/<name>.arpa).")
    Path out;

    @Option(names = "--name", paramLabel = "NAME",
            description = "With --project: the name the model is registered under (default: kn<order>-<tokenizer>-<dataset|all>).")
    String name;

    @Override
    public Integer call() throws Exception {
        if (LmOptions.kind(kind).equals("lstm")) {
            return trainLstm();
        }
        if (!set.isEmpty()) {
            throw new UsageException("--set goes with --kind lstm");
        }
        int n = LmOptions.integer("--order", order, 2, 5);
        int min = LmOptions.integer("--min-count", minCount, 1, Integer.MAX_VALUE);
        LmTokenizer tok = LmOptions.tokenizer(tokenizer);
        if ((corpus == null) == (project == null)) {
            throw new UsageException("give either --corpus FILE or --project P");
        }
        if (dataset != null && project == null) {
            throw new UsageException("--dataset needs --project");
        }
        if (name != null && project == null) {
            throw new UsageException("--name needs --project (it names the model registered there)");
        }
        if (project != null) {
            if (out != null) {
                OutputFiles.requireAbsent("--out", out);
            }
            return trainInProject(new NgramTrainingSettings(name, dataset, n, tok, min, out));
        }
        LmOptions.required("--out", out);
        OutputFiles.requireAbsent("--out", out);
        List<String> captions = lines(corpus);
        if (captions.isEmpty()) {
            throw new WorkFailedException((corpus != null ? "--corpus " + corpus : "--project " + project) + " has no captions");
        }
        long t0 = System.nanoTime();
        NgramModel model = new KneserNeyTrainer(n, tok).withMinCount(min).train(captions);
        org.pairlab.project.OutputFile.write(out, "--out", model::writeArpa);
        StringBuilder counts = new StringBuilder();
        for (int k = 1; k <= n; k++) {
            counts.append(String.format(Locale.ROOT, "%s%,d %d-grams", k == 1 ? "" : ", ", model.ngramCount(k), k));
        }
        common.result(java.util.Map.of("kind", "ngram", "model", model.describe(), "captions", captions.size(),
                "out", out.toAbsolutePath().toString()));
        common.sayf("Trained %s on %,d captions in %.1f s (%s); wrote %s", model.describe(),
                captions.size(), (System.nanoTime() - t0) / 1e9, counts, out);
        return 0;
    }

    /**
     * Trains as the workbench's Language models view does (the same run kind, one in ten captions held out) and
     * registers the model in the project, so both faces list the same models.
     */
    private int trainInProject(NgramTrainingSettings settings) {
        try (Project p = Project.open(project); JobRunner runner = new JobRunner(p)) {
            if (settings.dataset() != null && p.datasets().byName(settings.dataset()).isEmpty()) {
                throw new UsageException("--dataset: there is no dataset '" + settings.dataset() + "' in "
                        + project.getFileName());
            }
            NgramTrainingJob job = new NgramTrainingJob(p, settings);
            long t0 = System.nanoTime();
            JobHandle.JobOutcome o = runner.runHere(job);
            ExitCodes.requireSucceeded("training", o);
            LanguageModelEntry m = p.languageModels().byName(settings.name()).orElseThrow();
            Object train = m.settings().get("trainCaptions");
            Object held = m.settings().get("heldOutCaptions");
            java.util.Map<String, Object> json = new java.util.LinkedHashMap<>();
            json.put("kind", "ngram");
            json.put("runId", o.runId());
            json.put("name", m.name());
            json.put("model", m.settings().get("description"));
            json.put("trainCaptions", train);
            json.put("heldOutCaptions", held);
            json.put("heldOutPerplexity", m.heldoutPerplexity());
            json.put("out", String.valueOf(m.file()));
            common.result(json);
            common.sayf("Trained %s on %,d of %,d captions in %.1f s (%,d held out: perplexity %s); wrote %s",
                    m.settings().get("description"), ((Number) train).intValue(),
                    ((Number) train).intValue() + ((Number) held).intValue(), (System.nanoTime() - t0) / 1e9,
                    ((Number) held).intValue(), m.heldoutPerplexity() == null ? "not measured"
                            : String.format(Locale.ROOT, "%.2f", m.heldoutPerplexity()), m.file());
            common.say("Registered in " + project.getFileName() + " as language model '" + m.name() + "' (run #"
                    + o.runId() + "); see it in Models > Language models");
            return 0;
        }
    }

    /** The LSTM: in a project as a resumable run (registered there), or on a caption file into the --out folder. */
    private int trainLstm() throws Exception {
        if ((corpus == null) == (project == null)) {
            throw new UsageException("give either --corpus FILE or --project P");
        }
        java.util.Map<String, Object> given = new java.util.LinkedHashMap<>();
        for (String kv : set) {
            int eq = kv.indexOf('=');
            if (eq <= 0) {
                throw new UsageException("--set expects KEY=VALUE, got '" + kv + "'");
            }
            given.put(kv.substring(0, eq).strip(), kv.substring(eq + 1).strip());
        }
        org.pairlab.lm.neural.LstmSettings settings = org.pairlab.lm.neural.LstmSettings.defaults()
                .with(given).with(java.util.Map.of("tokenizer", LmOptions.tokenizer(tokenizer).name()));
        if (project != null) {
            try (Project p = Project.open(project); JobRunner runner = new JobRunner(p)) {
                long datasetId = 0;
                if (dataset != null) {
                    datasetId = p.datasets().byName(dataset).orElseThrow(() -> new UsageException(
                            "--dataset: there is no dataset '" + dataset + "' in " + project.getFileName())).id();
                }
                var job = new org.pairlab.lm.neural.LmTrainingJob(p, settings, datasetId, true, name);
                JobHandle.JobOutcome o = runner.runHere(job);
                ExitCodes.requireSucceeded("training", o);
                java.util.Map<String, Object> json = new java.util.LinkedHashMap<>();
                json.put("kind", "lstm");
                json.put("runId", o.runId());
                json.put("name", o.metrics().get("model"));
                json.put("heldOutPerplexity", o.metrics().get("heldOutPerplexity"));
                json.put("unigramPerplexity", o.metrics().get("unigramPerplexity"));
                json.put("out", String.valueOf(o.metrics().get("runDir")));
                common.result(json);
                common.sayf("Trained %s: held-out perplexity %.2f (unigram %.2f) in %.0f s; registered in %s "
                        + "as language model '%s' (run #%d); model files in %s", "an LSTM (hidden " + settings.hidden() + ", " + settings.epochs() + " epochs)",
                        ((Number) o.metrics().get("heldOutPerplexity")).doubleValue(),
                        ((Number) o.metrics().get("unigramPerplexity")).doubleValue(),
                        ((Number) o.metrics().get("seconds")).doubleValue(), project.getFileName(), o.metrics().get("model"),
                        o.runId(), o.metrics().get("runDir"));
                return 0;
            }
        }
        LmOptions.required("--out", out);
        if (Files.exists(out) && !(Files.isDirectory(out) && isEmptyFolder(out))) {
            throw new java.nio.file.FileAlreadyExistsException(null, null, "--out: " + out.toAbsolutePath() + " already exists"
                    + " and is not an empty folder. PairLab writes a model only into a new or empty folder.");
        }
        List<String> captions = lines(corpus);
        List<String> train = new java.util.ArrayList<>();
        List<String> heldOut = new java.util.ArrayList<>();
        for (int i = 0; i < captions.size(); i++) {
            (i % 10 == 9 ? heldOut : train).add(captions.get(i));
        }
        if (train.isEmpty() || heldOut.isEmpty()) {
            throw new WorkFailedException("--corpus " + corpus + " needs at least 10 captions (one in ten is held out)");
        }
        var result = org.pairlab.lm.neural.LstmTrainer.train(train, heldOut, settings, new org.pairlab.lm.neural.LstmProgress() {
            @Override
            public void update(int step, int total, double loss) {
            }

            @Override
            public void epochDone(org.pairlab.lm.neural.LstmEpoch e) {
                common.sayf("epoch %d: training loss %.4f, held-out perplexity %.3f (%.0f s)",
                        e.epoch(), e.trainLoss(), e.heldOutPerplexity(), e.seconds());
            }
        });
        org.pairlab.project.OutputFile.newFolder(out, "--out");
        try (var model = result.model()) {
            model.save(org.pairlab.lm.neural.LstmModelFiles.in(out));
        }
        common.result(java.util.Map.of("kind", "lstm", "trainCaptions", train.size(), "heldOutCaptions", heldOut.size(),
                "heldOutPerplexity", result.finalPerplexity(), "unigramPerplexity", result.unigramPerplexity(),
                "out", out.toAbsolutePath().toString()));
        common.sayf("Trained %s on %,d captions; held-out perplexity %.2f on %,d (unigram %.2f); wrote %s",
                "an LSTM (hidden " + settings.hidden() + ", " + settings.epochs() + " epochs)", train.size(), result.finalPerplexity(), heldOut.size(), result.unigramPerplexity(), out);
        return 0;
    }

    private static boolean isEmptyFolder(Path dir) throws IOException {
        try (var entries = Files.list(dir)) {
            return entries.findAny().isEmpty();
        }
    }

    static List<String> lines(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new UsageException("no such file: " + file);
        }
        return Files.readAllLines(file, StandardCharsets.UTF_8).stream().filter(l -> !l.isBlank()).toList();
    }
}
