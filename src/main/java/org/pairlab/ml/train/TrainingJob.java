package org.pairlab.ml.train;

import ai.djl.engine.Engine;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.pairlab.metrics.CaptionEvaluation;
import org.pairlab.metrics.CaptionMetric;
import org.pairlab.metrics.Progress;
import org.pairlab.metrics.PtbTokenizer;
import org.pairlab.ml.ModelManifest;
import org.pairlab.ml.TorchRuntime;
import org.pairlab.ml.caption.CaptionDecoder;
import org.pairlab.ml.caption.CaptionModel;
import org.pairlab.ml.caption.CaptionModelConfig;
import org.pairlab.ml.caption.CaptionTrainer;
import org.pairlab.ml.caption.Vocabulary;
import org.pairlab.project.Json;
import org.pairlab.project.Project;
import org.pairlab.runs.Job;
import org.pairlab.runs.JobContext;
import org.pairlab.runs.JobFactory;
import org.pairlab.runs.JobParams;

/**
 * Trains a Show-Attend-Tell captioner for a fixed number of updates. Every {@code validateEvery} updates it decodes the
 * validation images greedily, scores CIDEr-D, keeps the best parameters and checkpoints (parameters + step), so an
 * interrupted run resumes at the last checkpoint and ends at the same step count. Loss and validation CIDEr-D go to
 * the run's curve; parameter and vocabulary files are recorded with their SHA-256.
 */
public final class TrainingJob implements Job {
    public static final String KIND = "train";
    private static final int VALIDATION_BATCH = 32;
    private static final long IN_MEMORY_BYTES = 512L << 20;

    private final Project project;
    private final CaptionModelConfig config;
    private final TrainingSetSpec spec;
    private final boolean preferGpu;
    private final String label;

    public TrainingJob(Project project, CaptionModelConfig config, TrainingSetSpec spec, boolean preferGpu, String label) {
        this.project = project;
        this.config = config;
        this.spec = spec;
        this.preferGpu = preferGpu;
        this.label = label == null ? "" : label;
    }

    /**
     * Builds a job from stored params or CLI {@code --set} values: model keys and training-set keys (at the top or
     * under {@code model}/{@code trainingSet}), gpu (default true), label. Read as {@link TrainingParams}, the way
     * {@link org.pairlab.lm.neural.LmTrainingJob#fromParams} reads its own.
     */
    public static TrainingJob fromParams(Project project, Map<String, ?> params) {
        Map<String, Object> m = JobParams.nest(params, Map.of("model", CaptionModelConfig.keys(), "trainingSet",
                TrainingSetSpec.keys()), List.of("gpu", "label", "device"), "training");
        m.remove("device"); // stored by early runs; the device is chosen when the run starts
        m.putIfAbsent("gpu", true);
        m.putIfAbsent("label", "");
        @SuppressWarnings("unchecked")
        Map<String, Object> model = (Map<String, Object>) m.get("model");
        @SuppressWarnings("unchecked")
        Map<String, Object> set = (Map<String, Object>) m.get("trainingSet");
        m.put("model", CaptionModelConfig.defaults().with(model).toMap());
        m.put("trainingSet", TrainingSetSpec.from(set).toMap());
        TrainingParams p = JobParams.read(m, TrainingParams.class, "Training parameters");
        return new TrainingJob(project, p.model(), p.trainingSet(), p.gpu(), p.label());
    }

    public CaptionModelConfig config() {
        return config;
    }

    public TrainingSetSpec spec() {
        return spec;
    }

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    public String title() {
        String what = spec.augmented() ? "augmented +" + Math.round(spec.augmentShare() * 100) + "% "
                + String.join("+", spec.augmentMethods()) : "baseline";
        String low = spec.originalsShare() < 1 ? ", " + Math.round(spec.originalsShare() * 100) + "% of originals" : "";
        return "Train captioner (" + what + low + (label.isEmpty() ? "" : ", " + label) + ")";
    }

    @Override
    public Map<String, Object> params() {
        return JobParams.write(typedParams());
    }

    /** The parameters stored with the run, as a record. */
    public TrainingParams typedParams() {
        return new TrainingParams(config, spec, preferGpu, label);
    }

    /** The job stored parameters describe (keys of {@link TrainingParams}; unknown or mistyped keys are refused). */
    public static TrainingJob fromStored(Project project, Map<String, Object> stored) {
        TrainingParams p = JobParams.read(stored, TrainingParams.class);
        return new TrainingJob(project, p.model(), p.trainingSet(), p.gpu(), p.label());
    }

    /** What a checkpoint holds besides the parameter file. */
    record Checkpoint(int step, double bestCider, int bestStep, int sinceBest, String paramsFile, String sha256,
            String optimizerFile, String optimizerSha256) {
    }

    @Override
    public Map<String, Object> run(JobContext ctx) throws Exception {
        TorchRuntime runtime = TorchRuntime.start(preferGpu);
        ctx.log("Device: " + runtime.description());
        TrainingStore store = new TrainingStore(project);
        Path dir = store.runDir(ctx.runId());
        Files.createDirectories(dir);

        TrainingData data = new TrainingData(project);
        TrainingData.Splits splits = data.splits(spec.datasetId());
        if (!splits.note().isEmpty()) {
            ctx.log("Splits: " + splits.note());
        }
        List<TrainingData.Example> examples = data.examples(splits, spec, config.seed());
        long augmentedCount = examples.stream().filter(e -> e.candidateId() != null).count();
        PtbTokenizer tokenizer = new PtbTokenizer();
        List<Integer> pairExample = new ArrayList<>();
        List<List<String>> pairTokens = new ArrayList<>();
        for (int i = 0; i < examples.size(); i++) {
            for (String c : examples.get(i).captions()) {
                pairExample.add(i);
                pairTokens.add(tokenizer.tokenize(c));
            }
        }
        Vocabulary vocab = Vocabulary.build(pairTokens, config.minCount());
        Path vocabFile = dir.resolve("vocabulary.json");
        Files.writeString(vocabFile, Json.write(vocab.words()));
        store.recordArtifact(ctx.runId(), "vocabulary", vocabFile);
        ctx.log("Training set: " + (examples.size() - augmentedCount) + " originals + " + augmentedCount
                + " candidates, " + pairTokens.size() + " image-caption pairs, vocabulary " + vocab.size() + " words");

        Checkpoint cp = ctx.resumeFrom().map(j -> Json.read(j, Checkpoint.class)).orElse(null);
        // A resumed run must go on with the very extractor it started with.
        TrainingStore.Artifact recordedEncoder = cp == null ? null : store.artifacts(ctx.runId()).get("encoder");
        try (ModelInputs inputs = ModelInputs.open(project, data, config, runtime,
                recordedEncoder == null ? null : recordedEncoder.sha256(), 0)) {
            return train(ctx, runtime, store, dir, data, splits, examples, augmentedCount, pairExample, pairTokens,
                    vocab, inputs, cp);
        }
    }

    private Map<String, Object> train(JobContext ctx, TorchRuntime runtime, TrainingStore store, Path dir,
            TrainingData data, TrainingData.Splits splits, List<TrainingData.Example> examples, long augmentedCount,
            List<Integer> pairExample, List<List<String>> pairTokens, Vocabulary vocab, ModelInputs inputs,
            Checkpoint cp) throws Exception {
        String what = "Preparing images";
        Map<Long, List<String>> valRefs = data.references(splits.validation());
        List<Long> valIds = new ArrayList<>(valRefs.keySet());
        int prepare = examples.size() + valIds.size();
        if (inputs.extractor() != null) {
            store.recordArtifact(ctx.runId(), "encoder", inputs.extractor().file());
            what = "Loading features";
            ctx.log("Encoder: frozen features of " + inputs.extractor().file() + " (SHA-256 " + inputs.extractor().sha256()
                    + "), " + inputs.grid().positions() + " x " + inputs.grid().dim() + " per image, cached in the project");
            // The one-off step: every image not in the cache goes through the extractor, in batches.
            inputs.prepare(examples, valIds, (done, total) -> {
                ctx.checkCancelled();
                ctx.progress(done, total, "Extracting features " + done + " of " + total);
            });
        }
        // Small sets stay in memory; large ones (COCO train at 96 px is > 1 GB) are read back from the cache per batch.
        boolean inMemory = inputs.bytesPerImage() * examples.size() <= IN_MEMORY_BYTES;
        List<byte[]> exampleImages = new ArrayList<>();
        for (int i = 0; i < examples.size(); i++) {
            ctx.checkCancelled();
            byte[] img = inputs.example(examples.get(i));
            exampleImages.add(inMemory ? img : null);
            ctx.progress(i + 1, prepare, what + " " + (i + 1) + " of " + prepare);
        }
        List<byte[]> valImages = new ArrayList<>();
        for (Long id : valIds) {
            ctx.checkCancelled();
            valImages.add(inputs.sample(id));
            ctx.progress(examples.size() + valImages.size(), prepare, what + " " + (examples.size() + valImages.size())
                    + " of " + prepare);
        }
        if (inputs.extractor() != null) {
            ctx.log("Features: " + inputs.featuresComputed() + " computed, " + inputs.featuresReused()
                    + " read from the cache");
        }

        int start = cp == null ? 0 : cp.step();
        Engine engine = Engine.getEngine("PyTorch");
        engine.setRandomSeed((int) config.seed());
        int batch = config.batchSize();
        int perEpoch = Math.max(1, pairTokens.size() / batch);
        long started = System.nanoTime();
        int step = start;
        double bestCider = cp == null ? -1 : cp.bestCider();
        int bestStep = cp == null ? 0 : cp.bestStep();
        int sinceBest = cp == null ? 0 : cp.sinceBest();
        boolean stoppedEarly = false;
        double lastLoss = Double.NaN;
        int logEvery = Math.max(1, config.steps() / 50);
        List<TrainingStore.Point> ce = new ArrayList<>();
        List<TrainingStore.Point> total = new ArrayList<>();
        try (CaptionModel model = CaptionModel.create(runtime, config, vocab, inputs.grid());
                CaptionTrainer trainer = new CaptionTrainer(model)) {
            if (cp != null) {
                Path params = verified(Path.of(cp.paramsFile()), cp.sha256(), cp.step());
                trainer.loadParameters(params);
                String optimizer = "(no optimizer state: Adam restarts)";
                if (cp.optimizerFile() != null) {
                    trainer.loadOptimizer(verified(Path.of(cp.optimizerFile()), cp.optimizerSha256(), cp.step()));
                    optimizer = "and Adam's state";
                }
                ctx.log("Resuming at step " + start + " of " + config.steps() + " from " + params + " " + optimizer);
            }
            CaptionDecoder decoder = new CaptionDecoder(model);
            List<Integer> order = null;
            int orderEpoch = -1;
            while (step < config.steps()) {
                ctx.checkCancelled();
                int epoch = step / perEpoch;
                if (epoch != orderEpoch) {
                    order = new ArrayList<>();
                    for (int i = 0; i < pairTokens.size(); i++) {
                        order.add(i);
                    }
                    Collections.shuffle(order, new Random(config.seed() * 1_000_003L + epoch));
                    orderEpoch = epoch;
                }
                int from = (step % perEpoch) * batch;
                List<byte[]> x = new ArrayList<>(batch);
                List<int[]> y = new ArrayList<>(batch);
                for (int b = 0; b < batch; b++) {
                    int pair = order.get((from + b) % order.size());
                    int ex = pairExample.get(pair);
                    TrainingData.Example e = examples.get(ex);
                    x.add(inMemory ? exampleImages.get(ex) : inputs.example(e));
                    y.add(vocab.encode(pairTokens.get(pair), config.maxWords()));
                }
                // Seeding every update makes dropout depend on the step only, so a resumed run repeats an
                // uninterrupted one.
                engine.setRandomSeed((int) (config.seed() * 1_000_003L + step));
                CaptionTrainer.StepLoss loss = trainer.step(x, y);
                step++;
                lastLoss = loss.crossEntropy();
                ce.add(new TrainingStore.Point(step, loss.crossEntropy()));
                total.add(new TrainingStore.Point(step, loss.total()));
                double secs = (System.nanoTime() - started) / 1e9;
                double rate = (step - start) * batch / Math.max(secs, 1e-9);
                if (step % logEvery == 0 || step == config.steps()) {
                    ctx.log(String.format("step %d/%d epoch %d loss %.4f (cross-entropy %.4f, attention %.4f), %.1f samples/s",
                            step, config.steps(), epoch + 1, loss.total(), loss.crossEntropy(), loss.attention(), rate));
                }
                ctx.progress(step, config.steps(), String.format("Step %d of %d, loss %.3f", step, config.steps(),
                        loss.crossEntropy()));
                if (step % config.validateEvery() == 0 || step == config.steps()) {
                    double cider = validate(decoder, valIds, valImages, valRefs);
                    store.addPoints(ctx.runId(), "loss", ce);
                    store.addPoints(ctx.runId(), "loss_total", total);
                    store.addPoints(ctx.runId(), "val_CIDEr", List.of(new TrainingStore.Point(step, cider)));
                    ce.clear();
                    total.clear();
                    if (cider > bestCider) {
                        bestCider = cider;
                        bestStep = step;
                        sinceBest = 0;
                        Path best = dir.resolve("best.params");
                        model.save(best);
                        store.recordArtifact(ctx.runId(), "best", best);
                    } else {
                        sinceBest++;
                    }
                    Path last = dir.resolve("last.params");
                    model.save(last);
                    TrainingStore.Artifact a = store.recordArtifact(ctx.runId(), "last", last);
                    Path opt = dir.resolve("last.optimizer");
                    trainer.saveOptimizer(opt);
                    TrainingStore.Artifact o = store.recordArtifact(ctx.runId(), "optimizer", opt);
                    ctx.checkpoint(Json.write(new Checkpoint(step, bestCider, bestStep, sinceBest, last.toString(),
                            a.sha256(), opt.toString(), o.sha256())));
                    ctx.log(String.format("Checkpoint at step %d: validation CIDEr-D %.4f (best %.4f at step %d)", step,
                            cider, bestCider, bestStep));
                    if (config.patience() > 0 && sinceBest >= config.patience() && step < config.steps()) {
                        ctx.log("Early stop: no better validation CIDEr-D for " + sinceBest + " validations");
                        stoppedEarly = true;
                        break;
                    }
                }
            }
            double secs = (System.nanoTime() - started) / 1e9;
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("steps", step);
            m.put("plannedSteps", config.steps());
            m.put("seed", config.seed());
            m.put("device", runtime.description());
            m.put("trainImages", examples.size());
            m.put("originals", examples.size() - augmentedCount);
            m.put("augmented", augmentedCount);
            m.put("trainPairs", pairTokens.size());
            m.put("vocabulary", vocab.size());
            m.put("validationImages", valIds.size());
            m.put("bestValCIDEr", bestCider);
            m.put("bestStep", bestStep);
            m.put("finalLoss", lastLoss);
            m.put("stoppedEarly", stoppedEarly);
            m.put("samplesPerSecond", (step - start) * batch / Math.max(secs, 1e-9));
            m.put("runDir", dir.toString());
            if (inputs.extractor() != null) {
                m.put("encoder", config.encoder());
                m.put("encoderSha256", inputs.extractor().sha256());
                m.put("featuresComputed", inputs.featuresComputed());
                m.put("featuresReused", inputs.featuresReused());
            }
            return m;
        }
    }

    private static Path verified(Path file, String sha256, int step) {
        String sha = ModelManifest.sha256(file);
        if (!sha.equals(sha256)) {
            throw new IllegalStateException("Checkpoint file " + file + " has changed since step " + step + " (SHA-256 "
                    + sha + ", expected " + sha256 + "); cannot resume");
        }
        return file;
    }

    private static double validate(CaptionDecoder decoder, List<Long> ids, List<byte[]> images,
            Map<Long, List<String>> refs) throws Exception {
        if (ids.isEmpty()) {
            return 0;
        }
        Map<Long, String> cands = new LinkedHashMap<>();
        for (int i = 0; i < ids.size(); i += VALIDATION_BATCH) {
            int to = Math.min(ids.size(), i + VALIDATION_BATCH);
            List<String> caps = decoder.greedy(images.subList(i, to));
            for (int j = i; j < to; j++) {
                cands.put(ids.get(j), caps.get(j - i));
            }
        }
        CaptionEvaluation.Result r = new CaptionEvaluation().evaluate(CaptionEvaluation.Input.of(refs, cands),
                EnumSet.of(CaptionMetric.CIDER), Progress.NONE);
        return r.corpus().get("CIDEr");
    }

    /** Re-creates training jobs from stored params, to resume them. */
    public static final class Factory implements JobFactory {
        @Override
        public String kind() {
            return KIND;
        }

        @Override
        public Job create(Project project, Map<String, Object> params) {
            return fromStored(project, params);
        }
    }

}
