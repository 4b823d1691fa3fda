package org.pairlab.augment.toca;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.pairlab.augment.toca.PhraseRecombiner.Recombination;
import org.pairlab.lm.LanguageModel;

/**
 * ToCa's embedded completion: for a draw of eq. 8-12 it writes the corpus recombinations ({@link PhraseRecombiner})
 * that hold every drawn word in the role it had in its corpus caption, closest to the drawn template first (fewest
 * template edits, fewest words beyond the drawn ones, drawn order kept). Among equally close ones it prefers those
 * whose source captions were used least by the captions kept so far, then the most fluent under the corpus trigram:
 * so the long captions that recombine most do not crowd out the rest. A recombination kept or ruled out is not
 * proposed again. Each word stays inside a whole corpus phrase, so nothing is put into a role the corpus never gave
 * it; a draw whose words no unused recombination holds gets no caption (the synthesizer draws again). The answers
 * depend on what was kept before, so they are the same for the same run (seed), not for the same prompt.
 */
public final class PhraseCompleter implements PromptByPromptCompleter {
    private final List<Recombination> recombinations;
    private final double[] fluency;
    private final Map<LexicalWord, int[]> holding = new HashMap<>();
    private final Map<String, Integer> idOf = new HashMap<>();
    private final boolean[] settled;
    private final int[] keptFrom;
    /** Per prompt (masked s'), its recombinations in closeness order with their closeness: a prompt drawn again is cheap. */
    private final Map<String, Ranked> ranked = new HashMap<>();
    private final int alternatives;
    private final String description;
    private final String label;
    /** The texts of the captions that lend phrases, by the index recombinations name their sources with; may be empty. */
    private final List<String> lenders;
    /** What the default stage's captions are, for {@link #describe()}. */
    static final String WHAT = "embedded phrase recombination";

    /** A prompt's recombinations in closeness order; {@code open}: the first not settled (settled ones stay so). */
    private static final class Ranked {
        final int[] ids;
        final double[] costs;
        int open;

        Ranked(int[] ids, double[] costs) {
            this.ids = ids;
            this.costs = costs;
        }
    }

    /** A completer over {@code recombinations}, ranked by {@code lm}, proposing up to {@code alternatives} per draw. */
    public PhraseCompleter(List<Recombination> recombinations, LanguageModel lm, int alternatives) {
        this(recombinations, lm, alternatives, "phrase", WHAT);
    }

    /** As {@link #PhraseCompleter(List, LanguageModel, int, String, String, List)} naming no sources. */
    PhraseCompleter(List<Recombination> recombinations, LanguageModel lm, int alternatives, String label, String what) {
        this(recombinations, lm, alternatives, label, what, List.of());
    }

    /**
     * As above for another stage over prepared captions (e.g. {@link NumberAspectVariants}'): {@code label} names the
     * stage in each caption's record, {@code what} describes its captions; {@code lenders} are the texts of the captions
     * the recombinations' sources index ({@link PhraseRecombiner.Pool#lenders()}), so a kept caption names them.
     */
    PhraseCompleter(List<Recombination> recombinations, LanguageModel lm, int alternatives, String label, String what,
            List<String> lenders) {
        this.label = label;
        this.lenders = List.copyOf(lenders);
        if (alternatives < 1) {
            throw new IllegalArgumentException("alternatives must be at least 1, got " + alternatives);
        }
        this.recombinations = List.copyOf(recombinations);
        this.alternatives = alternatives;
        this.fluency = new double[recombinations.size()];
        this.settled = new boolean[recombinations.size()];
        int sources = 0;
        Map<LexicalWord, List<Integer>> index = new HashMap<>();
        for (int i = 0; i < recombinations.size(); i++) {
            Recombination r = recombinations.get(i);
            fluency[i] = lm.scoreCaption(r.text()).perTokenLogProb();
            idOf.putIfAbsent(r.text(), i);
            sources = Math.max(sources, Math.max(r.subjectSource(), r.predicateSource()) + 1);
            for (LexicalWord w : new java.util.HashSet<>(r.words())) {
                index.computeIfAbsent(w, k -> new ArrayList<>()).add(i);
            }
        }
        this.keptFrom = new int[sources];
        index.forEach((w, ids) -> holding.put(w, ids.stream().mapToInt(Integer::intValue).toArray()));
        this.description = what + " (" + recombinations.size() + " captions), ranked by "
                + lm.describe();
    }

    /** How many captions the completion can write at all. */
    public int size() {
        return recombinations.size();
    }

    @Override
    public String label() {
        return label;
    }

    @Override
    public String describe() {
        return description;
    }


    /** The captions that gave {@code caption} its subject and its predicate (one when they are the same), in that order. */
    @Override
    public List<String> sources(String caption) {
        Integer id = idOf.get(caption);
        if (id == null) {
            return List.of();
        }
        Recombination r = recombinations.get(id);
        List<String> out = new ArrayList<>();
        for (int i : new int[] {r.subjectSource(), r.predicateSource()}) {
            if (i >= 0 && i < lenders.size() && !out.contains(lenders.get(i))) {
                out.add(lenders.get(i));
            }
        }
        return out;
    }

    @Override
    public void kept(String caption) {
        Integer id = idOf.get(caption);
        if (id != null && !settled[id]) {
            settled[id] = true;
            Recombination r = recombinations.get(id);
            keptFrom[r.subjectSource()]++;
            if (r.predicateSource() != r.subjectSource()) {
                keptFrom[r.predicateSource()]++;
            }
        }
    }

    @Override
    public void ruledOut(String caption) {
        Integer id = idOf.get(caption);
        if (id != null) {
            settled[id] = true;
        }
    }

    /** How often the captions that lent {@code id} its phrases were used by the captions kept so far. */
    private int used(int id) {
        Recombination r = recombinations.get(id);
        return keptFrom[r.subjectSource()] + (r.predicateSource() == r.subjectSource() ? 0 : keptFrom[r.predicateSource()]);
    }

    /** The best unused recombinations holding every drawn word of {@code prompt}, best first. */
    public List<String> completeOne(SampledPrompt prompt) {
        if (prompt.words().isEmpty()) {
            return List.of();
        }
        Ranked r = ranked.computeIfAbsent(prompt.masked(), k -> rank(prompt));
        List<String> out = new ArrayList<>();
        while (r.open < r.ids.length && settled[r.ids[r.open]]) {
            r.open++;
        }
        List<Integer> tier = new ArrayList<>();
        for (int i = r.open; i < r.ids.length && out.size() < alternatives; ) {
            double cost = r.costs[i];
            tier.clear();
            for (; i < r.ids.length && r.costs[i] == cost; i++) {
                if (!settled[r.ids[i]]) {
                    tier.add(r.ids[i]);
                }
            }
            // Equally close: the less used sources first, then the static order (fluency, then id).
            tier.sort(Comparator.comparingInt(this::used));
            for (int k = 0; k < tier.size() && out.size() < alternatives; k++) {
                out.add(recombinations.get(tier.get(k)).text());
            }
        }
        return out;
    }

    private Ranked rank(SampledPrompt prompt) {
        List<LexicalWord> words = prompt.words();
        int[] ids = null;
        for (LexicalWord w : words) {
            int[] h = holding.get(w);
            if (h == null) {
                return new Ranked(new int[0], new double[0]);
            }
            ids = ids == null ? h : intersect(ids, h);
        }
        List<String> drawn = prompt.template().items();
        List<double[]> scored = new ArrayList<>(ids.length);
        for (int id : ids) {
            Recombination r = recombinations.get(id);
            double cost = editDistance(drawn, r.template().items()) + 0.5 * (r.words().size() - words.size())
                    + (inOrder(words, r.words()) ? 0 : 2);
            scored.add(new double[] {cost, -fluency[id], id});
        }
        scored.sort(Comparator.<double[]>comparingDouble(a -> a[0]).thenComparingDouble(a -> a[1])
                .thenComparingDouble(a -> a[2]));
        int[] sorted = new int[scored.size()];
        double[] costs = new double[scored.size()];
        for (int i = 0; i < sorted.length; i++) {
            sorted[i] = (int) scored.get(i)[2];
            costs[i] = scored.get(i)[0];
        }
        return new Ranked(sorted, costs);
    }

    static int[] intersect(int[] a, int[] b) {
        int[] out = new int[Math.min(a.length, b.length)];
        int n = 0;
        for (int i = 0, j = 0; i < a.length && j < b.length;) {
            if (a[i] == b[j]) {
                out[n++] = a[i];
                i++;
                j++;
            } else if (a[i] < b[j]) {
                i++;
            } else {
                j++;
            }
        }
        return java.util.Arrays.copyOf(out, n);
    }

    static boolean inOrder(List<LexicalWord> drawn, List<LexicalWord> written) {
        int at = 0;
        for (LexicalWord w : written) {
            if (at < drawn.size() && drawn.get(at).equals(w)) {
                at++;
            }
        }
        return at == drawn.size();
    }

    static int editDistance(List<String> a, List<String> b) {
        int[] previous = new int[b.size() + 1];
        int[] current = new int[b.size() + 1];
        for (int j = 0; j <= b.size(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.size(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.size(); j++) {
                int same = a.get(i - 1).equals(b.get(j - 1)) ? 0 : 1;
                current[j] = Math.min(Math.min(current[j - 1] + 1, previous[j] + 1), previous[j - 1] + same);
            }
            int[] t = previous;
            previous = current;
            current = t;
        }
        return previous[b.size()];
    }

    /** No: the answers leave out what was kept before, so a prompt drawn again is asked again. */
    @Override
    public boolean deterministic() {
        return false;
    }
}
