package org.pairlab.lm;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.pairlab.metrics.PtbTokenizer;

/** How a language model splits a caption into tokens. */
public enum LmTokenizer {
    /** The COCO toolkit's PTB tokens: lower-cased, punctuation dropped (the default). */
    PTB,
    /** Split on white space, nothing changed (for corpora tokenized elsewhere, as KenLM and SRILM read them). */
    WHITESPACE;

    private static final PtbTokenizer PTB_TOKENIZER = new PtbTokenizer();

    /** The tokens of {@code caption}. */
    public List<String> tokenize(String caption) {
        if (this == PTB) {
            return PTB_TOKENIZER.tokenize(caption);
        }
        List<String> out = new ArrayList<>();
        for (String t : caption.trim().split("\\s+")) {
            if (!t.isEmpty()) {
                out.add(t);
            }
        }
        return out;
    }

    /** The lower-case name runs and model files store ({@code ptb}, {@code whitespace}). */
    @JsonValue
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Parses {@code ptb} or {@code whitespace}. */
    @JsonCreator
    public static LmTokenizer parse(String name) {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "ptb" -> PTB;
            case "whitespace" -> WHITESPACE;
            default -> throw new IllegalArgumentException("unknown tokenizer '" + name + "' (use ptb or whitespace)");
        };
    }
}
