package org.pairlab.augment.toca;

import java.util.List;

/**
 * One caption ToCa kept.
 *
 * @param caption  the caption
 * @param template the structure template it was drawn from, e.g. {@code [N] [VBG] [N] on [N] .}
 * @param words    the lexical words drawn for it (all in the caption)
 * @param masked   the masked template s' given to the completer
 * @param draw     which draw of the run (0-based) it came from
 */
public record SynthesizedCaption(String caption, String template, List<String> words, String masked, int draw) {
    public SynthesizedCaption {
        words = List.copyOf(words);
    }
}
