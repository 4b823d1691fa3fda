package org.pairlab.project;

import java.util.List;

/**
 * The language scores of a candidate's rewritten captions: how fluent they are next to the captions they were
 * rewritten from, and how many grammar errors they carry and add.
 *
 * @param fluency       the lowest, over rewritten captions, of the per-token ln P of the caption minus that of its
 *                      source caption under the project's caption language model (0: as likely as the source;
 *                      negative: less likely); null when no caption was rewritten
 * @param grammarErrors grammar issues found in the rewritten captions
 * @param grammarAdded  of those, the ones its source captions do not have
 * @param captions      one entry per rewritten caption
 * @param model         the language model that gave the fluency (its description)
 */
public record CaptionQuality(Double fluency, int grammarErrors, int grammarAdded, List<CaptionCheck> captions,
                             String model) {
    public CaptionQuality {
        captions = List.copyOf(captions);
    }

    /** A candidate whose captions are its source's, unchanged: nothing to score. */
    public static CaptionQuality unchanged(String model) {
        return new CaptionQuality(null, 0, 0, List.of(), model);
    }

    /**
     * One rewritten caption and what the checks found.
     *
     * @param index        position among the candidate's captions
     * @param caption      the rewritten caption
     * @param source       the caption it was rewritten from
     * @param fluency      per-token ln P of {@code caption} minus that of {@code source}
     * @param logProb      per-token ln P of {@code caption}
     * @param grammarAdded issues in {@code caption} its source does not have
     * @param issues       grammar issues in {@code caption}, as "rule: message"
     */
    public record CaptionCheck(int index, String caption, String source, double fluency, double logProb,
                               int grammarAdded, List<String> issues) {
        public CaptionCheck {
            issues = List.copyOf(issues);
        }
    }
}
