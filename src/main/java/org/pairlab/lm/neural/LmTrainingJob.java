package org.pairlab.lm.neural;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.pairlab.ml.ModelManifest;
import org.pairlab.ml.TorchRuntime;
import org.pairlab.ml.train.TrainingStore;
import org.pairlab.project.Json;
import org.pairlab.project.Project;
import org.pairlab.runs.Job;
import org.pairlab.runs.JobContext;
import org.pairlab.runs.JobFactory;
import org.pairlab.runs.JobParams;

/**
 * Trains the LSTM caption language model on a project's captions as a run (kind {@value #KIND}). After every epoch
 * it measures held-out perplexity (curve {@code heldout_perplexity}; per-update loss in curve {@code loss}), saves
 * the model files ({@link LstmModelFiles} in {@code <project>.runs/run-<id>/}) with Adam's state and checkpoints, so
 * an interrupted run resumes after its last finished epoch and ends as an uninterrupted one would.
 */
public final class LmTrainingJob implements Job {
    public static final String KIND = "lm-train";
    static final String OPTIMIZER = "lstm.optimizer";

    private final Project project;
    private final LstmSettings settings;
    private final long datasetId;
    private final boolean preferGpu;
    private final String label;

    /** @param datasetId the dataset whose captions to train on (0: all) */
    public LmTrainingJob(Project project, LstmSettings settings, long datasetId, boolean preferGpu, String label) {
        this.project = project;
        this.settings = settings;
        this.datasetId = datasetId;
        this.preferGpu = preferGpu;
        this.label = label == null ? "" : label;
    }

    /**
     * Builds a job from stored params ({@link LmTrainingParams}) or {@code --set} values, where the
     * {@link LstmSettings#keys()} may also stand at the top level. Settings left out keep their defaults (so
     * {@code gpu} does: true); an unknown key or a bad value is refused by name.
     */
    public static LmTrainingJob fromParams(Project project, Map<String, ?> params) {
        Map<String, Object> m = JobParams.nest(params, Map.of("settings", LstmSettings.keys()),
                List.of("dataset", "gpu", "label"), "LSTM training");
        m.putIfAbsent("dataset", 0L);
        m.putIfAbsent("gpu", true);
        m.putIfAbsent("label", "");
        @SuppressWarnings("unchecked")
        Map<String, Object> settings = (Map<String, Object>) m.get("settings");
        m.put("settings", LstmSettings.defaults().with(settings).toMap());
        LmTrainingParams p = JobParams.read(m, LmTrainingParams.class, "LSTM training parameters");
        return new LmTrainingJob(project, p.settings(), p.dataset(), p.gpu(), p.label());
    }

    /** The parameters stored with the run, as a record. */
    public LmTrainingParams typedParams() {
        return new LmTrainingParams(settings, datasetId, preferGpu, label);
    }

    public LstmSettings settings() {
        return settings;
    }

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    public String title() {
        return String.format(Locale.ROOT, "Train LSTM language model (%dx%d, %d epochs%s)", settings.embed(),
                settings.hidden(), settings.epochs(), label.isEmpty() ? "" : ", " + label);
    }

    @Override
    public Map<String, Object> params() {
        return JobParams.write(typedParams());
    }

    /** What a checkpoint holds: epochs done and the files (with SHA-256) to continue from. */
    record Checkpoint(int epoch, String paramsFile, String sha256, String optimizerFile, String optimizerSha256) {
    }

    @Override
    public Map<String, Object> run(JobContext ctx) throws Exception {
        TorchRuntime runtime = TorchRuntime.start(preferGpu);
        ctx.log("Device: " + runtime.description());
        TrainingStore store = new TrainingStore(project);
        Path dir = store.runDir(ctx.runId());
        Files.createDirectories(dir);
        ProjectCaptions captions = ProjectCaptions.of(project, datasetId);
        ctx.log("Split: " + captions.note());
        LstmTrainer.Prepared data = LstmTrainer.Prepared.of(captions.train(), captions.heldOut(), settings);
        LstmModelFiles files = LstmModelFiles.in(dir);
        files.writeVocabulary(settings, data.vocabulary());
        store.recordArtifact(ctx.runId(), "vocabulary", files.vocabulary());
        ctx.log(String.format(Locale.ROOT, "Captions: %d training (%d tokens), %d held-out; vocabulary %d words "
                + "(min count %d); unigram held-out perplexity %.2f", captions.train().size(), data.trainTokens(),
                captions.heldOut().size(), data.vocabulary().size(), settings.minCount(), data.unigramPerplexity()));

        Checkpoint cp = ctx.resumeFrom().map(j -> Json.read(j, Checkpoint.class)).orElse(null);
        int start = cp == null ? 0 : cp.epoch();
        long started = System.nanoTime();
        double perplexity = Double.NaN;
        try (LstmTraining training = new LstmTraining(runtime, settings, data.vocabulary())) {
            if (cp != null) {
                training.restore(verified(Path.of(cp.paramsFile()), cp.sha256(), cp.epoch()),
                        verified(Path.of(cp.optimizerFile()), cp.optimizerSha256(), cp.epoch()));
                ctx.log("Resuming after epoch " + start + " of " + settings.epochs() + " from " + cp.paramsFile()
                        + " and Adam's state");
            }
            int perEpoch = training.updatesPerEpoch(data.train().size());
            for (int e = start; e < settings.epochs(); e++) {
                long epochStart = System.nanoTime();
                List<TrainingStore.Point> losses = new ArrayList<>(perEpoch);
                int epoch = e + 1;
                double loss = training.trainEpoch(e, data.train(), new LstmProgress() {
                    @Override
                    public void update(int step, int total, double l) {
                        losses.add(new TrainingStore.Point(step, l));
                        ctx.progress(step, total, String.format(Locale.ROOT, "Epoch %d of %d, update %d of %d, "
                                + "loss %.3f", epoch, settings.epochs(), step, total, l));
                    }

                    @Override
                    public void checkCancelled() {
                        ctx.checkCancelled();
                    }
                });
                perplexity = training.perplexity(data.heldOut());
                long step = (long) epoch * perEpoch;
                store.addPoints(ctx.runId(), "loss", losses);
                store.addPoints(ctx.runId(), "heldout_perplexity", List.of(new TrainingStore.Point(step, perplexity)));
                training.saveParameters(files.params());
                TrainingStore.Artifact a = store.recordArtifact(ctx.runId(), "lstm", files.params());
                Path opt = dir.resolve(OPTIMIZER);
                training.saveOptimizer(opt);
                TrainingStore.Artifact o = store.recordArtifact(ctx.runId(), "optimizer", opt);
                ctx.checkpoint(Json.write(new Checkpoint(epoch, files.params().toString(), a.sha256(), opt.toString(),
                        o.sha256())));
                ctx.log(String.format(Locale.ROOT, "Checkpoint after epoch %d of %d: training loss %.4f, held-out "
                        + "perplexity %.3f (%.0f s)", epoch, settings.epochs(), loss, perplexity,
                        (System.nanoTime() - epochStart) / 1e9));
            }
        }
        // Registered like the n-gram models, so the Language models view and recipes can name it.
        String name = label.isBlank() ? "lstm-run-" + ctx.runId() : label;
        Map<String, Object> registered = new LinkedHashMap<>(settings.toMap());
        registered.put("trainCaptions", captions.train().size());
        registered.put("heldOutCaptions", captions.heldOut().size());
        String tokens = settings.tokenizer().name().toLowerCase(Locale.ROOT);
        registered.put("description", "lstm-" + settings.hidden() + " " + tokens + " (" + data.vocabulary().size() + " words)");
        project.languageModels().register(name, "lstm", tokens, dir.toString(), ModelManifest.sha256(files.params()),
                registered, Double.isNaN(perplexity) ? null : perplexity, ctx.runId());
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("model", name);
        m.put("epochs", settings.epochs());
        m.put("heldOutPerplexity", perplexity);
        m.put("unigramPerplexity", data.unigramPerplexity());
        m.put("vocabulary", data.vocabulary().size());
        m.put("trainCaptions", captions.train().size());
        m.put("heldOutCaptions", captions.heldOut().size());
        m.put("trainTokens", data.trainTokens());
        m.put("seed", settings.seed());
        m.put("device", runtime.description());
        m.put("seconds", (System.nanoTime() - started) / 1e9);
        m.put("runDir", dir.toString());
        return m;
    }

    private static Path verified(Path file, String sha256, int epoch) {
        String sha = ModelManifest.sha256(file);
        if (!sha.equals(sha256)) {
            throw new IllegalStateException("Checkpoint file " + file + " has changed since epoch " + epoch
                    + " (SHA-256 " + sha + ", expected " + sha256 + "); cannot resume");
        }
        return file;
    }

    /** Re-creates LSTM training jobs from stored params, to resume them. */
    public static final class Factory implements JobFactory {
        @Override
        public String kind() {
            return KIND;
        }

        @Override
        public Job create(Project project, Map<String, Object> params) {
            return fromParams(project, params);
        }
    }
}
