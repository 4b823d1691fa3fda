package org.pairlab.augment;

/**
 * The parameters of antonym negation ({@code antonym}).
 *
 * @param lexicon the project lexicon of words and their negated antonyms
 * @param mix how many captions per image are rewritten ({@link CaptionMix})
 */
public record AntonymParams(String lexicon, String mix) {
}
