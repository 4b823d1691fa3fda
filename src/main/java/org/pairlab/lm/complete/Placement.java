package org.pairlab.lm.complete;

/**
 * Where a required word went in a completion.
 *
 * @param word       the required word
 * @param slot       index of the template slot that took it (in {@link Template#slots()})
 * @param tokenIndex its index in {@link Completion#tokens()}
 */
public record Placement(String word, int slot, int tokenIndex) {
}
