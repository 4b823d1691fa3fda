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
 * template edits, fewest words beyond the drawn ones, drawn order kept), then most fluent under the corpus trigram.
 * Each word stays inside a whole corpus phrase, so nothing is put into a role the corpus never gave it; a draw whose
 * words no recombination holds gets no caption (the synthesizer draws again). Deterministic.
 */
public final class PhraseCompleter implements TemplateCompleter {
    private final List<Recombination> recombinations;
    private final double[] fluency;
    private final Map<LexicalWord, int[]> holding = new HashMap<>();
    private final int alternatives;
    private final String description;

    /** A completer over {@code recombinations}, ranked by {@code lm}, proposing up to {@code alternatives} per draw. */
    public PhraseCompleter(List<Recombination> recombinations, LanguageModel lm, int alternatives) {
        if (alternatives < 1) {
            throw new IllegalArgumentException("alternatives must be at least 1, got " + alternatives);
        }
        this.recombinations = List.copyOf(recombinations);
        this.alternatives = alternatives;
        this.fluency = new double[recombinations.size()];
        Map<LexicalWord, List<Integer>> index = new HashMap<>();
        for (int i = 0; i < recombinations.size(); i++) {
            fluency[i] = lm.scoreCaption(recombinations.get(i).text()).perTokenLogProb();
            for (LexicalWord w : new java.util.HashSet<>(recombinations.get(i).words())) {
                index.computeIfAbsent(w, k -> new ArrayList<>()).add(i);
            }
        }
        index.forEach((w, ids) -> holding.put(w, ids.stream().mapToInt(Integer::intValue).toArray()));
        this.description = "embedded phrase recombination (" + recombinations.size() + " captions), ranked by "
                + lm.describe();
    }

    /** How many captions the completion can write at all. */
    public int size() {
        return recombinations.size();
    }

    @Override
    public String describe() {
        return description;
    }

    @Override
    public List<List<String>> complete(List<SampledPrompt> prompts, long seed) {
        List<List<String>> out = new ArrayList<>(prompts.size());
        for (SampledPrompt p : prompts) {
            out.add(completeOne(p));
        }
        return out;
    }

    /** The best recombinations holding every drawn word of {@code prompt}, best first. */
    public List<String> completeOne(SampledPrompt prompt) {
        List<LexicalWord> words = prompt.words();
        if (words.isEmpty()) {
            return List.of();
        }
        int[] ids = null;
        for (LexicalWord w : words) {
            int[] h = holding.get(w);
            if (h == null) {
                return List.of();
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
        List<String> out = new ArrayList<>();
        for (int i = 0; i < scored.size() && out.size() < alternatives; i++) {
            out.add(recombinations.get((int) scored.get(i)[2]).text());
        }
        return out;
    }

    private static int[] intersect(int[] a, int[] b) {
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

    private static boolean inOrder(List<LexicalWord> drawn, List<LexicalWord> written) {
        int at = 0;
        for (LexicalWord w : written) {
            if (at < drawn.size() && drawn.get(at).equals(w)) {
                at++;
            }
        }
        return at == drawn.size();
    }

    private static int editDistance(List<String> a, List<String> b) {
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

    @Override
    public boolean deterministic() {
        return true;
    }
}
