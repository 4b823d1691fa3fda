package org.pairlab.dataset;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/** Reads text files as bytes and decodes them strictly, so bad UTF-8 is reported with its line instead of replaced. */
final class TextLines {
    private TextLines() {
    }

    /** One physical line; {@code text} is null when the line is not valid UTF-8. */
    record Line(int number, String text) {
    }

    /** Splits on LF (a trailing CR is dropped) and decodes every line with a REPORT decoder. */
    static List<Line> read(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        List<Line> out = new ArrayList<>();
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        int start = 0;
        int number = 1;
        // A UTF-8 BOM is not part of the first line's text.
        if (bytes.length >= 3 && (bytes[0] & 0xff) == 0xEF && (bytes[1] & 0xff) == 0xBB && (bytes[2] & 0xff) == 0xBF) {
            start = 3;
        }
        while (start < bytes.length) {
            int end = start;
            while (end < bytes.length && bytes[end] != '\n') {
                end++;
            }
            int stop = end > start && bytes[end - 1] == '\r' ? end - 1 : end;
            out.add(new Line(number, decode(decoder, bytes, start, stop)));
            number++;
            start = end + 1;
        }
        return out;
    }

    private static String decode(CharsetDecoder decoder, byte[] bytes, int from, int to) {
        try {
            decoder.reset();
            return decoder.decode(ByteBuffer.wrap(bytes, from, to - from)).toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }

    /**
     * Line numbers (1-based) that hold bytes that are not valid UTF-8, found in one streaming pass without decoding,
     * so big JSON files can be checked cheaply before Jackson reads them.
     */
    static BitSet invalidUtf8Lines(Path file) throws IOException {
        BitSet bad = new BitSet();
        byte[] buf = new byte[1 << 16];
        int line = 1;
        int need = 0; // continuation bytes still expected
        try (InputStream in = Files.newInputStream(file)) {
            int n;
            while ((n = in.read(buf)) > 0) {
                for (int i = 0; i < n; i++) {
                    int b = buf[i] & 0xff;
                    if (need > 0) {
                        if ((b & 0xC0) == 0x80) {
                            need--;
                            continue;
                        }
                        bad.set(line);
                        need = 0;
                    }
                    if (b < 0x80) {
                        if (b == '\n') {
                            line++;
                        }
                    } else if (b >= 0xC2 && b <= 0xDF) {
                        need = 1;
                    } else if (b >= 0xE0 && b <= 0xEF) {
                        need = 2;
                    } else if (b >= 0xF0 && b <= 0xF4) {
                        need = 3;
                    } else {
                        bad.set(line);
                    }
                }
            }
        }
        if (need > 0) {
            bad.set(line);
        }
        return bad;
    }
}
