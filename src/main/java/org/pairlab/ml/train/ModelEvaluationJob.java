package org.pairlab.ml.train;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pairlab.metrics.CaptionEvaluation;
import org.pairlab.metrics.CaptionMetric;
import org.pairlab.metrics.DiversityMetrics;
import org.pairlab.metrics.PtbTokenizer;
import org.pairlab.ml.ModelManifest;
import org.pairlab.ml.TorchRuntime;
import org.pairlab.ml.caption.CaptionDecoder;
import org.pairlab.ml.caption.CaptionModel;
import org.pairlab.ml.caption.Vocabulary;
import org.pairlab.project.Json;
import org.pairlab.project.Project;
import org.pairlab.project.Run;
import org.pairlab.project.RunState;
import org.pairlab.runs.Job;
import org.pairlab.runs.JobContext;
import org.pairlab.runs.JobFactory;
import org.pairlab.runs.JobParams;

/**
 * Evaluates a finished training run on the test split: beam-search captions written as COCO results JSON (with the
 * references as a COCO captions file beside it), scored from those files by the metrics module (BLEU-1..4, METEOR,
 * ROUGE-L, CIDEr-D); with {@code samples > 0} also k sampled captions per image and their diversity. Per-image
 * captions and scores are stored in the project.
 */
public final class ModelEvaluationJob implements Job {
    public static final String KIND = "evaluate";

    private final Project project;
    private final long trainingRun;
    private final int beam;
    private final int samples;
    private final double temperature;
    private final int limit;
    private final boolean preferGpu;

    public ModelEvaluationJob(Project project, long trainingRun, int beam, int samples, double temperature, int limit,
            boolean preferGpu) {
        if (beam < 1 || samples < 0 || temperature <= 0 || limit < 0) {
            throw new IllegalArgumentException("beam must be >= 1, samples >= 0, temperature > 0, limit >= 0");
        }
        this.project = project;
        this.trainingRun = trainingRun;
        this.beam = beam;
        this.samples = samples;
        this.temperature = temperature;
        this.limit = limit;
        this.preferGpu = preferGpu;
    }

    /** From stored params or CLI values ({@code run}, {@code beam}, {@code samples}, {@code temperature}, {@code limit}). */
    public static ModelEvaluationJob fromParams(Project project, Map<String, ?> p) {
        return new ModelEvaluationJob(project, num(p, "trainingRun", -1).longValue(), num(p, "beam", 3).intValue(),
                num(p, "samples", 0).intValue(), num(p, "temperature", 1.0).doubleValue(), num(p, "limit", 0).intValue(),
                !"false".equals(String.valueOf(p.get("gpu"))));
    }

    private static Number num(Map<String, ?> p, String k, Number d) {
        Object v = p.get(k);
        return v == null ? d : v instanceof Number n ? n : Double.valueOf(v.toString().strip());
    }

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    public String title() {
        return "Evaluate training run " + trainingRun + " (beam " + beam + (samples > 0 ? ", " + samples + " samples" : "")
                + ")";
    }

    @Override
    public Map<String, Object> params() {
        return JobParams.write(new ModelEvaluationParams(trainingRun, beam, samples, temperature, limit, preferGpu));
    }

    @Override
    @SuppressWarnings("unchecked")
    public Map<String, Object> run(JobContext ctx) throws Exception {
        Run tr = project.runs().get(trainingRun)
                .orElseThrow(() -> new IllegalArgumentException("There is no run " + trainingRun));
        if (!tr.kind().equals(TrainingJob.KIND) || tr.state() != RunState.SUCCEEDED) {
            throw new IllegalArgumentException("Run " + trainingRun + " is a " + tr.state().db() + " '" + tr.kind()
                    + "' run; evaluation needs a succeeded training run");
        }
        TrainingJob training = TrainingJob.fromStored(project, Json.read(tr.paramsJson(), Map.class));
        TrainingStore store = new TrainingStore(project);
        Map<String, TrainingStore.Artifact> files = store.artifacts(trainingRun);
        TrainingStore.Artifact params = files.containsKey("best") ? files.get("best") : files.get("last");
        TrainingStore.Artifact vocabFile = files.get("vocabulary");
        if (params == null || vocabFile == null) {
            throw new IllegalStateException("Training run " + trainingRun + " has no saved parameters or vocabulary");
        }
        for (TrainingStore.Artifact a : List.of(params, vocabFile)) {
            String sha = ModelManifest.sha256(a.path());
            if (!sha.equals(a.sha256())) {
                throw new IllegalStateException(a.path() + " has changed since training (SHA-256 " + sha + ", recorded "
                        + a.sha256() + ")");
            }
        }
        Vocabulary vocab = new Vocabulary(Json.read(Files.readString(vocabFile.path()), List.class));
        TorchRuntime runtime = TorchRuntime.start(preferGpu);
        ctx.log("Device: " + runtime.description());
        ctx.log("Model: " + params.path() + " (" + params.name() + ")");
        TrainingData data = new TrainingData(project);
        TrainingData.Splits splits = data.splits(training.spec().datasetId());
        if (!splits.note().isEmpty()) {
            ctx.log("Splits: " + splits.note());
        }
        Map<Long, List<String>> refs = data.references(splits.test());
        List<Long> all = new ArrayList<>(refs.keySet());
        List<Long> ids = limit > 0 && all.size() > limit ? all.subList(0, limit) : all;
        Map<Long, String> captions = new LinkedHashMap<>();
        Map<Long, List<String>> sampled = new LinkedHashMap<>();
        String encoderSha = null;
        if (training.config().usesFeatureExtractor()) {
            TrainingStore.Artifact enc = files.get("encoder");
            if (enc == null) {
                throw new IllegalStateException("Training run " + trainingRun + " used encoder=" + training.config().encoder()
                        + " but recorded no extractor checksum; cannot check that evaluation uses the same extractor");
            }
            encoderSha = enc.sha256();
        }
        try (ModelInputs inputs = ModelInputs.open(project, data, training.config(), runtime, encoderSha, trainingRun);
                CaptionModel model = CaptionModel.load(runtime, training.config(), vocab, inputs.grid(), params.path())) {
            if (inputs.extractor() != null) {
                ctx.log("Encoder: frozen features of " + inputs.extractor().file() + " (SHA-256 " + encoderSha + ")");
                inputs.prepare(List.of(), ids, (done, total) -> {
                    ctx.checkCancelled();
                    ctx.progress(0, 1, "Extracting features " + done + " of " + total);
                });
            }
            CaptionDecoder decoder = new CaptionDecoder(model);
            for (int i = 0; i < ids.size(); i++) {
                ctx.checkCancelled();
                long id = ids.get(i);
                byte[] img = inputs.sample(id);
                captions.put(id, decoder.beam(img, beam));
                if (samples > 0) {
                    sampled.put(id, decoder.sample(img, samples, temperature, training.config().seed() + id));
                }
                ctx.progress(i + 1, ids.size() + 1, "Captioned " + (i + 1) + " of " + ids.size() + " test images");
            }
        }
        Path dir = store.runDir(ctx.runId());
        Files.createDirectories(dir);
        Path refsFile = dir.resolve("references.json");
        Path resultsFile = dir.resolve("results.json");
        Files.writeString(refsFile, Json.write(cocoCaptions(refs, ids)));
        List<Map<String, Object>> results = new ArrayList<>();
        captions.forEach((id, c) -> results.add(Map.of("image_id", id, "caption", c)));
        Files.writeString(resultsFile, Json.write(results));
        store.recordArtifact(ctx.runId(), "references", refsFile);
        store.recordArtifact(ctx.runId(), "results", resultsFile);
        ctx.log("Scoring " + resultsFile);
        CaptionEvaluation.Result r = new CaptionEvaluation().evaluate(refsFile, resultsFile,
                EnumSet.allOf(CaptionMetric.class), (f, stage) -> ctx.progress(ids.size(), ids.size() + 1, stage));
        Map<Long, Map<String, Double>> perImage = new LinkedHashMap<>();
        r.images().forEach(row -> perImage.put(row.imageId(), row.scores()));
        List<TrainingStore.Output> outputs = new ArrayList<>();
        for (Long id : ids) {
            outputs.add(new TrainingStore.Output(id, captions.get(id), sampled.getOrDefault(id, List.of()),
                    perImage.getOrDefault(id, Map.of())));
        }
        store.saveOutputs(ctx.runId(), outputs);
        Map<String, Object> m = new LinkedHashMap<>(r.corpus());
        m.put("trainingRun", trainingRun);
        m.put("images", ids.size());
        m.put("beam", beam);
        m.put("results", resultsFile.toString());
        if (samples > 0) {
            PtbTokenizer tok = new PtbTokenizer();
            Map<Long, List<String>> tokenized = new LinkedHashMap<>();
            sampled.forEach((id, caps) -> tokenized.put(id, caps.stream().map(tok::tokenizeToString).toList()));
            Set<String> trainCaps = new HashSet<>();
            for (TrainingData.Example e : data.examples(splits, training.spec(), training.config().seed())) {
                e.captions().forEach(c -> trainCaps.add(tok.tokenizeToString(c)));
            }
            DiversityMetrics.Result d = DiversityMetrics.evaluate(tokenized, trainCaps, null);
            m.put("samples", samples);
            m.put("uniqueness", d.uniqueness());
            m.put("novel", d.novel());
            m.put("mBLEU4", d.mBleu4());
            m.put("div1", d.div1());
            m.put("div2", d.div2());
            m.put("selfCIDEr", d.selfCider());
        }
        ctx.log("Scores: " + r.corpus());
        return m;
    }

    private static Map<String, Object> cocoCaptions(Map<Long, List<String>> refs, List<Long> ids) {
        List<Map<String, Object>> images = new ArrayList<>();
        List<Map<String, Object>> annotations = new ArrayList<>();
        long ann = 1;
        for (Long id : ids) {
            images.add(Map.of("id", id));
            for (String c : refs.get(id)) {
                annotations.add(Map.of("id", ann++, "image_id", id, "caption", c));
            }
        }
        return Map.of("images", images, "annotations", annotations);
    }

    /** Re-creates evaluation jobs from stored params. */
    public static final class Factory implements JobFactory {
        @Override
        public String kind() {
            return KIND;
        }

        @Override
        public Job create(Project project, Map<String, Object> params) {
            ModelEvaluationParams p = JobParams.read(params, ModelEvaluationParams.class);
            return new ModelEvaluationJob(project, p.trainingRun(), p.beam(), p.samples(), p.temperature(), p.limit(),
                    p.gpu());
        }
    }
}
