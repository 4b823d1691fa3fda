package org.pairlab.augment.toca;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.pairlab.lm.LanguageModel;
import org.pairlab.lm.LmTokenizer;
import org.pairlab.lm.complete.Completion;
import org.pairlab.lm.complete.ConstrainedCompleter;
import org.pairlab.lm.complete.Lexicon;
import org.pairlab.lm.complete.PosClass;
import org.pairlab.lm.complete.SearchLimits;
import org.pairlab.lm.complete.Slot;
import org.pairlab.lm.complete.Template;
import org.pairlab.lm.ngram.KneserNeyTrainer;

/**
 * ToCa's completion without an LLM: the backbone's {@link ConstrainedCompleter} over a caption language model fills
 * the {@code [ ]} masks of s' (0..{@code gapMax} words before each word). The template's words stay as drawn, so
 * every drawn word is in the caption; a slot the sampler dropped stays an open slot of its class, filled from the
 * corpus's words of that class; gaps take only the words the templates dropped (determiners, pronouns,
 * numbers, "to", "'s"), so the model puts the structure back without adding content of its own. Deterministic.
 */
public final class EmbeddedCompleter implements PromptByPromptCompleter {
    /** The n-gram order of the model trained on the corpus. */
    public static final int ORDER = 3;
    /** Articles a gap may always take, whether the corpus has them or not ("an" is rare in a small corpus). */
    public static final Set<String> ALWAYS_IN_GAPS = Set.of("a", "an", "the");

    private final ConstrainedCompleter completer;
    private final int gapMax;
    private final int alternatives;
    private final SearchLimits limits;
    private final java.util.Map<StructureTemplate, TemplateCount> templates = new java.util.HashMap<>();

    /**
     * A completer over {@code lm} whose gaps take the words of {@code gapWords} that the model knows, up to
     * {@code gapMax} per gap, proposing up to {@code alternatives} captions per prompt.
     */
    public EmbeddedCompleter(LanguageModel lm, TocaCorpus corpus, Set<String> gapWords, int gapMax, int alternatives) {
        if (gapMax < 1 || alternatives < 1) {
            throw new IllegalArgumentException("gap size " + gapMax + " and alternatives " + alternatives
                    + " must be at least 1");
        }
        if (lm.tokenizer() != LmTokenizer.PTB) {
            throw new IllegalArgumentException("the completion model must use PTB tokens, not " + lm.tokenizer());
        }
        Set<String> gaps = new java.util.HashSet<>(gapWords);
        gaps.addAll(ALWAYS_IN_GAPS);
        this.completer = new ConstrainedCompleter(lm, corpus.lexicon(), gaps::contains);
        for (TemplateCount t : corpus.templates()) {
            templates.put(t.template(), t);
        }
        this.gapMax = gapMax;
        this.alternatives = alternatives;
        this.limits = SearchLimits.DEFAULT;
    }

    /** The default: a Kneser-Ney trigram trained on {@code corpus}'s captions (a second for thousands of them). */
    public static EmbeddedCompleter trainedOn(TocaCorpus corpus, int gapMax, int alternatives) {
        LanguageModel lm = new KneserNeyTrainer(ORDER, LmTokenizer.PTB).train(corpus.captions());
        return new EmbeddedCompleter(lm, corpus, corpus.droppedWords().keySet(), gapMax, alternatives);
    }

    /** The model searched over. */
    public LanguageModel model() {
        return completer.model();
    }

    @Override
    public String label() {
        return "trigram";
    }

    @Override
    public String describe() {
        return "embedded " + completer.model().describe() + ", gaps 0.." + gapMax;
    }


    /**
     * The best completions of one prompt as tidy captions. Each way the template's corpus captions filled its dropped
     * positions is tried (with gaps of 0..gapMax words where they had none), and a template the corpus does not
     * have gets plain gaps; the model ranks them all by ln P per token.
     */
    public List<String> completeOne(SampledPrompt prompt) {
        List<String> items = prompt.items();
        TemplateCount counted = templates.get(prompt.template());
        List<Restoration> ways = counted == null ? List.of() : counted.restorations();
        List<Completion> found = new ArrayList<>();
        List<String> required = required(items);
        if (ways.isEmpty()) {
            found.addAll(completer.complete(template(items, null), required, alternatives, limits));
        }
        for (Restoration r : ways) {
            found.addAll(completer.complete(template(items, r), required, alternatives, limits));
        }
        found.sort(java.util.Comparator.comparingDouble(Completion::perTokenLogProb).reversed());
        List<String> out = new ArrayList<>();
        for (Completion c : found) {
            String text = CaptionText.tidy(c.text());
            if (!out.contains(text) && out.size() < alternatives) {
                out.add(text);
            }
        }
        return out;
    }

    private Template template(List<String> items, Restoration restoration) {
        List<Slot> slots = new ArrayList<>();
        for (int i = 0; i <= items.size(); i++) {
            List<String> before = restoration == null ? List.of() : restoration.before().get(i);
            if (before.isEmpty()) {
                if (i < items.size() && restoration == null) {
                    slots.add(new Slot.Gap(0, gapMax));
                }
            } else {
                before.forEach(w -> slots.add(new Slot.Fixed(w)));
            }
            if (i < items.size()) {
                String item = items.get(i);
                // A slot no pair could fill stays open: the model picks a word of its class there.
                slots.add(StructureTemplate.isSlot(item)
                        ? new Slot.Open(PosClass.parse(item.substring(1, item.length() - 1))) : new Slot.Fixed(item));
            }
        }
        return new Template(slots);
    }

    /**
     * Every fixed token is also a required word: the search then shares its beam among hypotheses by how many they
     * have placed (dynamic beam allocation), so one that pays for a content word early is not crowded out by ones
     * that fill gaps with cheap articles and put the content off.
     */
    private List<String> required(List<String> items) {
        java.util.Set<String> required = new java.util.LinkedHashSet<>();
        for (String item : items) {
            if (!StructureTemplate.isSlot(item) && required.size() < 63
                    && completer.model().tokenizer().tokenize(item).size() == 1) {
                required.add(item);
            }
        }
        return List.copyOf(required);
    }

    @Override
    public boolean deterministic() {
        return true;
    }
}
