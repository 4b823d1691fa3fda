package org.pairlab.augment.toca;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.pairlab.lm.LanguageModel;
import org.pairlab.lm.LmTokenizer;
import org.pairlab.lm.grammar.CaptionGrammar;
import org.pairlab.lm.ngram.KneserNeyTrainer;
import org.pairlab.lm.grammar.GrammarOptions;
import org.pairlab.lm.llm.PromptTemplate;
import org.pairlab.lm.llm.TextGenerator;
import org.pairlab.text.CaptionTagger;

/**
 * ToCa end to end, for the command line and project runs: the scenario's corpus, prior pairs, then the embedded or
 * the LLM synthesizer. One instance per tagger (loading the tagger and the grammar takes seconds).
 */
public final class Toca {
    /** Completions the embedded path keeps per prompt: a prompt drawn again may give its next-best one. */
    public static final int ALTERNATIVES = 3;
    /**
     * Captions the phrase completion proposes per draw: it leaves out what was kept or ruled out, so the first
     * nearly always passes; a few more cover a missing word or a grammar error.
     */
    public static final int PHRASE_ALTERNATIVES = 8;
    /** Captions the word-swap fallback proposes per draw (a prompt drawn again walks further down its list). */
    public static final int SWAP_ALTERNATIVES = 50;

    private final CaptionTagger tagger;

    /** ToCa over a shared tagger. */
    public Toca(CaptionTagger tagger) {
        this.tagger = tagger;
    }

    /**
     * The corpus the scenario asks for, taken apart, with the prior pairs of {@code pairsFile} (may be null) added.
     *
     * @throws IllegalArgumentException when the cross-domain scenario has no pairs file, or a pair is bad
     */
    public TocaCorpus corpus(List<String> captions, TocaSettings settings, Path pairsFile) throws IOException {
        if (settings.scenario() == Scenario.CROSS_DOMAIN && pairsFile == null) {
            throw new IllegalArgumentException("the cross-domain scenario needs prior pairs of the target domain: "
                    + "--pairs FILE (lines 'first second [count]')");
        }
        List<String> used = settings.scenario() == Scenario.DATA_EFFICIENT
                ? smallSubset(captions, settings.smallCorpus(), settings.seed()) : captions;
        TocaCorpus corpus = TocaCorpus.build(new CaptionDeconstructor(tagger), used);
        if (pairsFile != null) {
            PriorPairs.addTo(corpus, PriorPairs.read(pairsFile, corpus));
        }
        return corpus;
    }

    /** {@code size} captions drawn without replacement with {@code seed}, in corpus order; all when fewer. */
    public static List<String> smallSubset(List<String> captions, int size, long seed) {
        if (captions.size() <= size) {
            return captions;
        }
        List<Integer> index = new ArrayList<>();
        for (int i = 0; i < captions.size(); i++) {
            index.add(i);
        }
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < size; i++) {
            int j = i + random.nextInt(index.size() - i);
            Integer t = index.get(i);
            index.set(i, index.get(j));
            index.set(j, t);
        }
        List<Integer> chosen = new ArrayList<>(index.subList(0, size));
        chosen.sort(null);
        return chosen.stream().map(captions::get).toList();
    }

    /**
     * The embedded default: phrase recombinations of the corpus, ranked by a trigram of the corpus; when they run out
     * before the count, their number and aspect variants ({@link NumberAspectVariants}); then one-word swaps in corpus captions and recombinations ({@link WordSwapCompleter}), strict, then
     * loose (every new role backed by the corpus); when those run out too, it stops short.
     */
    public Synthesizer embedded(TocaCorpus corpus, TocaSettings settings) {
        LanguageModel lm = new KneserNeyTrainer(EmbeddedCompleter.ORDER, LmTokenizer.PTB).train(corpus.captions());
        org.pairlab.text.WordNetLookup wordNet = new org.pairlab.text.WordNetLookup();
        PhraseRecombiner.Pool pool = PhraseRecombiner.pool(new CaptionDeconstructor(tagger), corpus.captions());
        PhraseCompleter completer = new PhraseCompleter(pool.recombinations(), lm, PHRASE_ALTERNATIVES, "phrase",
                PhraseCompleter.WHAT, pool.lenders());
        Synthesizer s = new Synthesizer(corpus, new PromptSampler(corpus, settings.tau(), settings.maxDroppedSlots()),
                completer, grammar(settings))
                .withFallback(new PhraseCompleter(NumberAspectVariants.of(pool,
                        form -> wordNet.lexicalFile(form).isPresent()), lm, PHRASE_ALTERNATIVES, "variant",
                        "number and aspect variants of corpus captions and recombinations", pool.lenders()))
                .withFallback(new WordSwapCompleter(pool, corpus.pairs(), lm, SWAP_ALTERNATIVES,
                        noun -> wordNet.lexicalFile(noun).orElse("")))
                .withFallback(new WordSwapCompleter(pool, corpus.pairs(), lm, SWAP_ALTERNATIVES,
                        noun -> wordNet.lexicalFile(noun).orElse(""), true));
        // No trigram gap filling after the swaps: its captions were nearly all nonsense ("A space sitting beside a
        // laptop on a building.", docs/toca.md round toca4), so a corpus the faithful stages cannot serve stops with
        // SynthesisShortfallException naming each stage instead.
        return settings.overgenerate() > 1 ? s.withFluencyRanking(lm, settings.overgenerate()) : s;
    }

    /**
     * The LLM path: {@code generator} completes with {@code prompt} (null: the built-in one) at {@code temperature};
     * slots with no pair are dropped as the paper does, the model fills them.
     */
    public Synthesizer llm(TocaCorpus corpus, TocaSettings settings, TextGenerator generator, PromptTemplate prompt,
            double temperature) {
        LlmCompleter completer = new LlmCompleter(generator, prompt == null ? LlmCompleter.defaultPrompt() : prompt,
                temperature, 16);
        return new Synthesizer(corpus, new PromptSampler(corpus, settings.tau(), Integer.MAX_VALUE), completer,
                grammar(settings));
    }

    private CaptionGrammar grammar(TocaSettings settings) {
        return settings.grammarFilter() ? new CaptionGrammar(GrammarOptions.defaults(), tagger) : null;
    }
}
