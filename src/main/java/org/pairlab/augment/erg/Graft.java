package org.pairlab.augment.erg;

/**
 * A factual caption with a style phrase grafted in.
 *
 * @param text        the new caption
 * @param phrase      the grafted phrase
 * @param phraseStart character offset of the phrase in {@code text} (-1 when an LLM rewrote freely and it is absent)
 * @param phraseEnd   character offset after it
 * @param placement   where it went
 * @param scene       index of the stylized scene the phrase came from
 */
public record Graft(String text, String phrase, int phraseStart, int phraseEnd, GraftPlacement placement, int scene) {
}
