package org.pairlab.metrics;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Caption tokenisation exactly as the COCO caption toolkit does it: PTB tokens, lower-cased, punctuation dropped.
 *
 * <p>The toolkit pipes every caption (newlines replaced by spaces) through Stanford CoreNLP 3.4.1
 * {@code PTBTokenizer -preserveLines -lowerCase} and drops the tokens in {@link #TOOLKIT_PUNCTUATION}. Two
 * quirks are kept on purpose because they change scores: the lower-casing happens before the punctuation filter,
 * so bracket tokens come out as {@code -lrb-}/{@code -rrb-} and survive the filter (it lists them in upper case);
 * and the toolkit tokenizes all captions as one file, one caption per line, so the lexer's look-ahead sees the
 * next caption: "reads K." followed by a caption starting "A ..." gives {@code k}, at the end of the file
 * {@code k.}. {@link #tokenizeAll} reproduces that; {@link #tokenize} treats its caption as the last line.
 *
 * <p>Instances are immutable and thread-safe.
 */
public final class PtbTokenizer {
    /** The toolkit's {@code PUNCTUATIONS}: tokens removed after PTB tokenisation. */
    public static final Set<String> TOOLKIT_PUNCTUATION = Set.of("''", "'", "``", "`", "-LRB-", "-RRB-", "-LCB-",
            "-RCB-", ".", "?", "!", ",", ":", "-", "--", "...", ";");

    private final PtbLexer lexer = new PtbLexer();

    /** A tokenizer with the toolkit's settings. */
    public PtbTokenizer() {
    }

    /** PTB tokens of {@code text}, lower-cased, before punctuation removal, as if it were the last line. */
    public List<String> ptbTokens(String text) {
        return ptbTokens(text, null);
    }

    /** PTB tokens of {@code text} when the toolkit's next line is {@code following} (null: end of file). */
    public List<String> ptbTokens(String text, String following) {
        List<String> raw = lexer.lex(oneLine(text), following == null ? null : oneLine(following));
        List<String> out = new ArrayList<>(raw.size());
        for (String t : raw) {
            out.add(t.toLowerCase(Locale.ENGLISH));
        }
        return out;
    }

    /** The toolkit's tokens for one caption, treated as the last line of the toolkit's file. */
    public List<String> tokenize(String caption) {
        return tokenize(caption, null);
    }

    /** The toolkit's tokens for {@code caption} when the next line of the toolkit's file is {@code following}. */
    public List<String> tokenize(String caption, String following) {
        List<String> raw = lexer.lex(oneLine(caption), following == null ? null : oneLine(following));
        List<String> out = new ArrayList<>(raw.size());
        for (String t : raw) {
            String lower = t.toLowerCase(Locale.ENGLISH);
            if (!TOOLKIT_PUNCTUATION.contains(lower)) {
                out.add(lower);
            }
        }
        return out;
    }

    /** The toolkit's tokenized caption: {@link #tokenize} joined by single spaces. */
    public String tokenizeToString(String caption) {
        return String.join(" ", tokenize(caption));
    }

    /**
     * Tokenizes captions the way one toolkit run does: in this order, one per line, each line seeing the next.
     *
     * @param captions raw captions in the toolkit's order (references: images in the order of the annotation
     *     file's {@code images} list, each image's captions in annotation order; candidates: the same image order)
     * @return the tokenized captions (tokens joined by single spaces), in the same order
     */
    public List<String> tokenizeAll(List<String> captions) {
        String[] out = new String[captions.size()];
        // Each caption only needs its successor, so chunks can run in parallel.
        Parallel.forRange(out.length, 512, (from, to) -> {
            for (int i = from; i < to; i++) {
                String next = i + 1 < out.length ? captions.get(i + 1) : null;
                out[i] = String.join(" ", tokenize(captions.get(i), next));
            }
        }, Progress.NONE, "tokenizing");
        return List.of(out);
    }

    /** The toolkit replaces newlines inside a caption by spaces before writing it as one line. */
    private static String oneLine(String caption) {
        return caption.indexOf('\n') < 0 ? caption : caption.replace('\n', ' ');
    }
}
