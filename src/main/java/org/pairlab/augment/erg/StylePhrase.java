package org.pairlab.augment.erg;

/**
 * The style phrase ERG extracted from one stylized caption (paper §3.2): a contiguous span of its most
 * style-bearing words.
 *
 * @param caption    the stylized caption
 * @param phrase     the span's text, lower-cased
 * @param start      character offset of the span in {@code caption}
 * @param end        character offset after the span
 * @param kind       what kind of phrase it is
 * @param importance the summed deletion importance of the span's words (drop of P(style))
 */
public record StylePhrase(String caption, String phrase, int start, int end, PhraseKind kind, double importance) {
    /** Whether nothing was extracted (a caption whose words carry no style). */
    public boolean isEmpty() {
        return phrase.isEmpty();
    }

    /** The caption with the phrase taken out, spaces tidied: the generator's training input in the paper. */
    public String remainder() {
        return (caption.substring(0, start) + " " + caption.substring(end)).replaceAll("\\s+", " ").strip()
                .replaceAll(" ([.,;:!?])", "$1");
    }
}
