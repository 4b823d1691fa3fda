package org.pairlab.augment;

import org.pairlab.text.CaptionTagger;
import org.pairlab.text.WordNetLookup;

/** The tagger and WordNet for caption rewriters, each loaded on first use and then shared (both are thread-safe). */
public final class TextTools {
    private volatile CaptionTagger tagger;
    private final WordNetLookup wordNet = new WordNetLookup();

    /** The English POS tagger (loads in about a second the first time). */
    public CaptionTagger tagger() {
        CaptionTagger t = tagger;
        if (t == null) {
            synchronized (this) {
                if (tagger == null) {
                    tagger = CaptionTagger.english();
                }
                t = tagger;
            }
        }
        return t;
    }

    /** WordNet 3.1 synonyms and antonyms (loads lazily itself). */
    public WordNetLookup wordNet() {
        return wordNet;
    }
}
