package org.pairlab.augment.erg;

/**
 * A stylized scene retrieved for a factual caption, as shown in review and written by {@code stylize}.
 *
 * @param item       index of the stylized caption in its corpus
 * @param caption    the stylized caption
 * @param phrase     its style phrase
 * @param similarity cosine similarity to the factual caption or image
 * @param type       the retrieval that found it
 */
public record RetrievedScene(int item, String caption, String phrase, double similarity, RetrievalType type) {
}
