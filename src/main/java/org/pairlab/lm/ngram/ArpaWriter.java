package org.pairlab.lm.ngram;

import java.io.BufferedWriter;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Writes an {@link NgramModel} in the ARPA format laid out as KenLM writes it (tab between fields, space between
 * words), each order's n-grams sorted by word ids in the order of the 1-grams: IRSTLM refuses unsorted files.
 */
final class ArpaWriter {
    private ArpaWriter() {
    }

    static void write(NgramModel model, Path file) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            out.write("\\data\\\n");
            for (int n = 1; n <= model.order(); n++) {
                out.write("ngram " + n + "=" + model.ngramCount(n) + "\n");
            }
            StringBuilder line = new StringBuilder(128);
            for (int n = 1; n <= model.order(); n++) {
                out.write("\n\\" + n + "-grams:\n");
                NgramTable table = model.table(n);
                for (int e : sorted(table, model.wordCount())) {
                    line.setLength(0);
                    line.append(number(model.prob10(n, e)));
                    for (int i = 0; i < n; i++) {
                        line.append(i == 0 ? '\t' : ' ').append(model.word(table.word(e, i)));
                    }
                    double backoff = model.backoff10(n, e);
                    if (backoff != 0) {
                        line.append('\t').append(number(backoff));
                    }
                    line.append('\n');
                    out.write(line.toString());
                }
            }
            out.write("\n\\end\\\n");
        }
    }

    /** The entries of {@code table} in lexicographic order of their word ids (stable counting sorts, last word first). */
    private static int[] sorted(NgramTable table, int words) {
        int size = table.size();
        int[] order = new int[size];
        for (int e = 0; e < size; e++) {
            order[e] = e;
        }
        int[] next = new int[size];
        int[] starts = new int[words + 1];
        for (int position = table.order() - 1; position >= 0; position--) {
            Arrays.fill(starts, 0);
            for (int e : order) {
                starts[table.word(e, position) + 1]++;
            }
            for (int w = 0; w < words; w++) {
                starts[w + 1] += starts[w];
            }
            for (int e : order) {
                next[starts[table.word(e, position)]++] = e;
            }
            int[] t = order;
            order = next;
            next = t;
        }
        return order;
    }

    /** Shortest text that reads back as the same double, so a round trip gives identical scores. */
    private static String number(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e6) {
            return Long.toString((long) v);
        }
        String s = Double.toString(v);
        // Plain digits, never "1.5E-5": not every ARPA reader takes exponents.
        return s.indexOf('E') < 0 ? s : new BigDecimal(s).toPlainString();
    }
}
