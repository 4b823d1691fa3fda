package org.pairlab.text;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import opennlp.tools.lemmatizer.Lemmatizer;
import opennlp.tools.lemmatizer.LemmatizerModel;
import opennlp.tools.postag.POSModel;
import opennlp.tools.postag.POSTaggerME;
import opennlp.tools.tokenize.TokenizerME;
import opennlp.tools.tokenize.TokenizerModel;

/**
 * Apache OpenNLP's UD-EWT English models (tokens, POS tags, lemmas) read from the {@code opennlp-models-*-en} 1.3.0
 * jars on the class path; nothing is downloaded. The models are immutable and shared; the tools over them are not
 * thread-safe, so each thread gets its own through {@link #perThreadTools()}.
 */
public record OpenNlpEnglishModels(TokenizerModel tokens, POSModel pos, LemmatizerModel lemmas) {
    private static final String TOKENS = "/opennlp-en-ud-ewt-tokens-1.3-2.5.4.bin";
    private static final String POS = "/opennlp-en-ud-ewt-pos-1.3-2.5.4.bin";
    private static final String LEMMAS = "/opennlp-en-ud-ewt-lemmas-1.3-2.5.4.bin";

    /** Reads the three models (about a second); load once and share. */
    public static OpenNlpEnglishModels load() {
        try (InputStream t = open(TOKENS); InputStream p = open(POS); InputStream l = open(LEMMAS)) {
            return new OpenNlpEnglishModels(new TokenizerModel(t), new POSModel(p), new LemmatizerModel(l));
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the OpenNLP English models", e);
        }
    }

    private static InputStream open(String resource) {
        InputStream in = OpenNlpEnglishModels.class.getResourceAsStream(resource);
        if (in == null) {
            throw new IllegalStateException("OpenNLP model " + resource + " is not on the class path "
                    + "(the opennlp-models-*-en 1.3.0 dependencies are missing)");
        }
        return in;
    }

    /** How many lemmatizer answers the threads of one {@link #perThreadTools()} remember together (a few hundred bytes each). */
    static final int REMEMBERED_LEMMA_ANSWERS = 65_536;

    /**
     * Tokenizer, tagger and lemmatizer over these models, created lazily once per thread. The threads' lemmatizers share
     * the answers they remember ({@link RememberingLemmatizer}: the same lemmas as OpenNLP's, several times faster).
     */
    public ThreadLocal<Tools> perThreadTools() {
        RememberingLemmatizer.Answers answers = new RememberingLemmatizer.Answers(lemmas, REMEMBERED_LEMMA_ANSWERS);
        return ThreadLocal.withInitial(() -> new Tools(new TokenizerME(tokens), new POSTaggerME(pos),
                new RememberingLemmatizer(lemmas, answers)));
    }

    /** One thread's OpenNLP tools. */
    public record Tools(TokenizerME tokenizer, POSTaggerME tagger, Lemmatizer lemmatizer) {
    }
}
