package org.pairlab.augment.erg;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.pairlab.lm.LmTokenizer;
import org.pairlab.lm.grammar.CaptionGrammar;
import org.pairlab.lm.grammar.GrammarChecker;
import org.pairlab.lm.grammar.GrammarOptions;
import org.pairlab.lm.ngram.KneserNeyTrainer;
import org.pairlab.lm.ngram.NgramModel;
import org.pairlab.lm.style.LabelledCaption;
import org.pairlab.lm.style.StyleClassifier;
import org.pairlab.lm.style.StyleTrainer;
import org.pairlab.lm.style.StyleTrainingOptions;
import org.pairlab.ml.WordEmbedder;
import org.pairlab.text.CaptionTagger;

/**
 * Builds an {@link ErgModel}: trains the style classifier (factual vs every style), the two trigram LMs, extracts
 * every target caption's style phrase (Algorithm 1's EXTRACT) and embeds the target captions for retrieval.
 */
public final class ErgTrainer {
    /** Sentences embedded per call, so progress can be reported and memory stays flat. */
    private static final int EMBED_BATCH = 256;
    private final WordEmbedder embedder;
    private final CaptionTagger tagger;
    private final VectorFileCache cache;
    private final GrammarChecker grammar;

    /**
     * A trainer embedding captions with {@code embedder} (MiniLM by default), keeping the vectors in {@code cache},
     * and tagging with {@code tagger}.
     */
    public ErgTrainer(WordEmbedder embedder, CaptionTagger tagger, VectorFileCache cache) {
        this(embedder, tagger, cache, new CaptionGrammar(GrammarOptions.defaults().withSpelling(true), tagger));
    }

    /** A trainer that checks each style phrase's grammar with {@code grammar} (LanguageTool with spelling by default). */
    public ErgTrainer(WordEmbedder embedder, CaptionTagger tagger, VectorFileCache cache, GrammarChecker grammar) {
        this.embedder = embedder;
        this.tagger = tagger;
        this.cache = cache;
        this.grammar = grammar;
    }

    /**
     * Trains the classifier alone: factual vs every style. Features used by one corpus only are dropped, so the
     * topic of a corpus ("giraffe" in COCO) cannot decide the style.
     */
    public static StyleClassifier trainClassifier(List<StyledCorpus> styled, StyledCorpus factual) {
        List<LabelledCaption> labelled = new ArrayList<>();
        factual.captions().forEach(c -> labelled.add(new LabelledCaption(c, StyledCorpus.FACTUAL)));
        for (StyledCorpus s : styled) {
            s.captions().forEach(c -> labelled.add(new LabelledCaption(c, s.style())));
        }
        return StyleTrainer.train(labelled, StyleTrainingOptions.DEFAULT.withMinStyles(2));
    }

    /**
     * Builds the model for {@code target}.
     *
     * @param styled   one corpus per style, the target among them
     * @param factual  factual captions (the classifier's "factual" class and half of the ranking LM)
     * @param progress told what is being done, in words
     * @throws IllegalArgumentException when no corpus has the target style, or a style is named twice
     */
    public ErgModel build(List<StyledCorpus> styled, StyledCorpus factual, String target, ErgOptions options,
            Consumer<String> progress) {
        StyledCorpus targetCorpus = targetCorpus(styled, target);
        progress.accept("training the style classifier on " + factual.size() + " factual and "
                + styled.stream().mapToInt(StyledCorpus::size).sum() + " stylized captions");
        StyleClassifier classifier = trainClassifier(styled, factual);
        progress.accept("training trigram LMs");
        KneserNeyTrainer kn = new KneserNeyTrainer(3, LmTokenizer.PTB);
        NgramModel styleLm = kn.train(targetCorpus.captions());
        List<String> both = new ArrayList<>(targetCorpus.captions());
        both.addAll(factual.captions());
        NgramModel rankLm = kn.train(both);
        progress.accept("extracting style phrases (epsilon " + options.epsilon() + ")");
        PhraseExtractor extractor = new PhraseExtractor(classifier, tagger);
        List<StylePhrase> all = targetCorpus.captions().parallelStream()
                .map(c -> extractor.extract(c, target, options.epsilon())).toList();
        // Only scenes with a phrase can give a graft, so only they are embedded and searched.
        List<StylePhrase> phrases = all.stream().filter(p -> !p.isEmpty()).toList();
        if (phrases.isEmpty()) {
            throw new IllegalArgumentException("no style phrase found in the " + targetCorpus.size() + " '" + target
                    + "' captions; are they written in that style?");
        }
        List<String> captions = phrases.stream().map(StylePhrase::caption).toList();
        progress.accept(phrases.size() + " of " + all.size() + " " + target + " captions have a style phrase");
        List<String> problems = new PhraseGrammar(grammar, cache).problems(phrases, progress);
        int s = classifier.styles().indexOf(target);
        List<List<String>> corpora = new ArrayList<>();
        styled.forEach(c -> corpora.add(c.captions()));
        corpora.add(factual.captions());
        WordPairCounts pairs = new WordPairCounts(corpora);
        PhraseSlips slips = new PhraseSlips(corpora);
        // A style with no hand-made cue list (humour) gets one learned from the corpora.
        List<List<String>> others = new ArrayList<>();
        styled.stream().filter(c -> !c.style().equals(target)).forEach(c -> others.add(c.captions()));
        others.add(factual.captions());
        StyleWords learned = StyleWords.learn(targetCorpus.captions(), others);
        List<PhraseProfile> profiles = java.util.stream.IntStream.range(0, phrases.size()).parallel()
                .mapToObj(i -> {
                    StylePhrase phrase = phrases.get(i);
                    var words = PhraseExtractor.words(tagger.tag(phrase.caption(), false).tokens());
                    String problem = problems.get(i);
                    String rare = pairs.rarePair(phrase.phrase());
                    if (problem.isEmpty() && !rare.isEmpty()) {
                        problem = "rare word pair: " + rare;
                    }
                    if (problem.isEmpty()) {
                        problem = StyleCues.missing(target, phrase.phrase())
                                .or(() -> StyleCues.hasList(target) ? java.util.Optional.empty()
                                        : learned.missing(target, phrase.phrase()))
                                .or(() -> StyleCues.fragment(phrase))
                                .or(() -> slips.slip(phrase.phrase()))
                                .or(() -> Comparisons.notSimile(phrase.phrase()))
                                .or(() -> PhraseShape.problem(phrase, words)).orElse("");
                    }
                    return PhraseProfile.of(phrase, words, problem, classifier.probabilities(phrase.phrase())[s]);
                }).toList();
        progress.accept(profiles.stream().filter(PhraseProfile::clean).count() + " of " + phrases.size()
                + " style phrases are clean");
        List<float[]> vectors = cache.vectors(embedder, captions, t -> embed(t, progress));
        return new ErgModel(target, classifier, styleLm, rankLm, captions, phrases, profiles, new SceneIndex(vectors),
                java.util.Optional.empty(), java.util.Optional.empty(), options);
    }

    /** MiniLM vectors of {@code texts}, in batches. */
    List<float[]> embed(List<String> texts, Consumer<String> progress) {
        List<float[]> out = new ArrayList<>(texts.size());
        for (int i = 0; i < texts.size(); i += EMBED_BATCH) {
            out.addAll(embedder.embed(texts.subList(i, Math.min(texts.size(), i + EMBED_BATCH))));
            progress.accept("embedded " + out.size() + " of " + texts.size() + " stylized captions");
        }
        return out;
    }

    static StyledCorpus targetCorpus(List<StyledCorpus> styled, String target) {
        var names = styled.stream().collect(Collectors.groupingBy(StyledCorpus::style, Collectors.counting()));
        names.forEach((n, c) -> {
            if (c > 1) {
                throw new IllegalArgumentException("style '" + n + "' is given " + c + " times");
            }
        });
        if (names.containsKey(StyledCorpus.FACTUAL)) {
            throw new IllegalArgumentException("'" + StyledCorpus.FACTUAL + "' names the factual captions; "
                    + "give the stylized corpora other names");
        }
        return styled.stream().filter(s -> s.style().equals(target)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no stylized captions for target style '" + target
                        + "'; styles given: " + names.keySet()));
    }
}
