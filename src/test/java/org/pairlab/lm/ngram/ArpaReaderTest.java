package org.pairlab.lm.ngram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.lm.LmState;
import org.pairlab.lm.LmTokenizer;
import org.pairlab.lm.SentenceScore;

/** A small ARPA file laid out as KenLM writes it, read and scored by hand; malformed files name their line. */
class ArpaReaderTest {
    static final String KENLM_LAYOUT = """
            \\data\\
            ngram 1=5
            ngram 2=3

            \\1-grams:
            -1.0\t<unk>\t0
            -99\t<s>\t-0.5
            -0.5\ta\t-0.3
            -0.6\tb
            -0.7\t</s>

            \\2-grams:
            -0.2\t<s> a
            -0.3\ta b
            -0.4\tb </s>

            \\end\\
            """;

    @TempDir
    Path dir;

    @Test
    void kenLmLayoutGivesHandComputedScores() throws Exception {
        NgramModel m = NgramModel.readArpa(Files.writeString(dir.resolve("kenlm.arpa"), KENLM_LAYOUT), LmTokenizer.WHITESPACE);
        assertEquals(2, m.order());
        assertEquals(List.of("<unk>", "a", "b", "</s>"), m.vocabulary());
        assertTrue(m.describe().startsWith("arpa-2 whitespace"), m.describe());
        // "a b": found bigrams all the way: -0.2 - 0.3 - 0.4.
        assertEquals(-0.9 * Math.log(10), m.score(List.of("a", "b")).logProb(), 1e-12);
        // "b a": bo(<s>) + P(b) = -1.1, bo(b) + P(a) = 0 - 0.5, bo(a) + P(</s>) = -0.3 - 0.7.
        assertEquals(-2.6 * Math.log(10), m.score(List.of("b", "a")).logProb(), 1e-12);
        // An unknown word scores as <unk>: bo(<s>) + P(<unk>) = -1.5, then P(</s>) = -0.7 (<unk> has backoff 0).
        SentenceScore z = m.score(List.of("z"));
        assertEquals(-2.2 * Math.log(10), z.logProb(), 1e-12);
        assertEquals(1, z.oov());
        assertEquals(-1.5 * Math.log(10), z.oovLogProb(), 1e-12);
        assertFalse(m.knows("z"));
        LmState a = m.advance(m.start(), "a");
        assertEquals(-0.3 * Math.log(10), m.logProb(a, "b"), 1e-12);
        // After "a b" the context is b, which has no backoff listed (0): P(a | b) = P(a).
        LmState ab = m.advance(a, "b");
        assertEquals(-0.5 * Math.log(10), m.logProb(ab, "a"), 1e-12);
        double[] all = m.logProbs(a);
        assertEquals(m.logProb(a, "</s>"), all[3], 0);
    }

    @Test
    void srilmFileWithoutUnknownGetsItWithZeroProbability() throws Exception {
        String srilm = KENLM_LAYOUT.replace("ngram 1=5", "ngram 1=4").replace("-1.0\t<unk>\t0\n", "");
        NgramModel m = NgramModel.readArpa(Files.writeString(dir.resolve("srilm.arpa"), srilm), LmTokenizer.WHITESPACE);
        assertTrue(m.vocabulary().contains("<unk>"));
        // bo(a) + the -100 given to <unk>.
        assertEquals(-100.3 * Math.log(10), m.logProb(m.advance(m.start(), "a"), "zzz"), 1e-9);
    }

    @Test
    void errorsNameTheFileAndLine() throws Exception {
        assertError(KENLM_LAYOUT.replace("-0.3\ta b", "-0.3\ta"), "line 14", "found 2 fields");
        assertError(KENLM_LAYOUT.replace("-0.3\ta b", "-0.3\ta q"), "line 14", "'q' is not a 1-gram");
        assertError(KENLM_LAYOUT.replace("-0.6\tb", "minus\tb"), "line 9", "'minus' is not a number");
        assertError(KENLM_LAYOUT.replace("ngram 2=3", "ngram 2=4"), "announces 4 2-grams but the section has 3");
        assertError(KENLM_LAYOUT.replace("-0.4\tb </s>", "-0.4\ta b"), "line 15", "listed twice");
        assertError("hello\n" + KENLM_LAYOUT, "line 1", "expected \\data\\");
        assertError(KENLM_LAYOUT.replace("\\end\\", ""), "expected \\end\\");
        assertError(KENLM_LAYOUT.replace("-0.7\t</s>", "-0.7\tc"), "no 1-gram </s>");
    }

    private void assertError(String text, String... parts) throws IOException {
        Path file = Files.writeString(dir.resolve("bad.arpa"), text);
        IOException e = assertThrows(IOException.class, () -> NgramModel.readArpa(file, LmTokenizer.WHITESPACE));
        assertTrue(e.getMessage().contains(file.toString()), e.getMessage());
        for (String p : parts) {
            assertTrue(e.getMessage().contains(p), e.getMessage());
        }
    }
}
