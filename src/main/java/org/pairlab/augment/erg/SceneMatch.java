package org.pairlab.augment.erg;

/**
 * One retrieved stylized scene.
 *
 * @param item       index of the stylized pair in the corpus
 * @param similarity cosine similarity to the query
 * @param type       the retrieval that found it
 */
public record SceneMatch(int item, double similarity, RetrievalType type) {
}
