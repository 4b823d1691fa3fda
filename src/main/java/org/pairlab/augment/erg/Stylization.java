package org.pairlab.augment.erg;

import java.util.List;

/**
 * ERG's answer for one factual caption: the chosen graft, its scores, and the scenes retrieved.
 *
 * @param source    the factual caption
 * @param output    the stylized caption (never equal to {@code source})
 * @param style     the target style
 * @param graft     the chosen graft (phrase, where it went, its offsets in {@code output})
 * @param scores    its scores and filter results
 * @param retrieved the scenes retrieved, most similar first
 * @param proposals how many grafts were scored
 */
public record Stylization(String source, String output, String style, Graft graft, GraftScores scores,
        List<RetrievedScene> retrieved, int proposals) {
    public Stylization {
        retrieved = List.copyOf(retrieved);
    }

    /** Whether every filter passed. */
    public boolean kept() {
        return scores.kept();
    }
}
