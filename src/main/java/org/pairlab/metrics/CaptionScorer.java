package org.pairlab.metrics;

import java.util.List;
import java.util.Map;

/**
 * One caption metric computed the way the COCO caption toolkit computes it.
 *
 * <p>Implementations are immutable and thread-safe. Long runs honour interruption of the calling thread by
 * throwing {@link java.util.concurrent.CancellationException} (the interrupt flag stays set).
 */
public interface CaptionScorer {
    /** The toolkit's scorer name: "Bleu", "METEOR", "ROUGE_L" or "CIDEr". */
    String name();

    /** The keys of the values this scorer produces, e.g. {@code Bleu_1 .. Bleu_4}. */
    List<String> keys();

    /** Scores every image of {@code corpus}, reporting progress. */
    Score score(TokenizedCorpus corpus, Progress progress);

    /** Scores every image of {@code corpus}. */
    default Score score(TokenizedCorpus corpus) {
        return score(corpus, Progress.NONE);
    }

    /**
     * Scores tokenized captions given as the toolkit's {@code gts}/{@code res} dictionaries.
     *
     * @param references per image, its tokenized reference captions (tokens joined by single spaces)
     * @param candidates per image, its one tokenized candidate caption
     */
    default Score score(Map<Long, List<String>> references, Map<Long, String> candidates) {
        return score(TokenizedCorpus.of(references, candidates));
    }
}
