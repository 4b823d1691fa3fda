package org.pairlab.augment;

/**
 * The parameters of the horizontal flip ({@code flip}).
 *
 * @param swapLeftRight whether "left" and "right" are swapped in the captions
 */
public record FlipParams(boolean swapLeftRight) {
}
