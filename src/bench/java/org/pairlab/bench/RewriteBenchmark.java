package org.pairlab.bench;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.pairlab.augment.AntonymNegation;
import org.pairlab.augment.EdaRewriter;
import org.pairlab.augment.FaceLexicon;
import org.pairlab.augment.ProtectedWords;
import org.pairlab.augment.SynonymRewriter;
import org.pairlab.augment.TextTools;
import org.pairlab.project.Json;
import org.pairlab.text.TaggedCaption;

/** {@code pairlab bench rewrite}: caption rewrites per second over the COCO val2017 captions (single thread). */
public final class RewriteBenchmark {
    private RewriteBenchmark() {
    }

    /** Runs antonym negation, synonym replacement and EDA over {@code limit} val2017 captions; returns the figures. */
    public static String run(Path sharedData, int limit) throws IOException {
        JsonNode root = Json.MAPPER.readTree(sharedData.resolve("coco-captions-val2017/captions_val2017.json").toFile());
        List<String> captions = new ArrayList<>();
        for (JsonNode a : root.get("annotations")) {
            if (captions.size() == limit) {
                break;
            }
            captions.add(a.get("caption").asText());
        }
        TextTools tools = new TextTools();
        StringBuilder out = new StringBuilder();
        long t0 = System.nanoTime();
        tools.tagger();
        tools.wordNet().synonyms("dog", "NOUN");
        out.append(String.format(Locale.ROOT, "load tagger + WordNet: %.2f s%n", (System.nanoTime() - t0) / 1e9));

        t0 = System.nanoTime();
        List<TaggedCaption> tagged = captions.stream().map(tools.tagger()::tag).toList();
        line(out, "tag", captions.size(), t0, "");

        AntonymNegation negation = new AntonymNegation(FaceLexicon.entries(), tools.tagger());
        t0 = System.nanoTime();
        long changed = tagged.stream().filter(c -> negation.rewrite(c).isPresent()).count();
        line(out, "antonym (tagged)", captions.size(), t0, changed + " captions with a face-lexicon word");

        SynonymRewriter synonym = new SynonymRewriter(tools);
        ProtectedWords none = ProtectedWords.of(List.of());
        Random random = new Random(1);
        t0 = System.nanoTime();
        changed = tagged.stream().filter(c -> synonym.rewriteOne(c, none, 0.5, 0.5, random).isPresent()).count();
        line(out, "synonym (tagged, cold WordNet cache)", captions.size(), t0, changed + " rewritten");
        t0 = System.nanoTime();
        changed = tagged.stream().filter(c -> synonym.rewriteOne(c, none, 0.5, 0.5, random).isPresent()).count();
        line(out, "synonym (tagged, warm WordNet cache)", captions.size(), t0, changed + " rewritten");

        EdaRewriter eda = new EdaRewriter(tools);
        for (String op : List.of("swap", "delete", "insert", "synonym")) {
            t0 = System.nanoTime();
            changed = captions.stream().filter(c -> eda.rewriteOne(c, op, 0.1, none, random).isPresent()).count();
            line(out, "eda " + op + " (incl. tagging)", captions.size(), t0, changed + " rewritten");
        }
        return out.toString();
    }

    private static void line(StringBuilder out, String what, int n, long t0, String note) {
        double s = (System.nanoTime() - t0) / 1e9;
        out.append(String.format(Locale.ROOT, "%-40s %7d captions %8.2f s %10.0f captions/s  %s%n", what, n, s, n / s, note));
    }
}
