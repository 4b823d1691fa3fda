package org.pairlab.augment.erg;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** One JSON object per {@link Stylization}: what {@code pairlab stylize} writes, one line each. */
public final class StylizationJson {
    private static final ObjectMapper JSON = new ObjectMapper();

    private StylizationJson() {
    }

    /** The stylization as one line of JSON. */
    public static String line(Stylization s, String generator) {
        ObjectNode o = JSON.createObjectNode();
        o.put("source", s.source());
        o.put("output", s.output());
        o.put("style", s.style());
        o.put("phrase", s.graft().phrase());
        o.put("phrase_start", s.graft().phraseStart());
        o.put("phrase_end", s.graft().phraseEnd());
        o.put("placement", s.graft().placement().name().toLowerCase(java.util.Locale.ROOT));
        o.put("phrase_source", s.graft().placement() == GraftPlacement.BANK ? "bank" : "scene");
        o.put("generator", generator);
        ArrayNode retrieved = o.putArray("retrieved");
        for (RetrievedScene r : s.retrieved()) {
            ObjectNode n = retrieved.addObject();
            n.put("text", r.caption());
            n.put("phrase", r.phrase());
            n.put("similarity", round(r.similarity()));
            n.put("type", r.type().id());
            n.put("used", r.item() == s.graft().scene());
        }
        GraftScores g = s.scores();
        o.put("style_probability", round(g.styleProbability()));
        o.put("predicted_style", g.predictedStyle());
        o.put("perplexity", Double.isFinite(g.perplexity()) ? round(g.perplexity()) : null);
        o.put("similarity", round(g.similarity()));
        o.put("fluency", round(g.fluency()));
        ObjectNode filters = o.putObject("filters");
        filters.put("style", g.styleOk());
        filters.put("perplexity", g.perplexityOk());
        filters.put("similarity", g.similarityOk());
        o.put("kept", s.kept());
        o.put("proposals", s.proposals());
        try {
            return JSON.writeValueAsString(o);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static double round(double v) {
        return Math.round(v * 10_000) / 10_000.0;
    }
}
