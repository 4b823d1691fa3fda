package org.pairlab.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import org.pairlab.lm.grammar.BrokenCaption;
import org.pairlab.lm.grammar.CaptionGrammar;
import org.pairlab.lm.grammar.GrammarIssue;
import org.pairlab.lm.grammar.GrammarOptions;
import org.pairlab.text.CaptionTagger;

/**
 * {@code pairlab bench grammar}: LanguageTool start-up, captions/s with one and two threads, the share of real COCO
 * val2017 captions flagged (first 2,000 used to choose the rules, the next 2,000 held out) and the recall on
 * {@link BrokenCaption#catalogue()}.
 */
public final class GrammarBenchmark {
    private GrammarBenchmark() {
    }

    /** Runs on {@code sharedData/coco-captions-val2017}; {@code listFlagged} also prints each flagged caption. */
    public static String run(Path sharedData, int perSet, boolean listFlagged) {
        List<String> all = read(sharedData.resolve("coco-captions-val2017/captions_val2017.json"), 2 * perSet);
        List<String> tuning = all.subList(0, perSet);
        List<String> heldOut = all.subList(perSet, all.size());
        StringBuilder out = new StringBuilder();
        long t0 = System.nanoTime();
        CaptionTagger tagger = CaptionTagger.english();
        double taggerS = seconds(t0);
        t0 = System.nanoTime();
        CaptionGrammar grammar = new CaptionGrammar(GrammarOptions.defaults(), tagger);
        grammar.check("A man riding a horse.");
        double ltS = seconds(t0);
        out.append(String.format(Locale.ROOT, "grammar checks; %d cores%n", Runtime.getRuntime().availableProcessors()));
        out.append(String.format(Locale.ROOT, "  tagger load                   %6.2f s%n", taggerS));
        out.append(String.format(Locale.ROOT, "  LanguageTool start + 1st check %5.2f s (per thread)%n", ltS));
        List<String> warm = tuning.subList(0, Math.min(300, tuning.size()));
        warm.forEach(grammar::check);
        long t = System.nanoTime();
        List<List<GrammarIssue>> tuningIssues = tuning.stream().map(grammar::check).toList();
        double oneS = seconds(t);
        ForkJoinPool pool = new ForkJoinPool(2);
        try {
            pool.submit(() -> warm.parallelStream().forEach(grammar::check)).get();
            t = System.nanoTime();
            pool.submit(() -> heldOut.parallelStream().map(grammar::check).toList()).get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdown();
        }
        double twoS = seconds(t);
        out.append(String.format(Locale.ROOT, "  check, 1 thread   %,6d captions %6.2f s %6.0f captions/s%n", tuning.size(),
                oneS, tuning.size() / oneS));
        out.append(String.format(Locale.ROOT, "  check, 2 threads  %,6d captions %6.2f s %6.0f captions/s%n",
                heldOut.size(), twoS, heldOut.size() / twoS));
        flagged(out, "COCO val2017 captions 1-" + tuning.size() + " (rules tuned on these)", tuning, tuningIssues,
                listFlagged);
        flagged(out, "COCO val2017 captions " + (tuning.size() + 1) + "-" + all.size() + " (held out)", heldOut,
                heldOut.stream().map(grammar::check).toList(), listFlagged);
        recall(out, grammar);
        return out.toString();
    }

    private static void flagged(StringBuilder out, String title, List<String> captions, List<List<GrammarIssue>> issues,
            boolean list) {
        Map<String, Integer> byRule = new TreeMap<>();
        int flagged = 0;
        for (int i = 0; i < captions.size(); i++) {
            if (!issues.get(i).isEmpty()) {
                flagged++;
            }
            for (GrammarIssue issue : issues.get(i)) {
                byRule.merge(issue.rule(), 1, Integer::sum);
                if (list) {
                    out.append(String.format(Locale.ROOT, "    %-34s %-22s | %s%n", issue.rule(),
                            issue.covered(captions.get(i)), captions.get(i).trim()));
                }
            }
        }
        out.append(String.format(Locale.ROOT, "  %s: %d flagged (%.2f %%); by rule %s%n", title, flagged,
                100.0 * flagged / captions.size(), byRule));
    }

    private static void recall(StringBuilder out, CaptionGrammar grammar) {
        Map<String, int[]> byRule = new TreeMap<>();
        for (BrokenCaption b : BrokenCaption.catalogue()) {
            List<GrammarIssue> issues = grammar.check(b.caption());
            int[] c = byRule.computeIfAbsent(b.expectedRule(), k -> new int[2]);
            c[1]++;
            if (b.found(issues)) {
                c[0]++;
            } else if (b.inReach()) {
                out.append(String.format(Locale.ROOT, "    missed %-26s %s %s%n", b.expectedRule(), b.caption(),
                        issues.stream().map(GrammarIssue::rule).toList()));
            }
        }
        int found = 0;
        int total = 0;
        for (Map.Entry<String, int[]> e : byRule.entrySet()) {
            out.append(String.format(Locale.ROOT, "  broken captions %-26s %2d / %2d found%n", e.getKey(), e.getValue()[0],
                    e.getValue()[1]));
            if (!BrokenCaption.OUT_OF_REACH.equals(e.getKey())) {
                found += e.getValue()[0];
                total += e.getValue()[1];
            }
        }
        out.append(String.format(Locale.ROOT, "  recall on in-reach broken captions: %d / %d (%.1f %%)%n", found, total,
                100.0 * found / total));
    }

    private static List<String> read(Path file, int limit) {
        try {
            JsonNode root = new ObjectMapper().readTree(file.toFile());
            List<String> out = new ArrayList<>();
            for (JsonNode a : root.get("annotations")) {
                if (out.size() == limit) {
                    break;
                }
                out.add(a.get("caption").asText());
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + file, e);
        }
    }

    private static double seconds(long start) {
        return (System.nanoTime() - start) / 1e9;
    }
}
