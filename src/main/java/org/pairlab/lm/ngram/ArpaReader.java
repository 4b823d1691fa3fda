package org.pairlab.lm.ngram;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.pairlab.lm.LanguageModel;
import org.pairlab.lm.LmTokenizer;

/**
 * Reads ARPA files: {@code \data\}, {@code ngram N=count} lines, one {@code \N-grams:} section per order with lines
 * {@code log10prob w1 .. wN [log10backoff]} (tabs or spaces), {@code \end\}. A model without {@code <unk>} gets it
 * with log10 probability -100 (SRILM's "zero"); one without {@code <s>} gets it with no backoff.
 */
final class ArpaReader {
    private static final Pattern COUNT = Pattern.compile("ngram\\s+(\\d+)\\s*=\\s*(\\d+)");
    private static final Pattern SECTION = Pattern.compile("\\\\(\\d+)-grams:");
    private static final int MAX_ORDER = 9;

    private final Path file;
    private final BufferedReader in;
    private int lineNumber;

    private ArpaReader(Path file, BufferedReader in) {
        this.file = file;
        this.in = in;
    }

    static NgramModel read(Path file, LmTokenizer tokenizer) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new IOException("no such ARPA file: " + file);
        }
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return new ArpaReader(file, in).read(tokenizer);
        }
    }

    private NgramModel read(LmTokenizer tokenizer) throws IOException {
        String line = nextNonBlank();
        if (line == null || !line.strip().equals("\\data\\")) {
            throw error("expected \\data\\ as the first non-empty line");
        }
        List<Integer> counts = new ArrayList<>();
        while ((line = nextNonBlank()) != null) {
            Matcher m = COUNT.matcher(line.strip());
            if (!m.matches()) {
                break;
            }
            int n = Integer.parseInt(m.group(1));
            if (n != counts.size() + 1 || n > MAX_ORDER) {
                throw error("expected 'ngram " + (counts.size() + 1) + "=count', found '" + line.strip() + "'");
            }
            counts.add(Integer.parseInt(m.group(2)));
        }
        int order = counts.size();
        if (order == 0) {
            throw error("no 'ngram 1=count' line after \\data\\");
        }
        // 1-grams first: they fix the word ids (<s> last, as NgramModel wants).
        expectSection(line, 1);
        List<String> unigramWords = new ArrayList<>();
        List<double[]> unigramValues = new ArrayList<>();
        String[] fields = new String[MAX_ORDER + 2];
        line = readSection(1, counts.get(0), order, fields, (f, nf) -> {
            unigramWords.add(f[1]);
            unigramValues.add(new double[] {number(f[0]), nf == 3 ? number(f[2]) : 0});
        });
        String[] words = wordIds(unigramWords);
        Map<String, Integer> ids = new HashMap<>(words.length * 2);
        for (int i = 0; i < words.length; i++) {
            if (ids.put(words[i], i) != null) {
                throw new IOException(file + ": the 1-gram '" + words[i] + "' is listed twice");
            }
        }
        NgramTable[] tables = new NgramTable[order];
        double[][] prob10 = new double[order][];
        double[][] backoff10 = new double[order][];
        tables[0] = new NgramTable(1, words.length);
        prob10[0] = new double[words.length];
        backoff10[0] = new double[words.length];
        Arrays.fill(prob10[0], -100);
        int[] one = new int[1];
        for (int i = 0; i < words.length; i++) {
            one[0] = i;
            tables[0].add(NgramKeys.of(i), one, 0);
        }
        for (int i = 0; i < unigramWords.size(); i++) {
            int id = ids.get(unigramWords.get(i));
            prob10[0][id] = unigramValues.get(i)[0];
            backoff10[0][id] = unigramValues.get(i)[1];
        }
        for (int n = 2; n <= order; n++) {
            expectSection(line, n);
            int count = counts.get(n - 1);
            NgramTable table = new NgramTable(n, count);
            double[] p = new double[count];
            double[] b = new double[count];
            int[] gram = new int[n];
            int order0 = n;
            line = readSection(n, count, order, fields, (f, nf) -> {
                for (int i = 0; i < order0; i++) {
                    Integer id = ids.get(f[i + 1]);
                    if (id == null) {
                        throw error("the word '" + f[i + 1] + "' is not a 1-gram");
                    }
                    gram[i] = id;
                }
                int before = table.size();
                int e = table.add(NgramKeys.of(gram, 0, order0), gram, 0);
                if (e != before) {
                    throw error("this " + order0 + "-gram is listed twice");
                }
                p[e] = number(f[0]);
                b[e] = nf == order0 + 2 ? number(f[order0 + 1]) : 0;
            });
            tables[n - 1] = table;
            prob10[n - 1] = p;
            backoff10[n - 1] = b;
        }
        if (line == null || !line.strip().equals("\\end\\")) {
            throw error("expected \\end\\");
        }
        return new NgramModel(order, tokenizer, "arpa", words, tables, prob10, backoff10, List.of());
    }

    /** Word ids: the 1-grams in file order without {@code <s>}, {@code <unk>} added when missing, {@code <s>} last. */
    private String[] wordIds(List<String> unigrams) throws IOException {
        if (!unigrams.contains(LanguageModel.END)) {
            throw new IOException(file + ": there is no 1-gram " + LanguageModel.END);
        }
        List<String> out = new ArrayList<>(unigrams.size() + 2);
        for (String w : unigrams) {
            if (!w.equals(LanguageModel.START)) {
                out.add(w);
            }
        }
        if (!out.contains(LanguageModel.UNKNOWN)) {
            out.add(LanguageModel.UNKNOWN);
        }
        out.add(LanguageModel.START);
        return out.toArray(String[]::new);
    }

    private interface EntrySink {
        void accept(String[] fields, int fieldCount) throws IOException;
    }

    /** Reads the entries of section {@code n} up to the next line starting with a backslash, which it returns. */
    private String readSection(int n, int expected, int order, String[] fields, EntrySink sink) throws IOException {
        int seen = 0;
        String line;
        while ((line = in.readLine()) != null) {
            lineNumber++;
            String t = line.strip();
            if (t.isEmpty()) {
                continue;
            }
            if (t.charAt(0) == '\\') {
                break;
            }
            int nf = split(t, fields);
            boolean withBackoff = nf == n + 2 && n < order;
            if (nf != n + 1 && !withBackoff) {
                throw error("expected a log10 probability, " + n + " word" + (n == 1 ? "" : "s")
                        + (n < order ? " and an optional backoff" : "") + "; found " + nf + " fields");
            }
            sink.accept(fields, nf);
            seen++;
        }
        if (seen != expected) {
            throw new IOException(file + ": \\data\\ announces " + expected + " " + n + "-grams but the section has "
                    + seen + " (section ends at line " + lineNumber + ")");
        }
        return line;
    }

    private static int split(String line, String[] fields) {
        int nf = 0;
        int i = 0;
        int len = line.length();
        while (i < len) {
            while (i < len && Character.isWhitespace(line.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < len && !Character.isWhitespace(line.charAt(i))) {
                i++;
            }
            if (i > start) {
                if (nf == fields.length) {
                    return nf + 1;
                }
                fields[nf++] = line.substring(start, i);
            }
        }
        return nf;
    }

    private double number(String s) throws IOException {
        try {
            return switch (s) {
                case "-inf", "-Infinity" -> -100;
                default -> Double.parseDouble(s);
            };
        } catch (NumberFormatException e) {
            throw error("'" + s + "' is not a number");
        }
    }

    private void expectSection(String line, int n) throws IOException {
        Matcher m = line == null ? null : SECTION.matcher(line.strip());
        if (m == null || !m.matches() || Integer.parseInt(m.group(1)) != n) {
            throw error("expected \\" + n + "-grams:");
        }
    }

    private String nextNonBlank() throws IOException {
        String line;
        while ((line = in.readLine()) != null) {
            lineNumber++;
            if (!line.isBlank()) {
                return line;
            }
        }
        return null;
    }

    private IOException error(String message) {
        return new IOException(file + " line " + lineNumber + ": " + message);
    }
}
