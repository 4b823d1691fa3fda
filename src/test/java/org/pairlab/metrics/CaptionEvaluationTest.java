package org.pairlab.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CaptionEvaluationTest {
    private static final String REFS = "{\"images\":[{\"id\":1},{\"id\":2},{\"id\":3}],\"annotations\":["
            + "{\"image_id\":1,\"id\":10,\"caption\":\"A dog sitting on a boat.\"},"
            + "{\"image_id\":1,\"id\":11,\"caption\":\"A dog on a white boat.\"},"
            + "{\"image_id\":2,\"id\":12,\"caption\":\"A cat on a mat.\"},"
            + "{\"image_id\":3,\"id\":13,\"caption\":\"Two zebras in a field.\"}]}";

    @TempDir
    Path dir;

    private final CaptionEvaluation service = new CaptionEvaluation();

    private Path file(String name, String content) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, content);
        return p;
    }

    @Test
    void reproducesTheToolkitOnTheDevSetThroughTheFiles() throws Exception {
        Path dev = TestData.cocoevalDev();
        List<Double> progress = new ArrayList<>();
        CaptionEvaluation.Result r = service.evaluate(dev.resolve("a_fakecap_full_annotations.json"),
                dev.resolve("a_fakecap_full_results.json"),
                EnumSet.of(CaptionMetric.BLEU, CaptionMetric.ROUGE_L, CaptionMetric.CIDER), (f, s) -> progress.add(f));
        JsonNode expected = TestData.json(dev.resolve("expected.json"));
        JsonNode corpus = expected.get("cases").get("a_fakecap_full").get("corpus");
        assertEquals(List.of("Bleu_1", "Bleu_2", "Bleu_3", "Bleu_4", "ROUGE_L", "CIDEr"),
                new ArrayList<>(r.corpus().keySet()));
        corpus.fields().forEachRemaining(e -> assertEquals(e.getValue().asDouble(), r.corpus().get(e.getKey()), 1e-6,
                e.getKey()));
        JsonNode perImage = expected.get("per_image_all").get("a_fakecap_full");
        assertEquals(1000, r.images().size());
        for (int i = 0; i < 1000; i++) {
            CaptionEvaluation.ImageRow row = r.images().get(i);
            assertEquals(perImage.get(i).get("image_id").asLong(), row.imageId());
            for (String key : r.corpus().keySet()) {
                assertEquals(perImage.get(i).get(key).asDouble(), row.scores().get(key), 1e-6, key + " " + row.imageId());
            }
        }
        Bleu.Counts counts = (Bleu.Counts) r.details().get("Bleu").get("counts");
        assertEquals(9855, counts.reflen());
        for (int i = 1; i < progress.size(); i++) {
            assertTrue(progress.get(i) >= progress.get(i - 1), "progress never goes back");
        }
        assertEquals(1.0, progress.get(progress.size() - 1), 1e-12);
    }

    @Test
    void evaluatesAllFourMetricsOnSmallFiles() throws Exception {
        Path refs = file("refs.json", REFS);
        Path res = file("res.json", "[{\"image_id\":2,\"caption\":\"A cat on a mat.\"},"
                + "{\"image_id\":1,\"caption\":\"a dog on a boat\"}]");
        CaptionEvaluation.Result r = service.evaluate(refs, res, CaptionEvaluation.metrics(null), Progress.NONE);
        assertEquals(List.of("Bleu_1", "Bleu_2", "Bleu_3", "Bleu_4", "METEOR", "ROUGE_L", "CIDEr"),
                new ArrayList<>(r.corpus().keySet()));
        assertEquals(List.of(1L, 2L), r.images().stream().map(CaptionEvaluation.ImageRow::imageId).toList());
        assertEquals("a cat on a mat", r.images().get(1).tokenizedCandidate());
        assertEquals(1.0, r.images().get(1).scores().get("METEOR"), 1e-12);
        assertTrue(r.notes().stream().anyMatch(n -> n.contains("1 reference images have no result")));
    }

    @Test
    void aResultForAnUnknownImageNamesTheImageAndBothFiles() throws Exception {
        Path refs = file("refs.json", REFS);
        Path res = file("res.json", "[{\"image_id\":1,\"caption\":\"a dog\"},{\"image_id\":99,\"caption\":\"x\"}]");
        EvaluationException e = assertThrows(EvaluationException.class, () -> service.read(refs, res));
        assertTrue(e.getMessage().contains("image 99"), e.getMessage());
        assertTrue(e.getMessage().contains("res.json") && e.getMessage().contains("refs.json"), e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
    }

    @Test
    void twoResultsForOneImageAreAnError() throws Exception {
        Path refs = file("refs.json", REFS);
        Path res = file("res.json", "[{\"image_id\":1,\"caption\":\"a dog\"},{\"image_id\":1,\"caption\":\"a cat\"}]");
        EvaluationException e = assertThrows(EvaluationException.class, () -> service.read(refs, res));
        assertTrue(e.getMessage().contains("image 1 has more than one result"), e.getMessage());
    }

    @Test
    void malformedJsonNamesFileLineAndColumn() throws Exception {
        Path refs = file("refs.json", REFS);
        Path res = file("bad.json", "[\n  {\"image_id\": 1, \"caption\": \"a dog\"}\n  {\"image_id\": 2}\n]");
        EvaluationException e = assertThrows(EvaluationException.class, () -> service.read(refs, res));
        assertTrue(e.getMessage().startsWith(res + ": malformed JSON at line 3, column 3"), e.getMessage());
    }

    @Test
    void wrongShapesAndMissingFilesAreOneLineErrors() throws Exception {
        Path refs = file("refs.json", REFS);
        EvaluationException notArray = assertThrows(EvaluationException.class,
                () -> service.read(refs, file("obj.json", "{\"image_id\":1}")));
        assertTrue(notArray.getMessage().contains("not a COCO results file"));
        EvaluationException noCaption = assertThrows(EvaluationException.class,
                () -> service.read(refs, file("nocap.json", "[{\"image_id\":1}]")));
        assertTrue(noCaption.getMessage().contains("entry 0: \"caption\" must be a string"), noCaption.getMessage());
        EvaluationException missing = assertThrows(EvaluationException.class,
                () -> service.read(dir.resolve("nope.json"), refs));
        assertTrue(missing.getMessage().contains("nope.json: no such file"));
        EvaluationException notCaptions = assertThrows(EvaluationException.class,
                () -> service.read(file("arr.json", "[]"), refs));
        assertTrue(notCaptions.getMessage().contains("no \"annotations\" array"));
    }

    @Test
    void emptyCaptionsScoreZeroOnEveryMetric() throws Exception {
        Path refs = file("refs.json", REFS);
        Path res = file("res.json", "[{\"image_id\":1,\"caption\":\"\"},{\"image_id\":2,\"caption\":\"A cat on a mat\"}]");
        CaptionEvaluation.Result r = service.evaluate(refs, res, CaptionEvaluation.metrics("all"), Progress.NONE);
        r.images().get(0).scores().forEach((k, v) -> assertEquals(0.0, v, k));
        assertTrue(r.notes().stream().anyMatch(n -> n.contains("1 candidate captions are empty")));
    }

    @Test
    void interruptionCancels() throws Exception {
        Path refs = file("refs.json", REFS);
        Path res = file("res.json", "[{\"image_id\":1,\"caption\":\"a dog\"}]");
        CaptionEvaluation.Input input = service.read(refs, res);
        Thread.currentThread().interrupt();
        try {
            assertThrows(CancellationException.class,
                    () -> service.evaluate(input, Set.of(CaptionMetric.BLEU), Progress.NONE));
            assertTrue(Thread.currentThread().isInterrupted(), "the interrupt flag stays set");
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void metricListsParse() {
        assertEquals(EnumSet.of(CaptionMetric.BLEU, CaptionMetric.CIDER), CaptionMetric.parseList("bleu_4, CIDEr-D"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> CaptionMetric.parseList("Bleu,SPICE"));
        assertTrue(e.getMessage().contains("SPICE"));
    }
}
