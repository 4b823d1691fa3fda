package org.pairlab.lm;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.pairlab.lm.grammar.GrammarChecker;
import org.pairlab.lm.grammar.GrammarIssue;
import org.pairlab.project.CaptionQuality;
import org.pairlab.project.CaptionQuality.CaptionCheck;

/**
 * Scores the captions a method wrote against the captions they were rewritten from: fluency (per-token ln P under a
 * caption language model, relative to the source caption) and grammar errors (found, and added over the source).
 *
 * <p>The model and the checker are made on first use, so methods that rewrite no caption never pay for them.
 * Instances are safe to use from several threads when the checker is.
 */
public final class CaptionQualityScorer {
    /** The details key under which a method names the caption it rewrote (CutSwap does). */
    public static final String ORIGINAL_CAPTION = "original_caption";

    /** Source captions recur (every candidate of a sample shares them): their issues are kept, up to this many. */
    private static final int SOURCE_CACHE = 20_000;

    private final Memo<LanguageModel> model;
    private final Memo<GrammarChecker> grammar;
    private final Map<String, List<GrammarIssue>> sourceIssues = new java.util.concurrent.ConcurrentHashMap<>();

    /** A scorer over a model and a grammar checker, each made when first needed. */
    public CaptionQualityScorer(Supplier<LanguageModel> model, Supplier<GrammarChecker> grammar) {
        this.model = new Memo<>(model);
        this.grammar = new Memo<>(grammar);
    }

    /**
     * Scores a candidate's captions.
     *
     * @param sourceCaptions the captions of the sample it was made from
     * @param captions       the candidate's captions
     * @param details        the recipe's details (may name the rewritten caption under {@value #ORIGINAL_CAPTION})
     */
    public CaptionQuality score(List<String> sourceCaptions, List<String> captions, Map<String, Object> details) {
        List<int[]> pairs = new ArrayList<>();
        List<String> sources = new ArrayList<>(sourceCaptions);
        Object original = details.get(ORIGINAL_CAPTION);
        Set<String> unchanged = new HashSet<>(sourceCaptions);
        if (original instanceof String o && captions.size() == 1) {
            sources = List.of(o);
            if (!captions.get(0).equals(o)) {
                pairs.add(new int[] {0, 0});
            }
        } else if (captions.size() == sourceCaptions.size()) {
            for (int i = 0; i < captions.size(); i++) {
                if (!captions.get(i).equals(sourceCaptions.get(i))) {
                    pairs.add(new int[] {i, i});
                }
            }
        } else {
            for (int i = 0; i < captions.size(); i++) {
                if (!unchanged.contains(captions.get(i)) && !sourceCaptions.isEmpty()) {
                    pairs.add(new int[] {i, closest(captions.get(i), sourceCaptions)});
                }
            }
        }
        if (pairs.isEmpty()) {
            return CaptionQuality.unchanged(null);
        }
        LanguageModel lm = model.get();
        GrammarChecker checker = grammar.get();
        if (sourceIssues.size() > SOURCE_CACHE) {
            sourceIssues.clear();
        }
        List<CaptionCheck> checks = new ArrayList<>();
        double worst = Double.POSITIVE_INFINITY;
        int errors = 0;
        int added = 0;
        for (int[] p : pairs) {
            String caption = captions.get(p[0]);
            String source = sources.get(p[1]);
            double lp = lm.scoreCaption(caption).perTokenLogProb();
            double fluency = lp - lm.scoreCaption(source).perTokenLogProb();
            List<GrammarIssue> issues = checker.check(caption);
            List<GrammarIssue> before = sourceIssues.computeIfAbsent(source, checker::check);
            int add = addedIssues(before, issues);
            worst = Math.min(worst, fluency);
            errors += issues.size();
            added += add;
            checks.add(new CaptionCheck(p[0], caption, source, fluency, lp, add,
                    issues.stream().map(i -> i.rule() + ": " + i.message()).toList()));
        }
        return new CaptionQuality(worst, errors, added, checks, lm.describe());
    }

    /** Issues of {@code after} beyond those of {@code before}, counted per rule and floored at 0. */
    public static int addedIssues(List<GrammarIssue> before, List<GrammarIssue> after) {
        Map<String, Integer> count = new HashMap<>();
        for (GrammarIssue i : after) {
            count.merge(i.rule(), 1, Integer::sum);
        }
        for (GrammarIssue i : before) {
            count.merge(i.rule(), -1, Integer::sum);
        }
        return count.values().stream().mapToInt(n -> Math.max(0, n)).sum();
    }

    /** The source caption sharing the most words with {@code caption}. */
    private static int closest(String caption, List<String> sources) {
        Set<String> words = new HashSet<>(List.of(caption.toLowerCase().split("\\W+")));
        int best = 0;
        double bestOverlap = -1;
        for (int i = 0; i < sources.size(); i++) {
            Set<String> other = new HashSet<>(List.of(sources.get(i).toLowerCase().split("\\W+")));
            int shared = 0;
            for (String w : words) {
                if (other.contains(w)) {
                    shared++;
                }
            }
            double overlap = shared / (double) (words.size() + other.size() - shared);
            if (overlap > bestOverlap) {
                bestOverlap = overlap;
                best = i;
            }
        }
        return best;
    }

    /** A value made once, on first use, from several threads safely. */
    private static final class Memo<T> {
        private final Supplier<T> supplier;
        private volatile T value;

        Memo(Supplier<T> supplier) {
            this.supplier = supplier;
        }

        T get() {
            T v = value;
            if (v == null) {
                synchronized (this) {
                    v = value;
                    if (v == null) {
                        v = supplier.get();
                        value = v;
                    }
                }
            }
            return v;
        }
    }
}
