package org.pairlab.augment.erg;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.pairlab.lm.style.StyleDataset;

/**
 * Captions written in one style ("humorous", "romantic") or the factual ones, as ERG reads them.
 *
 * @param style    the style name
 * @param captions one caption each, blank lines dropped
 */
public record StyledCorpus(String style, List<String> captions) {
    /** The style name of plain, factual captions. */
    public static final String FACTUAL = StyleDataset.FACTUAL;

    public StyledCorpus {
        if (style == null || style.isBlank()) {
            throw new IllegalArgumentException("a styled corpus needs a style name");
        }
        captions = captions.stream().map(String::strip).filter(c -> !c.isEmpty()).toList();
    }

    /**
     * A file of one caption a line; bytes that are not UTF-8 are replaced (one FlickrStyle line holds such bytes).
     *
     * @throws IOException naming the file when it cannot be read or holds no caption
     */
    public static StyledCorpus read(String style, Path file) throws IOException {
        StyledCorpus c = new StyledCorpus(style, StyleDataset.readLines(file));
        if (c.captions().isEmpty()) {
            throw new IOException(file + ": no captions (one caption a line expected) for style '" + style + "'");
        }
        return c;
    }

    /** How many captions. */
    public int size() {
        return captions.size();
    }
}
