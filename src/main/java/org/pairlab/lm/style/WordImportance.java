package org.pairlab.lm.style;

/**
 * How much one word carries a caption's style: P(style | caption) minus P(style | caption without the word).
 *
 * @param word  the token
 * @param index its index in the caption's tokens
 * @param drop  the fall in P(style) when the word is deleted (negative when the word works against the style)
 */
public record WordImportance(String word, int index, double drop) {
}
