package org.pairlab.lm;

import java.util.List;

/**
 * A left-to-right word language model over caption tokens: the one seam that caption scores, constrained completion,
 * ERG and ToCa use, whatever the model behind it (Kneser-Ney n-grams, a DJL LSTM).
 *
 * <p>Probabilities are natural logarithms. A sentence is scored as its tokens followed by {@link #END}; the
 * start symbol {@link #START} is implied by {@link #start()} and never scored. Words outside the vocabulary are
 * scored as {@link #UNKNOWN}. Implementations are immutable and safe to use from several threads.
 */
public interface LanguageModel {
    /** Sentence start symbol. */
    String START = "<s>";
    /** Sentence end symbol; also a word of the vocabulary, so sampling can stop. */
    String END = "</s>";
    /** The unknown word. */
    String UNKNOWN = "<unk>";

    /** A short description for recipes and the UI, e.g. {@code "kn-3 ptb (12,345 words)"}. */
    String describe();

    /** The tokenizer this model was trained with; callers turn captions into tokens with it. */
    LmTokenizer tokenizer();

    /** The words this model can predict, {@link #END} and {@link #UNKNOWN} included, {@link #START} not. */
    List<String> vocabulary();

    /** Whether {@code word} is in the vocabulary (not mapped to {@link #UNKNOWN}). */
    boolean knows(String word);

    /** The state before the first word of a sentence. */
    LmState start();

    /** The state after {@code word} follows {@code state}. */
    LmState advance(LmState state, String word);

    /** ln P(word | state); an unknown word scores as {@link #UNKNOWN}. */
    double logProb(LmState state, String word);

    /** ln P(w | state) for every word of {@link #vocabulary()}, in its order. */
    double[] logProbs(LmState state);

    /** Scores a tokenized sentence: its tokens, then {@link #END}. */
    default SentenceScore score(List<String> tokens) {
        LmState state = start();
        double total = 0;
        int oov = 0;
        double oovLogProb = 0;
        for (String token : tokens) {
            double lp = logProb(state, token);
            total += lp;
            if (!knows(token)) {
                oov++;
                oovLogProb += lp;
            }
            state = advance(state, token);
        }
        total += logProb(state, END);
        return new SentenceScore(total, tokens.size() + 1, oov, oovLogProb);
    }

    /** Tokenizes {@code caption} with {@link #tokenizer()} and scores it. */
    default SentenceScore scoreCaption(String caption) {
        return score(tokenizer().tokenize(caption));
    }
}
