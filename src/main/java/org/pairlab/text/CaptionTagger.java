package org.pairlab.text;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import opennlp.tools.lemmatizer.LemmatizerME;
import opennlp.tools.lemmatizer.LemmatizerModel;
import opennlp.tools.postag.POSModel;
import opennlp.tools.postag.POSTaggerME;
import opennlp.tools.tokenize.TokenizerME;
import opennlp.tools.tokenize.TokenizerModel;
import opennlp.tools.util.Span;

/**
 * Tokens, Universal Dependencies POS tags and lemmas for English captions, with Apache OpenNLP's
 * UD-EWT models (the {@code opennlp-models-*-en} 1.3.0 jars on the class path; nothing is downloaded).
 *
 * <p>Loading the three models takes about a second, so create one tagger and share it: it is safe to
 * use from several threads (each thread gets its own OpenNLP tools over the shared, immutable models).
 */
public final class CaptionTagger {
    private static final String TOKENS = "/opennlp-en-ud-ewt-tokens-1.3-2.5.4.bin";
    private static final String POS = "/opennlp-en-ud-ewt-pos-1.3-2.5.4.bin";
    private static final String LEMMAS = "/opennlp-en-ud-ewt-lemmas-1.3-2.5.4.bin";

    private final ThreadLocal<Tools> tools;

    private CaptionTagger(TokenizerModel tokens, POSModel pos, LemmatizerModel lemmas) {
        this.tools = ThreadLocal.withInitial(
                () -> new Tools(new TokenizerME(tokens), new POSTaggerME(pos), new LemmatizerME(lemmas)));
    }

    /** Loads the English models from the class path. */
    public static CaptionTagger english() {
        try (InputStream t = open(TOKENS); InputStream p = open(POS); InputStream l = open(LEMMAS)) {
            return new CaptionTagger(new TokenizerModel(t), new POSModel(p), new LemmatizerModel(l));
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the OpenNLP English models", e);
        }
    }

    private static InputStream open(String resource) {
        InputStream in = CaptionTagger.class.getResourceAsStream(resource);
        if (in == null) {
            throw new IllegalStateException("OpenNLP model " + resource + " is not on the class path "
                    + "(the opennlp-models-*-en 1.3.0 dependencies are missing)");
        }
        return in;
    }

    /** Tags one caption. */
    public TaggedCaption tag(String caption) {
        return tag(caption, true);
    }

    /**
     * Tags one caption; without {@code lemmas} the lemmatizer (as slow as the tagger) is skipped and each token's
     * lemma is its lower-cased text (so {@link TaggedToken#isPlural()} is false), for callers that only need words and POS tags.
     */
    public TaggedCaption tag(String caption, boolean lemmas) {
        Tools t = tools.get();
        Span[] spans = t.tokenizer.tokenizePos(caption);
        String[] words = Span.spansToStrings(spans, caption);
        String[] tags = t.tagger.tag(words);
        return lemmas ? build(caption, spans, words, tags, t.lemmatizer.lemmatize(words, tags))
                : build(caption, spans, words, tags, new String[words.length]);
    }

    private static TaggedCaption build(String caption, Span[] spans, String[] words, String[] tags, String[] lemmas) {
        List<TaggedToken> out = new ArrayList<>(words.length);
        for (int i = 0; i < words.length; i++) {
            String lemma = lemmas[i];
            // The lemmatizer answers "O" for words it has no rule for; the lower-cased word is the lemma then.
            if (lemma == null || lemma.isEmpty() || "O".equals(lemma)) {
                lemma = words[i].toLowerCase(Locale.ROOT);
            }
            out.add(new TaggedToken(words[i], tags[i], lemma, spans[i].getStart(), spans[i].getEnd()));
        }
        return new TaggedCaption(caption, out);
    }

    private record Tools(TokenizerME tokenizer, POSTaggerME tagger, LemmatizerME lemmatizer) {
    }
}
