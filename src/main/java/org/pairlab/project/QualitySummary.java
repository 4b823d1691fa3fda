package org.pairlab.project;

/**
 * The language scores of one method's candidates, summed up.
 *
 * @param candidates    candidates of the method
 * @param scored        of those, the ones with language scores
 * @param medianFluency median fluency of those with a rewritten caption (null: none)
 * @param addingGrammarErrors scored candidates that add grammar errors to their source captions
 */
public record QualitySummary(long candidates, long scored, Double medianFluency, long addingGrammarErrors) {
}
