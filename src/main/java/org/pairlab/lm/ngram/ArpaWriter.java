package org.pairlab.lm.ngram;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes an {@link NgramModel} in the ARPA format, tab-separated as KenLM writes it. */
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
                for (int e = 0; e < table.size(); e++) {
                    line.setLength(0);
                    line.append(number(model.prob10(n, e)));
                    for (int i = 0; i < n; i++) {
                        line.append('\t').append(model.word(table.word(e, i)));
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

    /** Shortest text that reads back as the same double, so a round trip gives identical scores. */
    private static String number(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e6) {
            return Long.toString((long) v);
        }
        return Double.toString(v);
    }
}
