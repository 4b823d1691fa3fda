package org.pairlab.lm.ngram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.pairlab.lm.LmTokenizer;

/**
 * Checks the trainer against a plain, slow modified Kneser-Ney written straight from the definitions (string
 * n-grams in hash maps, recursion), on real COCO captions where the discounts come from the count-of-counts.
 */
class ReferenceKneserNeyTest {
    private static final int ORDER = 3;

    @Test
    void trigramOnCocoCaptionsEqualsTheTextbookDefinition() throws Exception {
        CocoSplit coco = CocoSplit.load();
        List<List<String>> train = new ArrayList<>();
        for (String c : coco.train().subList(0, 4000)) {
            train.add(LmTokenizer.PTB.tokenize(c));
        }
        NgramModel model = new KneserNeyTrainer(ORDER, LmTokenizer.PTB).trainTokens(train);
        assertFalse(model.discounts().stream().anyMatch(Discounts::fallback), model.discounts().toString());
        Reference ref = new Reference(train);
        int checked = 0;
        for (String c : coco.heldOut().subList(0, 400)) {
            List<String> tokens = LmTokenizer.PTB.tokenize(c);
            List<String> s = new ArrayList<>();
            s.add("<s>");
            for (String t : tokens) {
                s.add(ref.vocabulary.contains(t) ? t : "<unk>");
            }
            s.add("</s>");
            double expected = 0;
            for (int i = 1; i < s.size(); i++) {
                List<String> h = s.subList(Math.max(0, i - ORDER + 1), i);
                expected += Math.log(ref.p(h, s.get(i)));
                checked++;
            }
            assertEquals(expected, model.score(tokens).logProb(), 1e-9 * Math.abs(expected), c);
        }
        assertEquals(true, checked > 3000, "words checked: " + checked);
    }

    /** Modified Kneser-Ney as Chen and Goodman define it, interpolated, KenLM's treatment of <s> and <unk>. */
    private static final class Reference {
        final List<Map<List<String>, Integer>> adjusted = new ArrayList<>();
        final List<double[]> discounts = new ArrayList<>();
        final List<Map<List<String>, double[]>> contexts = new ArrayList<>();
        final Set<String> vocabulary = new HashSet<>();

        Reference(List<List<String>> sentences) {
            List<Map<List<String>, Integer>> raw = new ArrayList<>();
            for (int n = 1; n <= ORDER; n++) {
                raw.add(new HashMap<>());
            }
            for (List<String> t : sentences) {
                List<String> s = new ArrayList<>();
                s.add("<s>");
                s.addAll(t);
                s.add("</s>");
                for (int i = 1; i < s.size(); i++) {
                    for (int n = 1; n <= Math.min(ORDER, i + 1); n++) {
                        raw.get(n - 1).merge(List.copyOf(s.subList(i - n + 1, i + 1)), 1, Integer::sum);
                    }
                }
            }
            for (int n = 1; n <= ORDER; n++) {
                Map<List<String>, Integer> a = new HashMap<>();
                for (Map.Entry<List<String>, Integer> e : raw.get(n - 1).entrySet()) {
                    List<String> g = e.getKey();
                    if (n == ORDER || g.get(0).equals("<s>")) {
                        a.put(g, e.getValue());
                    } else {
                        a.put(g, 0);
                    }
                }
                if (n < ORDER) {
                    // Continuation count: one for each distinct (n+1)-gram type that g ends.
                    for (List<String> longer : raw.get(n).keySet()) {
                        List<String> g = longer.subList(1, n + 1);
                        if (!g.get(0).equals("<s>")) {
                            a.merge(List.copyOf(g), 1, Integer::sum);
                        }
                    }
                }
                adjusted.add(a);
                Map<List<String>, double[]> sums = new HashMap<>();
                contexts.add(sums);
                long[] t = new long[5];
                for (int c : a.values()) {
                    if (c >= 1 && c <= 4) {
                        t[c]++;
                    }
                }
                double y = t[1] / (t[1] + 2.0 * t[2]);
                discounts.add(new double[] {0, 1 - 2 * y * t[2] / t[1], 2 - 3 * y * t[3] / t[2], 3 - 4 * y * t[4] / t[3]});
                // Per context h: the sum of a(hx) and of the discounts D(a(hx)).
                for (Map.Entry<List<String>, Integer> e : a.entrySet()) {
                    double[] sum = sums.computeIfAbsent(List.copyOf(e.getKey().subList(0, n - 1)), k -> new double[2]);
                    sum[0] += e.getValue();
                    sum[1] += d(n, e.getValue());
                }
            }
            for (List<String> g : adjusted.get(0).keySet()) {
                vocabulary.add(g.get(0));
            }
            vocabulary.add("<unk>");
        }

        double d(int n, int count) {
            return discounts.get(n - 1)[Math.min(count, 3)];
        }

        /** P(w | h), h of any length below ORDER. */
        double p(List<String> h, String w) {
            int n = h.size() + 1;
            Map<List<String>, Integer> a = adjusted.get(n - 1);
            double[] sum = contexts.get(n - 1).getOrDefault(h, new double[2]);
            double total = sum[0];
            double discounted = sum[1];
            List<String> hw = new ArrayList<>(h);
            hw.add(w);
            int c = a.getOrDefault(hw, 0);
            if (n == 1) {
                return (c - d(1, c)) / total + discounted / total / vocabulary.size();
            }
            double lower = p(h.subList(1, h.size()), w);
            if (total == 0) {
                return lower;
            }
            return Math.max(c - d(n, c), 0) / total + discounted / total * lower;
        }
    }
}
