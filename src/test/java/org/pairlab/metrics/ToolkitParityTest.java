package org.pairlab.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.pairlab.bench.MetricsBenchmark;

/** BLEU, ROUGE-L and CIDEr-D on the toolkit's own demo data must reproduce its numbers. */
class ToolkitParityTest {
    private static final double TOLERANCE = 1e-6;
    private static ToolkitCase dev;

    @BeforeAll
    static void load() {
        dev = ToolkitCase.load();
    }

    @Test
    void imagesAreEvaluatedInTheToolkitsOrder() {
        assertEquals(1000, dev.corpus.size());
        JsonNode ids = dev.expected.get("image_ids_sorted");
        for (int i = 0; i < ids.size(); i++) {
            assertEquals(ids.get(i).asLong(), dev.corpus.imageId(i));
        }
    }

    @Test
    void bleuCorpusPerImageAndCounts() {
        Score s = new Bleu().score(dev.corpus);
        for (String k : List.of("Bleu_1", "Bleu_2", "Bleu_3", "Bleu_4")) {
            assertEquals(dev.corpus(k), s.corpus(k), TOLERANCE, k);
            assertPerImage(s, k);
        }
        Bleu.Counts counts = Bleu.counts(s);
        JsonNode stats = dev.expected.get("bleu_stats");
        assertEquals(stats.get("testlen").asLong(), counts.testlen());
        assertEquals(stats.get("reflen").asLong(), counts.reflen());
        assertEquals(longs(stats.get("guess")), counts.guess());
        assertEquals(longs(stats.get("correct")), counts.correct());
        assertEquals(stats.get("ratio").asDouble(), counts.ratio(), 1e-15);
    }

    @Test
    void rougeLCorpusAndPerImage() {
        Score s = new RougeL().score(dev.corpus);
        assertEquals(dev.corpus("ROUGE_L"), s.corpus("ROUGE_L"), TOLERANCE);
        assertPerImage(s, "ROUGE_L");
    }

    @Test
    void ciderCorpusAndPerImage() {
        Score s = new CiderD().score(dev.corpus);
        assertEquals(dev.corpus("CIDEr"), s.corpus("CIDEr"), TOLERANCE);
        assertPerImage(s, "CIDEr");
        assertEquals(1000, s.details().get("documents"));
    }

    /**
     * COCO val2017, first caption (lowest annotation id) of each image against the others, tokenized by
     * {@link PtbTokenizer} (identical to CoreNLP 3.4.1 on these captions). The expected values are what the
     * toolkit's own Python scorers (tylin/coco-caption bleu_scorer.py, rouge.py, cider_scorer.py, run under
     * Python 3) print for exactly these tokenized captions.
     */
    @Test
    void val2017MatchesTheToolkitsPythonScorers() {
        TokenizedCorpus c = MetricsBenchmark.val2017(TestData.sharedData()).corpus();
        assertEquals(5000, c.size());
        Score bleu = new Bleu().score(c);
        assertEquals(0.6344705701552054, bleu.corpus("Bleu_1"), 1e-12);
        assertEquals(0.4373799065113723, bleu.corpus("Bleu_2"), 1e-12);
        assertEquals(0.29412868702985323, bleu.corpus("Bleu_3"), 1e-12);
        assertEquals(0.19553851792504892, bleu.corpus("Bleu_4"), 1e-12);
        assertEquals(0.4717583581954499, new RougeL().score(c).corpus("ROUGE_L"), 1e-12);
        assertEquals(0.886544201761606, new CiderD().score(c).corpus("CIDEr"), 1e-12);
    }

    private static void assertPerImage(Score s, String key) {
        List<String> off = new ArrayList<>();
        for (int i = 0; i < dev.corpus.size(); i++) {
            JsonNode row = dev.perImage.get(i);
            assertEquals(row.get("image_id").asLong(), s.imageIds().get(i));
            double want = row.get(key).asDouble();
            if (Math.abs(want - s.image(key, i)) > TOLERANCE) {
                off.add(s.imageIds().get(i) + ": " + s.image(key, i) + " vs " + want);
            }
        }
        assertEquals(List.of(), off, key + " per image");
    }

    private static List<Long> longs(JsonNode array) {
        List<Long> out = new ArrayList<>();
        array.forEach(v -> out.add(v.asLong()));
        return out;
    }
}
