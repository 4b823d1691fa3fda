package org.pairlab.runs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.type.TypeReference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.augment.Augmenters;
import org.pairlab.augment.CrossDomainMixParams;
import org.pairlab.augment.GenerationJob;
import org.pairlab.augment.StaleRefreshJob;
import org.pairlab.lm.neural.LmTrainingJob;
import org.pairlab.lm.neural.LmTrainingParams;
import org.pairlab.lm.neural.LstmSettings;
import org.pairlab.metrics.CaptionMetric;
import org.pairlab.metrics.EvaluationJob;
import org.pairlab.augment.cutswap.CutSwapPreprocessParams;
import org.pairlab.augment.toca.TocaJob;
import org.pairlab.augment.GenerationParams;
import org.pairlab.dataset.ExportFormat;
import org.pairlab.lm.CaptionQualityParams;
import org.pairlab.lm.LmTokenizer;
import org.pairlab.lm.NgramTrainingSettings;
import org.pairlab.ml.caption.CaptionModelConfig;
import org.pairlab.ml.train.ModelEvaluationJob;
import org.pairlab.ml.train.ModelEvaluationParams;
import org.pairlab.ml.train.TrainingJob;
import org.pairlab.ml.train.TrainingParams;
import org.pairlab.ml.train.TrainingSetSpec;
import org.pairlab.dataset.ExportInclude;
import org.pairlab.dataset.ExportJobFactory;
import org.pairlab.dataset.ExportOptions;
import org.pairlab.dataset.ExportParams;
import org.pairlab.dataset.ExportRequest;
import org.pairlab.dataset.ImportFormat;
import org.pairlab.dataset.ImportJobFactory;
import org.pairlab.dataset.ImportParams;
import org.pairlab.dataset.ImportRequest;
import org.pairlab.project.Json;
import org.pairlab.project.Project;
import org.pairlab.project.RunState;
import org.pairlab.testing.SharedData;
import org.pairlab.text.InformativenessParams;

/** Typed job parameters: round trips through the stored JSON, strict reading, and resumes of runs stored before. */
class JobParamsTest {
    private static final TypeReference<Map<String, Object>> MAP = new TypeReference<>() {
    };

    @TempDir
    Path dir;

    /** What the run table would hand back: the parameters written to JSON text and read again. */
    private static Map<String, Object> stored(Object record) {
        return Json.read(Json.write(JobParams.write(record)), MAP);
    }

    @Test
    void generationParametersRoundTripWithAndWithoutACaptionRewrite() {
        Map<String, Object> method = new LinkedHashMap<>();
        method.put("strength", 0.5);
        method.put("mode", "soft");
        GenerationParams plain = new GenerationParams("flip", method, null, null, 7L, 12, List.of(3L, 1L, 2L));
        assertEquals(plain, JobParams.read(stored(plain), GenerationParams.class));
        assertTrue(!stored(plain).containsKey("captionMethod"), "no caption keys when there is no caption rewrite");
        GenerationParams combo = new GenerationParams("flip", Map.of(), "synonym", Map.of("rate", 0.2), -4L, 0,
                List.of(5_000_000_000L));
        assertEquals(combo, JobParams.read(stored(combo), GenerationParams.class));
    }

    @Test
    void generationJobStoresTheKeysItAlwaysHad() throws Exception {
        try (Project p = Project.create(dir.resolve("p.pairlab"))) {
            GenerationJob job = new GenerationJob(p, new Augmenters().require("flip"), Map.of(), 3, 5, List.of(1L, 2L));
            assertEquals(List.of("limit", "method", "params", "sampleIds", "seed"),
                    stored(job.typedParams()).keySet().stream().sorted().toList());
            // The stored form of the old hand-written map, as runs kept it.
            Map<String, Object> old = Json.read("{\"limit\":5,\"method\":\"flip\",\"params\":{},\"sampleIds\":[1,2],"
                    + "\"seed\":3}", MAP);
            GenerationJob again = (GenerationJob) new GenerationJob.Factory().create(p, old);
            assertEquals(job.typedParams(), again.typedParams());
        }
    }

    @Test
    void importAndExportParametersRoundTrip() {
        Path coco = SharedData.cocoSample();
        ImportRequest imp = new ImportRequest(ImportFormat.COCO, coco.resolve("captions.json"), null,
                coco.resolve("images"), "coco", true, null);
        ImportParams ip = ImportParams.of(imp, 1234L);
        ImportParams back = JobParams.read(stored(ip), ImportParams.class);
        assertEquals(ip, back);
        assertEquals(imp, back.request());
        assertEquals(1234L, back.pixelLimit());

        ExportRequest exp = new ExportRequest(ExportFormat.PARQUET, dir.resolve("out"),
                EnumSet.of(ExportInclude.ORIGINALS, ExportInclude.ACCEPTED), "train", true, new ExportOptions(50, "caption"));
        ExportParams ep = ExportParams.of(exp);
        assertEquals("ACCEPTED,ORIGINALS", ep.include());
        assertEquals(exp, JobParams.read(stored(ep), ExportParams.class).request());
    }

    @Test
    @SuppressWarnings("unchecked")
    void trainingParametersKeepTheStoredFormOfTheOldMaps() throws Exception {
        try (Project p = Project.create(dir.resolve("p.pairlab"))) {
            CaptionModelConfig model = CaptionModelConfig.tiny().with(Map.of("encoder", "resnet-features"));
            TrainingSetSpec set = new TrainingSetSpec(2, 0.3, List.of("flip", "cutswap"), 0.2);
            TrainingJob job = new TrainingJob(p, model, set, false, "low resource");
            // What TrainingJob.params() stored before the record: the configs' own maps.
            Map<String, Object> old = new LinkedHashMap<>();
            old.put("model", model.toMap());
            old.put("trainingSet", set.toMap());
            old.put("gpu", false);
            old.put("label", "low resource");
            assertEquals(Json.read(Json.write(old), MAP), stored(job.typedParams()));
            TrainingJob again = (TrainingJob) new TrainingJob.Factory().create(p, Json.read(Json.write(old), MAP));
            assertEquals(job.typedParams(), again.typedParams());
            assertEquals(job.params(), again.params());

            Map<String, Object> badShare = Json.read(Json.write(old), MAP);
            ((Map<String, Object>) badShare.get("model")).put("steps", "many");
            String m = assertThrows(IllegalArgumentException.class,
                    () -> new TrainingJob.Factory().create(p, badShare)).getMessage();
            assertTrue(m.contains("key 'model.steps'"), m);
        }
    }

    @Test
    void ngramAndCaptionQualityParametersRoundTripInTheirOldForm() {
        NgramTrainingSettings s = new NgramTrainingSettings("kn4 coco", "coco", 4, LmTokenizer.WHITESPACE, 2,
                dir.resolve("kn4.arpa"));
        Map<String, Object> old = new LinkedHashMap<>();
        old.put("name", "kn4 coco");
        old.put("dataset", "coco");
        old.put("order", 4);
        old.put("tokenizer", "whitespace");
        old.put("minCount", 2);
        old.put("out", dir.resolve("kn4.arpa").toString());
        assertEquals(old, s.params());
        assertEquals(s, NgramTrainingSettings.fromParams(Json.read(Json.write(old), MAP)));
        old.remove("minCount");
        assertEquals(1, NgramTrainingSettings.fromParams(old).minCount(), "runs stored before minCount read as 1");

        assertEquals(new CaptionQualityParams("flip"),
                JobParams.read(stored(new CaptionQualityParams("flip")), CaptionQualityParams.class));
        String m = assertThrows(IllegalArgumentException.class,
                () -> JobParams.read(Map.of(), CaptionQualityParams.class)).getMessage();
        assertTrue(m.contains("'method'"), m);
    }

    @Test
    void crossDomainMixAndInformativenessParametersReadTheirOldForm() {
        Map<String, Object> mix = Json.read("{\"params\":{\"source\":\"flickrstyle\",\"share\":0.3},\"seed\":9,"
                + "\"sampleIds\":[4,5]}", MAP);
        CrossDomainMixParams m = JobParams.read(mix, CrossDomainMixParams.class);
        assertEquals(new CrossDomainMixParams(Map.of("source", "flickrstyle", "share", 0.3), 9L, List.of(4L, 5L)), m);
        assertEquals(mix, stored(m));
        Map<String, Object> info = Json.read("{\"threshold\":0.25,\"datasetId\":null,\"scope\":\"originals\"}", MAP);
        InformativenessParams i = JobParams.read(info, InformativenessParams.class);
        assertEquals(new InformativenessParams(0.25, null, "originals"), i);
        assertEquals(info, stored(i));
    }

    @Test
    void cutSwapPreprocessingParametersReadTheirOldForm() {
        CutSwapPreprocessParams c = JobParams.read(Json.read("{\"datasetId\":3,\"force\":true}", MAP),
                CutSwapPreprocessParams.class);
        assertEquals(new CutSwapPreprocessParams(3, true), c);
        assertEquals(Map.of("datasetId", 3, "force", true), stored(c));
        assertTrue(!JobParams.read(Map.of("datasetId", 3), CutSwapPreprocessParams.class).rebuild());
    }

    @Test
    void tocaRunsStoredInTheOldFormAreRecreatedWithTheSameParameters() throws Exception {
        try (Project p = Project.create(dir.resolve("p.pairlab"))) {
            Map<String, Object> old = Json.read("{\"name\":\"toca150\",\"source\":\"\",\"scenario\":\"cross-domain\","
                    + "\"count\":150,\"seed\":7,\"tau\":\"inf\",\"corpusSize\":1000,\"grammarFilter\":true,"
                    + "\"overgenerate\":1.5,\"pairs\":\"\"}", MAP);
            Job job = new TocaJob.Factory().create(p, old);
            assertEquals(old, Json.read(Json.write(job.params()), MAP));
        }
    }

    @Test
    void modelEvaluationRunsReadTheirOldFormAndDefaults() throws Exception {
        try (Project p = Project.create(dir.resolve("p.pairlab"))) {
            Map<String, Object> old = Json.read("{\"trainingRun\":4,\"beam\":5,\"samples\":2,\"temperature\":0.7,"
                    + "\"limit\":10,\"gpu\":false}", MAP);
            Job job = new ModelEvaluationJob.Factory().create(p, old);
            assertEquals(old, Json.read(Json.write(job.params()), MAP));
            Job defaults = new ModelEvaluationJob.Factory().create(p, Map.of("trainingRun", 4));
            assertEquals(new ModelEvaluationParams(4, 3, 0, 1.0, 0, true),
                    JobParams.read(defaults.params(), ModelEvaluationParams.class));
        }
    }

    @Test
    void unknownKeysWrongTypesAndMissingKeysAreRefusedByName() {
        Map<String, Object> unknown = Json.read("{\"method\":\"flip\",\"seed\":1,\"limit\":0,\"sampleIds\":[],\"colour\":2}", MAP);
        String m1 = assertThrows(IllegalArgumentException.class,
                () -> JobParams.read(unknown, GenerationParams.class)).getMessage();
        assertTrue(m1.contains("unknown key 'colour'"), m1);

        Map<String, Object> badLimit = Json.read("{\"method\":\"flip\",\"seed\":1,\"sampleIds\":[],\"limit\":\"lots\"}", MAP);
        String m2 = assertThrows(IllegalArgumentException.class,
                () -> JobParams.read(badLimit, GenerationParams.class)).getMessage();
        assertTrue(m2.contains("key 'limit'"), m2);

        Map<String, Object> badId = Json.read("{\"method\":\"flip\",\"seed\":1,\"limit\":0,\"sampleIds\":[4,\"x\"]}", MAP);
        String m3 = assertThrows(IllegalArgumentException.class,
                () -> JobParams.read(badId, GenerationParams.class)).getMessage();
        assertTrue(m3.contains("key 'sampleIds[1]'"), m3);

        Map<String, Object> noSeed = Json.read("{\"method\":\"flip\",\"limit\":0,\"sampleIds\":[]}", MAP);
        String m4 = assertThrows(IllegalArgumentException.class,
                () -> JobParams.read(noSeed, GenerationParams.class)).getMessage();
        assertTrue(m4.contains("'seed'"), m4);
        Map<String, Object> noLimit = Json.read("{\"method\":\"flip\",\"seed\":1,\"sampleIds\":[]}", MAP);
        String m6 = assertThrows(IllegalArgumentException.class,
                () -> JobParams.read(noLimit, GenerationParams.class)).getMessage();
        assertTrue(m6.contains("key 'limit': missing or null"), m6);

        Map<String, Object> badFormat = Json.read("{\"format\":\"TIFF\",\"strict\":\"false\"}", MAP);
        String m5 = assertThrows(IllegalArgumentException.class,
                () -> JobParams.read(badFormat, ImportParams.class)).getMessage();
        assertTrue(m5.contains("key 'format'"), m5);
    }

    @Test
    void importAndExportRunsStoredInTheOldFormResume() throws Exception {
        Path file = dir.resolve("p.pairlab");
        Path coco = SharedData.cocoSample();
        Path out = dir.resolve("out");
        long importRun;
        try (Project p = Project.create(file)) {
            // Exactly what ImportJob.params() stored before the typed records: booleans and numbers as text.
            importRun = p.runs().create("import", "Import coco 'coco'", Json.write(Map.of(
                    "format", "COCO", "annotations", coco.resolve("captions.json").toString(),
                    "instances", coco.resolve("instances.json").toString(), "imagesRoot", coco.resolve("images").toString(),
                    "datasetName", "coco", "strict", "false", "maxPixels", "50000000")));
            p.runs().started(importRun);
        }
        long exportRun;
        try (Project p = Project.open(file); JobRunner runner = new JobRunner(p)) {
            assertEquals(RunState.INTERRUPTED, p.runs().get(importRun).orElseThrow().state());
            runner.register(new ImportJobFactory());
            JobHandle.JobOutcome o = runner.resume(importRun).outcome().get(120, TimeUnit.SECONDS);
            assertEquals(RunState.SUCCEEDED, o.state(), o.message());
            assertEquals(107, p.samples().ofDataset(1).size());
            Map<String, Object> oldExport = new LinkedHashMap<>();
            oldExport.put("format", "JSONL");
            oldExport.put("out", out.toString());
            oldExport.put("include", "ORIGINALS");
            oldExport.put("split", "val2017");
            oldExport.put("overwrite", "false");
            oldExport.put("shardSize", "1000");
            oldExport.put("textColumn", "text");
            exportRun = p.runs().create("export", "Export jsonl", Json.write(oldExport));
            p.runs().started(exportRun);
        }
        try (Project p = Project.open(file); JobRunner runner = new JobRunner(p)) {
            assertEquals(RunState.INTERRUPTED, p.runs().get(exportRun).orElseThrow().state());
            runner.register(new ExportJobFactory());
            JobHandle.JobOutcome o = runner.resume(exportRun).outcome().get(120, TimeUnit.SECONDS);
            assertEquals(RunState.SUCCEEDED, o.state(), o.message());
            assertEquals(53, Files.readAllLines(out.resolve("captions.jsonl")).size());
        }
    }

    @Test
    void evaluationRunsStoredInTheOldFormAreRecreatedWithTheSameParameters() throws Exception {
        try (Project p = Project.create(dir.resolve("p.pairlab"))) {
            Map<String, Object> old = new LinkedHashMap<>();
            old.put("references", dir.resolve("refs.json").toAbsolutePath().toString());
            old.put("results", dir.resolve("res.json").toAbsolutePath().toString());
            old.put("metrics", "Bleu,CIDEr");
            EvaluationJob job = (EvaluationJob) new EvaluationJob.Factory().create(p, Json.read(Json.write(old), MAP));
            assertEquals(old, Json.read(Json.write(job.params()), MAP));
            assertEquals(EnumSet.of(CaptionMetric.BLEU, CaptionMetric.CIDER), job.metrics());
            old.remove("metrics");
            EvaluationJob all = (EvaluationJob) new EvaluationJob.Factory().create(p, old);
            assertEquals(EnumSet.allOf(CaptionMetric.class), all.metrics(), "runs stored without metrics compute all");
            old.remove("results");
            String m = assertThrows(IllegalArgumentException.class,
                    () -> new EvaluationJob.Factory().create(p, old)).getMessage();
            assertTrue(m.contains("'results'"), m);
        }
    }

    @Test
    @SuppressWarnings("unchecked")
    void lstmTrainingRunsStoredInTheOldFormResumeWithTheSameSettings() throws Exception {
        try (Project p = Project.create(dir.resolve("p.pairlab"))) {
            LstmSettings tiny = LstmSettings.tiny();
            // What LmTrainingJob.params() stored before the record: the settings' own map.
            Map<String, Object> old = new LinkedHashMap<>();
            old.put("settings", tiny.toMap());
            old.put("dataset", 2L);
            old.put("gpu", false);
            old.put("label", "tiny");
            Map<String, Object> stored = Json.read(Json.write(old), MAP);
            assertEquals("ptb", ((Map<String, Object>) stored.get("settings")).get("tokenizer"));
            LmTrainingJob job = (LmTrainingJob) new LmTrainingJob.Factory().create(p, stored);
            assertEquals(new LmTrainingParams(tiny, 2, false, "tiny"), job.typedParams());
            assertEquals(stored, Json.read(Json.write(job.params()), MAP), "stored with the keys it always had");

            ((Map<String, Object>) stored.get("settings")).put("layers", "three");
            String m = assertThrows(IllegalArgumentException.class,
                    () -> new LmTrainingJob.Factory().create(p, stored)).getMessage();
            assertTrue(m.contains("'layers'"), m);
            String range = assertThrows(IllegalArgumentException.class,
                    () -> LstmSettings.defaults().with(Map.of("layers", "3"))).getMessage();
            assertTrue(range.contains("layers must be 1 or 2, got 3"), range);
            assertEquals(LmTokenizer.WHITESPACE, LstmSettings.defaults().with(Map.of("tokenizer", "WHITESPACE")).tokenizer());
        }
    }

    @Test
    void staleRefreshRunsTakeNoParameters() throws Exception {
        try (Project p = Project.create(dir.resolve("p.pairlab"))) {
            StaleRefreshJob.Factory f = new StaleRefreshJob.Factory(new Augmenters());
            assertEquals(Map.of(), f.create(p, Map.of()).params());
            String m = assertThrows(IllegalArgumentException.class, () -> f.create(p, Map.of("force", true)))
                    .getMessage();
            assertTrue(m.contains("unknown key 'force'"), m);
        }
    }

    @Test
    void modelConfigValuesFromTheCommandLineAreReadAsStoredOnesAre() {
        CaptionModelConfig c = CaptionModelConfig.tiny().with(Map.of("channels", "8,16,32,64", "steps", "12"));
        assertEquals(List.of(8, 16, 32, 64), c.channels());
        assertEquals(12, c.steps());
        String m = assertThrows(IllegalArgumentException.class,
                () -> CaptionModelConfig.tiny().with(Map.of("imageSize", "20"))).getMessage();
        assertTrue(m.contains("imageSize must be a positive multiple of 16"), m);
        String t = assertThrows(IllegalArgumentException.class,
                () -> CaptionModelConfig.tiny().with(Map.of("embed", "wide"))).getMessage();
        assertTrue(t.contains("key 'embed'"), t);
    }

    @Test
    void trainingJobsFromCommandLineValuesNestThemAsStoredRunsDo() throws Exception {
        try (Project p = Project.create(dir.resolve("p.pairlab"))) {
            TrainingJob flat = TrainingJob.fromParams(p, Map.of("imageSize", "32", "channels", "8,8,16,16",
                    "augment", "flip,cutswap", "augmentShare", "0.2", "gpu", "false", "label", "low"));
            assertEquals(32, flat.config().imageSize());
            assertEquals(List.of(8, 8, 16, 16), flat.config().channels());
            assertEquals(List.of("flip", "cutswap"), flat.spec().augmentMethods());
            assertEquals(new TrainingParams(flat.config(), flat.spec(), false, "low"), flat.typedParams());
            // Its stored form read back the same way, and the flat and nested forms mixed.
            assertEquals(flat.typedParams(), TrainingJob.fromParams(p, flat.params()).typedParams());
            String m = assertThrows(IllegalArgumentException.class,
                    () -> TrainingJob.fromParams(p, Map.of("imagesize", "32"))).getMessage();
            assertTrue(m.startsWith("Unknown training parameter 'imagesize'; known: [") && m.contains("imageSize"), m);

            LmTrainingJob lm = LmTrainingJob.fromParams(p, Map.of("hidden", "64", "settings", Map.of("epochs", 2),
                    "dataset", "3"));
            assertEquals(64, lm.settings().hidden());
            assertEquals(2, lm.settings().epochs());
            assertEquals(new LmTrainingParams(lm.settings(), 3, true, ""), lm.typedParams());
        }
    }
}
