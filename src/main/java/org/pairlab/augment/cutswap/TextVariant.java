package org.pairlab.augment.cutswap;

/** A text swap: the new object lemma, its box category and the new attribute (null: the attribute slot is dropped). */
public record TextVariant(String lemma, String category, String attribute) {
}
