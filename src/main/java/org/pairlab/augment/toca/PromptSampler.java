package org.pairlab.augment.toca;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.pairlab.lm.complete.PosClass;

/**
 * Draws structure templates and lexical words exactly as ToCa's eq. 8-12. A template G_s is drawn with probability
 * N_Gs / sum N_G; its first slot's word with N(token) among the words of that slot's class (eq. 8); each later word
 * t_i of class g_f^i with weight (prod_{j&lt;i} N(t_j, t_i)) / N(t_i)^((i-1)/tau) (eq. 9 and 12; eq. 9 is the case
 * i = 1). tau = infinity (the paper's default, §4.4) drops the divisor; smaller tau favours rare words.
 *
 * <p>A word already drawn for the sentence is not drawn again (the product of eq. 12 would allow it when a corpus
X
 */
public final class PromptSampler {
    private final TocaCorpus corpus;
    private final double tau;
    private final int maxDroppedSlots;
    private final long templateTotal;

    /**
     * A sampler over {@code corpus} with temperature {@code tau} (positive; {@link Double#POSITIVE_INFINITY} for the
     * paper's default), dropping at most {@code maxDroppedSlots} slots per draw ({@link Integer#MAX_VALUE} as the
     * paper; 0 never).
     */
    public PromptSampler(TocaCorpus corpus, double tau, int maxDroppedSlots) {
        if (!(tau > 0)) {
            throw new IllegalArgumentException("tau must be positive (or infinity), got " + tau);
        }
        this.corpus = corpus;
        this.tau = tau;
        this.maxDroppedSlots = maxDroppedSlots;
        if (maxDroppedSlots < 0) {
            throw new IllegalArgumentException("most dropped slots must be 0 or more, got " + maxDroppedSlots);
        }
        this.templateTotal = corpus.templates().stream().mapToLong(TemplateCount::count).sum();
    }

    /** tau as set. */
    public double tau() {
        return tau;
    }

    /** One draw; empty when more slots than allowed had no word with a non-zero weight. */
    public Optional<SampledPrompt> draw(SplittableRandom random) {
        StructureTemplate template = drawTemplate(random);
        List<LexicalWord> chosen = new ArrayList<>();
        List<LexicalWord> slotWords = new ArrayList<>();
        int droppedSlots = 0;
        List<Boolean> adjacent = adjacentSlots(template);
        List<PosClass> classes = template.slotClasses();
        for (int s = 0; s < classes.size(); s++) {
            PosClass c = classes.get(s);
            LexicalWord before = s > 0 && adjacent.get(s) ? slotWords.get(s - 1) : null;
            LexicalWord w = drawWord(c, chosen, before, random);
            if (w == null && ++droppedSlots > maxDroppedSlots) {
                return Optional.empty();
            }
            if (w != null) {
                chosen.add(w);
            }
            slotWords.add(w);
        }
        if (chosen.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new SampledPrompt(template, slotWords));
    }

    /** For each slot, whether it directly follows another slot in the template ("[J] [N]"). */
    private static List<Boolean> adjacentSlots(StructureTemplate template) {
        List<Boolean> out = new ArrayList<>();
        List<String> items = template.items();
        for (int i = 0; i < items.size(); i++) {
            if (StructureTemplate.isSlot(items.get(i))) {
                out.add(i > 0 && StructureTemplate.isSlot(items.get(i - 1)));
            }
        }
        return out;
    }

    private StructureTemplate drawTemplate(SplittableRandom random) {
        long r = random.nextLong(templateTotal);
        for (TemplateCount t : corpus.templates()) {
            r -= t.count();
            if (r < 0) {
                return t.template();
            }
        }
        throw new IllegalStateException("template counts changed while drawing");
    }

    /** The weights of eq. 8 (nothing chosen yet) or eq. 12, as natural logs; NEGATIVE_INFINITY for weight 0. */
    double[] logWeights(List<LexicalWord> candidates, List<LexicalWord> chosen, LexicalWord adjacentTo) {
        LexicalPairs pairs = corpus.pairs();
        double[] out = new double[candidates.size()];
        int i = chosen.size();
        for (int k = 0; k < candidates.size(); k++) {
            LexicalWord w = candidates.get(k);
            if (chosen.contains(w) || adjacentTo != null && pairs.adjacentCount(adjacentTo, w) == 0) {
                out[k] = Double.NEGATIVE_INFINITY;
                continue;
            }
            if (i == 0) {
                out[k] = Math.log(pairs.count(w));
                continue;
            }
            double lw = 0;
            for (LexicalWord previous : chosen) {
                int n = pairs.count(previous, w);
                if (n == 0) {
                    lw = Double.NEGATIVE_INFINITY;
                    break;
                }
                lw += Math.log(n);
            }
            if (lw > Double.NEGATIVE_INFINITY && !Double.isInfinite(tau)) {
                lw -= (i - 1) / tau * Math.log(pairs.count(w));
            }
            out[k] = lw;
        }
        return out;
    }

    /** P(t_i = each candidate of class {@code c} | chosen words): eq. 8 or 12 normalised; all 0 when none fits. */
    public double[] probabilities(PosClass c, List<LexicalWord> chosen) {
        return probabilities(c, chosen, null);
    }

    /**
     * As {@link #probabilities(PosClass, List)} for a slot directly after the slot that took {@code adjacentTo}
     * (null: none): only words seen directly after it in a corpus template qualify, so "[J] [N]" and "[N] [N]" get
     * pairs the corpus wrote side by side ("tennis player", not "dress background").
     */
    public double[] probabilities(PosClass c, List<LexicalWord> chosen, LexicalWord adjacentTo) {
        double[] lw = logWeights(corpus.pairs().words(c), chosen, adjacentTo);
        double max = Double.NEGATIVE_INFINITY;
        for (double v : lw) {
            max = Math.max(max, v);
        }
        double[] p = new double[lw.length];
        if (max == Double.NEGATIVE_INFINITY) {
            return p;
        }
        double total = 0;
        for (int k = 0; k < lw.length; k++) {
            p[k] = Math.exp(lw[k] - max);
            total += p[k];
        }
        for (int k = 0; k < p.length; k++) {
            p[k] /= total;
        }
        return p;
    }

    private LexicalWord drawWord(PosClass c, List<LexicalWord> chosen, LexicalWord adjacentTo, SplittableRandom random) {
        List<LexicalWord> candidates = corpus.pairs().words(c);
        double[] p = probabilities(c, chosen, adjacentTo);
        double r = random.nextDouble();
        LexicalWord last = null;
        for (int k = 0; k < p.length; k++) {
            if (p[k] > 0) {
                last = candidates.get(k);
                r -= p[k];
                if (r < 0) {
                    return last;
                }
            }
        }
        return last; // rounding left r a hair above 0: the last word with weight
    }
}
