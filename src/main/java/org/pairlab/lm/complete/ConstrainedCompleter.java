package org.pairlab.lm.complete;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.pairlab.lm.LanguageModel;
import org.pairlab.lm.LmState;

/**
 * Fills a {@link Template} with words so that every required word appears, by beam search over a
 * {@link LanguageModel} with constraint tracking: each hypothesis remembers which required words it has placed, and
 * the beam is shared out among hypotheses that placed 0, 1, ... of them (Post and Vilar 2018, dynamic beam
 * allocation), so hypotheses that pay for a required word are not crowded out by ones that put it off. Hypotheses
 * that can no longer place their missing words in the slots left are dropped at once, so impossible constraints end
 * the search on its first step. Only finished sentences with every required word are returned, each ended by
 * {@link LanguageModel#END}.
 */
public final class ConstrainedCompleter {
    private final LanguageModel lm;
    private final Lexicon lexicon;
    private final PhraseInserter inserter;
    private final Map<String, Integer> index = new HashMap<>();
    private final Map<PosClass, int[]> slotWords = new HashMap<>();
    private final int[] gapWords;
    private final int endIndex;

    /** A completer over {@code lm}; open slots take the words {@code lexicon} gives for their class. */
    public ConstrainedCompleter(LanguageModel lm, Lexicon lexicon) {
        this.lm = lm;
        this.lexicon = lexicon;
        this.inserter = new PhraseInserter(lm);
        List<String> vocab = lm.vocabulary();
        for (int i = 0; i < vocab.size(); i++) {
            index.put(vocab.get(i), i);
        }
        endIndex = index.getOrDefault(LanguageModel.END, -1);
        int unk = index.getOrDefault(LanguageModel.UNKNOWN, -1);
        gapWords = java.util.stream.IntStream.range(0, vocab.size()).filter(i -> i != endIndex && i != unk)
                .filter(i -> !LanguageModel.START.equals(vocab.get(i))).toArray();
        for (PosClass c : PosClass.values()) {
            slotWords.put(c, lexicon.words(c).stream().filter(index::containsKey).mapToInt(index::get).toArray());
        }
    }

    /** The language model searched over. */
    public LanguageModel model() {
        return lm;
    }

    /** The {@code k} best completions with {@link SearchLimits#DEFAULT}. */
    public List<Completion> complete(Template template, List<String> requiredWords, int k) {
        return complete(template, requiredWords, k, SearchLimits.DEFAULT);
    }

    /**
     * The {@code k} best completions of {@code template} holding every word of {@code requiredWords}, best (highest
     * total ln P) first; fewer when the search finds fewer, none when the words cannot be placed.
     *
     * @throws IllegalArgumentException when {@code k < 1}, a required word is not one token of the model's tokenizer,
     *                                  or there are more than 63 of them
     */
    public List<Completion> complete(Template template, List<String> requiredWords, int k, SearchLimits limits) {
        if (k < 1) {
            throw new IllegalArgumentException("k must be at least 1, got " + k);
        }
        return new Search(template, required(requiredWords), k, limits).run();
    }

    /** ERG's graft: see {@link PhraseInserter#bestInsertions(List, List, int)}. */
    public List<Insertion> bestInsertions(List<String> sentence, List<String> phrase, int k) {
        return inserter.bestInsertions(sentence, phrase, k);
    }

    private List<String> required(List<String> words) {
        Set<String> out = new LinkedHashSet<>();
        for (String w : words) {
            List<String> t = lm.tokenizer().tokenize(w);
            if (t.size() != 1) {
                throw new IllegalArgumentException("required word '" + w + "' is " + t.size()
                        + " tokens for the model's tokenizer; give single words");
            }
            out.add(t.get(0));
        }
        if (out.size() > 63) {
            throw new IllegalArgumentException(out.size() + " required words; at most 63");
        }
        return List.copyOf(out);
    }

    /** A partial sentence: linked to its parent so beams share prefixes. */
    private record Hyp(Hyp parent, String token, int slot, double tokenLogProb, double total, LmState state,
            int unit, int gapCount, long mask, int length) {
    }

    /** A scored extension of a hypothesis, before its model state is computed. */
    private record Candidate(Hyp parent, String token, int slot, double tokenLogProb, double total, int unit,
            int gapCount, long mask) {
    }

    /** One search's state; a new one per call, so the completer stays thread-safe. */
    private final class Search {
        private final Template template;
        private final List<String> required;
        private final int k;
        private final SearchLimits limits;
        private final SlotPlan plan;
        private final List<SlotPlan.Unit> units;
        private final long allPlaced;

        Search(Template template, List<String> required, int k, SearchLimits limits) {
            this.template = template;
            this.required = required;
            this.k = k;
            this.limits = limits;
            this.allPlaced = required.isEmpty() ? 0 : (1L << required.size()) - 1;
            this.plan = new SlotPlan(template, lm.tokenizer(), lexicon, required, limits.requiredWordsInGaps());
            this.units = plan.units();
        }

        List<Completion> run() {
            List<Hyp> beam = new ArrayList<>();
            Hyp root = new Hyp(null, null, -1, 0, 0, lm.start(), 0, 0, 0, 0);
            if (!canFinish(root.unit, root.gapCount, root.mask)) {
                return List.of();
            }
            beam.add(root);
            List<Hyp> finished = new ArrayList<>();
            int expansions = 0;
            for (int step = 0; step <= limits.maxSteps() && !beam.isEmpty(); step++) {
                if (finished.size() >= k) {
                    // ln P only falls as words are added, so no live hypothesis can beat the k-th finished one.
                    finished.sort(Comparator.comparingDouble(Hyp::total).reversed());
                    double kth = finished.get(k - 1).total;
                    beam.removeIf(h -> h.total <= kth);
                    if (beam.isEmpty()) {
                        break;
                    }
                }
                List<Candidate> candidates = new ArrayList<>();
                for (Hyp h : beam) {
                    if (expansions++ >= limits.maxExpansions()) {
                        break;
                    }
                    expand(h, step < limits.maxSteps(), candidates, finished);
                }
                beam = select(candidates);
                if (expansions >= limits.maxExpansions()) {
                    break;
                }
            }
            return results(finished);
        }

        private void expand(Hyp h, boolean mayGrow, List<Candidate> out, List<Hyp> finished) {
            double[] lp = lm.logProbs(h.state);
            int u = h.unit;
            int c = h.gapCount;
            while (true) {
                if (u == units.size()) {
                    if (h.mask == allPlaced) {
                        double endLp = endIndex >= 0 ? lp[endIndex] : lm.logProb(h.state, LanguageModel.END);
                        finished.add(new Hyp(h, LanguageModel.END, -1, endLp, h.total + endLp, null, u, 0, h.mask,
                                h.length));
                    }
                    return;
                }
                SlotPlan.Unit unit = units.get(u);
                if (unit.kind() == SlotPlan.Kind.GAP) {
                    if (mayGrow && c < unit.max()) {
                        emitGap(h, lp, u, c, out);
                    }
                    if (c < unit.min()) {
                        return;
                    }
                    u++;
                    c = 0;
                    continue;
                }
                if (mayGrow) {
                    if (unit.kind() == SlotPlan.Kind.FIXED) {
                        add(h, out, unit.token(), logProb(lp, h.state, unit.token()), u, u + 1, 0);
                    } else {
                        emitOpen(h, lp, u, out);
                    }
                }
                return;
            }
        }

        private void emitOpen(Hyp h, double[] lp, int u, List<Candidate> out) {
            SlotPlan.Unit unit = units.get(u);
            Set<String> tried = new HashSet<>();
            for (int i : TopScores.top(lp, slotWords.get(unit.pos()), limits.candidatesPerSlot())) {
                String w = lm.vocabulary().get(i);
                tried.add(w);
                add(h, out, w, lp[i], u, u + 1, 0);
            }
            for (int r = 0; r < required.size(); r++) {
                String w = required.get(r);
                if ((h.mask & (1L << r)) == 0 && plan.fits(r, u) && tried.add(w)) {
                    add(h, out, w, logProb(lp, h.state, w), u, u + 1, 0);
                }
            }
        }

        private void emitGap(Hyp h, double[] lp, int u, int c, List<Candidate> out) {
            Set<String> req = new HashSet<>(required);
            Set<String> tried = new HashSet<>();
            // Required words stay out of gaps unless allowed, so a gap does not use up a word meant for a slot.
            for (int i : TopScores.top(lp, gapWords, limits.candidatesPerSlot() + required.size())) {
                String w = lm.vocabulary().get(i);
                if (req.contains(w) && !limits.requiredWordsInGaps() || tried.size() >= limits.candidatesPerSlot()) {
                    continue;
                }
                tried.add(w);
                add(h, out, w, lp[i], u, u, c + 1);
            }
            if (limits.requiredWordsInGaps()) {
                for (int r = 0; r < required.size(); r++) {
                    String w = required.get(r);
                    if ((h.mask & (1L << r)) == 0 && tried.add(w)) {
                        add(h, out, w, logProb(lp, h.state, w), u, u, c + 1);
                    }
                }
            }
        }

        private void add(Hyp h, List<Candidate> out, String w, double lp, int u, int nextUnit, int nextCount) {
            long mask = h.mask;
            SlotPlan.Unit unit = units.get(u);
            int r = required.indexOf(w);
            if (r >= 0 && (mask & (1L << r)) == 0
                    && (unit.kind() != SlotPlan.Kind.GAP ? plan.fits(r, u) : limits.requiredWordsInGaps())) {
                mask |= 1L << r;
            }
            if (canFinish(nextUnit, nextCount, mask)) {
                out.add(new Candidate(h, w, unit.slot(), lp, h.total + lp, nextUnit, nextCount, mask));
            }
        }

        private double logProb(double[] lp, LmState state, String w) {
            Integer i = index.get(w);
            return i != null ? lp[i] : lm.logProb(state, w);
        }

        /** Keeps the best candidates, shared out over the banks of 0..n placed words; drops repeated sentences. */
        private List<Hyp> select(List<Candidate> candidates) {
            candidates.sort(Comparator.comparingDouble(Candidate::total).reversed());
            int banks = required.size() + 1;
            int quota = Math.max(1, limits.beamSize() / banks);
            int[] taken = new int[banks];
            List<Candidate> chosen = new ArrayList<>();
            List<Candidate> leftover = new ArrayList<>();
            Set<String> seen = new HashSet<>();
            for (Candidate c : candidates) {
                if (!seen.add(key(c))) {
                    continue;
                }
                int bank = Long.bitCount(c.mask);
                if (taken[bank] < quota) {
                    taken[bank]++;
                    chosen.add(c);
                } else {
                    leftover.add(c);
                }
            }
            // Banks with too few hypotheses leave room for the best of the others.
            for (int i = 0; i < leftover.size() && chosen.size() < limits.beamSize(); i++) {
                chosen.add(leftover.get(i));
            }
            List<Hyp> next = new ArrayList<>(chosen.size());
            for (Candidate c : chosen) {
                Hyp p = c.parent;
                next.add(new Hyp(p, c.token, c.slot, c.tokenLogProb, c.total, lm.advance(p.state, c.token), c.unit,
                        c.gapCount, c.mask, p.length + 1));
            }
            return next;
        }

        private String key(Candidate c) {
            StringBuilder sb = new StringBuilder();
            sb.append(c.unit).append('/').append(c.gapCount).append('/').append(c.mask).append('/').append(c.token);
            for (Hyp h = c.parent; h.parent != null; h = h.parent) {
                sb.append(' ').append(h.token);
            }
            return sb.toString();
        }

        private boolean canFinish(int u, int c, long mask) {
            return mask == allPlaced || plan.canPlace(u, c, mask);
        }

        private List<Completion> results(List<Hyp> finished) {
            finished.sort(Comparator.comparingDouble(Hyp::total).reversed());
            List<Completion> out = new ArrayList<>();
            Set<String> texts = new HashSet<>();
            for (Hyp end : finished) {
                if (out.size() == k) {
                    break;
                }
                Completion c = completion(end);
                if (texts.add(String.join(" ", c.tokens()))) {
                    out.add(c);
                }
            }
            return out;
        }

        private Completion completion(Hyp end) {
            List<Hyp> path = new ArrayList<>();
            for (Hyp h = end.parent; h.parent != null; h = h.parent) {
                path.add(0, h);
            }
            List<String> tokens = new ArrayList<>();
            List<Double> lps = new ArrayList<>();
            List<List<String>> bySlot = new ArrayList<>();
            for (int s = 0; s < template.slots().size(); s++) {
                bySlot.add(new ArrayList<>());
            }
            Placement[] placed = new Placement[required.size()];
            long mask = 0;
            for (Hyp h : path) {
                int at = tokens.size();
                tokens.add(h.token);
                lps.add(h.tokenLogProb);
                bySlot.get(h.slot).add(h.token);
                long gained = h.mask & ~mask;
                if (gained != 0) {
                    int r = Long.numberOfTrailingZeros(gained);
                    placed[r] = new Placement(required.get(r), h.slot, at);
                }
                mask = h.mask;
            }
            lps.add(end.tokenLogProb);
            List<String> words = new ArrayList<>();
            for (int s = 0; s < template.slots().size(); s++) {
                Slot slot = template.slots().get(s);
                if (slot instanceof Slot.Fixed f) {
                    // The template's own spelling, so punctuation the model drops stays in the text.
                    words.add(f.word().toLowerCase(Locale.ROOT).equals(String.join("", bySlot.get(s)))
                            || bySlot.get(s).isEmpty() ? f.word() : String.join(" ", bySlot.get(s)));
                } else {
                    words.addAll(bySlot.get(s));
                }
            }
            return new Completion(String.join(" ", words), tokens, end.total, lps, Arrays.asList(placed));
        }
    }
}
