package org.pairlab.augment.toca;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.pairlab.lm.complete.PosClass;

/**
 * Prior lexical pairs X of the cross-domain scenario (§4.2), read from a UTF-8 text file: one pair a line,
 * {@code first second [count]}, each word optionally with its class ({@code horse/N grazing/VBG 3}); {@code #} starts
 * a comment. A word without a class takes its most frequent class in the corpus.
 */
public final class PriorPairs {
    private PriorPairs() {
    }

    /** One prior pair. */
    public record Pair(LexicalWord first, LexicalWord second, int count) {
    }

    /**
     * Reads {@code file}, resolving classes against {@code corpus}.
     *
     * @throws IllegalArgumentException naming the file and line of a bad pair
     */
    public static List<Pair> read(Path file, TocaCorpus corpus) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        List<Pair> out = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).replaceFirst("#.*$", "").strip();
            if (line.isEmpty()) {
                continue;
            }
            String where = file + " line " + (i + 1);
            String[] f = line.split("[\\s,]+");
            if (f.length < 2 || f.length > 3) {
                throw new IllegalArgumentException(where + ": expected 'first second [count]', got '" + line + "'");
            }
            int count = 1;
            if (f.length == 3) {
                try {
                    count = Integer.parseInt(f[2]);
                } catch (NumberFormatException e) {
                    count = -1;
                }
                if (count < 1) {
                    throw new IllegalArgumentException(where + ": count '" + f[2] + "' is not a whole number of at least 1");
                }
            }
            out.add(new Pair(word(f[0], corpus, where), word(f[1], corpus, where), count));
        }
        return out;
    }

    /** Adds the pairs to the corpus's lexical pairs; returns how many. */
    public static int addTo(TocaCorpus corpus, List<Pair> pairs) {
        for (Pair p : pairs) {
            corpus.pairs().addPrior(p.first(), p.second(), p.count());
        }
        return pairs.size();
    }

    private static LexicalWord word(String text, TocaCorpus corpus, String where) {
        int slash = text.lastIndexOf('/');
        if (slash > 0) {
            try {
                PosClass c = PosClass.parse(text.substring(slash + 1));
                if (c == PosClass.V) {
                    throw new IllegalArgumentException("give a verb form (VB, VBD, VBG, VBN, VBP, VBZ), not V");
                }
                return new LexicalWord(text.substring(0, slash), c);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(where + ": word '" + text + "': " + e.getMessage(), e);
            }
        }
        List<LexicalWord> known = corpus.pairs().spelled(text);
        if (known.isEmpty()) {
            throw new IllegalArgumentException(where + ": '" + text + "' is not a lexical word of the corpus; give its "
                    + "class, e.g. " + text + "/N");
        }
        return known.get(0);
    }
}
