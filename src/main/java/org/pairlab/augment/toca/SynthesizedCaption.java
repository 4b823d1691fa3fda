package org.pairlab.augment.toca;

import java.util.List;

/**
 * One caption ToCa kept.
 *
 * @param caption   the caption
 * @param template  the structure template it was drawn from, e.g. {@code [N] [VBG] [N] on [N] .}
 * @param words     the lexical words drawn for it (all in the caption)
 * @param masked    the masked template s' given to the completer
 * @param draw      which draw of the run (0-based) it came from
 * @param completer which completer wrote it ({@link TemplateCompleter#label()}): "phrase" for the embedded default,
 *                  "swap" for its fallback once the recombinations ran out (a reviewer may sort these last), "llm"
 * @param sources   the corpus captions it was built from ({@link TemplateCompleter#sources}), empty when unknown
 */
public record SynthesizedCaption(String caption, String template, List<String> words, String masked, int draw,
                                 String completer, List<String> sources) {
    public SynthesizedCaption {
        words = List.copyOf(words);
        sources = sources == null ? List.of() : List.copyOf(sources);
    }

    /** A caption whose corpus sources are not known. */
    public SynthesizedCaption(String caption, String template, List<String> words, String masked, int draw,
            String completer) {
        this(caption, template, words, masked, draw, completer, List.of());
    }
}
