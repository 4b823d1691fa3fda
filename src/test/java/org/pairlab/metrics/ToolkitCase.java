package org.pairlab.metrics;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The cocoeval-dev case tokenized as the toolkit tokenizes it, with the expected numbers. */
final class ToolkitCase {
    final TokenizedCorpus corpus;
    final JsonNode expected;
    final JsonNode perImage;

    private ToolkitCase(TokenizedCorpus corpus, JsonNode expected, JsonNode perImage) {
        this.corpus = corpus;
        this.expected = expected;
        this.perImage = perImage;
    }

    static ToolkitCase load() {
        var dir = TestData.cocoevalDev();
        JsonNode ann = TestData.json(dir.resolve("a_fakecap_full_annotations.json"));
        JsonNode res = TestData.json(dir.resolve("a_fakecap_full_results.json"));
        JsonNode exp = TestData.json(dir.resolve("expected.json"));
        // One tokenizer run per side, in the toolkit's order: images as listed, captions in annotation order.
        Map<Long, List<String>> rawRefs = new LinkedHashMap<>();
        for (JsonNode img : ann.get("images")) {
            rawRefs.put(img.get("id").asLong(), new ArrayList<>());
        }
        for (JsonNode a : ann.get("annotations")) {
            rawRefs.get(a.get("image_id").asLong()).add(a.get("caption").asText());
        }
        Map<Long, String> rawCands = new LinkedHashMap<>();
        for (JsonNode r : res) {
            rawCands.put(r.get("image_id").asLong(), r.get("caption").asText());
        }
        PtbTokenizer tok = new PtbTokenizer();
        List<String> refLines = new ArrayList<>();
        rawRefs.values().forEach(refLines::addAll);
        List<String> refTokens = tok.tokenizeAll(refLines);
        List<String> candLines = new ArrayList<>();
        rawRefs.keySet().forEach(id -> candLines.add(rawCands.get(id)));
        List<String> candTokens = tok.tokenizeAll(candLines);
        Map<Long, List<String>> refs = new LinkedHashMap<>();
        Map<Long, String> cands = new LinkedHashMap<>();
        int r = 0;
        int c = 0;
        for (Map.Entry<Long, List<String>> e : rawRefs.entrySet()) {
            refs.put(e.getKey(), refTokens.subList(r, r + e.getValue().size()));
            r += e.getValue().size();
            cands.put(e.getKey(), candTokens.get(c++));
        }
        return new ToolkitCase(TokenizedCorpus.of(refs, cands), exp.get("cases").get("a_fakecap_full"),
                exp.get("per_image_all").get("a_fakecap_full"));
    }

    double corpus(String key) {
        return expected.get("corpus").get(key).asDouble();
    }
}
